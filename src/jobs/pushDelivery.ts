import type { Queryable } from '../db/connection.ts';
import { forgetPushAddresses } from '../modules/devices/repository.ts';
import {
  type ClaimedPush,
  claimQueuedPushes,
  deferPushes,
  markPushesDone,
  markPushesFailed,
} from '../modules/notifications/repository.ts';
import type { PushMessage, PushOutcome, PushSender } from '../providers/push/pushSender.ts';
import type { JobDefinition } from './engine.ts';
import type { JobLog } from './outboxDelivery.ts';

/** After this many attempts a push is marked `failed`. */
export const PUSH_MAX_ATTEMPTS = 5;

export interface PushDeliveryOptions {
  /** The real adapters; a push whose kind has none is delivered locally (the outbox is the delivery). */
  senders: { fcm?: PushSender; webpush?: PushSender };
  /** Origin the deep links' paths are joined to. */
  publicUrl: string;
  log: JobLog;
  intervalMs?: number;
  /** Most pushes claimed by one round (FCM takes 500 per call). */
  batch?: number;
  leaseMs?: number;
  /** Pushes older than this are stale (a message from yesterday is not news): left alone. */
  maxAgeMs?: number;
  /** First pause after a rate limit; doubles with each attempt, at most 5 minutes. */
  backoffMs?: number;
}

export interface PushRun {
  sent: number;
  deliveredLocally: number;
  failed: number;
  deferred: number;
  forgotten: number;
}

const pushMessageOf = (row: ClaimedPush, origin: string): PushMessage => ({
  outboxId: Number(row.id),
  address: row.recipient,
  title: row.subject ?? '',
  body: row.body,
  deepLink: `${origin}${row.payload?.deepLink ?? '/'}`,
  data: {
    kind: row.template ?? '',
    objectType: row.payload?.objectType ?? null,
    objectId: row.payload?.objectId == null ? null : String(row.payload.objectId),
    deviceId: row.payload?.deviceId == null ? null : String(row.payload.deviceId),
  },
  subscription: row.subscription,
});

/**
 * One round of push delivery from the outbox: claims queued pushes, hands each kind to its adapter in
 * the adapter's batch size, and records what the service said. Gone addresses are forgotten on the
 * device, so the next notice does not write to them; rate limits and outages leave the rows queued
 * with a growing pause and tell the caller to slow down.
 */
export async function deliverPushes(
  db: Queryable,
  options: PushDeliveryOptions,
): Promise<PushRun & { claimed: number; rateLimited: boolean }> {
  const batch = options.batch ?? 500;
  const leaseMs = options.leaseMs ?? 60_000;
  const backoffMs = options.backoffMs ?? 10_000;
  const origin = options.publicUrl.replace(/\/$/, '');
  const rows = await claimQueuedPushes(db, {
    batch,
    maxAttempts: PUSH_MAX_ATTEMPTS,
    leaseMs,
    maxAgeMs: options.maxAgeMs ?? 24 * 3600_000,
  });
  // UPDATE … RETURNING keeps no order: hand pushes over in the order they were written.
  rows.sort((a, b) => Number(a.id) - Number(b.id));
  const run = { claimed: rows.length, sent: 0, deliveredLocally: 0, failed: 0, deferred: 0, forgotten: 0 };
  let rateLimited = false;
  for (const via of ['fcm', 'webpush'] as const) {
    const mine = rows.filter((row) => (row.payload?.via ?? 'fcm') === via);
    if (mine.length === 0) continue;
    const sender = options.senders[via];
    if (!sender) {
      await markPushesDone(
        db,
        mine.map((row) => Number(row.id)),
        'delivered-locally',
        'outbox',
      );
      run.deliveredLocally += mine.length;
      continue;
    }
    for (let start = 0; start < mine.length; start += sender.maxBatch) {
      const chunk = mine.slice(start, start + sender.maxBatch);
      const outcomes = await sender.send(chunk.map((row) => pushMessageOf(row, origin)));
      const result = await recordOutcomes(db, chunk, outcomes, sender.name, { backoffMs, leaseMs });
      run.sent += result.sent;
      run.failed += result.failed;
      run.deferred += result.deferred;
      run.forgotten += result.forgotten;
      rateLimited ||= result.deferred > 0;
    }
  }
  return { ...run, rateLimited };
}

async function recordOutcomes(
  db: Queryable,
  rows: ClaimedPush[],
  outcomes: PushOutcome[],
  provider: string,
  timing: { backoffMs: number; leaseMs: number },
) {
  const sent: number[] = [];
  const failed: { id: number; error: string }[] = [];
  const deferred: { id: number; error: string }[] = [];
  const gone = { fcmTokens: [] as string[], webPushEndpoints: [] as string[] };
  let attempts = 1;
  for (const [index, row] of rows.entries()) {
    const outcome: PushOutcome = outcomes[index] ?? {
      status: 'retry',
      code: 'no-answer',
      message: 'No answer.',
    };
    const id = Number(row.id);
    if (outcome.status === 'sent') {
      sent.push(id);
      continue;
    }
    const error = `${outcome.code}: ${outcome.message}`;
    if (outcome.status === 'gone') {
      (row.payload?.via === 'webpush' ? gone.webPushEndpoints : gone.fcmTokens).push(row.recipient);
    }
    if (outcome.status === 'retry' && row.attempts < PUSH_MAX_ATTEMPTS) {
      attempts = Math.max(attempts, row.attempts);
      deferred.push({ id, error });
    } else failed.push({ id, error });
  }
  await markPushesDone(db, sent, 'sent', provider);
  await markPushesFailed(db, failed, provider);
  const backoff = Math.min(timing.backoffMs * 2 ** (attempts - 1), 5 * 60_000);
  await deferPushes(db, deferred, provider, backoff, timing.leaseMs);
  const forgotten = await forgetPushAddresses(db, gone);
  return { sent: sent.length, failed: failed.length, deferred: deferred.length, forgotten };
}

/**
 * Push delivery as a job of the engine (src/jobs/engine.ts), every 2 seconds across all processes:
 * full rounds follow each other; a rate limit ends the run (the rows wait out their backoff).
 */
export function pushDeliveryJob(
  db: Queryable,
  options: Omit<PushDeliveryOptions, 'intervalMs'>,
): JobDefinition {
  return {
    name: 'push-delivery',
    everySeconds: 2,
    run: async () => {
      let claimed = 0;
      for (let round = 0; round < 10; round++) {
        const run = await deliverPushes(db, options);
        claimed += run.claimed;
        if (run.claimed > 0) options.log.info(run, 'pushes delivered');
        if (run.rateLimited || run.claimed < (options.batch ?? 500)) break;
      }
      return { claimed };
    },
  };
}
