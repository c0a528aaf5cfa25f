-- Accounts (issue 5): notification choices, deletion, codes for a phone change.

ALTER TABLE users
  ADD COLUMN notification_preferences jsonb NOT NULL
    DEFAULT '{"bookingSms": true, "messageEmails": true, "newsletter": false, "pushNotifications": true}',
  -- Set when the person deleted the account; the row stays (anonymised) for the bookings it holds.
  ADD COLUMN deleted_at timestamptz;

-- A code proves a phone for one purpose: registering, or changing the phone of an account.
ALTER TABLE verification_codes
  ADD COLUMN purpose text NOT NULL DEFAULT 'register' CHECK (purpose IN ('register', 'phone-change')),
  ADD COLUMN user_id bigint REFERENCES users (id) ON DELETE CASCADE;

CREATE INDEX password_resets_user_idx ON password_resets (user_id);

