import type { Queryable } from '../db/connection.ts';
import type { EmailSender } from '../providers/smtp.ts';
import type { JobDefinition } from './engine.ts';

/** After this many failed attempts a queued e-mail is marked `failed`. */
export const MAX_ATTEMPTS = 5;

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxDeliveryOptions {
  sender: EmailSender;
  log: JobLog;
  /** Pause between runs when the queue is drained; null: no timer, runs are driven by runOnce (the job engine). */
  intervalMs?: number | null;
  /** Most e-mails delivered by one run. */
  batch?: number;
  /**
   * How long a claimed row stays invisible to other workers, and the pause before a failed attempt is
   * retried. Must exceed one delivery (smtpEmailSender bounds it well below a minute).
   */
  leaseMs?: number;
  /**
   * Only rows written within this window are delivered. Before an SMTP server is configured every
   * e-mail stays `queued` in the outbox for good (the outbox is the delivery); turning SMTP on must
   * not mail that backlog (expired reset links, old notices) to users. Older rows are left untouched.
   */
  maxAgeMs?: number;
}

export interface OutboxDelivery {
  /** Stops the timer and waits for the e-mail in flight; no new row is claimed after it is called. */
  stop(): Promise<void>;
  /** Delivers up to `batch` queued e-mails; resolves with the number delivered. */
  runOnce(): Promise<number>;
  /** As runOnce, also saying how many rows it claimed (a full batch means more may be waiting). */
  runRound(): Promise<{ claimed: number; delivered: number }>;
}

interface ClaimedRow {
  id: number;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  attempts: number;
}

/**
 * The outbox delivery worker: every module writes e-mails as `outbox` rows in its own transaction
 * (src/providers/email.ts), and this job hands queued rows to the mail service afterwards, outside any
 * business transaction.
 *
 * A row is claimed by one UPDATE that increments `attempts` and stamps `sent_at` with the claim time,
 * picking rows with FOR UPDATE SKIP LOCKED, so concurrent runs and several processes never claim the
 * same row. The claim is committed before the network call (no transaction or PGlite's single
 * connection is held during SMTP), so while a row is `queued`, `sent_at` is the start of its latest
 * attempt and acts as a lease: the row is claimable again only `leaseMs` later. That recovers a row
 * whose worker died mid-delivery (at-least-once) and spaces retries after a failure. On success the
 * row becomes `sent` (provider, sent_at); on failure `last_error` is recorded and the row stays
 * `queued` until its MAX_ATTEMPTS-th attempt fails, then `failed` (sent_at cleared).
 *
 * Rows are claimed one at a time, so a lease only has to cover one delivery and stop() only waits
 * for one e-mail.
 */
export function startOutboxDelivery(db: Queryable, options: OutboxDeliveryOptions): OutboxDelivery {
  const {
    sender,
    log,
    intervalMs = 2000,
    batch = 20,
    leaseMs = 60_000,
    maxAgeMs = 24 * 60 * 60 * 1000,
  } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const running = new Set<Promise<unknown>>();

  /** `tried`: rows this run already attempted, so that one run tries a row at most once. */
  const claim = async (tried: number[]): Promise<ClaimedRow | undefined> => {
    const { rows } = await db.query<ClaimedRow>(
      `UPDATE outbox SET attempts = attempts + 1, sent_at = now()
        WHERE id IN (
          SELECT id FROM outbox
           WHERE channel = 'email' AND status = 'queued' AND attempts < $1
             AND created_at > now() - $2 * interval '1 millisecond'
             AND (sent_at IS NULL OR sent_at <= now() - $3 * interval '1 millisecond')
             AND id <> ALL ($4::bigint[])
           ORDER BY id LIMIT 1
             FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, subject, body, html, attempts`,
      [MAX_ATTEMPTS, maxAgeMs, leaseMs, tried],
    );
    return rows[0];
  };

  const deliver = async (row: ClaimedRow): Promise<boolean> => {
    try {
      await sender.deliver({ to: row.recipient, subject: row.subject ?? '', body: row.body, html: row.html });
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const final = row.attempts >= MAX_ATTEMPTS;
      // Only a row still queued: after a lost lease another worker may have delivered it meanwhile.
      await db.query(
        `UPDATE outbox SET last_error = $2, provider = $3,
                status = CASE WHEN $4 THEN 'failed' ELSE 'queued' END,
                sent_at = CASE WHEN $4 THEN NULL ELSE sent_at END
          WHERE id = $1 AND status = 'queued'`,
        [row.id, message, sender.name, final],
      );
      log.warn(
        { outboxId: row.id, attempts: row.attempts, final, error: message },
        final ? 'e-mail delivery failed for good' : 'e-mail delivery failed, will retry',
      );
      return false;
    }
    await db.query(
      `UPDATE outbox SET status = 'sent', sent_at = now(), provider = $2, last_error = NULL WHERE id = $1`,
      [row.id, sender.name],
    );
    return true;
  };

  const run = async (): Promise<{ claimed: number; delivered: number }> => {
    const tried: number[] = [];
    let delivered = 0;
    while (!stopped && tried.length < batch) {
      const row = await claim(tried);
      if (!row) break;
      tried.push(row.id);
      if (await deliver(row)) delivered += 1;
    }
    return { claimed: tried.length, delivered };
  };

  const track = <T>(promise: Promise<T>): Promise<T> => {
    running.add(promise);
    void promise.finally(() => running.delete(promise)).catch(() => undefined);
    return promise;
  };

  const schedule = (delayMs: number | null) => {
    if (stopped || delayMs === null) return;
    timer = setTimeout(async () => {
      timer = undefined;
      let full = false;
      try {
        full = (await track(run())).claimed >= batch;
      } catch (err) {
        log.error({ err }, 'outbox delivery run failed');
      }
      // A full batch means more may be waiting: go on at once.
      schedule(full ? 0 : intervalMs);
    }, delayMs);
    timer.unref();
  };

  if (intervalMs !== null) {
    schedule(intervalMs);
    log.info({ provider: sender.name, intervalMs, batch }, 'outbox e-mail delivery started');
  }

  return {
    async runOnce() {
      return (await track(run())).delivered;
    },
    runRound: () => track(run()),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([...running]);
    },
  };
}

/**
 * The outbox delivery as a job of the engine (src/jobs/engine.ts), every 2 seconds across all
 * processes: rounds follow each other while they find full batches.
 */
export function outboxDeliveryJob(
  db: Queryable,
  options: Omit<OutboxDeliveryOptions, 'intervalMs'>,
): JobDefinition {
  const delivery = startOutboxDelivery(db, { ...options, intervalMs: null });
  const batch = options.batch ?? 20;
  return {
    name: 'outbox-email',
    everySeconds: 2,
    run: async () => {
      let delivered = 0;
      for (let round = 0; round < 10; round++) {
        const run = await delivery.runRound();
        delivered += run.delivered;
        if (run.claimed < batch) break;
      }
      return { delivered };
    },
  };
}
