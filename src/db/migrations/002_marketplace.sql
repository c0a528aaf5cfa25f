-- The marketplace: places, products (boats and activities), prices and calendars, checkout and
-- bookings, payments, post-booking, reviews, messaging, offers, e-contracts, damages, autorefunds,
-- and the sales back office (leads, teammates, propales).
-- Conventions: bigint identity ids, timestamptz instants, booked days as daterange (end exclusive,
-- calendar dates in the harbour's time zone), money as integer minor units of EUR, enums as CHECKs.

-- ---------------------------------------------------------------------------------------------
-- Places
-- ---------------------------------------------------------------------------------------------

-- Lower-cased, unaccented text for autocomplete; filled by triggers because unaccent() is not
-- immutable and so cannot back a generated column or an expression index.
CREATE FUNCTION place_search_text(name text, names jsonb) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT lower(unaccent(name || ' ' || coalesce((SELECT string_agg(value, ' ') FROM jsonb_each_text(names)), '')))
$$;

CREATE FUNCTION set_place_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := place_search_text(NEW.name, NEW.names);
  RETURN NEW;
END
$$;

CREATE TABLE countries (
  code char(2) PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  names jsonb NOT NULL DEFAULT '{}',
  currency_code char(3) NOT NULL REFERENCES currencies (code),
  dial_code text NOT NULL,
  time_zone text NOT NULL,
  latitude numeric(9, 6),
  longitude numeric(9, 6),
  search_text text NOT NULL DEFAULT ''
);
CREATE TRIGGER countries_search_text BEFORE INSERT OR UPDATE OF name, names ON countries
  FOR EACH ROW EXECUTE FUNCTION set_place_search_text();
CREATE INDEX countries_search_trgm_idx ON countries USING gin (search_text gin_trgm_ops);

CREATE TABLE regions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  country_code char(2) NOT NULL REFERENCES countries (code),
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  names jsonb NOT NULL DEFAULT '{}',
  latitude numeric(9, 6),
  longitude numeric(9, 6),
  search_text text NOT NULL DEFAULT ''
);
CREATE TRIGGER regions_search_text BEFORE INSERT OR UPDATE OF name, names ON regions
  FOR EACH ROW EXECUTE FUNCTION set_place_search_text();
CREATE INDEX regions_country_idx ON regions (country_code);
CREATE INDEX regions_search_trgm_idx ON regions USING gin (search_text gin_trgm_ops);

CREATE TABLE cities (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  region_id bigint NOT NULL REFERENCES regions (id),
  country_code char(2) NOT NULL REFERENCES countries (code),
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  names jsonb NOT NULL DEFAULT '{}',
  latitude numeric(9, 6) NOT NULL,
  longitude numeric(9, 6) NOT NULL,
  -- only when the city is not in its country's zone (Canary Islands, overseas France...)
  time_zone text,
  search_text text NOT NULL DEFAULT ''
);
CREATE TRIGGER cities_search_text BEFORE INSERT OR UPDATE OF name, names ON cities
  FOR EACH ROW EXECUTE FUNCTION set_place_search_text();
CREATE INDEX cities_region_idx ON cities (region_id);
CREATE INDEX cities_country_idx ON cities (country_code);
CREATE INDEX cities_search_trgm_idx ON cities USING gin (search_text gin_trgm_ops);

CREATE TABLE harbours (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  city_id bigint NOT NULL REFERENCES cities (id),
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  names jsonb NOT NULL DEFAULT '{}',
  address text,
  latitude numeric(9, 6) NOT NULL,
  longitude numeric(9, 6) NOT NULL,
  search_text text NOT NULL DEFAULT ''
);
CREATE TRIGGER harbours_search_text BEFORE INSERT OR UPDATE OF name, names ON harbours
  FOR EACH ROW EXECUTE FUNCTION set_place_search_text();
CREATE INDEX harbours_city_idx ON harbours (city_id);
CREATE INDEX harbours_search_trgm_idx ON harbours USING gin (search_text gin_trgm_ops);

-- One list for the place autocomplete; each branch uses its own trigram index.
-- Query with: WHERE search_text LIKE '%' || lower(unaccent($1)) || '%' (or search_text % ...).
CREATE VIEW place_search AS
  SELECT 'country'::text AS kind, code::text AS key, slug, name, names, latitude, longitude, code AS country_code, search_text
    FROM countries
  UNION ALL
  SELECT 'region', id::text, slug, name, names, latitude, longitude, country_code, search_text FROM regions
  UNION ALL
  SELECT 'city', id::text, slug, name, names, latitude, longitude, country_code, search_text FROM cities
  UNION ALL
  SELECT 'harbour', h.id::text, h.slug, h.name, h.names, h.latitude, h.longitude, c.country_code, h.search_text
    FROM harbours h JOIN cities c ON c.id = h.city_id;

