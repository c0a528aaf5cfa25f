import { randomUUID } from 'node:crypto';
import type { BookingStatus } from '../../../shared/catalogue/catalogue.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import {
  type Attachment,
  attachmentUploadQuerySchema,
  CONVERSATIONS_PER_PAGE,
  type ConversationPage,
  type ConversationSummary,
  conversationCursor,
  conversationListQuerySchema,
  MESSAGES_PER_PAGE,
  type Message,
  type MessagePage,
  messageListQuerySchema,
  messagingPaths,
  type ParticipantRole,
  type ReadAnswer,
  readInputSchema,
  type SendMessageAnswer,
  sendMessageInputSchema,
} from '../../../shared/messaging/messaging.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import type { FileStore } from '../../providers/files.ts';
import { partyNextAction } from '../bookings/service.ts';
import { CONTACT_STATUSES } from '../bookings/stateMachine.ts';
import { publishEvent, publishEvents } from '../events/service.ts';
import { notify } from '../notifications/service.ts';
import { cleanAttachment, EXTENSIONS, sniffAttachmentType, UnreadableAttachment } from './attachments.ts';
import { maskContactDetails } from './masking.ts';
import { newMessageTexts } from './notices.ts';
import {
  type AttachmentRow,
  attachToMessage,
  type ConversationParties,
  type ConversationSummaryRow,
  countUnreadOfUser,
  findConversationOfParty,
  findConversationParties,
  findConversationSummary,
  findMessage,
  findMessageByClientId,
  firstNameOf,
  insertAttachment,
  insertMessage,
  insertUnreadCountEvent,
  listConversationsOfUser,
  listThreadMessages,
  type MessageRow,
  markRead,
  recordActivity,
} from './repository.ts';

/**
 * Contact details flow freely while the conversation's booking is accepted (and through the stay
 * after it); before that, without a booking, or once it is cancelled, they are masked. It is decided
 * when a message is read, so lifting and masking again follow the booking (the table's CONTACT_STATUSES).
 */
export const contactDetailsShared = (status: BookingStatus | null) =>
  status !== null && CONTACT_STATUSES.includes(status);

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const roleOf = (conversation: { tenant_id: number }, userId: number): ParticipantRole =>
  conversation.tenant_id === userId ? 'tenant' : 'owner';
const otherPartyOf = (conversation: { tenant_id: number; owner_id: number }, userId: number) =>
  conversation.tenant_id === userId ? conversation.owner_id : conversation.tenant_id;

/**
 * A message as `viewerId` reads it: the writer reads their own words, the other party the masked
 * ones unless the booking shares contact details; support's edits are read by both, and a hidden
 * message by nobody. A status line of the booking carries its status for the page to word.
 */
export function messageDto(
  row: MessageRow,
  parties: { tenant_id: number; owner_id: number; booking_status: BookingStatus | null },
  viewerId: number,
  otherReadAt: Date | string | null,
): Message {
  const mine = row.sender_id === viewerId;
  const maskedForReader =
    row.masked_body !== null && !row.edited && !contactDetailsShared(parties.booking_status);
  const createdAt = new Date(row.created_at);
  return {
    id: row.id,
    clientId: mine ? row.client_id : null,
    conversationHash: row.hash,
    mine,
    senderRole:
      row.sender_id === parties.tenant_id
        ? 'tenant'
        : row.sender_id === parties.owner_id
          ? 'owner'
          : 'system',
    body: row.hidden ? null : mine || !maskedForReader ? row.body : row.masked_body,
    hidden: row.hidden,
    editedBySupport: row.edited,
    masked: maskedForReader,
    createdAt: createdAt.toISOString(),
    seen: mine && otherReadAt !== null && new Date(otherReadAt) >= createdAt,
    attachments: row.hidden ? [] : row.attachments.map(attachmentDto),
    bookingStatus: row.booking_status,
  };
}

export const attachmentDto = (row: AttachmentRow): Attachment => ({
  ...row,
  url: messagingPaths.attachment(row.id),
});

