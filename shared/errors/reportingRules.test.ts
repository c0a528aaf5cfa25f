import { describe, expect, it } from 'vitest';
import { ERROR_REPORTING } from './reportingConstants.ts';
import {
  createBeforeSend,
  type DataLayerErrorEvent,
  embeddedDsn,
  groupingPath,
  type ReportedEvent,
  sdkOptions,
} from './reportingRules.ts';

const thrown = (
  type: string,
  value: string,
  filename = 'https://bosun.test/assets/entry-client-Ab12.js',
): ReportedEvent => ({
  event_id: `${type}-${value}`.slice(0, 32),
  exception: { values: [{ type, value, stacktrace: { frames: [{ filename, function: 'render' }] } }] },
});

const httpError = (status: number, url: string) =>
  Object.assign(new Error(`The server answered ${status}.`), { status, url });

const settings = {
  dsn: 'https://key@sentry.example/1',
  release: 'bosun@abc123',
  environment: 'production',
  sampleRate: 0.5,
  tracesSampleRate: 0,
  profilesSampleRate: 0,
};

describe('what the SDKs report (SPEC section 8)', () => {
  it('drops HTTP failures with status 0 and network failures', () => {
    const beforeSend = createBeforeSend();
    expect(
      beforeSend(thrown('Error', 'The server answered 0.'), {
        originalException: httpError(0, '/api/v6/products'),
      }),
    ).toBeNull();
    expect(
      beforeSend(thrown('TypeError', 'Failed to fetch'), {
        originalException: new TypeError('Failed to fetch'),
      }),
    ).toBeNull();
  });

  it('drops parse failures', () => {
    const parse = new SyntaxError('Unexpected token < in JSON at position 0');
    expect(createBeforeSend()(thrown('SyntaxError', parse.message), { originalException: parse })).toBeNull();
  });

  it('groups other HTTP failures by path, numeric segments as :id, and status', () => {
    const beforeSend = createBeforeSend();
    const first = beforeSend(thrown('Error', 'x'), {
      originalException: httpError(500, 'https://bosun.test/api/v6/products/123/favorite?_locale=fr'),
    });
    const second = beforeSend(thrown('Error', 'y'), {
      originalException: httpError(500, '/api/v6/products/98/favorite'),
    });
    expect(first?.fingerprint).toEqual(['http-failure', '/api/v6/products/:id/favorite', '500']);
    expect(second?.fingerprint).toEqual(first?.fingerprint);
    expect(first?.tags).toMatchObject({ 'http.status': 500, 'http.path': '/api/v6/products/:id/favorite' });
    expect(groupingPath('/fr/location-bateau/nice/voilier/beau-bateau-12/2024')).toBe(
      '/fr/location-bateau/nice/voilier/beau-bateau-12/:id',
    );
  });

  it('drops the known autofill-handler error', () => {
    expect(
      createBeforeSend()(thrown('ReferenceError', "Can't find variable: _AutofillCallbackHandler"), {}),
    ).toBeNull();
  });

  it('ignores errors thrown from browser-extension URLs', () => {
    for (const url of [
      'chrome-extension://abc/content.js',
      'moz-extension://x/y.js',
      'safari-web-extension://z/a.js',
    ]) {
      expect(createBeforeSend()(thrown('Error', 'boom', url), {})).toBeNull();
    }
  });

  it('keeps an ordinary error, tags the visitor and pushes its id and 255 characters to the data layer', () => {
    const pushed: DataLayerErrorEvent[] = [];
    const beforeSend = createBeforeSend({
      visitorUlid: () => '01JD5Z6Y3N8QKX0M9V7T2R4P6W',
      pushToDataLayer: (entry) => pushed.push(entry),
    });
    const long = 'x'.repeat(400);
    const event = beforeSend({ ...thrown('TypeError', long), event_id: 'e1' }, {});
    expect(event?.tags).toEqual({ visitorUlid: '01JD5Z6Y3N8QKX0M9V7T2R4P6W' });
    expect(pushed).toEqual([
      { event: 'errorReported', errorId: 'e1', errorMessage: `TypeError: ${long}`.slice(0, 255) },
    ]);
    expect(pushed[0].errorMessage).toHaveLength(255);
  });

  it('cuts the data layer’s message after 255 characters, never inside one', () => {
    const pushed: DataLayerErrorEvent[] = [];
    const beforeSend = createBeforeSend({ pushToDataLayer: (entry) => pushed.push(entry) });
    // "Error: " is 7 characters; the 255th is the boat, written with two UTF-16 units.
    const message = `${'x'.repeat(247)}🛥${'y'.repeat(20)}`;
    beforeSend({ ...thrown('Error', message), event_id: 'e2' }, {});
    const cut = pushed[0].errorMessage;
    expect(Array.from(cut)).toHaveLength(255);
    expect(cut.endsWith('x🛥')).toBe(true);
    expect(cut).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it('attaches no visitor when there is none, and pushes nothing for a dropped error', () => {
    const pushed: DataLayerErrorEvent[] = [];
    const beforeSend = createBeforeSend({
      visitorUlid: () => undefined,
      pushToDataLayer: (e) => pushed.push(e),
    });
    expect(beforeSend(thrown('Error', 'plain'), {})?.tags).toBeUndefined();
    beforeSend(thrown('Error', 'x', 'chrome-extension://a/b.js'), {});
    expect(pushed).toHaveLength(1);
  });

  it('caps a flood of one error from one page', () => {
    const beforeSend = createBeforeSend();
    const sent = Array.from({ length: 50 }, () => beforeSend(thrown('Error', 'loop'), {})).filter(Boolean);
    expect(sent).toHaveLength(ERROR_REPORTING.repeatsPerPage);
    expect(beforeSend(thrown('Error', 'another'), {})).not.toBeNull();
  });

  it('on a server, counts repeats per minute so that a recurring error keeps reporting', () => {
    let clock = 0;
    const beforeSend = createBeforeSend({ repeatWindowMs: 60_000, now: () => clock });
    const burst = () =>
      Array.from({ length: 20 }, () => beforeSend(thrown('Error', 'db down'), {})).filter(Boolean);
    expect(burst()).toHaveLength(ERROR_REPORTING.repeatsPerPage);
    clock = 30_000;
    expect(burst()).toHaveLength(0);
    clock = 61_000;
    expect(burst()).toHaveLength(ERROR_REPORTING.repeatsPerPage);
  });

  it('scrubs personal data before the event leaves', () => {
    const event: ReportedEvent = thrown('Error', 'No account for jane@example.com, card 4242 4242 4242 4242');
    const sent = createBeforeSend()(event, {});
    expect(sent?.exception?.values?.[0].value).toBe('No account for [email], card [card]');
    expect(event.exception?.values?.[0].value).toContain('jane'); // the caller's copy is untouched
  });
});

describe('how the SDKs are set up (SPEC section 9)', () => {
  it('takes sample rates from the settings and leaves tracing and profiling off at 0', () => {
    const options = sdkOptions(settings);
    expect(options).toMatchObject({
      dsn: settings.dsn,
      release: 'bosun@abc123',
      environment: 'production',
      sampleRate: 0.5,
      maxBreadcrumbs: 100,
      transportOptions: { bufferSize: 64 },
      sendDefaultPii: false,
    });
    expect(options).not.toHaveProperty('tracesSampleRate');
    expect(options).not.toHaveProperty('profileSessionSampleRate');
  });

  it('switches tracing and profiling on only when their rates are above 0', () => {
    expect(sdkOptions({ ...settings, tracesSampleRate: 0.2 })).toMatchObject({ tracesSampleRate: 0.2 });
    expect(sdkOptions({ ...settings, tracesSampleRate: 0.2, profilesSampleRate: 0.1 })).toMatchObject({
      profileSessionSampleRate: 0.1,
      profileLifecycle: 'trace',
    });
    // profiles describe traces: no tracing, no profiling
    expect(sdkOptions({ ...settings, profilesSampleRate: 1 })).not.toHaveProperty('profileSessionSampleRate');
    expect(ERROR_REPORTING).toMatchObject({ profileMaxDurationMs: 30_000, profilesKept: 30 });
  });

  it('builds the embedded receiver’s DSN from an origin', () => {
    expect(embeddedDsn('http://localhost:3381', 'site')).toBe('http://bosun@localhost:3381/api/errors/1');
    expect(embeddedDsn('https://bosun.example', 'server')).toBe('https://bosun@bosun.example/api/errors/3');
  });
});
