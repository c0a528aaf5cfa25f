import { conversationReplySchema } from '../../../../shared/admin/operations.ts';
import type { Database } from '../../../db/connection.ts';
import { notFound } from '../../../http/errors.ts';
import { parseInput } from '../../../http/validate.ts';
import type { Viewer } from '../../auth/session.ts';
import { type NoticeTexts, notify } from '../../notifications/service.ts';
import { findConversation, insertPlatformMessage, lockConversation } from './repository.ts';

const PLATFORM_REPLY: NoticeTexts = {
  en: {
    subject: 'Bosun support about {title}',
    body: 'Bosun support wrote in your conversation about {title}:\n\n{message}',
  },
  fr: {
    subject: 'Le support Bosun à propos de {title}',
    body: 'Le support Bosun a écrit dans votre conversation à propos de {title} :\n\n{message}',
  },
};

/**
 * Support answers inside a conversation: the message is written as the platform's (its sender is
 * neither party) and both the renter and the owner are told, in their language, in the same
 * transaction.
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
  });
  return findConversation(db, id);
}
