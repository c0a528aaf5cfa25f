import { conversationReplySchema } from '../../../../shared/admin/operations.ts';
import type { Database } from '../../../db/connection.ts';
import { notFound } from '../../../http/errors.ts';
import { parseInput } from '../../../http/validate.ts';
import type { Viewer } from '../../auth/session.ts';
import { markToldUpTo } from '../../messaging/repository.ts';
import { type NoticeTexts, notify } from '../../notifications/service.ts';
import { findConversation, insertPlatformMessage, lockConversation } from './repository.ts';

/** What support wrote, in each party's language (en-GB and en-US read English). */
export const PLATFORM_REPLY: NoticeTexts = {
  en: {
    subject: 'Bosun support about {title}',
    body: 'Bosun support wrote in your conversation about {title}:\n\n{message}',
  },
  fr: {
    subject: 'Le support Bosun à propos de {title}',
    body: 'Le support Bosun a écrit dans votre conversation à propos de {title} :\n\n{message}',
  },
  de: {
    subject: 'Der Bosun-Support zu {title}',
    body: 'Der Bosun-Support hat in Ihrer Unterhaltung zu {title} geschrieben:\n\n{message}',
  },
  es: {
    subject: 'El soporte de Bosun sobre {title}',
    body: 'El soporte de Bosun ha escrito en tu conversación sobre {title}:\n\n{message}',
  },
  it: {
    subject: 'L’assistenza Bosun su {title}',
    body: 'L’assistenza Bosun ha scritto nella tua conversazione su {title}:\n\n{message}',
  },
  nl: {
    subject: 'Bosun-support over {title}',
    body: 'Bosun-support schreef in je gesprek over {title}:\n\n{message}',
  },
  pl: {
    subject: 'Wsparcie Bosun w sprawie {title}',
    body: 'Wsparcie Bosun napisało w Twojej rozmowie o {title}:\n\n{message}',
  },
  pt: {
    subject: 'O apoio Bosun sobre {title}',
    body: 'O apoio Bosun escreveu na sua conversa sobre {title}:\n\n{message}',
  },
  ru: {
    subject: 'Поддержка Bosun: {title}',
    body: 'Поддержка Bosun написала в вашей переписке о {title}:\n\n{message}',
  },
  sv: {
    subject: 'Bosun-supporten om {title}',
    body: 'Bosun-supporten skrev i er konversation om {title}:\n\n{message}',
  },
  el: {
    subject: 'Η υποστήριξη της Bosun για {title}',
    body: 'Η υποστήριξη της Bosun έγραψε στη συνομιλία σας για {title}:\n\n{message}',
  },
};

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
