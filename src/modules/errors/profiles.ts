import { ERROR_REPORTING, type ErrorProject } from '../../../shared/errors/reportingConstants.ts';
import { groupingPath } from '../../../shared/errors/reportingRules.ts';
import { scrubText } from '../../../shared/errors/scrubPersonalData.ts';

type Json = Record<string, unknown>;

export interface ReceivedProfile {
  project: ErrorProject;
  transactionName: string | null;
  durationMs: number;
  sampleCount: number;
  profile: Json;
}

const MAX_NAME = 200;

const samplesOf = (item: Json): Json[] => {
  const samples = (item.profile as { samples?: unknown } | undefined)?.samples;
  return Array.isArray(samples) ? samples.filter((s): s is Json => !!s && typeof s === 'object') : [];
};

/** How long a profile covers: a transaction profile counts ns from its start, a chunk has timestamps in s. */
function durationOf(samples: Json[]): number | null {
  const elapsed = samples.map((s) => s.elapsed_since_start_ns).filter((v) => typeof v === 'number');
  if (elapsed.length === samples.length) return Math.max(...(elapsed as number[])) / 1e6;
  const stamps = samples.map((s) => s.timestamp).filter((v) => typeof v === 'number') as number[];
  if (stamps.length !== samples.length) return null;
  return (Math.max(...stamps) - Math.min(...stamps)) * 1000;
}

/**
 * What the receiver keeps of a `profile` or `profile_chunk` item (SPEC section 9): null for one
 * without samples, with unreadable times, or longer than the SDKs profile (30 s).
 */
export function profileOf(project: ErrorProject, item: Json): ReceivedProfile | null {
  const samples = samplesOf(item);
  if (samples.length === 0) return null;
  const durationMs = durationOf(samples);
  if (durationMs === null || !Number.isFinite(durationMs) || durationMs < 0) return null;
  if (durationMs > ERROR_REPORTING.profileMaxDurationMs) return null;
  const raw = (item.transaction as { name?: unknown } | undefined)?.name;
  const trimmed = typeof raw === 'string' ? raw.trim() : '';
  // Named as in the slowest-transactions list: `GET /api/v6/products/:id`, `/en/boat/:id`.
  const [first, ...rest] = trimmed.split(' ');
  const name =
    rest.length > 0 && /^[A-Z]+$/.test(first)
      ? `${first} ${groupingPath(rest.join(' '))}`
      : groupingPath(trimmed);
  return {
    project,
    transactionName: trimmed ? scrubText(name).slice(0, MAX_NAME) : null,
    durationMs,
    sampleCount: samples.length,
    profile: item,
  };
}
