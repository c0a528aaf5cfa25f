// Weather watching benchmark (DESIGN.md, "Weather"): on a throwaway PostgreSQL, 50,000 accepted
// bookings starting within the next 72 hours over 2,000 harbours (one boat each, seats not exclusive
// so 25 fit a boat), then two runs of the watching job with the embedded forecast: the first fetches
// each harbour's forecast once and alerts the stormy trips (about one harbour-day in ten, both
// parties told), the second finds every forecast in the cache and alerts nobody again. Aim: < 30 s per
// run, one forecast request per harbour at most. The first run writes its alerts and notices set-wise
// (one transaction per page of 5,000 bookings: the alerts in one statement, the recipients in one
// query, the outbox rows a thousand per statement) and reads each harbour's cached hours once per run:
// measured here on a shared 2-core machine (load ~19), 189 s → 26 s for the first run (10,054 notices)
// and 33 s → 13 s for the second. BENCH_WEATHER_BOOKINGS / BENCH_WEATHER_HARBOURS
// change the sizes; BENCH_DATABASE_URL reuses a database. Run: node tests/perf/weatherWatch.mjs (or
// BENCH_WEATHER=1 npm run bench). Prints figures; asserts nothing.
import { tsImport } from 'tsx/esm/api';
import { startThrowawayPostgres } from '../helpers/postgres.mjs';

const bookings = Number(process.env.BENCH_WEATHER_BOOKINGS ?? 50_000);
const harbours = Number(process.env.BENCH_WEATHER_HARBOURS ?? 2_000);

const pg = process.env.BENCH_DATABASE_URL
  ? { url: process.env.BENCH_DATABASE_URL }
  : startThrowawayPostgres();
if (pg.error) {
  console.log(`weather watch benchmark skipped: ${pg.error}`);
  process.exit(0);
}
const { openDatabase } = await tsImport('../../src/db/connection.ts', import.meta.url);
const { migrate } = await tsImport('../../src/db/migrate.ts', import.meta.url);
const { runWeatherWatch } = await tsImport('../../src/modules/weather/watchRun.ts', import.meta.url);
const { embeddedWeatherProvider } = await tsImport(
  '../../src/providers/weather/embeddedWeather.ts',
  import.meta.url,
);

const db = await openDatabase({ databaseUrl: pg.url });
try {
  await migrate(db);
  const loadStarted = Date.now();
  const now = new Date();
  await db.query(
    `INSERT INTO currencies (code, symbol, name, rate) VALUES ('EUR', '€', 'Euro', 1) ON CONFLICT DO NOTHING`,
  );
  await db.query(
    `INSERT INTO countries (code, slug, name, currency_code, dial_code, time_zone)
     VALUES ('FR', 'france', 'France', 'EUR', '+33', 'Europe/Paris') ON CONFLICT DO NOTHING`,
  );
  const region = (
    await db.query(
      `INSERT INTO regions (country_code, slug, name) VALUES ('FR', 'bench', 'Bench') RETURNING id`,
    )
  ).rows[0].id;
  const city = (
    await db.query(
      `INSERT INTO cities (region_id, country_code, slug, name, latitude, longitude)
       VALUES ($1, 'FR', 'bench-city', 'Bench', 43.3, 5.37) RETURNING id`,
      [region],
    )
  ).rows[0].id;
  await db.query(
    `INSERT INTO harbours (city_id, slug, name, latitude, longitude)
     SELECT $1, 'bench-harbour-' || g, 'Harbour ' || g, 36 + (g % 100) * 0.1, -5 + (g / 100) * 0.5
       FROM generate_series(1, $2::int) g`,
    [city, harbours],
  );
  await db.query(
    `INSERT INTO users (email, first_name, last_name, is_owner, language_code)
     SELECT 'bench-' || g || '@bench.test', 'Bench', 'Person ' || g, g <= 200, CASE WHEN g % 2 = 0 THEN 'fr' ELSE 'en' END
       FROM generate_series(1, 2200) g`,
  );
  await db.query(
    `INSERT INTO products (kind, slug, title, product_type, owner_id, harbour_id, capacity, cancellation_policy,
                           minimum_days, base_price_per_day, moderation_status, published_at)
     SELECT 'boat', 'bench-boat-' || h.id, 'Boat ' || h.id, CASE WHEN h.id % 7 = 0 THEN 'jetSki' ELSE 'sailboat' END,
            (SELECT id FROM users WHERE email = 'bench-' || (1 + h.id % 200) || '@bench.test'), h.id, 8, 'moderate', 1,
            20000, 'published', now()
       FROM harbours h WHERE h.slug LIKE 'bench-harbour-%'`,
  );
  // Every booking starts on one of the next three days (in the watch window), one day long.
  await db.query('ALTER TABLE bookings DISABLE TRIGGER USER');
  await db.query(
    `WITH boats AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(owner_id ORDER BY id) AS owners, count(*)::int AS n
                      FROM products WHERE slug LIKE 'bench-boat-%'),
          renters AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE email LIKE 'bench-%' AND NOT is_owner)
     INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, exclusive, people, status, listing_title,
                           price_lines, rental_amount, total_amount, online_amount, service_fee_amount, cancellation_policy,
                           accepted_at, created_at, updated_at)
     SELECT 'WX-' || g, boats.ids[1 + g % boats.n], renters.ids[1 + g % 2000], boats.owners[1 + g % boats.n],
            daterange($2::date + 1 + g % 3, $2::date + 2 + g % 3), false, 2, 'accepted', 'Bench boat', '[]',
            20000, 21600, 21600, 1600, 'moderate', now(), now(), now()
       FROM generate_series(1, $1::int) g, boats, renters`,
    [bookings, now.toISOString().slice(0, 10)],
  );
  await db.query('ALTER TABLE bookings ENABLE TRIGGER USER');
  await db.query('VACUUM ANALYZE');
  console.log(
    `loaded ${bookings} accepted bookings over ${harbours} harbours in ${Date.now() - loadStarted} ms`,
  );

  const provider = embeddedWeatherProvider(db);
  const log = { warn: (obj, msg) => console.log(msg, obj) };
  const outboxRows = async () =>
    (await db.query(`SELECT count(*)::int AS n FROM outbox WHERE template = 'weather.stormAlert'`)).rows[0].n;
  for (const label of ['first run', 'second run']) {
    const before = await outboxRows();
    const started = performance.now();
    const run = await runWeatherWatch(db, provider, { now, log });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${label}: ${seconds.toFixed(1)} s; ${run.checked} bookings checked, ${run.alerted} alerted (both parties), ` +
        `${(await outboxRows()) - before} notices written, ` +
        `${run.providerRequests} forecast requests for ${harbours} harbours, ${run.failedHarbours} failed`,
    );
  }
  const outbox = await db.query(
    `SELECT count(*)::int AS n FROM outbox WHERE template = 'weather.stormAlert'`,
  );
  console.log(`storm alerts in the outbox: ${outbox.rows[0].n}`);
} finally {
  await db.close();
  pg.stop?.();
}
