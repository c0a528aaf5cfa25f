import type { ErrorProject } from '../../../shared/errors/reportingConstants.ts';
import { groupingPath } from '../../../shared/errors/reportingRules.ts';
import { scrubText } from '../../../shared/errors/scrubPersonalData.ts';
import type { ReceivedTransaction } from './repository.ts';

type Json = Record<string, unknown>;

const MAX_NAME = 200;
/** Span statuses of a failure on the answering side; a 4xx (not_found, invalid_argument…) is the caller's. */
const SERVER_FAILURES = new Set([
  'internal_error',
  'unknown_error',
  'unavailable',
  'deadline_exceeded',
  'data_loss',
  'unimplemented',
]);
/** Longer is a clock gone wrong, not a request: not counted. */
const MAX_DURATION_MS = 24 * 3600 * 1000;

/**
 * What the receiver counts of a transaction item (a traced request or page load): its name, ids
 * blanked as in HTTP failures' groups (`GET /api/v6/products/:id`, `/en/boat/:id`), how long it took
 * and whether it failed. Null for an item without a name or with impossible timestamps.
 */
export function transactionOf(project: ErrorProject, event: Json): ReceivedTransaction | null {
  const raw = typeof event.transaction === 'string' ? event.transaction.trim() : '';
  const start = event.start_timestamp;
  const end = event.timestamp;
  if (!raw || typeof start !== 'number' || typeof end !== 'number') return null;
  const durationMs = (end - start) * 1000;
  if (!Number.isFinite(durationMs) || durationMs < 0 || durationMs > MAX_DURATION_MS) return null;
  const [first, ...rest] = raw.split(' ');
  const name =
    rest.length > 0 && /^[A-Z]+$/.test(first)
      ? `${first} ${groupingPath(rest.join(' '))}`
      : groupingPath(raw);
  const trace = (event.contexts as { trace?: { status?: unknown } } | undefined)?.trace;
  const status = typeof trace?.status === 'string' ? trace.status : 'ok';
  return {
    project,
    name: scrubText(name).slice(0, MAX_NAME),
    durationMs,
    failed: SERVER_FAILURES.has(status),
  };
}
