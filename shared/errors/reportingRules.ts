import { ERROR_PROJECTS, ERROR_REPORTING, type ErrorProject } from './reportingConstants.ts';
import { scrubPersonalData } from './scrubPersonalData.ts';

/**
 * What the Sentry SDKs of the site, the back office and the server report, and how (SPEC sections 8
 * and 9, issue 21). The three apps configure their SDK from here, so the rules are written once.
 */
export const ERROR_PROJECT_NAMES = Object.keys(ERROR_PROJECTS) as ErrorProject[];

/** The public key of the embedded receiver's DSN: it is public by design (it ships in the page). */
export const EMBEDDED_DSN_KEY = 'bosun';

export const embeddedDsn = (origin: string, project: ErrorProject) => {
  const url = new URL(origin);
  return `${url.protocol}//${EMBEDDED_DSN_KEY}@${url.host}/api/errors/${ERROR_PROJECTS[project]}`;
};

/** Browser extensions run their own code in our pages; their errors are not ours to fix. */
export const EXTENSION_URL = /^(?:chrome|moz|safari|safari-web|ms-browser|edge)-extension:\/\//i;

/** iOS Chrome's autofill calls a handler the page does not have (a well-known, harmless report). */
export const AUTOFILL_HANDLER_ERROR = /_AutofillCallbackHandler/;

export interface ReportedFrame {
  filename?: string;
  function?: string;
  lineno?: number;
  colno?: number;
  in_app?: boolean;
}

export interface ReportedException {
  type?: string;
  value?: string;
  stacktrace?: { frames?: ReportedFrame[] };
}

/** The part of a Sentry event the rules read (structurally a subset of the SDKs' ErrorEvent). */
export interface ReportedEvent {
  event_id?: string;
  message?: string;
  fingerprint?: string[];
  tags?: { [key: string]: unknown };
  exception?: { values?: ReportedException[] };
  request?: { url?: string };
}

export interface ReportHint {
  originalException?: unknown;
}

/** A failed HTTP call as the apps' API clients throw it: a status and, when known, the URL. */
export interface HttpFailure {
  status: number;
  url?: string;
  method?: string;
}

/** `/api/v6/products/123/favorite?x=1` → `/api/v6/products/:id/favorite`: one group for every id. */
export function groupingPath(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    pathname = url.split(/[?#]/)[0];
  }
  return pathname
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? ':id' : segment))
    .join('/');
}

const NETWORK_FAILURE = /Failed to fetch|NetworkError when attempting|Load failed|Network request failed/i;
const PARSE_FAILURE =
  /JSON|Unexpected token|Unexpected end of|is not valid JSON|Http failure during parsing/i;

/** An HTTP failure of the apps' clients, recognised by its shape (readJson's error, react-admin's HttpError). */
export function httpFailureOf(error: unknown): HttpFailure | null {
  if (error === null || typeof error !== 'object') return null;
  const { status, url, method } = error as Record<string, unknown>;
  if (typeof status !== 'number') return null;
  return {
    status,
    url: typeof url === 'string' ? url : undefined,
    method: typeof method === 'string' ? method.toUpperCase() : undefined,
  };
}

/** A request that never got an answer (offline, blocked, aborted): status 0 in the SPEC's words. */
export function isStatusZero(error: unknown): boolean {
  const failure = httpFailureOf(error);
  if (failure) return failure.status === 0;
  return error instanceof TypeError && NETWORK_FAILURE.test(error.message);
}

/** An answer whose body could not be read (a proxy's HTML page instead of JSON). */
export function isParseFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'SyntaxError' && PARSE_FAILURE.test(error.message);
}

function innermostFrame(event: ReportedEvent): ReportedFrame | undefined {
  const values = event.exception?.values ?? [];
  const frames = values[values.length - 1]?.stacktrace?.frames ?? [];
  return frames[frames.length - 1];
}

/** The first exception's "Type: message", or the event's message. */
export function eventMessage(event: ReportedEvent): string {
  const exception = event.exception?.values?.[0];
  if (exception) return [exception.type, exception.value].filter(Boolean).join(': ');
  return event.message ?? '';
}

/** Why an event is not sent, or null when it is. */
export function reasonToDrop(event: ReportedEvent, hint: ReportHint): string | null {
  const error = hint.originalException;
  if (isStatusZero(error)) return 'status-0';
  if (isParseFailure(error)) return 'parse-failure';
  if (AUTOFILL_HANDLER_ERROR.test(eventMessage(event))) return 'autofill-handler';
  const frame = innermostFrame(event);
  if (frame?.filename && EXTENSION_URL.test(frame.filename)) return 'browser-extension';
  if (event.request?.url && EXTENSION_URL.test(event.request.url)) return 'browser-extension';
  return null;
}

