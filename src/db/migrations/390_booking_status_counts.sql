-- The tab badges of account/bookings (SPEC section 2) counted once, when bookings change, instead of
-- counting every one of the user's bookings on every request (an owner of 5,000 bookings: 15.6 ms of
-- PostgreSQL per page). One row per user, side and status: how many of the user's bookings on that
-- side are in that status, counting only the bookings the lists show (bookings/repository.ts's
-- PAID_ONLY: neither a checkout still unpaid nor one that expired unpaid).
CREATE TABLE booking_status_counts (
  user_id bigint NOT NULL,
  side text NOT NULL CHECK (side IN ('tenant', 'owner')),
  status text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (user_id, side, status)
);

-- Statement-level, over the transition tables: a bulk insert (the seed, a benchmark's load) adds
-- one grouped change, not one per row. The rows are upserted in key order so two transactions
-- moving the same user's counts lock them in the same order.
CREATE FUNCTION booking_status_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_status_counts (user_id, side, status, n)
    SELECT user_id, side, status, sum(d)::int FROM (
        SELECT r.owner_id AS user_id, 'owner' AS side, r.status, 1 AS d FROM new_rows r
         WHERE r.status <> 'payment_pending' AND NOT (r.status = 'expired' AND r.paid_at IS NULL)
        UNION ALL
        SELECT r.tenant_id, 'tenant', r.status, 1 FROM new_rows r
         WHERE r.status <> 'payment_pending' AND NOT (r.status = 'expired' AND r.paid_at IS NULL)) x
     GROUP BY user_id, side, status ORDER BY user_id, side, status
    ON CONFLICT (user_id, side, status) DO UPDATE SET n = booking_status_counts.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO booking_status_counts (user_id, side, status, n)
    SELECT user_id, side, status, sum(d)::int FROM (
        SELECT r.owner_id AS user_id, 'owner' AS side, r.status, -1 AS d FROM old_rows r
         WHERE r.status <> 'payment_pending' AND NOT (r.status = 'expired' AND r.paid_at IS NULL)
        UNION ALL
        SELECT r.tenant_id, 'tenant', r.status, -1 FROM old_rows r
         WHERE r.status <> 'payment_pending' AND NOT (r.status = 'expired' AND r.paid_at IS NULL)
        UNION ALL
        SELECT r.owner_id, 'owner', r.status, 1 FROM new_rows r
         WHERE r.status <> 'payment_pending' AND NOT (r.status = 'expired' AND r.paid_at IS NULL)
        UNION ALL
        SELECT r.tenant_id, 'tenant', r.status, 1 FROM new_rows r
         WHERE r.status <> 'payment_pending' AND NOT (r.status = 'expired' AND r.paid_at IS NULL)) x
     GROUP BY user_id, side, status HAVING sum(d) <> 0 ORDER BY user_id, side, status
    ON CONFLICT (user_id, side, status) DO UPDATE SET n = booking_status_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO booking_status_counts (user_id, side, status, n)
    SELECT user_id, side, status, sum(d)::int FROM (
        SELECT r.owner_id AS user_id, 'owner' AS side, r.status, -1 AS d FROM old_rows r
         WHERE r.status <> 'payment_pending' AND NOT (r.status = 'expired' AND r.paid_at IS NULL)
        UNION ALL
        SELECT r.tenant_id, 'tenant', r.status, -1 FROM old_rows r
         WHERE r.status <> 'payment_pending' AND NOT (r.status = 'expired' AND r.paid_at IS NULL)) x
     GROUP BY user_id, side, status ORDER BY user_id, side, status
    ON CONFLICT (user_id, side, status) DO UPDATE SET n = booking_status_counts.n + excluded.n;
  ELSE -- TRUNCATE
    DELETE FROM booking_status_counts;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER booking_status_counts_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_status_counts_change();
CREATE TRIGGER booking_status_counts_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_status_counts_change();
CREATE TRIGGER booking_status_counts_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_status_counts_change();
CREATE TRIGGER booking_status_counts_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION booking_status_counts_change();

INSERT INTO booking_status_counts (user_id, side, status, n)
SELECT user_id, side, status, count(*)::int FROM (
    SELECT b.owner_id AS user_id, 'owner' AS side, b.status FROM bookings b
     WHERE b.status <> 'payment_pending' AND NOT (b.status = 'expired' AND b.paid_at IS NULL)
    UNION ALL
    SELECT b.tenant_id, 'tenant', b.status FROM bookings b
     WHERE b.status <> 'payment_pending' AND NOT (b.status = 'expired' AND b.paid_at IS NULL)) x
 GROUP BY user_id, side, status;