function summaryDto(row: ConversationSummaryRow, viewerId: number): ConversationSummary {
  const lastMessage = row.last_message
    ? messageDto(row.last_message, row, viewerId, row.other_read_at)
    : null;
  return {
    id: row.id,
    hash: row.hash,
    role: row.role,
    otherParty: { firstName: row.other_first_name, avatarUrl: row.other_avatar_url },
    product: { id: row.product_id, title: row.product_title, pictureUrl: row.picture_url },
    booking:
      row.booking_id === null
        ? null
        : {
            id: row.booking_id,
            reference: row.booking_reference ?? '',
            status: row.booking_status as BookingStatus,
            startDate: row.booking_start ?? '',
            endDate: row.booking_end ?? '',
            people: row.booking_people ?? 1,
            totalAmount: row.booking_total ?? 0,
            currencyCode: row.booking_currency ?? 'EUR',
          },
    contactDetailsShared: contactDetailsShared(row.booking_status),
    lastMessage,
    lastActivityAt: new Date(row.last_message_at).toISOString(),
    unreadCount: row.unread_count,
  };
}

export async function reachConversation(
  db: Queryable,
  viewerId: number,
  hash: string,
  lock = false,
): Promise<ConversationParties> {
  const conversation = await findConversationOfParty(db, hash, viewerId, lock);
  if (!conversation) throw notFound('This conversation does not exist.');
  return conversation;
}

export async function listConversations(
  db: Queryable,
  viewerId: number,
  query: unknown,
  language: LanguageCode = 'en',
): Promise<ConversationPage> {
  const { before } = parseInput(conversationListQuerySchema, query);
  const rows = await listConversationsOfUser(db, viewerId, before, CONVERSATIONS_PER_PAGE + 1, language);
  const page = rows.slice(0, CONVERSATIONS_PER_PAGE);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => summaryDto(row, viewerId)),
    nextCursor:
      rows.length > CONVERSATIONS_PER_PAGE && last
        ? conversationCursor(new Date(last.last_message_at).toISOString(), last.id)
        : null,
  };
}

export async function conversationSummary(
  db: Queryable,
  viewerId: number,
  hash: string,
  language: LanguageCode = 'en',
): Promise<ConversationSummary> {
  const conversation = await reachConversation(db, viewerId, hash);
  const row = await findConversationSummary(db, viewerId, conversation.id, language);
  if (!row) throw notFound('This conversation does not exist.');
  const summary = summaryDto(row, viewerId);
  if (!summary.booking) return summary;
  // The booking's next action sits beside the thread (the bookings module decides it).
  const nextAction = await partyNextAction(db, viewerId, summary.booking.id, language);
  return { ...summary, booking: { ...summary.booking, nextAction } };
}

/** A page of a thread, oldest first; `before` (a message id) pages back in time. */
export async function listMessages(db: Queryable, viewerId: number, query: unknown): Promise<MessagePage> {
  const { conversation: hash, before } = parseInput(messageListQuerySchema, query);
  const conversation = await reachConversation(db, viewerId, hash);
  const rows = await listThreadMessages(db, conversation.id, before, MESSAGES_PER_PAGE + 1);
  const page = rows.slice(0, MESSAGES_PER_PAGE).reverse();
  const otherReadAt =
    roleOf(conversation, viewerId) === 'tenant' ? conversation.owner_read_at : conversation.tenant_read_at;
  return {
    items: page.map((row) => messageDto(row, conversation, viewerId, otherReadAt)),
    nextBefore: rows.length > MESSAGES_PER_PAGE ? (page[0]?.id ?? null) : null,
    otherReadAt: iso(otherReadAt),
  };
}

/**
 * A message support edited or hid reaches both parties' open threads at once (`message.updated`),
 * each seeing it as the thread would show it to them; in the caller's transaction.
 */
export async function publishMessageChanged(tx: Queryable, messageId: number): Promise<void> {
  const row = await findMessage(tx, messageId);
  if (!row) return;
  const parties = await findConversationParties(tx, row.conversation_id);
  if (!parties) return;
  for (const partyId of [parties.tenant_id, parties.owner_id]) {
    await publishEvent(tx, partyId, 'message.updated', messageDto(row, parties, partyId, null));
  }
}

/** Tells a party's tabs their unread total, and that of the conversation that changed. */
/** The user's badge and this conversation's unread count, told to their tabs: one statement. */
async function publishUnreadCount(tx: Queryable, userId: number, conversationId: number, hash: string) {
  await insertUnreadCountEvent(tx, userId, conversationId, hash);
}

