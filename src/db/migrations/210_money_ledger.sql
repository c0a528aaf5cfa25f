-- One money ledger (DESIGN.md, "The third round"). Every movement of money about a booking
-- is an append-only row: what the renter was charged, what is held on their card, refunds, the deposit,
-- vouchers, and the owner's earnings, Bosun's commission and payouts. Balances are sums of
-- rows, never stored totals. The statement of a booking (src/modules/ledger/statement.ts) reads it.
--
-- The rows about the renter's card are written by triggers on the tables that record what the payment
-- provider answered (payments, refunds, deposits), in the same transaction as that record. So no path
-- that moves money, old or new, can forget its ledger row, and each row has a key made of its source
-- (`payment:12:charge`), which makes a replayed or concurrent record write it once.
--
-- Signs: amounts are minor units, signed from the point of view of the party's account.
--   renter  charge +, refund −, deposit_capture + (what the renter paid, net: their sum)
--           authorisation +, authorisation_capture −, authorisation_release − (held on the card: their sum)
--           deposit_hold +, deposit_release − (the deposit held: their sum; a capture closes the hold too)
--           voucher_issued +, voucher_spent −, voucher_expired −, voucher_cancelled − (credit: their sum)
--   owner   owner_earning +, commission −, earning_adjustment ±, payout −, payout_failure +, clawback ±
--           (what Bosun owes the owner: their sum)
--   platform service_fee +, commission +, ... (Bosun's own revenue, for the finance views)

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint REFERENCES bookings (id) ON DELETE CASCADE,
  -- whose account the row moves: the renter or owner (null for Bosun's own rows)
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  party text NOT NULL CHECK (party IN ('renter', 'owner', 'platform')),
  kind text NOT NULL CHECK (kind IN (
    'charge', 'refund', 'authorisation', 'authorisation_capture', 'authorisation_release',
    'deposit_hold', 'deposit_release', 'deposit_capture',
    'voucher_issued', 'voucher_spent', 'voucher_expired', 'voucher_cancelled',
    'owner_earning', 'commission', 'earning_adjustment', 'payout', 'payout_failure', 'clawback',
    'service_fee')),
  amount bigint NOT NULL,
  currency_code char(3) NOT NULL DEFAULT 'EUR',
  provider text,
  provider_reference text,
  -- the row of the table that recorded the movement (payments, refunds, deposits, payouts, vouchers)
  source_table text,
  source_id bigint,
  idempotency_key text NOT NULL UNIQUE,
  -- facts, never sentences: a payment's kind, a refund's reason code, a policy's share
  details jsonb NOT NULL DEFAULT '{}',
  occurred_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_booking_idx ON ledger_entries (booking_id, occurred_at, id);
CREATE INDEX ledger_entries_user_idx ON ledger_entries (user_id, party, occurred_at);
CREATE INDEX ledger_entries_source_idx ON ledger_entries (source_table, source_id);

-- Append-only: a row is never changed. It leaves only with its booking (a test world being reset, a
-- booking erased); Bosun's own rows and an owner's rows without a booking never leave.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'ledger entries are append-only (entry %)', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.booking_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM bookings WHERE id = OLD.booking_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'ledger entries are append-only (entry %)', OLD.id USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

-- A payment's movements, from its current record (each under its own key, so running it again adds
-- nothing): held while the provider holds it, charged when it succeeded, the hold closed when captured
-- or released.
CREATE FUNCTION ledger_sync_payment(p payments) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tenant bigint;
  was_held boolean;
BEGIN
  IF p.booking_id IS NULL THEN RETURN; END IF;
  SELECT tenant_id INTO tenant FROM bookings WHERE id = p.booking_id;
  -- held on the card: the provider authorised it (manual capture), whatever it became since
  IF p.status = 'requires_capture' OR p.authorised_at IS NOT NULL THEN
    INSERT INTO ledger_entries (booking_id, user_id, party, kind, amount, currency_code, provider,
                                provider_reference, source_table, source_id, idempotency_key, details, occurred_at)
    VALUES (p.booking_id, tenant, 'renter', 'authorisation', p.amount, p.currency_code, p.provider,
            p.provider_reference, 'payments', p.id, 'payment:' || p.id || ':authorisation',
            jsonb_build_object('paymentKind', p.kind), coalesce(p.authorised_at, p.updated_at, p.created_at))
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;
  was_held := EXISTS (SELECT 1 FROM ledger_entries WHERE idempotency_key = 'payment:' || p.id || ':authorisation');
  IF p.status = 'succeeded' THEN
    INSERT INTO ledger_entries (booking_id, user_id, party, kind, amount, currency_code, provider,
                                provider_reference, source_table, source_id, idempotency_key, details, occurred_at)
    VALUES (p.booking_id, tenant, 'renter', 'charge', p.amount, p.currency_code, p.provider,
            p.provider_reference, 'payments', p.id, 'payment:' || p.id || ':charge',
            jsonb_build_object('paymentKind', p.kind), coalesce(p.succeeded_at, p.updated_at, p.created_at))
    ON CONFLICT (idempotency_key) DO NOTHING;
    IF was_held THEN
      INSERT INTO ledger_entries (booking_id, user_id, party, kind, amount, currency_code, provider,
                                  provider_reference, source_table, source_id, idempotency_key, details, occurred_at)
      VALUES (p.booking_id, tenant, 'renter', 'authorisation_capture', -p.amount, p.currency_code, p.provider,
              p.provider_reference, 'payments', p.id, 'payment:' || p.id || ':capture',
              jsonb_build_object('paymentKind', p.kind), coalesce(p.succeeded_at, p.updated_at, p.created_at))
      ON CONFLICT (idempotency_key) DO NOTHING;
    END IF;
  ELSIF p.status IN ('canceled', 'failed') AND was_held THEN
    INSERT INTO ledger_entries (booking_id, user_id, party, kind, amount, currency_code, provider,
                                provider_reference, source_table, source_id, idempotency_key, details, occurred_at)
    VALUES (p.booking_id, tenant, 'renter', 'authorisation_release', -p.amount, p.currency_code, p.provider,
            p.provider_reference, 'payments', p.id, 'payment:' || p.id || ':release',
            jsonb_build_object('paymentKind', p.kind), coalesce(p.updated_at, p.created_at))
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;
END $$;

CREATE FUNCTION ledger_sync_refund(r refunds) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  paid payments;
  booking bigint;
  tenant bigint;
BEGIN
  IF r.status <> 'succeeded' THEN RETURN; END IF;
  SELECT * INTO paid FROM payments WHERE id = r.payment_id;
  booking := coalesce(r.booking_id, paid.booking_id);
  IF booking IS NULL THEN RETURN; END IF;
  SELECT tenant_id INTO tenant FROM bookings WHERE id = booking;
  INSERT INTO ledger_entries (booking_id, user_id, party, kind, amount, currency_code, provider,
                              provider_reference, source_table, source_id, idempotency_key, details, occurred_at)
  VALUES (booking, tenant, 'renter', 'refund', -r.amount, paid.currency_code, paid.provider,
          r.provider_reference, 'refunds', r.id, 'refund:' || r.id,
          jsonb_build_object('reason', r.reason, 'paymentId', r.payment_id, 'paymentKind', paid.kind),
          coalesce(r.succeeded_at, r.created_at))
  ON CONFLICT (idempotency_key) DO NOTHING;
END $$;

CREATE FUNCTION ledger_sync_deposit(d deposits) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tenant bigint;
BEGIN
  IF d.status = 'requires_payment_method' THEN RETURN; END IF;
  SELECT tenant_id INTO tenant FROM bookings WHERE id = d.booking_id;
  INSERT INTO ledger_entries (booking_id, user_id, party, kind, amount, currency_code, provider,
                              provider_reference, source_table, source_id, idempotency_key, occurred_at)
  VALUES (d.booking_id, tenant, 'renter', 'deposit_hold', d.amount, 'EUR', d.provider, d.provider_reference,
          'deposits', d.id, 'deposit:' || d.id || ':hold', coalesce(d.held_at, d.updated_at, d.created_at))
  ON CONFLICT (idempotency_key) DO NOTHING;
  IF d.status IN ('released', 'captured') THEN
    INSERT INTO ledger_entries (booking_id, user_id, party, kind, amount, currency_code, provider,
                                provider_reference, source_table, source_id, idempotency_key, details, occurred_at)
    VALUES (d.booking_id, tenant, 'renter', 'deposit_release', -d.amount, 'EUR', d.provider, d.provider_reference,
            'deposits', d.id, 'deposit:' || d.id || ':release',
            jsonb_build_object('captured', d.status = 'captured'), coalesce(d.settled_at, d.updated_at))
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;
  IF d.status = 'captured' AND coalesce(d.capture_amount, 0) > 0 THEN
    INSERT INTO ledger_entries (booking_id, user_id, party, kind, amount, currency_code, provider,
                                provider_reference, source_table, source_id, idempotency_key, details, occurred_at)
    VALUES (d.booking_id, tenant, 'renter', 'deposit_capture', d.capture_amount, 'EUR', d.provider,
            d.provider_reference, 'deposits', d.id, 'deposit:' || d.id || ':capture',
            jsonb_build_object('damageClaimId', d.damage_claim_id), coalesce(d.settled_at, d.updated_at))
    ON CONFLICT (idempotency_key) DO NOTHING;
  END IF;
END $$;

CREATE FUNCTION ledger_payments_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_sync_payment(NEW);
  RETURN NULL;
END $$;
CREATE FUNCTION ledger_refunds_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_sync_refund(NEW);
  RETURN NULL;
END $$;
CREATE FUNCTION ledger_deposits_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_sync_deposit(NEW);
  RETURN NULL;
END $$;

CREATE TRIGGER payments_ledger AFTER INSERT OR UPDATE OF status, booking_id, authorised_at ON payments
  FOR EACH ROW EXECUTE FUNCTION ledger_payments_trigger();
CREATE TRIGGER refunds_ledger AFTER INSERT OR UPDATE OF status, booking_id ON refunds
  FOR EACH ROW EXECUTE FUNCTION ledger_refunds_trigger();
CREATE TRIGGER deposits_ledger AFTER INSERT OR UPDATE OF status ON deposits
  FOR EACH ROW EXECUTE FUNCTION ledger_deposits_trigger();


-- Receipts, invoices and credit notes (DESIGN.md, "One money ledger"), and the owners' commission invoices (DESIGN.md, "Owner earnings and payouts"). Each
-- document is issued once for the ledger row it documents. Invoices and credit notes are numbered from
-- a counter per series, taken under the row's lock in the transaction that issues the document: a
-- number is never skipped (a rolled-back issue gives its number back with it) and never reused.
CREATE TABLE document_series (
  series text PRIMARY KEY,
  prefix text NOT NULL,
  last_number bigint NOT NULL DEFAULT 0 CHECK (last_number >= 0)
);
INSERT INTO document_series (series, prefix) VALUES
  ('invoice', 'BSN-F'),
  ('credit_note', 'BSN-A')
ON CONFLICT (series) DO NOTHING;

CREATE TABLE documents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('receipt', 'refund_receipt', 'invoice', 'credit_note', 'commission_invoice')),
  -- the party it is made out to
  recipient_id bigint NOT NULL REFERENCES users (id),
  recipient_party text NOT NULL CHECK (recipient_party IN ('renter', 'owner')),
  ledger_entry_id bigint REFERENCES ledger_entries (id) ON DELETE CASCADE,
  -- invoices and credit notes only: the number in its series, and the invoice a credit note corrects
  series text REFERENCES document_series (series),
  number text UNIQUE,
  corrects_document_id bigint REFERENCES documents (id),
  amount bigint NOT NULL,
  -- the VAT within amount, at the rate in force when issued (basis points)
  vat_rate_bp integer NOT NULL DEFAULT 0,
  vat_amount bigint NOT NULL DEFAULT 0,
  currency_code char(3) NOT NULL DEFAULT 'EUR',
  issued_at timestamptz NOT NULL,
  UNIQUE (kind, ledger_entry_id),
  CHECK ((kind IN ('invoice', 'credit_note', 'commission_invoice')) = (number IS NOT NULL))
);
CREATE INDEX documents_booking_idx ON documents (booking_id, issued_at);
CREATE UNIQUE INDEX documents_one_fee_invoice ON documents (booking_id) WHERE kind = 'invoice';