-- ---------------------------------------------------------------------------------------------
-- Products: boats and activities in one table
-- ---------------------------------------------------------------------------------------------

CREATE TABLE products (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('boat', 'activity')),
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  product_type text CHECK (product_type IN (
    'catamaran', 'gulet', 'houseboat', 'jetSki', 'motorboat', 'motorYacht', 'rib', 'sailboat', 'sailYacht',
    'withoutLicense', 'yacht')),
  activity_type text CHECK (activity_type IN (
    'boatTour', 'fishingTrip', 'sunsetCruise', 'diving', 'snorkeling', 'wakeboarding', 'kayakTour',
    'sailingLesson', 'jetSkiTour', 'dolphinWatching')),
  owner_id bigint NOT NULL REFERENCES users (id),
  harbour_id bigint NOT NULL REFERENCES harbours (id),
  -- copied from the harbour by a trigger: search filters by place without three joins
  city_id bigint NOT NULL REFERENCES cities (id),
  country_code char(2) NOT NULL REFERENCES countries (code),
  latitude numeric(9, 6) NOT NULL,
  longitude numeric(9, 6) NOT NULL,
  length_m numeric(5, 2) CHECK (length_m > 0),
  engine_power_hp integer CHECK (engine_power_hp >= 0),
  cabins smallint NOT NULL DEFAULT 0 CHECK (cabins >= 0),
  berths smallint NOT NULL DEFAULT 0 CHECK (berths >= 0),
  capacity smallint NOT NULL CHECK (capacity > 0),
  builder_name text,
  model_name text,
  build_year smallint CHECK (build_year BETWEEN 1900 AND 2100),
  sailing_type text NOT NULL DEFAULT 'withoutCaptain'
    CHECK (sailing_type IN ('withCaptain', 'withOrWithoutCaptain', 'withoutCaptain')),
  licence_required boolean NOT NULL DEFAULT false,
  instant_booking boolean NOT NULL DEFAULT false,
  deposit_amount bigint NOT NULL DEFAULT 0 CHECK (deposit_amount >= 0),
  cancellation_policy text NOT NULL DEFAULT 'moderate' CHECK (cancellation_policy IN ('flexible', 'moderate', 'strict')),
  minimum_days smallint NOT NULL DEFAULT 1 CHECK (minimum_days >= 1),
  half_day_allowed boolean NOT NULL DEFAULT false,
  captain_price_per_day bigint CHECK (captain_price_per_day >= 0),
  -- prices outside any season (the product_seasons rows override them for their dates)
  base_price_per_day bigint NOT NULL CHECK (base_price_per_day >= 0),
  base_price_per_half_day bigint CHECK (base_price_per_half_day >= 0),
  base_price_per_week bigint CHECK (base_price_per_week >= 0),
  -- activities: the price is per person or for the whole outing, for a fixed duration
  pricing_unit text NOT NULL DEFAULT 'per_boat' CHECK (pricing_unit IN ('per_boat', 'per_person')),
  duration_hours numeric(4, 1) CHECK (duration_hours > 0),
  all_inclusive boolean NOT NULL DEFAULT false,
  skipper_paid_at_harbour boolean NOT NULL DEFAULT false,
  experiences text[] NOT NULL DEFAULT '{}'
    CHECK (experiences <@ ARRAY['atypicalBoat', 'fishingBoat', 'funBoat', 'partyBoat', 'waterSport']::text[]),
  tags text[] NOT NULL DEFAULT '{}',
  skipper_languages text[] NOT NULL DEFAULT '{}',
  times_of_day text[] NOT NULL DEFAULT '{}'
    CHECK (times_of_day <@ ARRAY['morning', 'afternoon', 'evening', 'fullDay']::text[]),
  moderation_status text NOT NULL DEFAULT 'draft'
    CHECK (moderation_status IN ('draft', 'pending_review', 'published', 'suspended')),
  moderation_reason text,
  published_at timestamptz,
  score numeric(8, 3) NOT NULL DEFAULT 0,
  -- denormalised for search and sorting; refresh_product_aggregates() recomputes them
  review_count integer NOT NULL DEFAULT 0,
  review_average numeric(3, 2),
  lowest_price_per_day bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'boat' AND product_type IS NOT NULL AND activity_type IS NULL)
      OR (kind = 'activity' AND activity_type IS NOT NULL))
);

CREATE FUNCTION set_product_place() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT h.city_id, c.country_code, coalesce(NEW.latitude, h.latitude), coalesce(NEW.longitude, h.longitude)
    INTO NEW.city_id, NEW.country_code, NEW.latitude, NEW.longitude
    FROM harbours h JOIN cities c ON c.id = h.city_id WHERE h.id = NEW.harbour_id;
  RETURN NEW;
