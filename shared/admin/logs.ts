import { z } from 'zod';
import { instant } from '../apiValues.ts';

/**
 * The read-only logs of the operations back office (issue 6): the audit log and the outbox, as
 * `GET /api/admin/audit-log[/:id]` and `GET /api/admin/outbox[/:id]` answer them (a list answers an
 * array of the same rows, its `Content-Range` header saying which and of how many). Instants are
 * ISO 8601 strings.
 */

/**
 * A snapshot of the changed record as the change's module wrote it (src/modules/backoffice/auditLog.ts):
 * its fields are those of whichever resource was changed (a booking's status, a boat's prices, a
 * lead's assignee...), so the log keeps them as free-form JSON; null when there was no before (a
 * creation) or no after (a deletion).
 */
const auditSnapshotSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Null for a change made by the system (a job, a migration). */
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** The back-office resource name (`bookings`, `boats`, `users`...). */
  resource: z.string(),
  recordId: z.string(),
  /** `update`, `delete`, or the resource's own action (`cancel`, `prices`, `approve`...). */
  action: z.string(),
  before: auditSnapshotSchema,
  after: auditSnapshotSchema,
  reason: z.string().nullable(),
  createdAt: instant(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const OUTBOX_CHANNELS = ['sms', 'email', 'push'] as const;
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'delivered-locally'] as const;

/**
 * What a message carried for its template beyond its text (a push's deep link and data, an e-mail's
 * template values): each sender writes its own keys, so it is free-form JSON; null when none.
 */
const outboxPayloadSchema = z.record(z.string(), z.unknown()).nullable();

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  template: z.string().nullable(),
  payload: outboxPayloadSchema,
  status: z.enum(OUTBOX_STATUSES),
  /** Which provider sent it (`outbox` for the embedded default). */
  provider: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: instant(),
  sentAt: instant().nullable(),
  /** A push's deep link (the payload's `deepLink`), else null. */
  deepLink: z.string().nullable(),
  /** A push's tracking calls from the app: received, clicked and opened counts. */
  received: z.number().int(),
  clicked: z.number().int(),
  opened: z.number().int(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `GET /api/dev/outbox?to=…` (outside production): the messages sent to one recipient, newest first. */
export const devOutboxMessageSchema = outboxMessageSchema.pick({
  id: true,
  channel: true,
  recipient: true,
  subject: true,
  body: true,
  template: true,
  payload: true,
  status: true,
  createdAt: true,
});
export const devOutboxSchema = z.array(devOutboxMessageSchema);
