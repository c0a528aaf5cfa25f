-- One-time tokens that sign a user in on another brand's domain (/api/v3/cross-site-redirect).
CREATE TABLE cross_site_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- SHA-256 of the random token; the token itself is never stored
  token_hash char(64) NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target_host text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX cross_site_tokens_expires_idx ON cross_site_tokens (expires_at);