END
$$;
CREATE TRIGGER products_place BEFORE INSERT OR UPDATE OF harbour_id ON products
  FOR EACH ROW EXECUTE FUNCTION set_product_place();

CREATE INDEX products_owner_idx ON products (owner_id);
CREATE INDEX products_harbour_idx ON products (harbour_id) WHERE moderation_status = 'published';
CREATE INDEX products_city_idx ON products (city_id, kind) WHERE moderation_status = 'published';
CREATE INDEX products_country_idx ON products (country_code, kind) WHERE moderation_status = 'published';
CREATE INDEX products_type_price_idx ON products (product_type, lowest_price_per_day) WHERE moderation_status = 'published';
CREATE INDEX products_activity_type_idx ON products (activity_type) WHERE kind = 'activity' AND moderation_status = 'published';
CREATE INDEX products_price_idx ON products (lowest_price_per_day) WHERE moderation_status = 'published';
CREATE INDEX products_capacity_idx ON products (capacity) WHERE moderation_status = 'published';
CREATE INDEX products_length_idx ON products (length_m) WHERE moderation_status = 'published';
CREATE INDEX products_score_idx ON products (kind, score DESC) WHERE moderation_status = 'published';
CREATE INDEX products_geo_idx ON products (latitude, longitude) WHERE moderation_status = 'published';
CREATE INDEX products_experiences_idx ON products USING gin (experiences);
CREATE INDEX products_moderation_idx ON products (moderation_status, updated_at DESC);
CREATE INDEX products_title_trgm_idx ON products USING gin (title gin_trgm_ops);

-- The time zone a product's booked days are counted in (harbour -> city -> country).
CREATE VIEW product_time_zones AS
  SELECT p.id AS product_id, coalesce(c.time_zone, co.time_zone) AS time_zone
  FROM products p JOIN cities c ON c.id = p.city_id JOIN countries co ON co.code = p.country_code;

CREATE TABLE product_translations (
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  language text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  PRIMARY KEY (product_id, language)
);

CREATE TABLE product_equipment (
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  -- SPEC section 3 ids (airConditioning 35, gps 29, ...)
  equipment_id smallint NOT NULL
    CHECK (equipment_id IN (3, 13, 19, 22, 23, 24, 25, 26, 27, 28, 29, 31, 35, 38, 42, 44, 47, 48, 70, 71, 74)),
  PRIMARY KEY (product_id, equipment_id)
);
CREATE INDEX product_equipment_equipment_idx ON product_equipment (equipment_id, product_id);

CREATE TABLE product_pictures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  url text NOT NULL,
  alt text,
  UNIQUE (product_id, position)
);

CREATE TABLE sleeping_areas (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  name text NOT NULL,
  beds smallint NOT NULL CHECK (beds > 0),
  kind text NOT NULL CHECK (kind IN ('double_cabin', 'twin_cabin', 'single_cabin', 'bunk_cabin', 'saloon', 'forepeak'))
);
CREATE INDEX sleeping_areas_product_idx ON sleeping_areas (product_id);

CREATE TABLE itineraries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  duration_hours numeric(5, 1) CHECK (duration_hours > 0)
);
CREATE INDEX itineraries_product_idx ON itineraries (product_id, position);

-- Seasonal prices; two seasons of one product never overlap.
CREATE TABLE product_seasons (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  name text NOT NULL,
  period daterange NOT NULL CHECK (NOT isempty(period)),
  price_per_day bigint NOT NULL CHECK (price_per_day >= 0),
  price_per_half_day bigint CHECK (price_per_half_day >= 0),
  price_per_week bigint CHECK (price_per_week >= 0),
  EXCLUDE USING gist (product_id WITH =, period WITH &&)
);

CREATE TABLE duration_discounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  min_days smallint NOT NULL CHECK (min_days > 1),
  percent smallint NOT NULL CHECK (percent BETWEEN 1 AND 90),
  UNIQUE (product_id, min_days)
);

CREATE TABLE extras (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  name text NOT NULL,
  names jsonb NOT NULL DEFAULT '{}',
  price bigint NOT NULL CHECK (price >= 0),
  price_type text NOT NULL CHECK (price_type IN ('per_booking', 'per_day', 'per_person')),
  is_mandatory boolean NOT NULL DEFAULT false,
  is_included boolean NOT NULL DEFAULT false,
  -- the "rental type" extra of checkout (skipper, fuel package): chosen with quantity 0 or 1
  is_rental_type boolean NOT NULL DEFAULT false,
  crew_number smallint NOT NULL DEFAULT 0 CHECK (crew_number >= 0),
  licence_required boolean NOT NULL DEFAULT false,
  paid_at_harbour boolean NOT NULL DEFAULT false,
  position smallint NOT NULL DEFAULT 0
);
CREATE INDEX extras_product_idx ON extras (product_id, position);

