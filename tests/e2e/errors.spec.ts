import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// Error reports (issue 21): the site's SDK, loaded lazily, reports to the embedded receiver, and the
// back office's Errors page shows the groups to admins.
const ADMIN = { email: 'admin@bosun.test', password: 'Bosun-demo-2026' };

// The back office test opens the browser error the first test reports.
test.describe.configure({ mode: 'serial' });

interface ErrorGroup {
  id: number;
  project: string;
  title: string;
  count: number;
}

let adminToken: string | undefined;

async function errorGroups(request: APIRequestContext, search: string): Promise<ErrorGroup[]> {
  if (!adminToken) {
    const login = await request.post('/api/v6/auth/login', { data: ADMIN });
    adminToken = (await login.json()).authToken as string;
  }
  const query = new URLSearchParams({ filter: JSON.stringify({ q: search }), range: '[0,49]' });
  const res = await request.get(`/api/admin/errors?${query}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(res.status()).toBe(200);
  return res.json();
}

/** Envelopes the page sends to the embedded receiver, counted as they leave. */
function countEnvelopes(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/errors/api/1/envelope/')) {
      sent.push(request.postData() ?? '');
    }
  });
  return sent;
}

test('a page that throws gives exactly one grouped report; status 0, extension and autofill errors none', async ({
  page,
  request,
}) => {
  const marker = `E2E price box ${Date.now()}`;
  const envelopes = countEnvelopes(page);
  const sdkSettings = page.waitForResponse((res) => res.url().includes('/api/errors/settings'));
  await page.goto('/en');
  // Thrown at once, before the SDK has loaded: the page holds them and reports them after.
  await page.evaluate((message) => {
    const fromExtension = new Error('Thrown by an extension');
    fromExtension.stack =
      'Error: Thrown by an extension\n    at inject (chrome-extension://abcdef/content.js:1:10)';
    for (let i = 0; i < 50; i++) {
      setTimeout(() => {
        throw new TypeError(message);
      });
    }
    setTimeout(() => {
      throw fromExtension;
    });
    setTimeout(() => {
      throw new ReferenceError("Can't find variable: _AutofillCallbackHandler");
    });
    // A request that never gets an answer (status 0): blocked by the page's CSP.
    void fetch('http://127.0.0.1:9/nothing');
  }, marker);
  expect((await sdkSettings).status()).toBe(200);
  await expect.poll(() => envelopes.length, { timeout: 15_000 }).toBeGreaterThan(0);
  // Anything else the page would send has had time to leave.
  await page.waitForTimeout(2000);

  const groups = await errorGroups(request, marker);
  expect(groups).toHaveLength(1);
  expect(groups[0]).toMatchObject({ project: 'site', title: `TypeError: ${marker}` });
  const everything = envelopes.join('\n');
  expect(everything).not.toContain('Thrown by an extension');
  expect(everything).not.toContain('_AutofillCallbackHandler');
  expect(everything).not.toContain('Failed to fetch');
  expect(await errorGroups(request, 'Thrown by an extension')).toEqual([]);
  expect(await errorGroups(request, '_AutofillCallbackHandler')).toEqual([]);

  // The same error again, 50 times after the SDK is there: still the one group, with its count.
  await page.evaluate((message) => {
    for (let i = 0; i < 50; i++) {
      setTimeout(() => {
        throw new TypeError(message);
      }, i);
    }
  }, marker);
  await page.waitForTimeout(2000);
  const again = await errorGroups(request, marker);
  expect(again).toHaveLength(1);
  expect(again[0].count).toBeGreaterThanOrEqual(1);
});

test('a crash in the site’s own code is stored with its original source file, line and function (hidden source maps)', async ({
  page,
  request,
}) => {
  // An autocomplete answer the component cannot render: it throws inside the bundled PlaceAutocomplete.
  await page.route('**/api/v6/autocomplete/places?**', (route) =>
    route.fulfill({ json: { places: { length: 1 } } }),
  );
  const envelopes = countEnvelopes(page);
  await page.goto('/en');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await page.locator('input[name="address"]').pressSequentially('Marseille', { delay: 20 });
  await expect
    .poll(() => envelopes.some((body) => body.includes('is not a function')), { timeout: 20_000 })
    .toBe(true);

  let group: ErrorGroup | undefined;
  await expect
    .poll(async () => {
      group = (await errorGroups(request, 'is not a function')).find((g) => g.project === 'site');
      return group;
    })
    .toBeDefined();
  const detail = await request.get(`/api/admin/errors/${group?.id}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(detail.status()).toBe(200);
  const event = (await detail.json()).latestEvent as {
    exception: {
      values: { stacktrace: { frames: { filename: string; function?: string; lineno: number }[] } }[];
    };
  };
  const frames = event.exception.values.flatMap((value) => value.stacktrace.frames);
  const own = frames.find((frame) => frame.filename.endsWith('PlaceAutocomplete/PlaceAutocomplete.tsx'));
  expect(own, JSON.stringify(frames.slice(-3))).toMatchObject({
    filename: 'public-site/components/PlaceAutocomplete/PlaceAutocomplete.tsx',
    function: 'PlaceAutocomplete',
  });
  expect(own?.lineno).toBeGreaterThan(1);
  // Every frame of the bundle was mapped: none points at a minified /assets/ file any more.
  expect(frames.filter((frame) => frame.filename.includes('/assets/'))).toEqual([]);
});