INSERT INTO settings (key, value, description) VALUES
  ('vatRatePercent', '20', 'VAT rate included in Bosun''s service fee and commission, in percent'),
  ('invoiceSeller', '{"name": "Bosun SAS", "address": "12 quai du Port, 13002 Marseille, France", "vatNumber": "FR00000000000"}',
   'The seller named on receipts, invoices and credit notes')
ON CONFLICT (key) DO NOTHING;

-- The renter's documents are issued with the ledger row they document, in its transaction: a receipt
-- for each charge and each refund; an invoice of Bosun's service fee with the booking's first charge;
-- a credit note, referring to that invoice, for the share of the fee each refund gives back. The VAT
-- is the part of the fee at the rate in force (prices include VAT).
CREATE FUNCTION next_document_number(which text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  taken bigint;
  head text;
BEGIN
  UPDATE document_series SET last_number = last_number + 1 WHERE series = which
    RETURNING last_number, prefix INTO taken, head;
  RETURN head || '-' || lpad(taken::text, 6, '0');
END $$;

CREATE FUNCTION ledger_issue_documents() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b bookings;
  rate_bp integer;
  fee_invoice documents;
  credited bigint;
  share bigint;
BEGIN
  SELECT * INTO b FROM bookings WHERE id = NEW.booking_id;
  IF NOT FOUND OR NEW.user_id IS NULL THEN RETURN NULL; END IF;
  rate_bp := round(coalesce((SELECT value::text::numeric FROM settings WHERE key = 'vatRatePercent'), 0) * 100);
  IF NEW.kind = 'charge' THEN
    INSERT INTO documents (booking_id, kind, recipient_id, recipient_party, ledger_entry_id, amount, currency_code, issued_at)
    VALUES (NEW.booking_id, 'receipt', NEW.user_id, 'renter', NEW.id, NEW.amount, NEW.currency_code, NEW.occurred_at);
    IF b.service_fee_amount > 0 AND NOT EXISTS (SELECT 1 FROM documents WHERE booking_id = b.id AND kind = 'invoice') THEN
      INSERT INTO documents (booking_id, kind, recipient_id, recipient_party, ledger_entry_id, series, number, amount,
                             vat_rate_bp, vat_amount, currency_code, issued_at)
      VALUES (b.id, 'invoice', NEW.user_id, 'renter', NEW.id, 'invoice', next_document_number('invoice'),
              b.service_fee_amount, rate_bp, round(b.service_fee_amount * rate_bp / (10000.0 + rate_bp)),
              NEW.currency_code, NEW.occurred_at);
    END IF;
  ELSIF NEW.kind = 'refund' THEN
    INSERT INTO documents (booking_id, kind, recipient_id, recipient_party, ledger_entry_id, amount, currency_code, issued_at)
    VALUES (NEW.booking_id, 'refund_receipt', NEW.user_id, 'renter', NEW.id, -NEW.amount, NEW.currency_code, NEW.occurred_at);
    SELECT * INTO fee_invoice FROM documents WHERE booking_id = b.id AND kind = 'invoice';
    IF FOUND AND b.online_amount > 0 THEN
      SELECT coalesce(sum(amount), 0) INTO credited FROM documents WHERE corrects_document_id = fee_invoice.id;
      share := least(round(-NEW.amount * b.service_fee_amount / b.online_amount::numeric), fee_invoice.amount - credited);
      IF share > 0 THEN
        INSERT INTO documents (booking_id, kind, recipient_id, recipient_party, ledger_entry_id, series, number,
                               corrects_document_id, amount, vat_rate_bp, vat_amount, currency_code, issued_at)
        VALUES (b.id, 'credit_note', NEW.user_id, 'renter', NEW.id, 'credit_note', next_document_number('credit_note'),
                fee_invoice.id, share, fee_invoice.vat_rate_bp,
                round(share * fee_invoice.vat_rate_bp / (10000.0 + fee_invoice.vat_rate_bp)), NEW.currency_code,
                NEW.occurred_at);
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER ledger_entries_documents AFTER INSERT ON ledger_entries
  FOR EACH ROW WHEN (NEW.party = 'renter' AND NEW.kind IN ('charge', 'refund') AND NEW.booking_id IS NOT NULL)
  EXECUTE FUNCTION ledger_issue_documents();

-- What was recorded before the ledger existed, with its documents (the trigger above issues them).
SELECT ledger_sync_payment(p) FROM payments p ORDER BY coalesce(p.succeeded_at, p.created_at), id;
SELECT ledger_sync_refund(r) FROM refunds r ORDER BY coalesce(r.succeeded_at, r.created_at), id;
SELECT ledger_sync_deposit(d) FROM deposits d ORDER BY id;
