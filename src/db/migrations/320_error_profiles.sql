-- SPEC section 9: a profile lasts at most 30 s and 30 are kept. The embedded error receiver keeps
-- the profiles the SDKs send (one per profiled page load or request), the newest 30 only, for the
-- back office; a longer profile is not one the SDKs make and is not kept.
CREATE TABLE error_profiles (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project text NOT NULL CHECK (project IN ('site', 'admin', 'server')),
  -- The profiled transaction's name, ids blanked as in the slowest-transactions list; null for a
  -- continuous-profiling chunk, which belongs to no one transaction.
  transaction_name text,
  duration_ms double precision NOT NULL CHECK (duration_ms >= 0 AND duration_ms <= 30000),
  sample_count integer NOT NULL CHECK (sample_count > 0),
  profile jsonb NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX error_profiles_received_idx ON error_profiles (received_at DESC, id DESC);
