import { unreadCountPath } from './unreadCount.ts';

/**
 * The messenger's paths and limits (DESIGN, second half), apart from the schemas
 * (shared/messaging/messaging.ts) so that the inbox and a thread load no zod before an answer is
 * parsed.
 */
export const messagingPaths = {
  /** GET ?before=cursor → ConversationPage: the viewer's conversations, newest activity first. */
  conversations: '/api/v6/account/conversations',
  /** GET → UnreadCount: the total for the site header. */
  unreadCount: unreadCountPath,
  /** GET ?conversation=hash → ConversationSummary (the thread's header and booking). */
  conversation: (hash: string) => `/api/v6/account/conversations/${encodeURIComponent(hash)}`,
  /** GET ?conversation=hash&before=messageId → MessagePage; POST SendMessageInput → SendMessageAnswer. */
  messages: '/api/v6/messages',
  /**
   * POST ?conversation=hash&name=file.pdf, the raw file as the body with its Content-Type →
   * Attachment (201), to send with the next message's attachmentIds.
   */
  attachments: '/api/v6/messages/attachments',
  /** GET: the file, for the conversation's two parties (and its uploader before it is sent). */
  attachment: (id: number) => `/api/v6/messages/attachments/${id}`,
  /**
   * POST AttachmentUploadRequest → AttachmentUploadTicket: with S3 a presigned POST straight to the
   * store; without, `{via: 'server'}` (send the raw file to `attachments` as before).
   */
  attachmentUploads: '/api/v6/messages/attachments/uploads',
  /** POST once the file is in the store → 202 AttachmentUploadState; GET → its state (poll until ready). */
  attachmentUpload: (id: string) => `/api/v6/messages/attachments/uploads/${id}`,
  /** POST ReadInput → ReadAnswer: the viewer has seen the thread up to a message. */
  read: '/api/v6/messages/read',
  /** GET, text/event-stream: the tab's live events (LiveEvent), replayed from Last-Event-ID. */
  events: '/api/v6/events',
} as const;

export const CONVERSATIONS_PER_PAGE = 20;
export const MESSAGES_PER_PAGE = 30;
export const MESSAGE_MAX_LENGTH = 4000;

/** Pictures and PDFs; checked by their bytes on the server, not by their name or declared type. */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
export const ATTACHMENT_MAX_BYTES = 8 * 1024 * 1024;
export const ATTACHMENTS_PER_MESSAGE = 5;

/** What the events stream carries (`event:` names), each with its JSON `data:`. */
export const LIVE_EVENT_TYPES = [
  'message.created',
  'message.updated',
  'message.read',
  'unread.count',
  'booking.changed',
  'econtract.signed',
  'econtract.pdfReady',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