/**
 * Adds a message to a conversation locked by the caller: masked for the other party unless its
 * booking is accepted, idempotent by (writer, clientId), and published live to both parties' tabs.
 * The contact-the-owner form goes through here too.
 */
export async function postMessage(
  tx: Queryable,
  conversation: Pick<ConversationParties, 'id' | 'hash' | 'tenant_id' | 'owner_id' | 'booking_status'>,
  senderId: number,
  clientId: string,
  body: string,
  attachmentIds: number[] = [],
  options: { push: boolean } = { push: true },
): Promise<SendMessageAnswer> {
  const readerId = otherPartyOf(conversation, senderId);
  const answer = (row: MessageRow, created: boolean): SendMessageAnswer => ({
    message: messageDto(row, conversation, senderId, null),
    created,
  });
  // The masked words are kept whatever the booking's status: whether the reader reads them is
  // decided when they read (masking lifts on acceptance and returns after a cancellation).
  const masking = maskContactDetails(body);
  const inserted = await insertMessage(tx, {
    conversationId: conversation.id,
    senderId,
    clientId,
    body,
    maskedBody: masking.masked ? masking.text : null,
  });
  // Without a row, this writer already sent this clientId (a retry): the message sent answers, and
  // nothing else happens. Inserting first spares every new message a look-up.
  if (!inserted) {
    const existing = (await findMessageByClientId(tx, senderId, clientId)) as MessageRow;
    if (existing.conversation_id !== conversation.id) {
      throw conflict('client-id-reused', 'This message id was already used in another conversation.');
    }
    return answer(existing, false);
  }
  let row = inserted;
  if (attachmentIds.length > 0) {
    const attached = await attachToMessage(tx, attachmentIds, senderId, conversation.id, inserted.id);
    // The transaction rolls back: nothing is sent when one attachment is not the writer's to send.
    if (attached !== new Set(attachmentIds).size) {
      throw badRequest('An attachment cannot be sent.', { attachmentIds: 'attachmentInvalid' });
    }
    row = (await findMessage(tx, inserted.id)) as MessageRow;
  }
  // Answering reads the thread: what the writer had not read yet is read now.
  const writerHadUnread = (await recordActivity(tx, row.id, roleOf(conversation, senderId))) > 0;
  await publishEvents(tx, [
    { userId: readerId, type: 'message.created', payload: messageDto(row, conversation, readerId, null) },
    { userId: senderId, type: 'message.created', payload: messageDto(row, conversation, senderId, null) },
  ]);
  await publishUnreadCount(tx, readerId, conversation.id, conversation.hash);
  if (options.push) {
    const pushed = contactDetailsShared(conversation.booking_status) ? body : masking.text;
    await pushNewMessage(tx, conversation, senderId, readerId, pushed);
  }
  if (writerHadUnread) {
    const readAt = new Date(row.created_at).toISOString();
    await publishEvents(tx, [
      {
        userId: readerId,
        type: 'message.read',
        payload: { conversationHash: conversation.hash, reader: 'other', readAt },
      },
      {
        userId: senderId,
        type: 'message.read',
        payload: { conversationHash: conversation.hash, reader: 'me', readAt },
      },
    ]);
    await publishUnreadCount(tx, senderId, conversation.id, conversation.hash);
  }
  return answer(row, true);
}

const PUSH_EXCERPT = 140;

/** The reader's phone hears of the message at once, and opens the thread (issue 20). */
async function pushNewMessage(
  tx: Queryable,
  conversation: Pick<ConversationParties, 'id' | 'hash'>,
  senderId: number,
  readerId: number,
  text: string,
) {
  const name = await firstNameOf(tx, senderId);
  const excerpt = text.length > PUSH_EXCERPT ? `${text.slice(0, PUSH_EXCERPT - 1).trimEnd()}…` : text;
  await notify(tx, {
    userId: readerId,
    kind: 'messages.new',
    texts: newMessageTexts,
    values: { name, excerpt },
    channels: ['push'],
    deepLink: (language) => `/${language}/account/chat/${conversation.hash}/${conversation.id}`,
    object: { type: 'conversation', id: conversation.id },
    payload: { conversationId: conversation.id },
  });
}

