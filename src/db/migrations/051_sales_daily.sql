-- The sales dashboard reads a daily summary instead of scanning every lead of the period (a year of
-- 200,000 leads took seconds). It is kept by triggers, in the writer's own transaction, so every
-- writer (the API, the seed, a bulk import) keeps it exact and the dashboard always matches the lists.
--
-- The summary groups leads by the day they came in (UTC), teammate, source and CURRENT status, which is
-- what the lists filter on (createdAt, assigneeId, source, status): a lead that changes status or
-- teammate moves from one row to another.

-- What a lead's row alone must say for its summary contribution to be a function of that row.
ALTER TABLE leads
  -- a quote other than a draft was made for it
  ADD COLUMN quoted boolean NOT NULL DEFAULT false,
  -- the total of its accepted quotes (counted as revenue won while the lead is won)
  ADD COLUMN accepted_amount bigint NOT NULL DEFAULT 0,
  -- its payment session became a booking
  ADD COLUMN booked boolean NOT NULL DEFAULT false,
  -- the first thing a salesperson (not the renter, not the system) did on it
  ADD COLUMN first_response_at timestamptz;

-- Three grains of the same figures: per day (a period's edges, and the lists' counts by day), per
-- month (the whole months of a long period, and the lists' totals), and leads in per day and teammate
-- (the dashboard's daily curve). A null assignee is an unassigned lead.
CREATE TABLE sales_daily (
  day date NOT NULL,
  assignee_id bigint,
  source text NOT NULL,
  status text NOT NULL,
  leads integer NOT NULL DEFAULT 0,
  quoted integer NOT NULL DEFAULT 0,
  booked integer NOT NULL DEFAULT 0,
  revenue_won bigint NOT NULL DEFAULT 0,
  responded integer NOT NULL DEFAULT 0,
  -- whole seconds from coming in to the first response, summed over the responded leads
  response_seconds bigint NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX sales_daily_key ON sales_daily (day, assignee_id, source, status) NULLS NOT DISTINCT;

CREATE TABLE sales_monthly (LIKE sales_daily INCLUDING DEFAULTS);
ALTER TABLE sales_monthly RENAME COLUMN day TO month;
CREATE UNIQUE INDEX sales_monthly_key ON sales_monthly (month, assignee_id, source, status) NULLS NOT DISTINCT;
-- The leads list's total for "only mine" and the status tabs is summed from here (leads/repository.ts).
CREATE INDEX sales_monthly_assignee_idx ON sales_monthly (assignee_id, status, source) INCLUDE (leads);

CREATE TABLE sales_daily_leads (
  day date NOT NULL,
  assignee_id bigint,
  leads integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX sales_daily_leads_key ON sales_daily_leads (day, assignee_id) NULLS NOT DISTINCT;

-- Backfill the lead facts, then the summary, before the triggers exist.
UPDATE leads l SET quoted = q.quoted, accepted_amount = q.accepted
  FROM (SELECT lead_id, bool_or(status <> 'draft') AS quoted,
               coalesce(sum(total_amount) FILTER (WHERE status = 'accepted'), 0)::bigint AS accepted
          FROM propales GROUP BY lead_id) q
 WHERE q.lead_id = l.id;
UPDATE leads l SET booked = true
 WHERE l.payment_session_id IS NOT NULL
   AND EXISTS (SELECT 1 FROM bookings b WHERE b.payment_session_id = l.payment_session_id);
UPDATE leads l SET first_response_at = e.at
  FROM (SELECT e.lead_id, min(e.at) AS at FROM lead_events e JOIN leads x ON x.id = e.lead_id
         WHERE e.actor_id IS NOT NULL AND e.actor_id IS DISTINCT FROM x.tenant_id GROUP BY e.lead_id) e
 WHERE e.lead_id = l.id;

INSERT INTO sales_daily (day, assignee_id, source, status, leads, quoted, booked, revenue_won, responded,
                         response_seconds)
SELECT (created_at AT TIME ZONE 'UTC')::date, assignee_id, source, status, count(*),
       count(*) FILTER (WHERE quoted), count(*) FILTER (WHERE booked),
       coalesce(sum(accepted_amount) FILTER (WHERE status = 'won'), 0),
       count(first_response_at), coalesce(sum(extract(epoch FROM first_response_at - created_at)::bigint), 0)
  FROM leads GROUP BY 1, 2, 3, 4;
INSERT INTO sales_monthly
SELECT date_trunc('month', day)::date, assignee_id, source, status, sum(leads), sum(quoted), sum(booked),
       sum(revenue_won), sum(responded), sum(response_seconds)
  FROM sales_daily GROUP BY 1, 2, 3, 4;
INSERT INTO sales_daily_leads SELECT day, assignee_id, sum(leads) FROM sales_daily GROUP BY 1, 2;

-- One lead row's contribution to the summary (sign -1 takes it out).
CREATE FUNCTION sales_daily_row(l leads, sign integer) RETURNS sales_daily LANGUAGE sql AS $$
  SELECT (l.created_at AT TIME ZONE 'UTC')::date, l.assignee_id, l.source, l.status, sign,
         sign * l.quoted::int, sign * l.booked::int,
         CASE WHEN l.status = 'won' THEN sign * l.accepted_amount ELSE 0 END,
         sign * (l.first_response_at IS NOT NULL)::int,
         sign * coalesce(extract(epoch FROM l.first_response_at - l.created_at)::bigint, 0)
$$;

-- Adds contributions to the three grains, grouped by key and taken in key order, so that two writers
-- lock summary rows in the same order and cannot deadlock on them within one statement.
CREATE FUNCTION sales_daily_add(deltas sales_daily[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_daily AS s (day, assignee_id, source, status, leads, quoted, booked, revenue_won,
                                responded, response_seconds)
  SELECT day, assignee_id, source, status, sum(leads), sum(quoted), sum(booked), sum(revenue_won),
         sum(responded), sum(response_seconds)
    FROM unnest(deltas)
   GROUP BY 1, 2, 3, 4
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, assignee_id, source, status) DO UPDATE
     SET leads = s.leads + EXCLUDED.leads, quoted = s.quoted + EXCLUDED.quoted,
         booked = s.booked + EXCLUDED.booked, revenue_won = s.revenue_won + EXCLUDED.revenue_won,
         responded = s.responded + EXCLUDED.responded,
         response_seconds = s.response_seconds + EXCLUDED.response_seconds;
  INSERT INTO sales_monthly AS s (month, assignee_id, source, status, leads, quoted, booked, revenue_won,
                                  responded, response_seconds)
  SELECT date_trunc('month', day)::date, assignee_id, source, status, sum(leads), sum(quoted), sum(booked),
         sum(revenue_won), sum(responded), sum(response_seconds)
    FROM unnest(deltas)
   GROUP BY 1, 2, 3, 4
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (month, assignee_id, source, status) DO UPDATE
     SET leads = s.leads + EXCLUDED.leads, quoted = s.quoted + EXCLUDED.quoted,
         booked = s.booked + EXCLUDED.booked, revenue_won = s.revenue_won + EXCLUDED.revenue_won,
         responded = s.responded + EXCLUDED.responded,
         response_seconds = s.response_seconds + EXCLUDED.response_seconds;
  INSERT INTO sales_daily_leads AS s (day, assignee_id, leads)
  SELECT day, assignee_id, sum(leads) FROM unnest(deltas) GROUP BY 1, 2 HAVING sum(leads) <> 0 ORDER BY 1, 2
  ON CONFLICT (day, assignee_id) DO UPDATE SET leads = s.leads + EXCLUDED.leads;
$$;

-- Statement-level triggers with transition tables: a bulk statement (the wake-up of snoozed leads, an
-- import) updates the summary once.
CREATE FUNCTION sales_daily_follow_leads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sales_daily_add(ARRAY(SELECT sales_daily_row(n, 1) FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sales_daily_add(ARRAY(SELECT sales_daily_row(o, -1) FROM old_rows o));
  ELSE
    -- Only the rows whose summary key or measures changed (most updates touch review dates).
    PERFORM sales_daily_add(ARRAY(
      SELECT d
        FROM old_rows o JOIN new_rows n ON n.id = o.id,
             LATERAL (SELECT sales_daily_row(o, -1) UNION ALL SELECT sales_daily_row(n, 1)) x(d)
       WHERE (o.created_at, o.assignee_id, o.source, o.status, o.quoted, o.accepted_amount, o.booked,
              o.first_response_at)
             IS DISTINCT FROM
             (n.created_at, n.assignee_id, n.source, n.status, n.quoted, n.accepted_amount, n.booked,
              n.first_response_at)));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER leads_sales_daily_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_daily_follow_leads();
CREATE TRIGGER leads_sales_daily_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_daily_follow_leads();
CREATE TRIGGER leads_sales_daily_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_daily_follow_leads();

-- Quotes: sent or not, accepted amount.
CREATE FUNCTION leads_follow_propales() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target bigint := CASE WHEN TG_OP = 'DELETE' THEN OLD.lead_id ELSE NEW.lead_id END;
BEGIN
  UPDATE leads l SET quoted = f.quoted, accepted_amount = f.accepted
    FROM (SELECT coalesce(bool_or(status <> 'draft'), false) AS quoted,
                 coalesce(sum(total_amount) FILTER (WHERE status = 'accepted'), 0)::bigint AS accepted
            FROM propales WHERE lead_id = target) f
   WHERE l.id = target AND (l.quoted, l.accepted_amount) IS DISTINCT FROM (f.quoted, f.accepted);
  RETURN NULL;
END $$;
CREATE TRIGGER propales_lead_facts AFTER INSERT OR DELETE OR UPDATE OF status, total_amount ON propales
  FOR EACH ROW EXECUTE FUNCTION leads_follow_propales();

-- The first response: an event by someone other than the renter.
CREATE FUNCTION leads_follow_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE leads SET first_response_at = NEW.at
   WHERE id = NEW.lead_id AND NEW.actor_id IS DISTINCT FROM tenant_id
     AND (first_response_at IS NULL OR first_response_at > NEW.at);
  RETURN NULL;
END $$;
CREATE TRIGGER lead_events_first_response AFTER INSERT ON lead_events
  FOR EACH ROW WHEN (NEW.actor_id IS NOT NULL) EXECUTE FUNCTION leads_follow_events();

-- Booked: a booking made from the lead's payment session, whichever comes first.
CREATE INDEX leads_payment_session_idx ON leads (payment_session_id) WHERE payment_session_id IS NOT NULL;
CREATE INDEX bookings_payment_session_idx ON bookings (payment_session_id) WHERE payment_session_id IS NOT NULL;

CREATE FUNCTION leads_follow_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE leads SET booked = true WHERE payment_session_id = NEW.payment_session_id AND NOT booked;
  RETURN NULL;
END $$;
CREATE TRIGGER bookings_lead_booked AFTER INSERT OR UPDATE OF payment_session_id ON bookings
  FOR EACH ROW WHEN (NEW.payment_session_id IS NOT NULL) EXECUTE FUNCTION leads_follow_bookings();

CREATE FUNCTION leads_booked_of_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.booked := NEW.payment_session_id IS NOT NULL
    AND EXISTS (SELECT 1 FROM bookings b WHERE b.payment_session_id = NEW.payment_session_id);
  RETURN NEW;
END $$;
CREATE TRIGGER leads_booked_insert BEFORE INSERT ON leads
  FOR EACH ROW WHEN (NEW.payment_session_id IS NOT NULL) EXECUTE FUNCTION leads_booked_of_session();
CREATE TRIGGER leads_booked_update BEFORE UPDATE OF payment_session_id ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_booked_of_session();

-- The console's list: one salesperson's leads (optionally one status tab) by next review, and the
-- wake-up of snoozed leads that runs before every read.
CREATE INDEX leads_assignee_status_review_idx ON leads (assignee_id, status, next_review_at, id);
DROP INDEX leads_assignee_idx;
CREATE INDEX leads_snoozed_review_idx ON leads (next_review_at) WHERE status = 'snoozed';
