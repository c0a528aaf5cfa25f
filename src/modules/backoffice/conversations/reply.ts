import { conversationReplySchema } from '../../../../shared/admin/operations.ts';
import type { Database } from '../../../db/connection.ts';
import { notFound } from '../../../http/errors.ts';
import { parseInput } from '../../../http/validate.ts';
import type { Viewer } from '../../auth/session.ts';
import { markToldUpTo } from '../../messaging/repository.ts';
import { notify, storedNotice } from '../../notifications/service.ts';
import { findConversation, insertPlatformMessage, lockConversation } from './repository.ts';

/** What support wrote, in each party's language (en-GB and en-US read English). */
export const PLATFORM_REPLY = storedNotice('conversations.platformReply');

/**
 * Support answers inside a conversation: the message is written as the platform's (its sender is
 * neither party) and both the renter and the owner are told, in their language, in the same
 * transaction. That e-mail is the one about this message: the unread-messages digest counts it as
 * told, so it does not send a second one naming the other party as its writer.
 */
export async function replyToConversation(db: Database, actor: Viewer, id: number, body: unknown) {
  const input = parseInput(conversationReplySchema, body);
  await db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, id);
    if (!conversation) throw notFound('No such conversation.');
    const messageId = await insertPlatformMessage(tx, id, actor.id, input.body);
    for (const userId of [conversation.tenant_id, conversation.owner_id])
      await notify(tx, {
        userId,
        kind: 'conversations.platformReply',
        texts: PLATFORM_REPLY,
        values: { title: conversation.product_title, message: input.body },
        bookingId: conversation.booking_id,
        payload: { conversationId: id, messageId },
      });
    for (const role of ['tenant', 'owner'] as const) await markToldUpTo(tx, id, role, messageId);
  });
  return findConversation(db, id);
}