export async function sendMessage(
  db: Database,
  senderId: number,
  input: unknown,
): Promise<SendMessageAnswer> {
  const { conversationHash, clientId, body, attachmentIds } = parseInput(sendMessageInputSchema, input);
  return db.transaction(async (tx) => {
    const conversation = await reachConversation(tx, senderId, conversationHash, true);
    return postMessage(tx, conversation, senderId, clientId, body, attachmentIds);
  });
}

/** The reader has seen the thread up to a message: their mark moves forward, both sides hear of it. */
export async function markConversationRead(
  db: Database,
  readerId: number,
  input: unknown,
): Promise<ReadAnswer> {
  const { conversationHash, lastMessageId } = parseInput(readInputSchema, input);
  return db.transaction(async (tx) => {
    const conversation = await reachConversation(tx, readerId, conversationHash, true);
    const role = roleOf(conversation, readerId);
    const before = role === 'tenant' ? conversation.tenant_read_at : conversation.owner_read_at;
    const readAt = await markRead(tx, conversation.id, role, lastMessageId);
    const moved = readAt !== null && (before === null || new Date(readAt) > new Date(before));
    if (moved && readAt) {
      const at = new Date(readAt).toISOString();
      const hash = conversation.hash;
      await publishEvent(tx, otherPartyOf(conversation, readerId), 'message.read', {
        conversationHash: hash,
        reader: 'other',
        readAt: at,
      });
      await publishEvent(tx, readerId, 'message.read', { conversationHash: hash, reader: 'me', readAt: at });
      await publishUnreadCount(tx, readerId, conversation.id, hash);
    }
    return { conversationHash, readAt: iso(readAt) };
  });
}

/**
 * Stores a picture or PDF for the viewer's next message in this conversation: checked by its bytes,
 * a picture re-encoded without its metadata. It is the uploader's alone until a message carries it.
 */
export async function uploadAttachment(
  db: Queryable,
  files: FileStore,
  uploaderId: number,
  query: unknown,
  body: unknown,
): Promise<Attachment> {
  const { conversation: hash, name } = parseInput(attachmentUploadQuerySchema, query);
  const conversation = await reachConversation(db, uploaderId, hash);
  return storeAttachment(db, files, conversation, uploaderId, name, body, { maskName: true });
}

/** The name as the other party reads it: masked until contact details are shared. */
export const attachmentNameFor = (conversation: ConversationParties, name: string) =>
  contactDetailsShared(conversation.booking_status) ? name : maskContactDetails(name).text;

/**
 * The file checked by its bytes, cleaned (a picture re-encoded without metadata, a PDF stripped of
 * what it would run) and stored as the uploader's attachment. Refusals are 4xx with a `file` field.
 */
export async function storeAttachment(
  db: Queryable,
  files: FileStore,
  conversation: ConversationParties,
  uploaderId: number,
  name: string,
  body: unknown,
  { maskName }: { maskName: boolean },
): Promise<Attachment> {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw badRequest('Send the file as the request body.', { file: 'fileRequired' });
  }
  const type = sniffAttachmentType(body);
  if (!type) {
    throw new HttpError(
      415,
      'unsupported-file-type',
      'Only JPEG, PNG and WebP pictures and PDF files can be sent.',
      {
        file: 'fileTypeInvalid',
      },
    );
  }
  const cleaned = await cleanAttachment(body, type).catch((error: unknown) => {
    if (error instanceof UnreadableAttachment && error.reason === 'pdfEncrypted') {
      throw badRequest('This PDF is password-protected: send it without a password.', {
        file: 'pdfEncrypted',
      });
    }
    throw badRequest(`This ${type === 'application/pdf' ? 'PDF' : 'picture'} cannot be read.`, {
      file: 'fileUnreadable',
    });
  });
  const storageKey = `messages/${conversation.id}/${randomUUID()}.${EXTENSIONS[type]}`;
  await files.put(storageKey, cleaned);
  const row = await insertAttachment(db, {
    conversationId: conversation.id,
    uploaderId,
    storageKey,
    contentType: type,
    byteSize: cleaned.length,
    // The name is read by the other party as the message is: masked until contact details are shared.
    fileName: maskName ? attachmentNameFor(conversation, name) : name,
  });
  return attachmentDto(row);
}

export const unreadTotal = (db: Queryable, userId: number) => countUnreadOfUser(db, userId);
