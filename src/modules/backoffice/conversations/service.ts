import { conversationUpdateSchema } from '../../../../shared/admin/operations.ts';
import type { Database } from '../../../db/connection.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { parseInput } from '../../../http/validate.ts';
import type { Viewer } from '../../auth/session.ts';
import { writeAuditLog } from '../auditLog.ts';
import { findConversation } from './repository.ts';

/** Flags or unflags a conversation; a flag needs a reason, so the next person knows why. */
export async function flagConversation(db: Database, actor: Viewer, id: number, body: unknown) {
  const input = parseInput(conversationUpdateSchema, body);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ flagged: boolean; flag_reason: string | null }>(
      'SELECT flagged, flag_reason FROM conversations WHERE id = $1 FOR UPDATE',
      [id],
    );
    const current = rows[0];
    if (!current) throw notFound('No such conversation.');
    const flagged = input.flagged ?? current.flagged;
    const flagReason = flagged
      ? input.flagReason === undefined
        ? current.flag_reason
        : input.flagReason || null
      : null;
    if (flagged === current.flagged && flagReason === current.flag_reason) return;
    if (flagged && !flagReason)
      throw badRequest(
        'Say why the conversation is flagged.',
        { flagReason: 'flagReasonRequired' },
        'validation-failed',
      );
    await tx.query('UPDATE conversations SET flagged = $2, flag_reason = $3 WHERE id = $1', [
      id,
      flagged,
      flagReason,
    ]);
    await writeAuditLog(tx, {
      actorId: actor.id,
      resource: 'conversations',
      recordId: id,
      action: flagged ? 'flag' : 'unflag',
      before: { flagged: current.flagged, flagReason: current.flag_reason },
      after: { flagged, flagReason },
      reason: flagReason ?? undefined,
    });
  });
  return findConversation(db, id);
}
