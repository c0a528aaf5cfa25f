-- Error reports received by the embedded Sentry-compatible receiver (issue 21), when SENTRY_DSN does
-- not send them elsewhere. One row per group (project and fingerprint): a flood of one error updates
-- its count and its latest event instead of adding rows, and the receiver keeps a bounded number of
-- groups (the least recently seen go first).
CREATE TABLE error_groups (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project text NOT NULL CHECK (project IN ('site', 'admin', 'server')),
  fingerprint text NOT NULL,
  title text NOT NULL,
  culprit text,
  level text NOT NULL DEFAULT 'error',
  event_count integer NOT NULL DEFAULT 1 CHECK (event_count > 0),
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  release text,
  environment text,
  browser text,
  url text,
  latest_event_id text NOT NULL,
  -- the latest event, scrubbed and trimmed: exception with its stack, breadcrumbs, tags, contexts
  latest_event jsonb NOT NULL,
  UNIQUE (project, fingerprint)
);
CREATE INDEX error_groups_last_seen_idx ON error_groups (last_seen_at DESC, id DESC);

-- Consent choices recorded by POST /api/v6/metrics/didomi (issue 21, SPEC section 7): the proof of
-- what a visitor chose and when. The signed-in user's id when there is one, nothing else about them.
CREATE TABLE consent_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event text NOT NULL,
  analytics boolean NOT NULL,
  surveys boolean NOT NULL,
  advertising boolean NOT NULL,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consent_events_created_idx ON consent_events (created_at);
