-- Owners get paid (DESIGN.md, "Owner earnings and payouts"). The owner's earning, Bosun's
-- commission and the payouts are rows of the money ledger (migration 210), never stored totals: an
-- owner's balance is the sum of their owner rows.
--
-- The earning follows the renter's money. Whenever a row of the renter's card is appended for a booking
-- (a charge, a refund, a damage capture of the deposit), a trigger on ledger_entries re-derives what the
-- owner has earned from everything the renter has paid net of refunds, and appends the difference, in
-- the same transaction as the renter's row. So accept/capture, cancellations, modifications, declines,
-- expiries, weather refunds and deposit captures, written through payments/refunds/deposits by any
-- path old or new, all move the earning by the same rule, and a replayed movement (its row written
-- once under its key) moves it once.

INSERT INTO settings (key, value, description) VALUES
  ('commissionPercent', '{"private": 15, "professional": 12}',
   'Bosun''s commission on the owner''s share of what the renter paid online, in percent, per owner type'),
  ('payoutDelayDays', '1', 'An earning is payable this many days after the first day of the rental'),
  ('payoutWeekdays', '[2, 4]', 'The ISO weekdays (1 = Monday) on which payouts are sent'),
  ('payoutRetryAttempts', '5', 'How many times a payout the provider could not send is tried before staff must retry it')
ON CONFLICT (key) DO NOTHING;

-- An owner's payout details and terms (their type, private or professional, is users.owner_type). The IBAN is stored encrypted (AES-256-GCM, key from config) with
-- only its masked form readable; with Stripe Connect the bank details live at the provider instead.
CREATE TABLE owner_payout_profiles (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- a manager's override of the commission for this owner (basis points), audited in audit_log
  commission_override_bp integer CHECK (commission_override_bp BETWEEN 0 AND 10000),
  account_holder text,
  iban_ciphertext text,
  iban_masked text,
  iban_country char(2),
  stripe_account_id text UNIQUE,
  verification_status text NOT NULL DEFAULT 'missing' CHECK (verification_status IN ('missing', 'pending', 'verified')),
  details_updated_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- The commission rule in force when the booking was accepted (or first paid), as its cancellation
-- terms are: later changes of the settings or of the owner's override do not reach it.
CREATE TABLE booking_commissions (
  booking_id bigint PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  owner_type text NOT NULL,
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  source text NOT NULL CHECK (source IN ('setting', 'owner_override')),
  fixed_at timestamptz NOT NULL
);

-- A renter's complaint about the boat (not as listed, unusable): it holds the owner's earning while open.
CREATE TABLE booking_complaints (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  opened_by bigint REFERENCES users (id),
  reason_code text NOT NULL DEFAULT 'not_as_described',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  opened_at timestamptz NOT NULL,
  closed_at timestamptz
);
CREATE INDEX booking_complaints_open_idx ON booking_complaints (booking_id) WHERE status = 'open';

-- A staff hold on an owner (all their earnings) or on one booking; released, never deleted.
CREATE TABLE payout_holds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id bigint REFERENCES users (id) ON DELETE CASCADE,
  booking_id bigint REFERENCES bookings (id) ON DELETE CASCADE,
  reason text NOT NULL,
  created_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL,
  released_by bigint REFERENCES users (id),
  released_at timestamptz,
  CHECK ((owner_id IS NULL) <> (booking_id IS NULL))
);
CREATE INDEX payout_holds_owner_open_idx ON payout_holds (owner_id) WHERE released_at IS NULL;
CREATE INDEX payout_holds_booking_open_idx ON payout_holds (booking_id) WHERE released_at IS NULL;

-- One transfer to an owner, batching their payable rows. `pending` is created and leased by a run,
-- `sent` accepted by the provider (its ledger payout row written then), `paid` confirmed by the
-- provider, `failed` refused (with the reason; retried while retryable, else by staff).
CREATE TABLE payouts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id bigint NOT NULL REFERENCES users (id),
  amount bigint NOT NULL CHECK (amount > 0),
  currency_code char(3) NOT NULL DEFAULT 'EUR',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'paid', 'failed')),
  provider text NOT NULL,
  provider_reference text,
  attempt integer NOT NULL DEFAULT 1,
  failure_code text,
  failure_reason text,
  retryable boolean NOT NULL DEFAULT false,
  -- Stripe: the transfers made so far, booking id → transfer id (a retry does not send them again)
  transfers jsonb NOT NULL DEFAULT '{}',
  leased_until timestamptz,
  next_attempt_at timestamptz,
  run_date date NOT NULL,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  paid_at timestamptz,
  failed_at timestamptz
);
CREATE INDEX payouts_owner_idx ON payouts (owner_id, created_at DESC);
CREATE INDEX payouts_status_idx ON payouts (status, created_at DESC);

