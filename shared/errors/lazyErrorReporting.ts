import { ERROR_REPORTING, type ErrorProject } from './reportingConstants.ts';

/**
 * The part of error reporting that is in a page's first load: a few lines that hold errors until the
 * SDK is there. The SDK itself (browserReporting.ts, @sentry/react) is imported once the page is
 * interactive and idle; what happened before is then reported, up to the event buffer's size.
 */
export interface LazyErrorReporting {
  /** Reports an error now, or once the SDK has loaded. */
  reportError(error: unknown): void;
  /** Loads the SDK when the browser is idle after the page's load. */
  loadWhenIdle(): void;
}

interface HeldError {
  error: unknown;
  handled: boolean;
}

type Sdk = { capture(error: unknown, handled?: boolean): void };

export function createLazyErrorReporting(
  project: ErrorProject,
  /** Imports the SDK and starts it with the answer of `GET /api/errors/settings` (parsed there). */
  load: (settings: unknown) => Promise<Sdk>,
): LazyErrorReporting {
  const held: HeldError[] = [];
  let sdk: Sdk | null = null;
  let loading = false;

  const hold = (error: unknown, handled: boolean) => {
    if (held.length < ERROR_REPORTING.eventBufferSize) held.push({ error, handled });
  };
  const onError = (event: ErrorEvent) => {
    if (event.error !== undefined && event.error !== null) hold(event.error, false);
  };
  const onRejection = (event: PromiseRejectionEvent) => hold(event.reason, false);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);

  async function start() {
    const response = await fetch(`/api/errors/settings?project=${project}`, { credentials: 'omit' });
    if (!response.ok) return;
    const started = await load(await response.json());
    // The SDK listens for uncaught errors itself from now on.
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    sdk = started;
    for (const { error, handled } of held.splice(0)) started.capture(error, handled);
  }

  return {
    reportError(error) {
      if (sdk) sdk.capture(error);
      else hold(error, true);
    },
    loadWhenIdle() {
      if (loading) return;
      loading = true;
      const whenIdle = () =>
        'requestIdleCallback' in window
          ? window.requestIdleCallback(() => void start().catch(() => undefined), { timeout: 5000 })
          : setTimeout(() => void start().catch(() => undefined), 1000);
      if (document.readyState === 'complete') whenIdle();
      else window.addEventListener('load', whenIdle, { once: true });
    },
  };
}
