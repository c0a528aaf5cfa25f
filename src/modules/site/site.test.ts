import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../shared/i18n/languages.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';

/**
 * These tests go through the real production path: Fastify imports the built renderer from
 * dist/server. Vitest's global setup (tests/helpers/buildSite.globalSetup.ts) rebuilds it first when
 * it is missing or older than the sources, so an edit is never tested against stale output.
 */
const ROOT = join(import.meta.dirname, '../../..');

interface Phrases {
  meta: Record<string, string>;
  home: { hero: Record<string, string> };
  notFound: Record<string, string>;
  searchMore: { unknownPlace: Record<string, string> };
}
const phrases = (language: string): Phrases =>
  JSON.parse(readFileSync(join(ROOT, 'public-site/public/i18n/bosun', `${language}.json`), 'utf8'));

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const decodeEntities = (text = '') =>
  text.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the public site, server-rendered', () => {
  it('renders the French home page with its brand title, alternates and nonce-carrying scripts', async () => {
    const fr = phrases('fr');
    const response = await ctx.app.inject({ method: 'GET', url: '/fr' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;

    expect(html).toMatch(/^<!doctype html>\s*<html lang="fr"/);
    // SPEC section 1: the "boat rental" phrase, the "with or without licence" phrase, the brand.
    expect(decodeEntities(titleOf(html))).toBe(
      `${fr.meta.boatRental} ${fr.meta.withOrWithoutLicence} | ${fr.meta.brand}`,
    );
    expect(decodeEntities(html)).toContain(fr.home.hero.headline);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/fr">');
    for (const code of LANGUAGE_CODES) {
      const href = code === 'en' ? 'http://localhost:3000/' : `http://localhost:3000/${code}`;
      expect(html).toContain(`<link rel="alternate" hreflang="${code}" href="${href}">`);
    }
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:3000/">');

    const nonce = String(response.headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    expect(html).toContain('window.__staticRouterHydrationData');
  });

  it('sends the language’s phrases as a preloaded, versioned file rather than inside the page', async () => {
    const fr = phrases('fr');
    const html = (await ctx.app.inject({ method: 'GET', url: '/fr' })).body;
    const href = html.match(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous">/)?.[1];
    expect(href).toMatch(/^\/i18n\/bosun\/fr\.json\?v=[0-9a-f]{10}$/);
    const hydration = JSON.parse(
      JSON.parse(html.match(/__staticRouterHydrationData = JSON\.parse\((".*?")\);/)?.[1] ?? '""'),
    );
    expect(hydration.loaderData.root.translationsHref).toBe(href);
    expect(hydration.loaderData.root.translations).toBeUndefined();
    expect(JSON.stringify(hydration)).not.toContain(fr.home.hero.headline);
    const file = await ctx.app.inject({ method: 'GET', url: String(href) });
    expect(file.statusCode).toBe(200);
    expect(file.json().home.hero.headline).toBe(fr.home.hero.headline);
  });

  it('puts the home page CSS in the head so the first paint is styled without another request', async () => {
    const html = (await ctx.app.inject({ method: 'GET', url: '/fr' })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    for (const name of ['entry-client', 'HomePage']) {
      const href = head.match(new RegExp(`<style data-href="(/assets/${name}-[\\w-]+\\.css)">`))?.[1];
      expect(href, name).toBeDefined();
      const css = (await ctx.app.inject({ method: 'GET', url: String(href) })).body;
      expect(head).toContain(`<style data-href="${href}">${css}</style>`);
      // Never fetched, but it tells the module preloader the CSS is already in the page.
      expect(head).toContain(`<link rel="stylesheet" href="${href}" disabled>`);
    }
    expect(head).toMatch(
      /<link rel="modulepreload" href="\/assets\/HomePage-[\w-]+\.js" fetchpriority="low">/,
    );
    expect(head).not.toMatch(/NotFoundPage/);
  });

  it('builds hidden source maps for the error receiver and never serves them', async () => {
    const html = (await ctx.app.inject({ method: 'GET', url: '/fr' })).body;
    const script = html.match(/src="(\/assets\/entry-client-[\w-]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const js = await ctx.app.inject({ method: 'GET', url: String(script) });
    expect(js.statusCode).toBe(200);
    expect(js.body).not.toContain('sourceMappingURL');
    expect(existsSync(join(ROOT, 'dist/client', `${script}.map`))).toBe(true);
    const map = await ctx.app.inject({ method: 'GET', url: `${script}.map` });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('sourcesContent');
  });

  it('renders the home page in the default language without a prefix', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en"');
    expect(decodeEntities(response.body)).toContain(phrases('en').home.hero.headline);
  });

  it('answers a path without a landing with the German not-found page, HTTP 404, at the same URL', async () => {
    const de = phrases('de');
    const response = await ctx.app.inject({ method: 'GET', url: '/de/does-not-exist/at/all' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<html lang="de"');
    expect(decodeEntities(titleOf(response.body))).toBe(`${de.notFound.title} | ${de.meta.brand}`);
    expect(decodeEntities(response.body)).toContain(decodeEntities(de.notFound.text));
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('rel="canonical"');
  });

  it('tells an old app what to do on app-update-needed, in the page’s language (issue 20)', async () => {
    for (const url of ['/app-update-needed', '/fr/app-update-needed']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const language = url.startsWith('/fr') ? 'fr' : 'en';
      const words = JSON.parse(
        readFileSync(
          new URL(`../../../public-site/public/i18n/bosun/${language}.json`, import.meta.url),
          'utf8',
        ),
      ).appMode;
      expect(decodeEntities(response.body), url).toContain(words.updateTitle);
    }
  });

  it('asks a guest on a trip page to sign in first (issue 16)', async () => {
    for (const url of ['/booking/42/modify', '/fr/account/bookings', '/de/account']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toMatch(/\/login\?next=/);
    }
  });

  it('asks a guest on a checkout page to sign in first', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/fr/ps/abc123def456' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/fr/login?next=%2Ffr%2Fps%2Fabc123def456');
  });

  it('sends old back-office pages to the back office', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/back-office/salesDashboard' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/admin/#/sales-dashboard');
    const details = await ctx.app.inject({ method: 'GET', url: '/fr/back-office/booking/details/42' });
    expect(details.headers.location).toBe('/admin/#/bookings/42/show');
  });

  it('renders the currency chosen in the cookie', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/fr', headers: { cookie: 'currency=GBP' } });
    expect(response.body).toMatch(/<option value="GBP" selected="">/);
    const fallback = await ctx.app.inject({ method: 'GET', url: '/fr', headers: { cookie: 'currency=XXX' } });
    expect(fallback.body).toMatch(/<option value="EUR" selected="">/);
  });

  it('keeps a path that looks like another host on this site', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '//evil.example/fr' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/(href|src)="(https?:)?\/\/evil/);
  });
});

