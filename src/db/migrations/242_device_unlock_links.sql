-- When an account refuses browsers it does not know (too many failed sign-ins from them), its owner
-- gets an e-mailed link that makes their new browser a known one (loginThrottle.ts): single use,
-- expiring, stored hashed like every other token.
CREATE TABLE device_unlock_links (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX device_unlock_links_user_idx ON device_unlock_links (user_id);
