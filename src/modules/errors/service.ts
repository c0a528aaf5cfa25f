import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ErrorReportingSettingsDto } from '../../../shared/errors/errorReports.ts';
import {
  ERROR_PROJECTS,
  ERROR_REPORTING,
  type ErrorProject,
} from '../../../shared/errors/reportingConstants.ts';
import { EMBEDDED_DSN_KEY, ERROR_PROJECT_NAMES } from '../../../shared/errors/reportingRules.ts';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { decodeBody, itemJson, parseEnvelope } from './envelope.ts';
import { groupOf } from './grouping.ts';
import { profileOf } from './profiles.ts';
import * as repo from './repository.ts';
import type { Symbolicate } from './sourceMaps.ts';
import { transactionOf } from './transactions.ts';

/** The project of a DSN's numeric id (`/api/errors/api/<id>/envelope/`), or 404. */
export function projectOf(projectId: string): ErrorProject {
  const project = ERROR_PROJECT_NAMES.find((name) => String(ERROR_PROJECTS[name]) === projectId);
  if (!project) throw notFound(`No error-reporting project ${projectId}.`);
  return project;
}

/**
 * The key a Sentry SDK authenticates with: `?sentry_key=` (browsers), the `X-Sentry-Auth` header
 * (servers) or the DSN in the envelope's header.
 */
export function sentryKeyOf(query: unknown, authHeader: unknown, envelopeDsn: unknown): string | undefined {
  const fromQuery = (query as { sentry_key?: unknown } | undefined)?.sentry_key;
  if (typeof fromQuery === 'string') return fromQuery;
  if (typeof authHeader === 'string') {
    const match = /sentry_key=([^,\s]+)/.exec(authHeader);
    if (match) return match[1];
  }
  if (typeof envelopeDsn === 'string') {
    try {
      return new URL(envelopeDsn).username || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface EnvelopeRequest {
  projectId: string;
  body: Buffer;
  contentEncoding?: string;
  query?: unknown;
  authHeader?: unknown;
}

/**
 * Receives one envelope: stores its error events in their groups, counts its transactions (traces)
 * per name with their durations, keeps the newest profiles (SPEC section 9: 30), and ignores the
 * other items (sessions, client reports).
 */
export async function receiveEnvelope(
  db: Queryable,
  request: EnvelopeRequest,
  groupsKept: number,
  symbolicate?: Symbolicate,
): Promise<{ id: string | null }> {
  const project = projectOf(request.projectId);
  // A key in the query or header is checked before the body is even decompressed.
  const keyBeforeBody = sentryKeyOf(request.query, request.authHeader, undefined);
  if (keyBeforeBody !== undefined && keyBeforeBody !== EMBEDDED_DSN_KEY) throw invalidKey();
  const envelope = parseEnvelope(decodeBody(request.body, request.contentEncoding));
  const key = sentryKeyOf(request.query, request.authHeader, envelope.headers.dsn);
  if (key !== EMBEDDED_DSN_KEY) throw invalidKey();
  let eventId: string | null =
    typeof envelope.headers.event_id === 'string' ? envelope.headers.event_id : null;
  // The SDKs send one event (or one transaction) per envelope; more are not read.
  for (const item of envelope.items.slice(0, MAX_ITEMS_READ)) {
    if (item.headers.type === 'transaction') {
      // Traces are counted per name (the slowest routes), not stored one by one.
      const transaction = transactionOf(project, itemJson(item));
      if (transaction && (await repo.addTransaction(db, transaction))) {
        await repo.deleteOldestTransactionsBeyond(db, groupsKept);
      }
      continue;
    }
    if (item.headers.type === 'profile' || item.headers.type === 'profile_chunk') {
      const profile = profileOf(project, itemJson(item));
      if (profile) {
        await repo.addProfile(db, profile, appClock.now());
        await repo.deleteProfilesBeyond(db, ERROR_REPORTING.profilesKept);
      }
      continue;
    }
    if (item.headers.type !== 'event') continue;
    const sent = itemJson(item);
    // Mapped before grouping: the original function names are the same from one build to the next.
    const event = symbolicate ? symbolicate(project, sent) : sent;
    const id = typeof event.event_id === 'string' ? event.event_id : (eventId ?? randomEventId());
    eventId = id;
    const now = appClock.now();
    const created = await repo.addEventToGroup(db, groupOf(project, event, id.slice(0, 64)), now);
    // Only a new group can push the table over its bound.
    if (created) await repo.deleteGroupsBeyond(db, groupsKept, new Date(now.getTime() - RECENT_GROUP_MS));
  }
  return { id: eventId };
}

/** A group seen this recently is evicted by a flood only after the flood's own groups. */
const RECENT_GROUP_MS = 24 * 60 * 60 * 1000;

/** Items of one envelope that are read; the others (never sent by the SDKs) are ignored. */
const MAX_ITEMS_READ = 10;

const invalidKey = () =>
  new HttpError(401, 'sentry-key-invalid', 'The envelope does not carry this receiver’s DSN key.');

const randomEventId = () => crypto.randomUUID().replaceAll('-', '');

let cachedBuildId: string | undefined;

/**
 * The release every SDK reports: BUILD_ID when set, else a hash of the built site and back office
 * (the same for every process serving one build, different for the next build).
 */
export function buildId(config: Pick<Config, 'BUILD_ID'>): string {
  if (config.BUILD_ID) return config.BUILD_ID;
  if (cachedBuildId) return cachedBuildId;
  const hash = createHash('sha256');
  let built = false;
  for (const file of ['dist/client/.vite/manifest.json', 'dist/admin/index.html']) {
    try {
      hash.update(readFileSync(resolve(file)));
      built = true;
    } catch {
      // not built yet: development
    }
  }
  cachedBuildId = built ? `bosun@${hash.digest('hex').slice(0, 12)}` : 'bosun@development';
  return cachedBuildId;
}

/** How a browser app's SDK is set up (see shared/errors/errorReports.ts). */
export function browserSettings(config: Config): ErrorReportingSettingsDto {
  return {
    dsn: config.SENTRY_DSN ?? null,
    release: buildId(config),
    environment: config.SENTRY_ENVIRONMENT ?? config.NODE_ENV,
    sampleRate: config.SENTRY_SAMPLE_RATE,
    tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE,
    profilesSampleRate: config.SENTRY_PROFILES_SAMPLE_RATE,
  };
}
