import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';
import { signInCookie, startBenchServer, waitFor } from './benchKit.mjs';

const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3438);
const origin = `http://127.0.0.1:${port}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const AIMS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
// One Lighthouse run moves by several points from one minute to the next on the same page (its
// simulation starts from a real, noisy page load): Lighthouse's own advice is the median of several.
// Every run's performance score is printed beside the median.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });

/** The languages audited (issue 23: two, one with a non-Latin script). */
const LANGUAGES = (process.env.BENCH_LIGHTHOUSE_LANGUAGES ?? 'fr,el').split(',');

/**
 * In each language: the home page, a product page (the first boat of the sitemap, at its own
 * language's slug), the search page of its city and a booking's detail page of the demo renter
 * (signed in: its cookie travels with that page only).
 */
async function pagesToAudit() {
  const xml = await (await fetch(`${origin}/sitemap-products.xml`)).text();
  const first = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .find((path) => /-\d+$/.test(path));
  if (!first) throw new Error('No product in the sitemap');
  const id = first.split('-').pop();
  const cookie = await signInCookie(origin, 'renter@bosun.test');
  const trips = await (
    await fetch(`${origin}/api/v6/account/bookings?role=tenant&tab=past`, { headers: { cookie } })
  ).json();
  const booking = trips.items?.[0]?.id;
  if (!booking) throw new Error('The demo renter has no past booking');
  const pages = [];
  for (const language of LANGUAGES) {
    const product = await (await fetch(`${origin}/api/v6/products/${id}?_locale=${language}`)).json();
    const path = `/${language}${product.paths[language]}`;
    const [, , prefix, city] = path.split('/');
    pages.push(
      [`home ${language}`, `${origin}/${language}`],
      [`search ${language}`, `${origin}/${language}/${prefix}/${city}`],
      [`product ${language}`, `${origin}${path}`],
      [`booking detail ${language}`, `${origin}/${language}/booking/${booking}/detail`, cookie],
    );
  }
  return pages;
}

/**
 * Why a category has no score: Lighthouse's run error, or the audits of the category that errored.
 * A category without a score is a failed measurement, not a score of 0.
 */
function whyNoScore(lhr, category) {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit?.scoreDisplayMode === 'error')
    .map((audit) => `${audit.id}: ${audit.errorMessage}`)
    .join('; ');
}

function onlyMissIsNoindex(lhr) {
  const misses = lhr.categories.seo.auditRefs.filter((ref) => (lhr.audits[ref.id]?.score ?? 1) < 1);
  return misses.length === 1 && misses[0].id === 'is-crawlable';
}

/** Only the audits that count towards a category score and did not get full marks. */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 || category === 'performance')
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
    )
    .filter((audit) => audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual')
    .map((audit) => (audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title));
}

buildIfNeeded();
if (
  await fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  )
) {
  throw new Error(`port ${port} is taken: set BENCH_LIGHTHOUSE_PORT`);
}
const dataDir = join(tmpdir(), `bosun-bench-lighthouse-${Date.now()}`);
// Seeded outside production so that the demo renter exists (production creates no account with a
// known password); the audited server itself runs in production.
execFileSync(
  process.execPath,
  ['--import', 'tsx', 'src/db/seed/cli.ts', '--boats', process.env.BENCH_SEED_BOATS ?? '300'],
  {
    cwd: new URL('../..', import.meta.url).pathname,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'development' },
  },
);
const server = startBenchServer(port, {
  PUBLIC_URL: origin,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  SEED_ON_START: 'false',
});

let chrome;
try {
  await waitFor(`${origin}/api/health`);
  chrome = await launchChrome();
  const rows = [];
  const failures = [];
  const errors = [];
  const reports = [];
  for (const [name, url, cookie] of await pagesToAudit()) {
    const headers = cookie ? { cookie } : {};
    // The first render of a page loads its code, and the first request for a picture draws it: neither
    // is what a visitor waits for once the site runs (a CDN keeps the pictures).
    const html = await (await fetch(url, { headers })).text();
    for (const [, picture] of html.matchAll(/<link rel="preload" href="([^"]+)" as="image"/g))
      await fetch(new URL(picture.replaceAll('&amp;', '&'), origin));
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      // A signed-in page gets a browser of its own per run: once a run has stored the site's cookies,
      // the browser sends those instead of the session cookie given as a header (the page is a 404).
      const browser = cookie ? await launchChrome() : chrome;
      // Lighthouse's default config is the mobile profile (Moto G Power, slow 4G, 4x CPU slowdown).
      const { lhr } = await lighthouse(url, {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        extraHeaders: headers,
      }).finally(() => (cookie ? browser.kill() : undefined));
      const scored = CATEGORIES.every((category) => lhr.categories[category].score !== null);
      if (scored) runs.push(lhr);
      else
        for (const category of CATEGORIES.filter((c) => lhr.categories[c].score === null))
          errors.push({ page: name, run: run + 1, category, error: whyNoScore(lhr, category) });
    }
    const row = { page: name };
    if (runs.length === 0) {
      rows.push({ ...row, performance: 'no score', url: new URL(url).pathname });
      continue;
    }
    for (const category of CATEGORIES) {
      const score = median(runs.map((lhr) => Math.round(lhr.categories[category].score * 100)));
      row[category] = `${score}${score >= AIMS[category] ? '' : ` (aim ${AIMS[category]})`}`;
    }
    // A signed-in page is private: its `noindex` is wanted, so "blocked from indexing" is no miss.
    if (cookie && runs.every((lhr) => onlyMissIsNoindex(lhr)))
      row.seo = `${row.seo.split(' ')[0]} (noindex: private)`;
    row['performance, each run'] = runs
      .map((lhr) => Math.round(lhr.categories.performance.score * 100))
      .join(' ');
    row.url = new URL(url).pathname;
    rows.push(row);
    // The audits and the full report of the run whose performance is the median one.
    const byPerformance = [...runs].sort(
      (a, b) => a.categories.performance.score - b.categories.performance.score,
    );
    const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
    for (const category of CATEGORIES)
      for (const title of failingAudits(middle, category))
        failures.push({ page: name, category, audit: title });
    const report = join(tmpdir(), `bosun-lighthouse-${name.replace(/\W+/g, '-')}.json`);
    writeFileSync(report, JSON.stringify(middle));
    reports.push(report);
  }
  console.log(
    `\nLighthouse ${lighthouse.version ?? ''} mobile profile, ${new Date().toISOString()}: median of ${RUNS} runs per page`,
  );
  console.table(rows);
  if (errors.length) {
    console.log('Lighthouse could not measure (a failed run, not a score):');
    console.table(errors);
  }
  if (failures.length) {
    console.log('Audits not passed:');
    console.table(failures);
  }
  console.log(`Full reports of the median runs (JSON, with each audit's elements): ${reports.join(', ')}`);
} finally {
  await chrome?.kill();
  server.stop();
}