CREATE TABLE availability_blocks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  period daterange NOT NULL CHECK (NOT isempty(period)),
  reason text NOT NULL CHECK (reason IN ('owner_blocked', 'maintenance')),
  note text,
  created_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX availability_blocks_period_idx ON availability_blocks USING gist (product_id, period);

-- ---------------------------------------------------------------------------------------------
-- Promo codes and insurances (referenced by checkout)
-- ---------------------------------------------------------------------------------------------

CREATE TABLE promo_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL,
  description text,
  percent_off smallint CHECK (percent_off BETWEEN 1 AND 100),
  amount_off bigint CHECK (amount_off > 0),
  valid_from timestamptz,
  valid_to timestamptz,
  minimum_amount bigint NOT NULL DEFAULT 0,
  max_uses integer,
  max_uses_per_user integer,
  used_count integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((percent_off IS NULL) <> (amount_off IS NULL))
);
CREATE UNIQUE INDEX promo_codes_code_key ON promo_codes (upper(code));

CREATE TABLE insurances (
  key text PRIMARY KEY CHECK (key IN ('cabWeather', 'damageWaiver', 'mondialAssistance', 'mondialMultiRisk')),
  name text NOT NULL,
  names jsonb NOT NULL DEFAULT '{}',
  description text,
  -- e.g. {"kind":"percent_of_rental","percent":5,"min":1500} or {"kind":"per_person_per_day","amount":300}
  pricing jsonb NOT NULL,
  available_post_booking boolean NOT NULL DEFAULT true,
  -- mondialAssistance and mondialMultiRisk exclude each other
  excludes text[] NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true,
  position smallint NOT NULL DEFAULT 0
);

-- ---------------------------------------------------------------------------------------------
-- Checkout and bookings
-- ---------------------------------------------------------------------------------------------

CREATE TABLE payment_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hash text NOT NULL UNIQUE,
  tenant_id bigint NOT NULL REFERENCES users (id),
  product_id bigint NOT NULL REFERENCES products (id),
  period daterange NOT NULL CHECK (NOT isempty(period)),
  half_day_period text CHECK (half_day_period IN ('morning', 'afternoon')),
  people smallint NOT NULL CHECK (people > 0),
  captain_type text CHECK (captain_type IN ('withCaptain', 'withoutCaptain')),
  -- server-computed lines at the last refresh: [{key, label, amount, ...}]
  price_lines jsonb NOT NULL DEFAULT '[]',
  total_amount bigint NOT NULL DEFAULT 0,
  online_amount bigint NOT NULL DEFAULT 0,
  harbour_amount bigint NOT NULL DEFAULT 0,
  promo_code_id bigint REFERENCES promo_codes (id),
  promo_code text,
  insurance_selection jsonb NOT NULL DEFAULT '{}',
  -- {"rentalType": {"extraId": 1, "wantedQuantity": 1}, "optional": [{"extraId": 2, "wantedQuantity": 1}]}
  extras_selection jsonb NOT NULL DEFAULT '{}',
  down_payment_selected boolean NOT NULL DEFAULT false,
  step smallint NOT NULL DEFAULT 1,
  language_code text NOT NULL DEFAULT 'en',
  country_code char(2),
  currency_code char(3) NOT NULL DEFAULT 'EUR' REFERENCES currencies (code),
  is_direct boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'processing', 'paid', 'expired', 'abandoned')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (half_day_period IS NULL OR upper(period) - lower(period) = 1)
);
CREATE INDEX payment_sessions_tenant_idx ON payment_sessions (tenant_id, created_at DESC);
CREATE INDEX payment_sessions_open_idx ON payment_sessions (expires_at) WHERE status IN ('open', 'processing');

