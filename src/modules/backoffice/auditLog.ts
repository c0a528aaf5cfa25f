import type { Queryable } from '../../db/connection.ts';

export interface AuditEntry {
  actorId: number;
  /** The back-office resource name, e.g. `users`. */
  resource: string;
  recordId: number | string;
  action: 'update' | 'delete' | (string & {});
  before: unknown;
  after: unknown;
  reason?: string;
}

/** Call inside the transaction that makes the change, so the change and its trace commit together. */
export async function writeAuditLog(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor_id, resource, record_id, action, before, after, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.actorId,
      entry.resource,
      String(entry.recordId),
      entry.action,
      JSON.stringify(entry.before ?? null),
      JSON.stringify(entry.after ?? null),
      entry.reason ?? null,
    ],
  );
}