test('a server error and a browser error are listed and opened on the back office Errors page', async ({
  page,
  request,
}) => {
  const failure = await request.get('/api/dev/errors/server-failure');
  expect(failure.status()).toBe(500);
  await expect.poll(async () => (await errorGroups(request, 'A deliberate server failure')).length).toBe(1);

  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('menuitem', { name: 'Errors' }).click();

  const serverRow = page.getByRole('row', { name: /A deliberate server failure/ });
  await expect(serverRow).toBeVisible();
  await expect(serverRow).toContainText('server');
  await expect(page.getByRole('row', { name: /TypeError: E2E price box/ })).toBeVisible();

  await serverRow.click();
  await expect(
    page.getByText('Error: A deliberate server failure, to check error reporting', { exact: true }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Stack' }).click();
  await expect(page.getByText(/at .*routes\.ts/)).toBeVisible();
});

test('with consent refused, nothing but the consent cookie is stored and no tracking call leaves the page', async ({
  page,
  context,
  baseURL,
}) => {
  const requests: { method: string; url: URL }[] = [];
  page.on('request', (request) => requests.push({ method: request.method(), url: new URL(request.url()) }));
  await page.goto('/en?gclid=ad-click-123');
  const banner = page.getByRole('region', { name: 'Your privacy' });
  await expect(banner).toBeVisible();
  const recorded = page.waitForResponse((res) => res.url().includes('/api/v6/metrics/didomi'));
  await banner.getByRole('button', { name: 'Refuse all' }).click();
  expect((await recorded).status()).toBe(204);
  await expect(banner).toBeHidden();

  // Another page: the choice holds, and nothing is asked or stored again.
  await page.goto('/fr?gclid=ad-click-456');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(page.getByRole('region', { name: 'Votre vie privée' })).toHaveCount(0);

  const cookies = await context.cookies();
  // XSRF-TOKEN is the API's CSRF defence, set by the server for every visitor: strictly necessary.
  expect(cookies.map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'bosun_consent']);
  expect(cookies.find((c) => c.name === 'bosun_consent')).toMatchObject({
    value: 'v1.a0s0d0',
    sameSite: 'Lax',
  });
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

  const origin = new URL(baseURL ?? '').origin;
  expect(requests.filter((r) => r.url.origin !== origin).map((r) => r.url.href)).toEqual([]);
  expect(requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
    'POST /api/v6/metrics/didomi',
  ]);
});

test('consent given per purpose keeps the ad click id 45 days and a visitor id; the preferences speak French', async ({
  page,
  context,
}) => {
  await page.goto('/fr?gclid=ad-click-789#cookie-preferences');
  const preferences = page.getByRole('dialog', { name: 'Préférences de cookies' });
  await expect(preferences).toBeVisible();
  await preferences.getByRole('checkbox', { name: 'Publicité' }).check();
  await preferences.getByRole('checkbox', { name: 'Mesure d’audience' }).check();
  const recorded = page.waitForResponse((res) => res.url().includes('/api/v6/metrics/didomi'));
  await preferences.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  expect(JSON.parse((await recorded).request().postData() ?? '{}')).toEqual({
    event: 'preferences.clicksavechoices',
    consent: { analytics: true, surveys: false, advertising: true },
  });

  await expect
    .poll(async () => (await context.cookies()).map((c) => c.name).sort())
    .toEqual(['XSRF-TOKEN', 'adClickId', 'bosun_consent', 'visitorUlid']);
  const cookies = await context.cookies();
  const adClick = cookies.find((c) => c.name === 'adClickId');
  expect(adClick?.value).toBe('ad-click-789');
  const days = ((adClick?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(44.9);
  expect(days).toBeLessThan(45.1);
  expect(cookies.find((c) => c.name === 'visitorUlid')?.value).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
  expect(cookies.find((c) => c.name === 'bosun_consent')?.value).toBe('v1.a1s0d1');
});