-- The owner rows a payout settles. An owner row is in one payout at most: the unique key on the row makes
-- a retried or concurrent run that tries to batch it again fail to insert, so it is paid once.
CREATE TABLE payout_items (
  payout_id bigint NOT NULL REFERENCES payouts (id) ON DELETE CASCADE,
  ledger_entry_id bigint NOT NULL UNIQUE REFERENCES ledger_entries (id) ON DELETE CASCADE,
  booking_id bigint REFERENCES bookings (id) ON DELETE CASCADE,
  amount bigint NOT NULL,
  PRIMARY KEY (payout_id, ledger_entry_id)
);
CREATE INDEX payout_items_booking_idx ON payout_items (booking_id);

-- Webhook events of the payout provider, each handled once.
CREATE TABLE payout_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- The commission invoice of a booking is issued once, with its first payout.
CREATE UNIQUE INDEX documents_one_commission_invoice ON documents (booking_id) WHERE kind = 'commission_invoice';
CREATE INDEX ledger_entries_owner_rows_idx ON ledger_entries (user_id, id)
  WHERE party = 'owner' AND kind IN ('owner_earning', 'commission', 'earning_adjustment');

-- The owner's rows not yet in a payout, with the day each becomes payable (the day after the first day
-- of the rental, by the setting; a later adjustment of a booking already due is payable at once) and what
-- holds it: an open damage claim, an open renter complaint, a staff hold on the booking or the owner.
-- `payable_on` is a calendar date of the harbour: compare it with today in `time_zone`.
CREATE VIEW owner_unpaid_rows AS
SELECT e.id, e.user_id AS owner_id, e.booking_id, e.kind, e.amount, e.currency_code, e.occurred_at,
       lower(b.period) AS start_date,
       lower(b.period) + coalesce((SELECT value::text::int FROM settings WHERE key = 'payoutDelayDays'), 1) AS payable_on,
       coalesce(c.time_zone, co.time_zone, 'UTC') AS time_zone,
       CASE
         WHEN EXISTS (SELECT 1 FROM damage_claims dc WHERE dc.booking_id = b.id
                        AND dc.status IN ('open', 'under_review', 'accepted')) THEN 'claim'
         WHEN EXISTS (SELECT 1 FROM booking_complaints bc WHERE bc.booking_id = b.id AND bc.status = 'open') THEN 'complaint'
         WHEN EXISTS (SELECT 1 FROM payout_holds h WHERE h.released_at IS NULL
                        AND (h.booking_id = b.id OR h.owner_id = e.user_id)) THEN 'staff'
       END AS hold
  FROM ledger_entries e
  JOIN bookings b ON b.id = e.booking_id
  JOIN products p ON p.id = b.product_id
  JOIN cities c ON c.id = p.city_id
  JOIN countries co ON co.code = p.country_code
 WHERE e.party = 'owner' AND e.kind IN ('owner_earning', 'commission', 'earning_adjustment')
   AND NOT EXISTS (SELECT 1 FROM payout_items i WHERE i.ledger_entry_id = e.id);

-- The rule for an owner today: the manager's override, else the setting for their type.
CREATE FUNCTION owner_commission_rule(owner bigint, OUT owner_type text, OUT rate_bp integer, OUT source text)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  profile owner_payout_profiles;
BEGIN
  SELECT * INTO profile FROM owner_payout_profiles WHERE user_id = owner;
  owner_type := coalesce((SELECT u.owner_type FROM users u WHERE u.id = owner), 'private');
  IF profile.commission_override_bp IS NOT NULL THEN
    rate_bp := profile.commission_override_bp;
    source := 'owner_override';
  ELSE
    rate_bp := round(coalesce((SELECT (value ->> owner_type)::numeric FROM settings WHERE key = 'commissionPercent'), 0) * 100);
    source := 'setting';
  END IF;
