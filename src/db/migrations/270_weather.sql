-- Weather (DESIGN.md, "The third round": Weather). Forecasts are cached per harbour and hour, so the
-- watching job asks the provider at most once per harbour and hour; the embedded provider's warnings
-- raised by the dev route; the alerts the watching job sent (once per booking and start day); the
-- renter's requests to cancel for weather below the threshold, which the owner answers; and what each
-- weather cancellation or postponement did, with the forecast that allowed it.

CREATE TABLE weather_forecasts (
  harbour_id bigint NOT NULL REFERENCES harbours (id) ON DELETE CASCADE,
  -- the hour the figures are for (UTC, on the hour)
  hour timestamptz NOT NULL,
  wind_kn numeric(5, 1) NOT NULL,
  gust_kn numeric(5, 1) NOT NULL,
  -- null when the source has no marine figure for the point
  wave_m numeric(4, 1),
  -- an official warning in force (null when the source has none)
  warning boolean,
  provider text NOT NULL,
  fetched_at timestamptz NOT NULL,
  PRIMARY KEY (harbour_id, hour)
);
CREATE INDEX weather_forecasts_fetched_idx ON weather_forecasts (fetched_at);

-- The embedded provider's warnings raised by hand (POST /api/dev/weather/warnings, outside production)
CREATE TABLE weather_dev_warnings (
  harbour_id bigint NOT NULL REFERENCES harbours (id) ON DELETE CASCADE,
  day date NOT NULL,
  raised_at timestamptz NOT NULL,
  PRIMARY KEY (harbour_id, day)
);

-- One alert per booking and start day: a postponed booking is watched again on its new days.
CREATE TABLE weather_alerts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  start_date date NOT NULL,
  -- the worst hour of the slot when the alert was sent (windKn, gustKn, waveM, warning, hour)
  forecast jsonb NOT NULL,
  sent_at timestamptz NOT NULL,
  UNIQUE (booking_id, start_date)
);

-- Below the threshold a renter's weather cancellation needs the owner's agreement; no answer by the
-- deadline is a refusal. A disputed one (refused) may be decided by staff.
CREATE TABLE weather_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  requested_by bigint NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'agreed', 'refused', 'lapsed', 'granted_by_staff')),
  forecast jsonb,
  due_at timestamptz NOT NULL,
  answered_by bigint REFERENCES users (id),
  answered_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX weather_requests_one_pending ON weather_requests (booking_id) WHERE status = 'pending';

CREATE TABLE weather_outcomes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('cancelled', 'postponed')),
  actor_role text NOT NULL CHECK (actor_role IN ('tenant', 'owner', 'staff')),
  actor_id bigint REFERENCES users (id),
  -- why it was allowed: the forecast over the threshold, a warning, or the owner's agreement
  ground text NOT NULL CHECK (ground IN ('threshold', 'warning', 'owner_agreed', 'staff')),
  forecast jsonb,
  guaranteed boolean NOT NULL DEFAULT false,
  refund_amount bigint NOT NULL DEFAULT 0,
  voucher_amount bigint NOT NULL DEFAULT 0,
  from_period daterange,
  to_period daterange,
  at timestamptz NOT NULL
);
CREATE INDEX weather_outcomes_booking_idx ON weather_outcomes (booking_id, at);

INSERT INTO settings (key, value, description) VALUES
  ('weatherThresholds',
   '{"default": {"gustKn": 25, "windKn": 20, "waveM": 2.5}, "jetSki": {"gustKn": 18, "windKn": 14, "waveM": 1.2}, "rib": {"gustKn": 20, "windKn": 16, "waveM": 1.5}, "withoutLicense": {"gustKn": 18, "windKn": 14, "waveM": 1.2}}',
   'A trip is unsafe when a forecast hour of its slot reaches any of these (knots, metres), by product type (default for the others), or a warning is in force'),
  ('weatherWatchHours', '72', 'The watching job looks at accepted bookings starting within this many hours'),
  ('weatherOwnerAnswerHours', '24', 'Below the threshold, the owner has this long to agree to a weather cancellation (no answer is a refusal)'),
  ('weatherGuarantee', '{"maxDays": 7, "maxRentalAmount": 550000}',
   'The bad weather guarantee is sold for rentals of at most this many days and this rental amount (EUR minor units)')
ON CONFLICT (key) DO NOTHING;

-- The watching job reads accepted bookings by their first day.
CREATE INDEX bookings_accepted_start_idx ON bookings (lower(period)) WHERE status = 'accepted';
