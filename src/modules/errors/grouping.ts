import { createHash } from 'node:crypto';
import { ERROR_REPORTING, type ErrorProject } from '../../../shared/errors/reportingConstants.ts';
import { scrubPersonalData, scrubText } from '../../../shared/errors/scrubPersonalData.ts';
import type { ReceivedEvent } from './repository.ts';

/**
 * What the receiver stores of an event, and under which group: the event is trimmed to a bounded
 * size and scrubbed again, then grouped by the fingerprint its SDK gave (HTTP failures: path and
 * status) or, by default, by its exception type, its message with ids and numbers blanked, and the
 * function that threw.
 */

type Json = Record<string, unknown>;

const MAX_STRING = 4096;
const MAX_EXCEPTIONS = 10;
const MAX_FRAMES = 100;
const MAX_STORED_BYTES = 256 * 1024;
const KEPT_FIELDS = [
  'event_id',
  'timestamp',
  'level',
  'platform',
  'logger',
  'message',
  'exception',
  'breadcrumbs',
  'request',
  'tags',
  'contexts',
  'extra',
  'user',
  'release',
  'environment',
  'transaction',
  'fingerprint',
  'sdk',
] as const;

const asObject = (value: unknown): Json | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Characters of text one event may keep in all (before the stored bound): what is scrubbed is bounded. */
const MAX_TOTAL_TEXT = 512 * 1024;

function truncateStrings(value: unknown, budget = { left: MAX_TOTAL_TEXT }, depth = 0): unknown {
  if (typeof value === 'string') {
    if (budget.left <= 0) return '…';
    const kept = value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
    budget.left -= kept.length;
    return kept;
  }
  if (value === null || typeof value !== 'object' || depth > 10) return depth > 10 ? '[deep]' : value;
  if (Array.isArray(value))
    return value.slice(0, 200).map((item) => truncateStrings(item, budget, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, 200)
      .map(([key, item]) => [key.slice(0, 200), truncateStrings(item, budget, depth + 1)]),
  );
}

const FRAME_FIELDS = ['filename', 'abs_path', 'function', 'module', 'lineno', 'colno', 'in_app'] as const;

/** The exception as the Errors page shows it (type, value, frames' places), small whatever was sent. */
function slimException(exception: Json, frameCount: number): Json {
  const cap = (value: unknown, length: number) =>
    typeof value === 'string' ? value.slice(0, length) : value;
  const frames = framesOf(exception)
    .slice(-frameCount)
    .map((frame) => Object.fromEntries(FRAME_FIELDS.map((field) => [field, cap(frame[field], 300)])));
  return {
    type: cap(exception.type, 300),
    value: cap(exception.value, 2000),
    ...(frames.length > 0 ? { stacktrace: { frames } } : {}),
  };
}

const storedSize = (value: unknown) => JSON.stringify(value).length;

/** SDKs send breadcrumbs as an array or as `{values: [...]}`. */
function breadcrumbsOf(event: Json): unknown[] {
  const raw = event.breadcrumbs;
  const list = Array.isArray(raw) ? raw : asArray(asObject(raw)?.values);
  return list.slice(-ERROR_REPORTING.maxBreadcrumbs);
}

function exceptionsOf(event: Json): Json[] {
  const exception = event.exception;
  const values = Array.isArray(exception) ? exception : asArray(asObject(exception)?.values);
  return values
    .map(asObject)
    .filter((value): value is Json => value !== undefined)
    .slice(-MAX_EXCEPTIONS);
}

function framesOf(exception: Json | undefined): Json[] {
  return asArray(asObject(exception?.stacktrace)?.frames)
    .map(asObject)
    .filter((frame): frame is Json => frame !== undefined);
}