END $$;

CREATE FUNCTION snapshot_booking_commission(booking bigint, at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  rule record;
BEGIN
  IF EXISTS (SELECT 1 FROM booking_commissions WHERE booking_id = booking) THEN RETURN; END IF;
  SELECT r.* INTO rule FROM bookings b, owner_commission_rule(b.owner_id) r WHERE b.id = booking;
  INSERT INTO booking_commissions (booking_id, owner_type, rate_bp, source, fixed_at)
  VALUES (booking, rule.owner_type, rule.rate_bp, rule.source, at)
  ON CONFLICT (booking_id) DO NOTHING;
END $$;

CREATE FUNCTION bookings_commission_snapshot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM snapshot_booking_commission(NEW.id, coalesce(NEW.accepted_at, NEW.paid_at, NEW.updated_at));
  RETURN NULL;
END $$;
CREATE TRIGGER bookings_commission_snapshot AFTER INSERT OR UPDATE OF status ON bookings
  FOR EACH ROW WHEN (NEW.status IN ('paid', 'down_payment_paid', 'accepted'))
  EXECUTE FUNCTION bookings_commission_snapshot();

-- The owner's rows after a renter's movement. The target is derived from the booking's whole ledger:
--   rental gross = round(net paid for the booking × (online − service fee − insurance) / online)
--     (what the renter paid for the booking net of its refunds, without Bosun's fee and the insurer's
--     premium, pro rata as the fee's credit notes are; post-booking carts are not part of it)
--   commission   = round(rental gross × rate of the snapshot)
--   damage       = every deposit capture, the owner's in full (compensation, no commission)
-- and the rows appended are the differences with what the owner's rows already say: the first gross as
-- owner_earning, later ones as earning_adjustment; commission rows for the owner (−) and Bosun (+).
CREATE FUNCTION owner_earning_sync(booking bigint, cause text, cause_key text, source_id bigint, at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  b bookings;
  rate integer;
  net_paid numeric;
  base numeric;
  target_gross bigint;
  target_commission bigint;
  target_damage bigint;
  have_gross bigint;
  have_commission bigint;
  have_damage bigint;
  has_earning boolean;
BEGIN
  SELECT * INTO b FROM bookings WHERE id = booking;
  IF NOT FOUND THEN RETURN; END IF;
  -- one booking's owner rows are derived by one transaction at a time
  PERFORM pg_advisory_xact_lock(3200032, b.id::int);
  PERFORM snapshot_booking_commission(b.id, at);
  SELECT rate_bp INTO rate FROM booking_commissions WHERE booking_id = b.id;

  SELECT coalesce(sum(amount) FILTER (WHERE kind IN ('charge', 'refund')
                                        AND coalesce(details ->> 'paymentKind', '') <> 'post_booking'), 0),
         coalesce(sum(amount) FILTER (WHERE kind = 'deposit_capture'), 0)
    INTO net_paid, target_damage
    FROM ledger_entries WHERE booking_id = b.id AND party = 'renter';
  base := greatest(0, b.online_amount - b.service_fee_amount - b.insurance_amount);
  IF b.online_amount > 0 THEN
    target_gross := greatest(0, round(greatest(net_paid, 0) * base / b.online_amount));
  ELSE
    target_gross := 0;
  END IF;
  target_commission := round(target_gross * rate / 10000.0);

  SELECT coalesce(sum(amount) FILTER (WHERE kind IN ('owner_earning', 'earning_adjustment')
                                        AND coalesce(details ->> 'basis', 'rental') = 'rental'), 0),
         coalesce(-sum(amount) FILTER (WHERE kind = 'commission'), 0),
         coalesce(sum(amount) FILTER (WHERE kind = 'earning_adjustment' AND details ->> 'basis' = 'damage'), 0),
         bool_or(kind = 'owner_earning')
    INTO have_gross, have_commission, have_damage, has_earning
    FROM ledger_entries WHERE booking_id = b.id AND party = 'owner';

  IF target_gross <> have_gross THEN
    INSERT INTO ledger_entries (booking_id, user_id, party, kind, amount, currency_code, source_table, source_id,
                                idempotency_key, details, occurred_at)
    VALUES (b.id, b.owner_id, 'owner', CASE WHEN coalesce(has_earning, false) THEN 'earning_adjustment' ELSE 'owner_earning' END,
            target_gross - have_gross, b.currency_code, CASE WHEN source_id IS NULL THEN 'bookings' ELSE 'ledger_entries' END, coalesce(source_id, b.id),
            'earning:' || cause_key || ':gross',
            jsonb_build_object('basis', 'rental', 'cause', cause, 'targetGross', target_gross),
            at)
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;
  IF target_commission <> have_commission THEN
    INSERT INTO ledger_entries (booking_id, user_id, party, kind, amount, currency_code, source_table, source_id,
                                idempotency_key, details, occurred_at)
    VALUES (b.id, b.owner_id, 'owner', 'commission', -(target_commission - have_commission), b.currency_code,
            CASE WHEN source_id IS NULL THEN 'bookings' ELSE 'ledger_entries' END, coalesce(source_id, b.id), 'earning:' || cause_key || ':commission',
            jsonb_build_object('rateBp', rate, 'cause', cause), at),
           (b.id, NULL, 'platform', 'commission', target_commission - have_commission, b.currency_code,
            CASE WHEN source_id IS NULL THEN 'bookings' ELSE 'ledger_entries' END, coalesce(source_id, b.id), 'earning:' || cause_key || ':platform-commission',
            jsonb_build_object('rateBp', rate, 'ownerId', b.owner_id, 'cause', cause), at)
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;
  IF target_damage <> have_damage THEN
    INSERT INTO ledger_entries (booking_id, user_id, party, kind, amount, currency_code, source_table, source_id,
                                idempotency_key, details, occurred_at)
    VALUES (b.id, b.owner_id, 'owner', 'earning_adjustment', target_damage - have_damage, b.currency_code,
            CASE WHEN source_id IS NULL THEN 'bookings' ELSE 'ledger_entries' END, coalesce(source_id, b.id), 'earning:' || cause_key || ':damage',
            jsonb_build_object('basis', 'damage', 'cause', cause), at)
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;
END $$;

CREATE FUNCTION ledger_owner_earning_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM owner_earning_sync(NEW.booking_id, NEW.kind, NEW.id::text, NEW.id, NEW.occurred_at);
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_owner_earning AFTER INSERT ON ledger_entries
  FOR EACH ROW WHEN (NEW.party = 'renter' AND NEW.kind IN ('charge', 'refund', 'deposit_capture')
                     AND NEW.booking_id IS NOT NULL)
  EXECUTE FUNCTION ledger_owner_earning_trigger();

-- A booking's price changed with no money moving yet (a change accepted after its difference was paid,
-- a lower price taken off an unpaid balance): the share of what was paid is derived again. The key is
-- the transaction and the new terms, so a replay inside the transaction writes nothing twice.
CREATE FUNCTION bookings_owner_earning_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_entries WHERE booking_id = NEW.id AND party = 'owner') THEN
    PERFORM owner_earning_sync(NEW.id, 'reprice',
      'booking:' || NEW.id || ':' || txid_current() || ':' || NEW.online_amount || ':' || NEW.service_fee_amount
        || ':' || NEW.insurance_amount,
      NULL, NEW.updated_at);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER bookings_owner_earning AFTER UPDATE OF online_amount, service_fee_amount, insurance_amount ON bookings
  FOR EACH ROW WHEN (OLD.online_amount IS DISTINCT FROM NEW.online_amount
                     OR OLD.service_fee_amount IS DISTINCT FROM NEW.service_fee_amount
                     OR OLD.insurance_amount IS DISTINCT FROM NEW.insurance_amount)
  EXECUTE FUNCTION bookings_owner_earning_trigger();

-- What was paid before owners earned: each booking's earning from its last renter movement.
SELECT snapshot_booking_commission(b.id, coalesce(b.accepted_at, b.paid_at, b.created_at))
  FROM bookings b WHERE EXISTS (SELECT 1 FROM ledger_entries e WHERE e.booking_id = b.id AND e.party = 'renter');
SELECT owner_earning_sync(e.booking_id, e.kind, e.id::text, e.id, e.occurred_at)
  FROM (SELECT DISTINCT ON (booking_id) * FROM ledger_entries
         WHERE party = 'renter' AND kind IN ('charge', 'refund', 'deposit_capture') AND booking_id IS NOT NULL
         ORDER BY booking_id, occurred_at DESC, id DESC) e;
