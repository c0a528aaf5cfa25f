import { z } from 'zod';
import { instant } from '../apiValues.ts';

/**
 * One change of a back-office record as its detail shows it (`auditTrail` of a boat, a booking, a
 * conversation, a message, an autorefund, a damage claim): newest first, with who made it.
 */
export const auditTrailEntrySchema = z
  .object({
    id: z.number().int(),
    action: z.string(),
    /**
     * The changed fields before and after, as each service wrote them (their shape is the record's own:
     * a boat's fields, a message's body, a refund's status): free-form JSON, or null for a creation or
     * a removal.
     */
    before: z.unknown(),
    after: z.unknown(),
    reason: z.string().nullable(),
    createdAt: instant(),
    /** null for a change the system made. */
    actorId: z.number().int().nullable(),
    actorName: z.string().nullable(),
  })
  .meta({ id: 'AuditTrailEntry' });
export type AuditTrailEntry = z.infer<typeof auditTrailEntrySchema>;

/** A calendar date, `YYYY-MM-DD`. */
export const calendarDateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ format: 'date' });
/** An instant, ISO 8601 (`2026-06-01T08:00:00.000Z`, or with `+00:00` when PostgreSQL wrote it in JSON). */
export const instantString = instant();