describe('what the site leaves to the rest of the server', () => {
  it('answers a search for an unknown place with its helpful page, as a 404 that is not to be indexed', async () => {
    for (const url of ['/en/boat-rental/zzzz', '/fr/location-bateau/zzzz?numberOfPeople=4']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      const language = url.startsWith('/fr') ? 'fr' : 'en';
      // The page still says what happened and helps (SPEC section 2 knows only known places).
      expect(decodeEntities(response.body)).toContain(
        phrases(language).searchMore.unknownPlace.title.replace('{{place}}', 'zzzz'),
      );
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).not.toContain('hreflang');
      expect(response.body).not.toContain('rel="canonical"');
    }
  });

  it('leaves unknown API paths to the JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v6/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not-found', message: 'No route GET /api/v6/unknown.' },
    });
  });

  it('leaves media paths to the JSON 404 too', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/media/nothing.jpg' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('serves the built assets, the translations and the favicon', async () => {
    const html = (await ctx.app.inject({ method: 'GET', url: '/fr' })).body;
    const script = html.match(/<script type="module" nonce="[^"]+" src="([^"]+)"/)?.[1];
    expect(script).toMatch(/^\/assets\/entry-client-[\w-]+\.js$/);
    const asset = await ctx.app.inject({ method: 'GET', url: script! });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    const translations = await ctx.app.inject({ method: 'GET', url: '/i18n/bosun/de.json' });
    expect(translations.statusCode).toBe(200);
    expect(translations.json().meta.brand).toBe('Bosun');

    const favicon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('serves the service worker at the root, as a script a browser checks again on its next visit', async () => {
    const worker = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toMatch(/max-age=0/);
    expect(worker.body).toContain("addEventListener('push'");
    expect(worker.body).toContain("addEventListener('notificationclick'");
  });
});