/** A bounded copy of the event: only the fields the Errors page shows, strings and lists capped. */
export function trimEvent(raw: Json): Json {
  const event: Json = {};
  for (const field of KEPT_FIELDS) if (raw[field] !== undefined) event[field] = raw[field];
  const exceptions = exceptionsOf(raw).map((exception) => {
    const frames = framesOf(exception);
    return frames.length > 0
      ? { ...exception, stacktrace: { frames: frames.slice(-MAX_FRAMES) } }
      : { ...exception, stacktrace: undefined };
  });
  if (exceptions.length > 0) event.exception = { values: exceptions };
  else delete event.exception;
  const breadcrumbs = breadcrumbsOf(raw);
  if (breadcrumbs.length > 0) event.breadcrumbs = breadcrumbs;
  else delete event.breadcrumbs;

  const trimmed = truncateStrings(event) as Json;
  if (storedSize(trimmed) <= MAX_STORED_BYTES) return trimmed;
  // Still too large: the breadcrumbs' data and the extras go first, the stack stays.
  const { extra: _extra, contexts: _contexts, ...rest } = trimmed;
  const lighter = {
    ...rest,
    breadcrumbs: asArray(rest.breadcrumbs).map((crumb) => ({ ...asObject(crumb), data: undefined })),
  };
  if (storedSize(lighter) <= MAX_STORED_BYTES) return lighter;
  // The exception alone is too large: its places in the code are kept (read from the event as sent,
  // before the text budget), everything else goes.
  const base = { event_id: trimmed.event_id, level: trimmed.level, message: trimmed.message, trimmed: true };
  const last = {
    ...base,
    message: typeof base.message === 'string' ? base.message.slice(0, 2000) : undefined,
  };
  for (const frameCount of [MAX_FRAMES, 20, 0]) {
    const slim = { ...last, exception: { values: exceptions.map((e) => slimException(e, frameCount)) } };
    if (storedSize(slim) <= MAX_STORED_BYTES) return slim;
  }
  return last;
}

/** Ids, numbers and quoted values vary between two reports of the same error. */
const normaliseMessage = (message: string) =>
  message
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/\b0x[0-9a-f]+\b/gi, '<hex>')
    .replace(/\d+/g, '<n>')
    .slice(0, 500);

function titleOf(event: Json): string {
  const exception = exceptionsOf(event).at(-1);
  const title = exception
    ? [asString(exception.type), asString(exception.value)].filter(Boolean).join(': ')
    : (asString(event.message) ?? asString(asObject(event.logentry)?.message) ?? '');
  return (title || '(no message)').slice(0, 300);
}

function culpritOf(event: Json): string | null {
  const given = asString(event.culprit) ?? asString(event.transaction);
  if (given) return given.slice(0, 300);
  const frame = framesOf(exceptionsOf(event).at(-1)).at(-1);
  if (!frame) return null;
  const place = [asString(frame.function), asString(frame.filename)].filter(Boolean);
  return place.length > 0 ? place.join(' in ').slice(0, 300) : null;
}

export function fingerprintOf(event: Json): string {
  const exception = exceptionsOf(event).at(-1);
  const topFrame = framesOf(exception).at(-1);
  const defaults = [
    asString(exception?.type) ?? 'message',
    normaliseMessage(exception ? (asString(exception.value) ?? '') : titleOf(event)),
    asString(topFrame?.function) ?? '',
  ];
  const given = asArray(event.fingerprint).filter((part): part is string => typeof part === 'string');
  const parts =
    given.length > 0
      ? given.flatMap((part) => (/^\{\{\s*default\s*\}\}$/.test(part) ? defaults : [part]))
      : defaults;
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/],
];

/** "Chrome 131" from the event's browser context or its request's User-Agent; the runtime for a server. */
export function browserOf(event: Json): string | null {
  const contexts = asObject(event.contexts);
  const browser = asObject(contexts?.browser);
  if (asString(browser?.name)) {
    return [browser?.name, asString(browser?.version)?.split('.')[0]].filter(Boolean).join(' ');
  }
  const headers = asObject(asObject(event.request)?.headers);
  const userAgent = asString(headers?.['User-Agent']) ?? asString(headers?.['user-agent']);
  if (userAgent) {
    for (const [name, pattern] of BROWSERS) {
      const match = pattern.exec(userAgent);
      if (match) return `${name} ${match[1]}`;
    }
  }
  const runtime = asObject(contexts?.runtime);
  if (asString(runtime?.name)) return [runtime?.name, asString(runtime?.version)].filter(Boolean).join(' ');
  return null;
}

/** The group row of one received event. */
export function groupOf(project: ErrorProject, raw: Json, eventId: string): ReceivedEvent {
  const event = scrubPersonalData(trimEvent(raw));
  const url = asString(asObject(event.request)?.url);
  return {
    project,
    fingerprint: fingerprintOf(event),
    title: titleOf(event),
    culprit: culpritOf(event),
    level: (asString(event.level) ?? 'error').slice(0, 20),
    release: asString(event.release)?.slice(0, 200) ?? null,
    environment: asString(event.environment)?.slice(0, 100) ?? null,
    browser: browserOf(event)?.slice(0, 100) ?? null,
    url: url ? scrubText(url).slice(0, 1000) : null,
    eventId,
    event,
  };
}
