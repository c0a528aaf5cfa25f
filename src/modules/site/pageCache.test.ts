import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import { createPageCache } from './pageCache.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let pagePath: string;

beforeAll(async () => {
  ctx = await createTestApp({ PAGE_CACHE_SECONDS: '60' });
  fixture = await insertProductFixture(ctx.db);
  // The product's French URL: its French title as slug (issue 23).
  pagePath = `/fr/location-bateau/marseille/voilier/blue-wind-beneteau-oceanis-46-a-marseille-${fixture.productId}`;
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
/** The root route's data in the page's hydration script (currency, signed-in viewer). */
const rootData = (html: string) =>
  JSON.parse(JSON.parse(html.match(/__staticRouterHydrationData = JSON\.parse\((".*?")\);/)?.[1] ?? '""'))
    .loaderData.root;
const nonceOf = (csp: unknown) => String(csp).match(/'nonce-([^']+)'/)?.[1];
const scriptNonces = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\bnonce="([^"]*)"/g)].map((m) => m[1]);

describe('the guest page cache (PAGE_CACHE_SECONDS)', () => {
  it('keeps a product page once a second guest asks for it, and gives each response its own CSP nonce', async () => {
    // The first guest's page is not kept (a page asked for once is not worth the memory)...
    const first = await get(pagePath);
    // ...the second's is, and the third is served from it.
    const keptFrom = await get(pagePath);
    const second = await get(pagePath);
    expect([first.statusCode, keptFrom.statusCode, second.statusCode]).toEqual([200, 200, 200]);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(keptFrom.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');

    const [firstNonce, secondNonce] = [
      nonceOf(first.headers['content-security-policy']),
      nonceOf(second.headers['content-security-policy']),
    ];
    expect(firstNonce).toBeTruthy();
    expect(secondNonce).not.toBe(firstNonce);
    // Every script of each page carries that response's nonce, so the browser runs them.
    expect(new Set(scriptNonces(first.body))).toEqual(new Set([firstNonce]));
    expect(new Set(scriptNonces(second.body))).toEqual(new Set([secondNonce]));
    expect(second.body.replaceAll(String(secondNonce), 'N')).toBe(
      first.body.replaceAll(String(firstNonce), 'N'),
    );
    expect(second.body).toContain('Beneteau Oceanis 46');
  });

  it('keeps one page per currency', async () => {
    const euros = await get(pagePath);
    const dollars = await get(pagePath, 'currency=USD');
    expect(euros.headers['x-page-cache']).toBe('hit');
    expect(dollars.headers['x-page-cache']).toBe('miss');
    expect((await get(pagePath, 'currency=USD')).headers['x-page-cache']).toBe('miss');
    expect(rootData(dollars.body).currency).toBe('USD');
    expect(rootData(euros.body).currency).toBe('EUR');
    expect((await get(pagePath, 'currency=USD')).headers['x-page-cache']).toBe('hit');
  });

  it('always renders afresh for a signed-in visitor, and never keeps what they saw', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email: 'renter@example.test', password: 'Bosun-demo-2026' },
    });
    const session = String(login.headers['set-cookie'] ?? '').match(/bosun_session=[^;]+/)?.[0];
    expect(session, login.body).toBeDefined();
    for (let i = 0; i < 2; i++) {
      const page = await get(pagePath, String(session));
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-page-cache']).toBe('miss');
      expect(rootData(page.body).viewer).toMatchObject({ email: 'renter@example.test' });
    }
    const guest = await get(pagePath);
    expect(guest.headers['x-page-cache']).toBe('hit');
    expect(rootData(guest.body).viewer).toBeNull();
  });

  it('does not keep pages that differ per visitor or an error page', async () => {
    for (const url of ['/fr', '/fr/location-bateau/marseille/voilier/no-such-boat-999999']) {
      await get(url);
      expect((await get(url)).headers['x-page-cache'], url).toBe('miss');
    }
  });
});

describe('createPageCache', () => {
  it('forgets a page after its time and the least recently used beyond its size', () => {
    let now = 0;
    const cache = createPageCache({ ttlSeconds: 60, maxEntries: 2, now: () => now });
    if (!cache) throw new Error('cache expected');
    const page = (n: number) => ({
      status: 200,
      html: `<script nonce="${cache.placeholderNonce}">${n}</script>`,
    });
    cache.set('a', page(1));
    cache.set('b', page(2));
    expect(cache.get('a', 'X')?.html).toBe('<script nonce="X">1</script>');
    cache.set('c', page(3)); // b is now the least recently used
    expect(cache.get('b', 'X')).toBeUndefined();
    expect(cache.get('c', 'Y')?.html).toBe('<script nonce="Y">3</script>');
    now = 60_000;
    expect(cache.get('a', 'X')).toBeUndefined();
    expect(createPageCache({ ttlSeconds: 0, maxEntries: 2 })).toBeNull();
  });

  it('admits a page asked for a second time within its time, and remembers a bounded number of first asks', () => {
    let now = 0;
    const cache = createPageCache({ ttlSeconds: 60, maxEntries: 1, now: () => now });
    if (!cache) throw new Error('cache expected');
    expect(cache.admit('a')).toBe(false);
    expect(cache.admit('a')).toBe(true);
    expect(cache.admit('b')).toBe(false);
    // Asked again after a page's time: a first ask again.
    now = 61_000;
    expect(cache.admit('b')).toBe(false);
    expect(cache.admit('b')).toBe(true);
    // Ten first asks per kept page at most: the oldest is forgotten.
    for (let i = 0; i < 10; i++) expect(cache.admit(`x${i}`)).toBe(false);
    expect(cache.admit('c')).toBe(false);
    expect(cache.admit('x0')).toBe(false);
    expect(cache.admit('c')).toBe(true);
  });
});
