-- The manager dashboard over a million bookings (issue 6). Its figures are sums over days, so they
-- are kept per day (UTC, the day the booking was made), country and boat type in booking_daily,
-- updated by triggers in the same transaction as the bookings, payments and refunds they count:
-- the dashboard reads a few thousand rows instead of every booking, and always agrees with the
-- bookings list. The status sets mirror CONFIRMED_STATUSES and CANCELLED_STATUSES of
-- shared/admin/operations.ts (tests compare the dashboard with the list).

CREATE TABLE booking_daily (
  day date NOT NULL,
  country_code char(2) NOT NULL,
  -- 'activity' for activities, whose product_type is NULL
  product_type text NOT NULL,
  bookings integer NOT NULL DEFAULT 0,
  confirmed integer NOT NULL DEFAULT 0,
  cancelled integer NOT NULL DEFAULT 0,
  gbv bigint NOT NULL DEFAULT 0,
  paid bigint NOT NULL DEFAULT 0,
  refunded bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, country_code, product_type)
);
CREATE INDEX booking_daily_country_idx ON booking_daily (country_code, day);

CREATE FUNCTION booking_is_confirmed(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('paid', 'down_payment_paid', 'accepted', 'checked_in', 'checked_out', 'completed',
                    'reviewed', 'damage_claimed')
$$;
CREATE FUNCTION booking_is_cancelled(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('declined', 'expired', 'cancelled_by_tenant', 'cancelled_by_owner')
$$;

CREATE FUNCTION booking_daily_add(d date, country char(2), type text, n integer, conf integer, canc integer,
                                  value bigint, paid_amount bigint, refunded_amount bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO booking_daily AS x (day, country_code, product_type, bookings, confirmed, cancelled, gbv, paid, refunded)
  VALUES (d, country, type, n, conf, canc, value, paid_amount, refunded_amount)
  ON CONFLICT (day, country_code, product_type) DO UPDATE SET
    bookings = x.bookings + EXCLUDED.bookings, confirmed = x.confirmed + EXCLUDED.confirmed,
    cancelled = x.cancelled + EXCLUDED.cancelled, gbv = x.gbv + EXCLUDED.gbv,
    paid = x.paid + EXCLUDED.paid, refunded = x.refunded + EXCLUDED.refunded
$$;

-- A booking's share of the figures (sign -1 takes it back), under its product's current place and type.
CREATE FUNCTION booking_daily_booking(b bookings, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c char(2);
  t text;
BEGIN
  SELECT p.country_code, coalesce(p.product_type, 'activity') INTO c, t FROM products p WHERE p.id = b.product_id;
  PERFORM booking_daily_add((b.created_at AT TIME ZONE 'UTC')::date, c, t, sign,
    CASE WHEN booking_is_confirmed(b.status) THEN sign ELSE 0 END,
    CASE WHEN booking_is_cancelled(b.status) THEN sign ELSE 0 END,
    CASE WHEN booking_is_confirmed(b.status) THEN sign * b.total_amount ELSE 0 END, 0, 0);
END $$;

CREATE FUNCTION booking_daily_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM booking_daily_booking(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM booking_daily_booking(NEW, 1); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER bookings_daily AFTER INSERT OR DELETE OR UPDATE OF status, total_amount, created_at, product_id
  ON bookings FOR EACH ROW EXECUTE FUNCTION booking_daily_bookings();

-- Money paid or refunded counts on the day its booking was made, like the list's filters.
CREATE FUNCTION booking_daily_money(booking bigint, paid_amount bigint, refunded_amount bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date;
  c char(2);
  t text;
BEGIN
  IF booking IS NULL OR (paid_amount = 0 AND refunded_amount = 0) THEN RETURN; END IF;
  SELECT (b.created_at AT TIME ZONE 'UTC')::date, p.country_code, coalesce(p.product_type, 'activity')
    INTO d, c, t FROM bookings b JOIN products p ON p.id = b.product_id WHERE b.id = booking;
  IF d IS NOT NULL THEN PERFORM booking_daily_add(d, c, t, 0, 0, 0, 0, paid_amount, refunded_amount); END IF;
END $$;

CREATE FUNCTION booking_daily_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'succeeded' THEN
    PERFORM booking_daily_money(OLD.booking_id, -OLD.amount, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'succeeded' THEN
    PERFORM booking_daily_money(NEW.booking_id, NEW.amount, 0);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER payments_daily AFTER INSERT OR DELETE OR UPDATE OF status, amount, booking_id
  ON payments FOR EACH ROW EXECUTE FUNCTION booking_daily_payments();

CREATE FUNCTION booking_daily_refunds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'succeeded' THEN
    PERFORM booking_daily_money(OLD.booking_id, 0, -OLD.amount);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'succeeded' THEN
    PERFORM booking_daily_money(NEW.booking_id, 0, NEW.amount);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER refunds_daily AFTER INSERT OR DELETE OR UPDATE OF status, amount, booking_id
  ON refunds FOR EACH ROW EXECUTE FUNCTION booking_daily_refunds();

-- Everything a product's bookings count for, per day (sign -1 takes it back): used when a listing
-- moves to another country or changes type, so its history follows it as the list's filters do.
CREATE FUNCTION booking_daily_product(product bigint, country char(2), type text, sign integer)
RETURNS void LANGUAGE sql AS $$
  SELECT booking_daily_add(f.day, country, type, sign * f.n, sign * f.conf, sign * f.canc, sign * f.value,
                           sign * f.paid, sign * f.refunded)
    FROM (
      SELECT (b.created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n,
             count(*) FILTER (WHERE booking_is_confirmed(b.status))::int AS conf,
             count(*) FILTER (WHERE booking_is_cancelled(b.status))::int AS canc,
             coalesce(sum(b.total_amount) FILTER (WHERE booking_is_confirmed(b.status)), 0)::bigint AS value,
             coalesce(sum((SELECT sum(x.amount) FROM payments x WHERE x.booking_id = b.id AND x.status = 'succeeded')), 0)::bigint AS paid,
             coalesce(sum((SELECT sum(r.amount) FROM refunds r WHERE r.booking_id = b.id AND r.status = 'succeeded')), 0)::bigint AS refunded
        FROM bookings b WHERE b.product_id = product GROUP BY 1
    ) f
$$;

CREATE FUNCTION booking_daily_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.country_code IS DISTINCT FROM NEW.country_code OR OLD.product_type IS DISTINCT FROM NEW.product_type THEN
    PERFORM booking_daily_product(NEW.id, OLD.country_code, coalesce(OLD.product_type, 'activity'), -1);
    PERFORM booking_daily_product(NEW.id, NEW.country_code, coalesce(NEW.product_type, 'activity'), 1);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER products_daily AFTER UPDATE OF country_code, product_type, harbour_id
  ON products FOR EACH ROW EXECUTE FUNCTION booking_daily_products();

-- What is already there.
SELECT booking_daily_product(p.id, p.country_code, coalesce(p.product_type, 'activity'), 1)
  FROM products p WHERE EXISTS (SELECT 1 FROM bookings b WHERE b.product_id = p.id);

-- The bookings list sorts "col DIR NULLS LAST, id DIR" (simpleRest.ts): indexes in that order let a
-- page be read off the index, with or without a status filter, instead of sorting every match.
CREATE INDEX bookings_status_created_list_idx ON bookings (status, created_at DESC NULLS LAST, id DESC);
CREATE INDEX bookings_created_list_idx ON bookings (created_at DESC NULLS LAST, id DESC);
CREATE INDEX bookings_start_list_idx ON bookings (lower(period) ASC NULLS LAST, id ASC);
-- "Largest first" within a tab (refund and cancellation reviews).
CREATE INDEX bookings_status_amount_list_idx ON bookings (status, total_amount DESC NULLS LAST, id DESC);
