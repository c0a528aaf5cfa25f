// Listing photos and iCal benchmark (issue 17): a 12-megapixel JPEG (4,000 × 3,000 with grain, so that
// its decoding, the main cost, is a real photo's; once shrunk it is smoother than one) made into every size the site uses, in
// WebP and AVIF plus the JPEG for link previews, as the upload does; then an iCal feed of 1,000 events
// read into the days it holds, as the import job does. Aims: under 1.5 s per photo, under 1 s per
// import. Run: node tests/perf/photos.mjs (or BENCH_PHOTOS=1 npm run bench). Prints figures only.
import { createServer } from 'node:http';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';

const runs = Number(process.env.BENCH_PHOTO_RUNS ?? 5);
const { makePhotoVariants } = await tsImport(
  '../../src/modules/listing-photos/photoFiles.ts',
  import.meta.url,
);
const { heldDaysOfFeed } = await tsImport('../../src/modules/listing-calendar/icalFeeds.ts', import.meta.url);

async function twelveMegapixelJpeg() {
  const width = 4000;
  const height = 3000;
  // Sky, sea and a hull drawn as gradients, then grain: a camera's noise is what makes photos costly.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7fb6e6"/><stop offset="0.55" stop-color="#dbeaf5"/>
      <stop offset="0.56" stop-color="#1d5c85"/><stop offset="1" stop-color="#0b3350"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <path d="M900 1700 L3100 1700 L2800 2000 L1150 2000 Z" fill="#f4f4f0"/>
    <path d="M1900 400 L1900 1650 L2900 1650 Z" fill="#fffdf5"/></svg>`;
  const drawn = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const pixels = drawn.data;
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = Math.max(0, Math.min(255, pixels[i] + ((seed >> 16) % 25) - 12));
  }
  return sharp(pixels, { raw: drawn.info }).jpeg({ quality: 90 }).toBuffer();
}

const photo = await twelveMegapixelJpeg();
console.log(`photos: a 12-megapixel JPEG of ${(photo.length / 1e6).toFixed(1)} MB`);
await makePhotoVariants(photo); // warm-up: sharp's first call loads its codecs
const times = [];
for (let run = 0; run < runs; run++) {
  const started = performance.now();
  const variants = await makePhotoVariants(photo);
  times.push(performance.now() - started);
  if (run === 0)
    console.log(
      `  ${variants.files.length} files: ${variants.files.map((f) => `${f.name} ${(f.bytes.length / 1024).toFixed(0)} KB`).join(', ')}`,
    );
}
for (const [run, time] of times.entries()) console.log(`  photo ${run + 1}: ${time.toFixed(0)} ms`);
times.sort((a, b) => a - b);
console.log(`  median ${times[Math.floor(times.length / 2)].toFixed(0)} ms per photo (aim: under 1,500 ms)`);

const events = [];
// A busy listing's export: a thousand short stays, back to back, a free day after every fourteenth.
for (let i = 0; i < 1000; i++) {
  const start = new Date(Date.UTC(2031, 0, 1) + (i + Math.floor(i / 14)) * 86_400_000);
  const end = new Date(start.getTime() + 86_400_000);
  const date = (d) => d.toISOString().slice(0, 10).replaceAll('-', '');
  events.push(
    `BEGIN:VEVENT\r\nUID:bench-${i}@other.example\r\nDTSTAMP:20301201T000000Z\r\nDTSTART;VALUE=DATE:${date(start)}\r\nDTEND;VALUE=DATE:${date(end)}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`,
  );
}
const feed = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Other platform//EN\r\n${events.join('')}END:VCALENDAR\r\n`;
heldDaysOfFeed(feed, '2030-12-01');
const importTimes = [];
for (let run = 0; run < runs; run++) {
  const started = performance.now();
  const held = heldDaysOfFeed(feed, '2030-12-01');
  importTimes.push(performance.now() - started);
  if (run === 0)
    console.log(`ical: 1,000 events (${(feed.length / 1024).toFixed(0)} KB) → ${held.length} held periods`);
}
console.log(
  `  parse and reduce to held days: ${importTimes.map((t) => `${t.toFixed(0)} ms`).join(', ')} (aim: under 1,000 ms)`,
);

// The whole import as the job runs it: fetched over HTTP, read, and its blocks written (in-memory PGlite).
const { openDatabase } = await tsImport('../../src/db/connection.ts', import.meta.url);
const { migrate } = await tsImport('../../src/db/migrate.ts', import.meta.url);
const { insertProductFixture } = await tsImport(
  '../../src/modules/catalogue/testFixtures.ts',
  import.meta.url,
);
const { importFeeds } = await tsImport('../../src/modules/listing-calendar/service.ts', import.meta.url);
const db = await openDatabase({});
await migrate(db);
const { productId } = await insertProductFixture(db);
const server = createServer((_request, response) =>
  response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed),
);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const feedUrl = `http://127.0.0.1:${server.address().port}/listing.ics`;
await db.query('INSERT INTO listing_ical_feeds (product_id, url) VALUES ($1, $2)', [productId, feedUrl]);
const fullTimes = [];
for (let run = 0; run < runs; run++) {
  // Each run an hour later than the last, so that the feed is due again.
  const now = new Date(Date.UTC(2030, 11, 1) + run * 3_600_000);
  const started = performance.now();
  const result = await importFeeds(db, { now, allowPrivateFeeds: true });
  fullTimes.push(performance.now() - started);
  if (result.imported !== 1) console.log('  the feed was not imported:', result);
}
const { rows } = await db.query(
  'SELECT count(*)::int AS n FROM availability_blocks WHERE ical_feed_id IS NOT NULL',
);
console.log(
  `  fetch, read and write ${rows[0].n} blocks (PGlite): ${fullTimes.map((t) => `${t.toFixed(0)} ms`).join(', ')} (aim: under 1,000 ms)`,
);
server.close();
await db.close();