CREATE TABLE bookings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  product_id bigint NOT NULL REFERENCES products (id),
  tenant_id bigint NOT NULL REFERENCES users (id),
  owner_id bigint NOT NULL REFERENCES users (id),
  payment_session_id bigint REFERENCES payment_sessions (id),
  -- calendar dates in the harbour's time zone, end exclusive; a half day is a one-date period
  period daterange NOT NULL CHECK (NOT isempty(period)),
  half_day_period text CHECK (half_day_period IN ('morning', 'afternoon')),
  -- Which halves of each booked day the booking holds: [0,1) morning, [1,2) afternoon, [0,2) the
  -- whole day. The no-double-booking constraint below compares (period, slot) pairs, so a morning
  -- and an afternoon of the same date coexist, while a full-day or multi-day booking (slot [0,2))
  -- conflicts with any half day inside its dates. We kept period as a plain daterange (rather than
  -- a range over half-day units) so that every query on booked days stays a date query.
  slot int4range GENERATED ALWAYS AS (
    CASE half_day_period WHEN 'morning' THEN int4range(0, 1) WHEN 'afternoon' THEN int4range(1, 2) ELSE int4range(0, 2) END
  ) STORED,
  -- true when the booking takes the whole product for its period (boats, private activities);
  -- seats on a shared per-person activity are false and limited by capacity in the service instead
  exclusive boolean NOT NULL DEFAULT true,
  people smallint NOT NULL CHECK (people > 0),
  with_captain boolean NOT NULL DEFAULT false,
  status text NOT NULL CHECK (status IN (
    'payment_pending', 'paid', 'down_payment_paid', 'accepted', 'checked_in', 'checked_out', 'completed',
    'reviewed', 'declined', 'expired', 'cancelled_by_tenant', 'cancelled_by_owner', 'damage_claimed')),
  -- snapshots taken when the booking is made
  listing_title text NOT NULL,
  price_lines jsonb NOT NULL,
  rental_amount bigint NOT NULL CHECK (rental_amount >= 0),
  service_fee_amount bigint NOT NULL DEFAULT 0,
  insurance_amount bigint NOT NULL DEFAULT 0,
  discount_amount bigint NOT NULL DEFAULT 0,
  total_amount bigint NOT NULL CHECK (total_amount >= 0),
  online_amount bigint NOT NULL CHECK (online_amount >= 0),
  harbour_amount bigint NOT NULL DEFAULT 0 CHECK (harbour_amount >= 0),
  deposit_amount bigint NOT NULL DEFAULT 0,
  currency_code char(3) NOT NULL DEFAULT 'EUR' REFERENCES currencies (code),
  currency_rate numeric(14, 6) NOT NULL DEFAULT 1,
  cancellation_policy text NOT NULL CHECK (cancellation_policy IN ('flexible', 'moderate', 'strict')),
  -- the refund schedule in force when booked: [{"daysBefore": 30, "refundPercentage": 100}, ...]
  cancellation_terms jsonb NOT NULL DEFAULT '[]',
  promo_code_id bigint REFERENCES promo_codes (id),
  down_payment_amount bigint,
  balance_amount bigint,
  balance_due_date date,
  balance_paid_at timestamptz,
  language_code text NOT NULL DEFAULT 'en',
  tenant_message text,
  cancellation_reason text,
  -- unanswered requests expire (48 hours)
  response_due_at timestamptz,
  paid_at timestamptz,
  accepted_at timestamptz,
  declined_at timestamptz,
  cancelled_at timestamptz,
  checked_in_at timestamptz,
  checked_out_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (half_day_period IS NULL OR upper(period) - lower(period) = 1),
  CONSTRAINT bookings_no_double_booking EXCLUDE USING gist (product_id WITH =, period WITH &&, slot WITH &&)
    WHERE (exclusive AND status IN ('payment_pending', 'paid', 'down_payment_paid', 'accepted', 'checked_in',
                                    'checked_out', 'completed', 'reviewed', 'damage_claimed'))
);
CREATE INDEX bookings_product_idx ON bookings (product_id, status);
CREATE INDEX bookings_period_idx ON bookings USING gist (product_id, period);
CREATE INDEX bookings_tenant_idx ON bookings (tenant_id, created_at DESC);
CREATE INDEX bookings_owner_idx ON bookings (owner_id, created_at DESC);
CREATE INDEX bookings_status_idx ON bookings (status, created_at DESC);
CREATE INDEX bookings_balance_due_idx ON bookings (balance_due_date) WHERE status = 'down_payment_paid' AND balance_paid_at IS NULL;
CREATE INDEX bookings_response_due_idx ON bookings (response_due_at) WHERE status IN ('paid', 'down_payment_paid');

CREATE TABLE booking_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  actor_id bigint REFERENCES users (id),
  actor_role text NOT NULL CHECK (actor_role IN ('tenant', 'owner', 'staff', 'system')),
  reason text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_events_booking_idx ON booking_events (booking_id, at);

