// @vitest-environment happy-dom
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserApi, type SiteApi, withLocale } from './siteApi.ts';
import { loadScreenData, loadSiteRoot, type SiteServices } from './siteData.ts';

/**
 * SPEC section 7: every v6 call the site makes carries `_locale`. Three checks: the browser client
 * adds it, the server render's loaders send it (every call they make is recorded), and no source
 * file calls the network around those clients without `withLocale`.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
});

describe('withLocale', () => {
  it('adds the language to v6 paths only, once, before a fragment', () => {
    expect(withLocale('/api/v6/auth/viewer', 'el')).toBe('/api/v6/auth/viewer?_locale=el');
    expect(withLocale('/api/v6/messages?page=2', 'de')).toBe('/api/v6/messages?page=2&_locale=de');
    expect(withLocale('/api/v6/x?_locale=fr', 'de')).toBe('/api/v6/x?_locale=fr');
    expect(withLocale('/api/v6/x#top', 'en-GB')).toBe('/api/v6/x?_locale=en-GB#top');
    expect(withLocale('/i18n/bosun/de.json', 'de')).toBe('/i18n/bosun/de.json');
    expect(withLocale('/api/v6/x', undefined)).toBe('/api/v6/x');
  });
});

describe('the browser client', () => {
  it('sends the page’s language with an action, so the booking it answers is in that language', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response('{}');
      }),
    );
    document.documentElement.lang = 'el';
    await browserApi('/api/v6/booking/42/accept', { method: 'POST', body: {} });
    await browserApi('/api/v6/auth/providers');
    expect(urls).toEqual(['/api/v6/booking/42/accept?_locale=el', '/api/v6/auth/providers?_locale=el']);
  });
});

describe('the server render', () => {
  const PAGES = [
    '/de',
    '/de/account/profile',
    '/el/account/offers',
    '/el/account/offers/h4sh',
    '/de/account/chat/list',
    '/de/account/chat/h4sh/i5h',
    '/el/account/bookings',
    '/el/booking/42/detail',
    '/de/account',
    '/de/account/favourites',
    '/de/account/earnings',
    '/de/account/listings',
    '/el/booking/42/modify',
  ];

  it('asks the API in the page’s language for every call its loaders make', async () => {
    const calls: string[] = [];
    const answer = async (path: string) => {
      calls.push(path);
      return new Response(JSON.stringify({ error: { code: 'x', message: 'x' } }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    };
    const services: SiteServices = {
      defaultLanguage: 'en',
      loadTranslations: async () => ({}),
      cookies: () => '',
      api: (): SiteApi => answer,
    };
    for (const page of PAGES) {
      const request = new Request(`http://localhost${page}`);
      await loadSiteRoot(request, services).catch(() => undefined);
      await loadScreenData(request, services).catch(() => undefined);
    }
    const v6 = calls.filter((path) => path.startsWith('/api/v6/'));
    expect(v6.some((path) => path.startsWith('/api/v6/auth/viewer'))).toBe(true);
    expect(v6.length).toBeGreaterThan(PAGES.length);
    for (const path of v6) expect(path, path).toMatch(/[?&]_locale=(de|el)(&|$)/);
  }, 60_000);
});

describe('the site’s sources', () => {
  const root = join(process.cwd(), 'public-site');
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'public' ? [] : sources(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });
  // Network calls that go around browserApi and the loaders' api: each must say withLocale.
  const RAW_CALL = /\bfetch\(|new EventSource\(|sendBeacon\?*\.?\(|\.open\(\s*'(GET|POST|PUT|DELETE)'/;
  // Calls that are not to the API: the translations file (entry-client), browserApi itself, and the
  // uploads posted straight to the file store by the URL the API signed (DESIGN, files off the server).
  const NOT_API = new Set([
    'entry-client.tsx: translations = fetch(href)',
    'app/siteApi.ts: return fetch(',
    "components/ListingPhotos/photoUpload.ts: request.open('POST', ticket.url)",
    "pages/ChatThreadPage/attachmentUpload.ts: const stored = await fetch(ticket.url, { method: 'POST'",
  ]);

  it('has no v6 call that bypasses the clients without withLocale', () => {
    const bare: string[] = [];
    let seen = 0;
    for (const file of sources(root)) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (!RAW_CALL.test(line) || /^(\*|\/\*|\/\/)/.test(line.trim())) return;
        seen++;
        const name = relative(root, file);
        if (
          [...NOT_API].some(
            (allowed) => allowed === `${name}: ${line.trim().slice(0, allowed.length - name.length - 2)}`,
          )
        )
          return;
        // The call may wrap onto the next line.
        if (!`${line}${lines[index + 1] ?? ''}`.includes('withLocale('))
          bare.push(`${name}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(seen).toBeGreaterThan(5);
    expect(bare).toEqual([]);
  });

  it('catches a bare call (the scan can fail)', () => {
    expect(RAW_CALL.test("source = new EventSource('/api/v6/events')")).toBe(true);
    expect(RAW_CALL.test("navigator.sendBeacon?.('/api/v6/metrics/deeplink', body)")).toBe(true);
    expect(RAW_CALL.test("request.open('POST', url)")).toBe(true);
  });
});
