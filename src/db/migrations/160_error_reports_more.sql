-- Traces (issue 21): the SDKs' transactions (a server request, a page load) when a traces sample
-- rate above 0 is configured. The embedded receiver keeps no trace itself, only a count and the
-- durations per transaction name, which is what the Errors page's "slowest" list needs.
CREATE TABLE transaction_stats (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project text NOT NULL CHECK (project IN ('site', 'admin', 'server')),
  -- `GET /api/v6/products/:id` for the server, the page's path (ids as :id) for a browser
  name text NOT NULL,
  transaction_count integer NOT NULL DEFAULT 1 CHECK (transaction_count > 0),
  total_ms double precision NOT NULL DEFAULT 0 CHECK (total_ms >= 0),
  max_ms double precision NOT NULL DEFAULT 0 CHECK (max_ms >= 0),
  failed_count integer NOT NULL DEFAULT 0 CHECK (failed_count >= 0),
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project, name)
);
CREATE INDEX transaction_stats_last_seen_idx ON transaction_stats (last_seen_at DESC, id DESC);