/** HTTP failures group by path (ids as `:id`) and status, whatever their message says. */
export function httpFingerprint(failure: HttpFailure): string[] {
  return ['http-failure', failure.url ? groupingPath(failure.url) : 'unknown-url', String(failure.status)];
}

export interface DataLayerErrorEvent {
  event: 'errorReported';
  errorId: string;
  errorMessage: string;
}

export interface BeforeSendOptions {
  /** The visitor's identifier (SPEC section 3), attached to reports when present. */
  visitorUlid?: () => string | undefined;
  /** Receives one event per report sent (SPEC section 8). */
  pushToDataLayer?: (entry: DataLayerErrorEvent) => void;
  /**
   * How long repeats are counted before the count starts again. A page counts for its lifetime; a
   * server process, which lives for weeks, counts per minute so a recurring error keeps reporting.
   */
  repeatWindowMs?: number;
  now?: () => number;
}

/**
 * The SDKs' beforeSend: drops what the SPEC says to drop, groups HTTP failures, caps repeats, scrubs
 * personal data, tags the visitor and tells the data layer. One instance per page or process (it
 * counts repeats).
 */
export function createBeforeSend(options: BeforeSendOptions = {}) {
  const repeats = new Map<string, number>();
  const now = options.now ?? Date.now;
  let windowStart = now();
  return function beforeSend<E extends ReportedEvent>(event: E, hint: ReportHint = {}): E | null {
    if (options.repeatWindowMs !== undefined && now() - windowStart >= options.repeatWindowMs) {
      repeats.clear();
      windowStart = now();
    }
    if (reasonToDrop(event, hint)) return null;
    const failure = httpFailureOf(hint.originalException);
    const grouped: ReportedEvent = failure
      ? {
          ...event,
          fingerprint: httpFingerprint(failure),
          tags: {
            ...event.tags,
            'http.status': failure.status,
            'http.path': groupingPath(failure.url ?? ''),
          },
        }
      : event;

    const key = grouped.fingerprint?.join('|') ?? eventMessage(grouped);
    const seen = (repeats.get(key) ?? 0) + 1;
    repeats.set(key, seen);
    if (seen > ERROR_REPORTING.repeatsPerPage) return null;

    const scrubbed = scrubPersonalData(grouped);
    const visitorUlid = options.visitorUlid?.();
    if (visitorUlid) scrubbed.tags = { ...scrubbed.tags, visitorUlid };
    if (scrubbed.event_id && options.pushToDataLayer) {
      options.pushToDataLayer({
        event: 'errorReported',
        errorId: scrubbed.event_id,
        // Characters, not UTF-16 units: an emoji or a CJK extension at the edge is kept whole or left out.
        errorMessage: Array.from(eventMessage(scrubbed))
          .slice(0, ERROR_REPORTING.dataLayerMessageLength)
          .join(''),
      });
    }
    return scrubbed as E;
  };
}

/** Where reports go and how many, as the server's settings give them to each app. */
export interface ErrorReportingSettings {
  /** A Sentry DSN; the embedded receiver's when SENTRY_DSN is unset. */
  dsn: string;
  /** The build's id, the same for the site, the back office and the server of one build. */
  release: string;
  environment: string;
  sampleRate: number;
  tracesSampleRate: number;
  profilesSampleRate: number;
}

export const isTracingOn = (settings: ErrorReportingSettings) => settings.tracesSampleRate > 0;
/** Profiles describe traced spans, so profiling needs tracing on too. */
export const isProfilingOn = (settings: ErrorReportingSettings) =>
  isTracingOn(settings) && settings.profilesSampleRate > 0;

/**
 * The options every SDK is initialised with. Tracing and profiling are only switched on when their
 * rate is above 0, so a rate of 0 loads and runs none of their code.
 */
export function sdkOptions(settings: ErrorReportingSettings) {
  return {
    dsn: settings.dsn,
    release: settings.release,
    environment: settings.environment,
    sampleRate: settings.sampleRate,
    maxBreadcrumbs: ERROR_REPORTING.maxBreadcrumbs,
    transportOptions: { bufferSize: ERROR_REPORTING.eventBufferSize },
    denyUrls: [EXTENSION_URL],
    ignoreErrors: [AUTOFILL_HANDLER_ERROR],
    sendDefaultPii: false,
    ...(isTracingOn(settings) ? { tracesSampleRate: settings.tracesSampleRate } : {}),
    ...(isProfilingOn(settings)
      ? { profileSessionSampleRate: settings.profilesSampleRate, profileLifecycle: 'trace' as const }
      : {}),
  };
}
