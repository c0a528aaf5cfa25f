import { z } from 'zod';
import { instant } from '../apiValues.ts';

/**
 * The back office's Jobs page (DESIGN.md, "Many machines"): one row per job of the job engine, as
 * `GET /api/admin/jobs` answers it to admins. Instants are ISO 8601 strings, durations milliseconds.
 */
export const JOB_RUN_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

export const jobSummarySchema = z.object({
  /** The job's name, which is also its id. */
  id: z.string(),
  name: z.string(),
  /** Its cron schedule (UTC); null for a job offered more often than once a minute. */
  schedule: z.string().nullable(),
  lastRunAt: instant().nullable(),
  lastState: z.enum(JOB_RUN_STATES).nullable(),
  /** How long the last completed run took. */
  lastDurationMs: z.number().nullable(),
  /** Runs that failed for good (retries spent) in the last 24 hours. */
  failures: z.number().int(),
  /** Runs that failed and wait for a retry. */
  retrying: z.number().int(),
  /** Runs waiting for a worker (queue depth), and runs going on now. */
  queued: z.number().int(),
  running: z.number().int(),
  lastError: z.string().nullable(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;
