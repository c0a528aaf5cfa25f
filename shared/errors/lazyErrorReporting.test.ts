// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLazyErrorReporting } from './lazyErrorReporting.ts';
import { ERROR_REPORTING } from './reportingConstants.ts';

afterEach(() => vi.unstubAllGlobals());

const settings = {
  dsn: null,
  release: 'bosun@x',
  environment: 'test',
  sampleRate: 1,
  tracesSampleRate: 0,
  profilesSampleRate: 0,
};

function setUp() {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      return new Response(JSON.stringify(settings), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const captured: { error: unknown; handled?: boolean }[] = [];
  const load = vi.fn(async (answer: unknown) => {
    expect(answer).toEqual(settings);
    return { capture: (error: unknown, handled?: boolean) => captured.push({ error, handled }) };
  });
  return { requested, captured, load };
}

describe('error reporting before the SDK has loaded', () => {
  it('holds uncaught and reported errors, then hands them to the SDK once the page is idle', async () => {
    const { requested, captured, load } = setUp();
    const reporting = createLazyErrorReporting('site', load);
    const early = new Error('thrown during start-up');
    window.dispatchEvent(new ErrorEvent('error', { error: early, message: early.message }));
    const reported = new Error('a page failed to load');
    reporting.reportError(reported);
    expect(load).not.toHaveBeenCalled();

    reporting.loadWhenIdle();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(captured).toHaveLength(2), { timeout: 5000 });
    expect(requested).toEqual(['/api/errors/settings?project=site']);
    expect(captured).toEqual([
      { error: early, handled: false },
      { error: reported, handled: true },
    ]);

    // once loaded, reports go straight to the SDK, and the SDK's own handlers take uncaught errors
    const later = new Error('later');
    reporting.reportError(later);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('seen by the SDK'), message: 'x' }));
    expect(captured.map((c) => c.error)).toEqual([early, reported, later]);
  });

  it('holds at most the event buffer’s size', async () => {
    const { captured, load } = setUp();
    const reporting = createLazyErrorReporting('admin', load);
    for (let i = 0; i < 100; i++) reporting.reportError(new Error(`error ${i}`));
    reporting.loadWhenIdle();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(captured.length).toBeGreaterThan(0), { timeout: 5000 });
    expect(captured).toHaveLength(ERROR_REPORTING.eventBufferSize);
  });
});