CREATE TABLE booking_insurances (
  booking_id bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  insurance_key text NOT NULL REFERENCES insurances (key),
  amount bigint NOT NULL CHECK (amount >= 0),
  source text NOT NULL DEFAULT 'checkout' CHECK (source IN ('checkout', 'post_booking')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (booking_id, insurance_key)
);

CREATE TABLE promo_redemptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  promo_code_id bigint NOT NULL REFERENCES promo_codes (id),
  user_id bigint NOT NULL REFERENCES users (id),
  booking_id bigint REFERENCES bookings (id) ON DELETE SET NULL,
  payment_session_id bigint REFERENCES payment_sessions (id) ON DELETE SET NULL,
  amount bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX promo_redemptions_code_user_idx ON promo_redemptions (promo_code_id, user_id);

-- Upsell after booking (insurances, extras), paid as its own payment
CREATE TABLE post_booking_carts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'abandoned')),
  total_amount bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE UNIQUE INDEX post_booking_carts_open_key ON post_booking_carts (booking_id) WHERE status = 'open';

CREATE TABLE cart_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  cart_id bigint NOT NULL REFERENCES post_booking_carts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('insurance', 'extra')),
  insurance_key text REFERENCES insurances (key),
  extra_id bigint REFERENCES extras (id),
  quantity smallint NOT NULL DEFAULT 1 CHECK (quantity > 0),
  amount bigint NOT NULL CHECK (amount >= 0),
  CHECK ((kind = 'insurance') = (insurance_key IS NOT NULL) AND (kind = 'extra') = (extra_id IS NOT NULL))
);
CREATE INDEX cart_items_cart_idx ON cart_items (cart_id);

-- ---------------------------------------------------------------------------------------------
-- Payments
-- ---------------------------------------------------------------------------------------------

CREATE TABLE payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint REFERENCES bookings (id),
  payment_session_id bigint REFERENCES payment_sessions (id),
  cart_id bigint REFERENCES post_booking_carts (id),
  provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  -- the PaymentIntent id at the provider
  provider_reference text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency_code char(3) NOT NULL DEFAULT 'EUR' REFERENCES currencies (code),
  kind text NOT NULL CHECK (kind IN ('checkout', 'down_payment', 'balance', 'post_booking')),
  status text NOT NULL CHECK (status IN (
    'requires_payment_method', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled')),
  idempotency_key text UNIQUE,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  succeeded_at timestamptz,
  UNIQUE (provider, provider_reference),
  CHECK (booking_id IS NOT NULL OR payment_session_id IS NOT NULL OR cart_id IS NOT NULL)
);
CREATE INDEX payments_booking_idx ON payments (booking_id);
CREATE INDEX payments_session_idx ON payments (payment_session_id);

CREATE TABLE refunds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_id bigint NOT NULL REFERENCES payments (id),
  booking_id bigint REFERENCES bookings (id),
  amount bigint NOT NULL CHECK (amount > 0),
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  provider_reference text,
  created_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  succeeded_at timestamptz
);
CREATE INDEX refunds_payment_idx ON refunds (payment_id);
CREATE INDEX refunds_booking_idx ON refunds (booking_id);

-- Webhook deliveries: the unique event id makes a replayed webhook a no-op
CREATE TABLE payment_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  provider_event_id text NOT NULL,
  type text NOT NULL,
  payment_id bigint REFERENCES payments (id),
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,
  UNIQUE (provider, provider_event_id)
);

-- ---------------------------------------------------------------------------------------------
-- Reviews and favourites
-- ---------------------------------------------------------------------------------------------

