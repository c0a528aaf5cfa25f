-- People, their sessions, and the cross-cutting tables every domain writes to.
CREATE EXTENSION IF NOT EXISTS btree_gist;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE TABLE currencies (
  code char(3) PRIMARY KEY,
  legacy_id integer UNIQUE,
  symbol text NOT NULL,
  name text NOT NULL,
  -- units of this currency for 1 EUR
  rate numeric(14, 6) NOT NULL CHECK (rate > 0),
  minor_digits smallint NOT NULL DEFAULT 2,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  password_hash text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone_country char(2),
  phone_number text,
  phone_verified_at timestamptz,
  language_code text NOT NULL DEFAULT 'en',
  currency_code char(3) NOT NULL DEFAULT 'EUR' REFERENCES currencies (code),
  -- tenant: rents; owner: lists boats (private or professional); staff: back office
  is_owner boolean NOT NULL DEFAULT false,
  owner_type text CHECK (owner_type IN ('private', 'professional')),
  is_super_owner boolean NOT NULL DEFAULT false,
  staff_role text CHECK (staff_role IN ('sales', 'manager', 'support', 'admin')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'deleted')),
  avatar_url text,
  bio text,
  response_rate smallint CHECK (response_rate BETWEEN 0 AND 100),
  response_time_minutes integer,
  push_notif_accepted boolean,
  tracking_accepted boolean,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz,
  CHECK (owner_type IS NULL OR is_owner)
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_staff_role_idx ON users (staff_role) WHERE staff_role IS NOT NULL;
CREATE INDEX users_name_trgm_idx ON users USING gin ((first_name || ' ' || last_name || ' ' || email) gin_trgm_ops);

CREATE TABLE user_identities (
  provider_id text NOT NULL CHECK (provider_id IN ('CAB', 'Firebase.Apple', 'Firebase.Facebook', 'Firebase.Google', 'sandbox')),
  subject text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_id, subject)
);

CREATE TABLE sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- SHA-256 of the 128-bit (or longer) random token; the token itself is never stored
  token_hash char(64) NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  user_agent text,
  ip inet
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE devices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  device_token text NOT NULL UNIQUE,
  device_type text,
  device_version text,
  fcm_token text,
  fcm_token_refreshed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- SMS two-factor codes: hashed, single use, limited tries
CREATE TABLE verification_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  email text,
  code_hash char(64) NOT NULL,
  attempts smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  voided_at timestamptz
);
CREATE INDEX verification_codes_phone_idx ON verification_codes (phone, created_at DESC);

CREATE TABLE password_resets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Counters shared by every API process (rate limits that must survive a restart or span processes)
CREATE TABLE rate_limit_hits (
  bucket text NOT NULL,
  hit_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_hits_idx ON rate_limit_hits (bucket, hit_at);

-- Replays of payment and booking-creating calls return the first answer
CREATE TABLE idempotency_keys (
  key text NOT NULL,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  scope text NOT NULL,
  request_hash char(64) NOT NULL,
  response_status smallint,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

-- SMS, e-mail and push messages: the embedded default provider, listed in the back office
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email', 'push')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  template text,
  payload jsonb,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  provider text NOT NULL DEFAULT 'outbox',
  attempts smallint NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_recipient_idx ON outbox (recipient, created_at DESC);

-- Every change a staff member makes, with before and after
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id bigint REFERENCES users (id),
  resource text NOT NULL,
  record_id text NOT NULL,
  action text NOT NULL,
  before jsonb,
  after jsonb,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_record_idx ON audit_log (resource, record_id, created_at DESC);
