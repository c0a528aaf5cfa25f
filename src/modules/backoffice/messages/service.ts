import { messageUpdateSchema } from '../../../../shared/admin/operations.ts';
import type { Database } from '../../../db/connection.ts';
import { notFound } from '../../../http/errors.ts';
import { parseInput } from '../../../http/validate.ts';
import type { Viewer } from '../../auth/session.ts';
import { publishMessageChanged } from '../../messaging/service.ts';
import { writeAuditLog } from '../auditLog.ts';
import { findMessage } from './repository.ts';

/**
 * Edits or hides a message. The text the sender first wrote stays in messages.original_body and
 * every change (before and after) in the audit trail, so nothing said is ever lost.
 */
export async function updateMessage(db: Database, actor: Viewer, id: number, body: unknown) {
  const input = parseInput(messageUpdateSchema, body);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ body: string; hidden: boolean; original_body: string | null }>(
      'SELECT body, hidden, original_body FROM messages WHERE id = $1 FOR UPDATE',
      [id],
    );
    const current = rows[0];
    if (!current) throw notFound('No such message.');
    const newBody = input.body ?? current.body;
    const hidden = input.hidden ?? current.hidden;
    if (newBody === current.body && hidden === current.hidden) return;
    const bodyChanged = newBody !== current.body;
    await tx.query(
      `UPDATE messages SET body = $2, hidden = $3, edited = edited OR $4,
              original_body = coalesce(original_body, CASE WHEN $4 THEN body END), edited_by = $5
        WHERE id = $1`,
      [id, newBody, hidden, bodyChanged, actor.id],
    );
    await writeAuditLog(tx, {
      actorId: actor.id,
      resource: 'messages',
      recordId: id,
      action: bodyChanged ? 'edit' : hidden ? 'hide' : 'unhide',
      before: { body: current.body, hidden: current.hidden },
      after: { body: newBody, hidden },
      reason: input.reason,
    });
    // Open threads of both parties show the edit or the hiding at once.
    await publishMessageChanged(tx, id);
  });
  return findMessage(db, id);
}