CREATE TABLE reviews (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL UNIQUE REFERENCES bookings (id),
  product_id bigint NOT NULL REFERENCES products (id),
  author_id bigint NOT NULL REFERENCES users (id),
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  -- {"boat": 5, "owner": 4, "cleanliness": 5, "valueForMoney": 4, "experience": 5}
  criteria jsonb NOT NULL DEFAULT '{}',
  comment text,
  language_code text NOT NULL DEFAULT 'en',
  owner_reply text,
  owner_replied_at timestamptz,
  hidden boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_product_idx ON reviews (product_id, created_at DESC) WHERE NOT hidden;
CREATE INDEX reviews_author_idx ON reviews (author_id);

CREATE TABLE favourites (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX favourites_product_idx ON favourites (product_id);

-- Recomputes the denormalised review and price figures of some products (all when ids is NULL).
CREATE FUNCTION refresh_product_aggregates(ids bigint[] DEFAULT NULL) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET
    review_count = a.n,
    review_average = a.average,
    lowest_price_per_day = least(p.base_price_per_day, a.lowest_season_price)
  FROM (
    SELECT q.id,
      (SELECT count(*) FROM reviews r WHERE r.product_id = q.id AND NOT r.hidden) AS n,
      (SELECT round(avg(r.rating), 2) FROM reviews r WHERE r.product_id = q.id AND NOT r.hidden) AS average,
      (SELECT min(s.price_per_day) FROM product_seasons s WHERE s.product_id = q.id) AS lowest_season_price
    FROM products q WHERE ids IS NULL OR q.id = ANY (ids)
  ) a
  WHERE p.id = a.id
$$;

-- ---------------------------------------------------------------------------------------------
-- Messaging and owner offers
-- ---------------------------------------------------------------------------------------------

CREATE TABLE conversations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  hash text NOT NULL UNIQUE,
  product_id bigint NOT NULL REFERENCES products (id),
  booking_id bigint REFERENCES bookings (id),
  tenant_id bigint NOT NULL REFERENCES users (id),
  owner_id bigint NOT NULL REFERENCES users (id),
  flagged boolean NOT NULL DEFAULT false,
  flag_reason text,
  tenant_read_at timestamptz,
  owner_read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversations_tenant_idx ON conversations (tenant_id, last_message_at DESC);
CREATE INDEX conversations_owner_idx ON conversations (owner_id, last_message_at DESC);
CREATE INDEX conversations_booking_idx ON conversations (booking_id);
CREATE INDEX conversations_flagged_idx ON conversations (last_message_at DESC) WHERE flagged;

CREATE TABLE messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id bigint REFERENCES users (id),
  body text NOT NULL,
  hidden boolean NOT NULL DEFAULT false,
  edited boolean NOT NULL DEFAULT false,
  -- kept when support edits or hides a message
  original_body text,
  edited_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_conversation_idx ON messages (conversation_id, created_at);
CREATE INDEX messages_body_trgm_idx ON messages USING gin (body gin_trgm_ops);

CREATE TABLE offers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products (id),
  owner_id bigint NOT NULL REFERENCES users (id),
  tenant_id bigint NOT NULL REFERENCES users (id),
  period daterange NOT NULL CHECK (NOT isempty(period)),
  half_day_period text CHECK (half_day_period IN ('morning', 'afternoon')),
  people smallint NOT NULL DEFAULT 1,
  with_captain boolean NOT NULL DEFAULT false,
  price bigint NOT NULL CHECK (price > 0),
  message text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined', 'expired', 'withdrawn')),
  booking_id bigint REFERENCES bookings (id),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX offers_conversation_idx ON offers (conversation_id);

-- ---------------------------------------------------------------------------------------------
-- E-contracts, damages, autorefunds
-- ---------------------------------------------------------------------------------------------

CREATE TABLE econtracts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('in', 'out')),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'awaiting_signatures', 'signed')),
  fuel_level smallint CHECK (fuel_level BETWEEN 0 AND 100),
  engine_hours numeric(8, 1),
  remarks text,
  -- [{"url": "...", "caption": "..."}]
  photos jsonb NOT NULL DEFAULT '[]',
  tenant_signature text,
  owner_signature text,
  tenant_signed_at timestamptz,
  owner_signed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (booking_id, kind)
);

CREATE TABLE damage_claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id),
  claimant_id bigint NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'under_review', 'accepted', 'refused', 'paid')),
  amount_claimed bigint NOT NULL CHECK (amount_claimed > 0),
  amount_decided bigint CHECK (amount_decided >= 0),
  description text NOT NULL,
  -- [{"url": "...", "caption": "..."}]
  evidence jsonb NOT NULL DEFAULT '[]',
  decided_by bigint REFERENCES users (id),
  decision_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX damage_claims_status_idx ON damage_claims (status, created_at DESC);
CREATE INDEX damage_claims_booking_idx ON damage_claims (booking_id);

CREATE TABLE autorefunds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (id),
  reason text NOT NULL CHECK (reason IN ('owner_declined', 'request_expired', 'cancellation_within_policy', 'weather')),
  proposed_amount bigint NOT NULL CHECK (proposed_amount >= 0),
  approved_amount bigint CHECK (approved_amount >= 0),
  status text NOT NULL DEFAULT 'proposed' CHECK (status IN ('proposed', 'approved', 'adjusted', 'rejected')),
  decided_by bigint REFERENCES users (id),
  decided_at timestamptz,
  decision_reason text,
  refund_id bigint REFERENCES refunds (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX autorefunds_status_idx ON autorefunds (status, created_at DESC);
CREATE INDEX autorefunds_booking_idx ON autorefunds (booking_id);

-- ---------------------------------------------------------------------------------------------
-- Sales back office: leads, teammates, propales
-- ---------------------------------------------------------------------------------------------

CREATE TABLE sales_settings (
  -- a single row
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  distribution_rule text NOT NULL DEFAULT 'round_robin' CHECK (distribution_rule IN ('round_robin', 'by_language', 'by_market')),
  last_assigned_user_id bigint REFERENCES users (id),
  updated_by bigint REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sales_teammates (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  languages text[] NOT NULL DEFAULT '{}',
  -- country codes
  markets text[] NOT NULL DEFAULT '{}',
  -- open leads they can hold at once
  capacity integer NOT NULL DEFAULT 50 CHECK (capacity >= 0),
  absent_from date,
  absent_to date,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (absent_to IS NULL OR absent_from IS NULL OR absent_to >= absent_from)
);

CREATE TABLE leads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id bigint REFERENCES users (id),
  contact_name text,
  contact_email text,
  contact_phone text,
  language_code text NOT NULL DEFAULT 'en',
  -- the market: a country code
  market char(2),
  source text NOT NULL CHECK (source IN ('quote_request', 'abandoned_checkout', 'large_charter', 'contact_form')),
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'quote_sent', 'won', 'lost', 'snoozed')),
  value_estimate bigint,
  assignee_id bigint REFERENCES users (id),
  product_id bigint REFERENCES products (id),
  payment_session_id bigint REFERENCES payment_sessions (id),
  destination text,
  dates_wanted daterange,
  people smallint,
  message text,
  next_review_at timestamptz,
  snooze_reason text,
  closed_reason text,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (tenant_id IS NOT NULL OR contact_email IS NOT NULL)
);
CREATE INDEX leads_assignee_idx ON leads (assignee_id, status, next_review_at);
CREATE INDEX leads_status_idx ON leads (status, created_at DESC);
CREATE INDEX leads_review_idx ON leads (next_review_at) WHERE status NOT IN ('won', 'lost');

CREATE TABLE lead_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  author_id bigint REFERENCES users (id),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_notes_lead_idx ON lead_notes (lead_id, created_at);

CREATE TABLE lead_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  actor_id bigint REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('created', 'assigned', 'status_changed', 'snoozed', 'propale_sent', 'note_added')),
  from_status text,
  to_status text,
  data jsonb NOT NULL DEFAULT '{}',
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_events_lead_idx ON lead_events (lead_id, at);

CREATE TABLE propales (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id bigint NOT NULL REFERENCES leads (id),
  created_by bigint NOT NULL REFERENCES users (id),
  hash text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'accepted', 'declined', 'expired', 'withdrawn')),
  valid_until date,
  language_code text NOT NULL DEFAULT 'en',
  currency_code char(3) NOT NULL DEFAULT 'EUR' REFERENCES currencies (code),
  message text,
  commercial_discount_amount bigint NOT NULL DEFAULT 0 CHECK (commercial_discount_amount >= 0),
  total_amount bigint NOT NULL DEFAULT 0,
  sent_at timestamptz,
  answered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX propales_lead_idx ON propales (lead_id);
CREATE INDEX propales_status_idx ON propales (status, created_at DESC);

CREATE TABLE propale_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  propale_id bigint NOT NULL REFERENCES propales (id) ON DELETE CASCADE,
  position smallint NOT NULL DEFAULT 0,
  product_id bigint NOT NULL REFERENCES products (id),
  period daterange NOT NULL CHECK (NOT isempty(period)),
  half_day_period text CHECK (half_day_period IN ('morning', 'afternoon')),
  people smallint NOT NULL DEFAULT 1,
  -- {"withCaptain": true, "extras": [...], "insurances": [...]}
  options jsonb NOT NULL DEFAULT '{}',
  price_lines jsonb NOT NULL DEFAULT '[]',
  total_amount bigint NOT NULL CHECK (total_amount >= 0)
);
CREATE INDEX propale_items_propale_idx ON propale_items (propale_id, position);

-- ---------------------------------------------------------------------------------------------
-- Business settings (key -> JSON value), read by pricing and checkout
-- ---------------------------------------------------------------------------------------------

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  description text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO settings (key, value, description) VALUES
  ('downPayment', '{"minDaysBeforeStart": 45, "minTotalAmount": 95000, "percent": 30}',
   'A down payment is offered when the trip starts at least this many days ahead and costs at least this much (EUR minor units)'),
  ('balancePaymentDays', '30', 'The balance of a down payment is charged this many days before the start'),
  ('serviceFeePercent', '8', 'Service fee added to the rental, in percent'),
  ('requestResponseHours', '48', 'Unanswered booking requests expire after this many hours'),
  ('paymentSessionMinutes', '30', 'Unpaid payment sessions expire after this many minutes'),
  ('cancellationPolicies', '{"flexible": [{"daysBefore": 1, "refundPercentage": 100}], "moderate": [{"daysBefore": 7, "refundPercentage": 100}, {"daysBefore": 2, "refundPercentage": 50}], "strict": [{"daysBefore": 30, "refundPercentage": 100}, {"daysBefore": 15, "refundPercentage": 50}]}',
   'Refund schedule by policy: the refund percentage when cancelling at least daysBefore days ahead');
