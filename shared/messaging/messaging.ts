import { z } from 'zod';
import { calendarDate, currencyCodeValue, instant } from '../apiValues.ts';
import { nextActionSchema } from '../bookings/trips.ts';
import { BOOKING_STATUSES } from '../catalogue/catalogue.ts';
import { ATTACHMENT_TYPES, ATTACHMENTS_PER_MESSAGE, MESSAGE_MAX_LENGTH } from './messagingPaths.ts';

/**
 * The messenger (issue 18) as the site and the API share it: the inbox, a thread's pages, sending
 * (idempotent by the client's own id, Zulip's `local_id`), read state and the live events.
 *
 * A conversation is addressed by its `hash` (conversations.hash); its numeric id only appears in
 * the site's URL `account/chat/{hash}/{ish}`. Instants are ISO 8601 UTC; booking dates are the
 * harbour's calendar dates with an inclusive `endDate`, as in shared/bookings/trips.ts.
 *
 * Every call answers 401 signed out and 404 to anyone but the conversation's two parties.
 */

export {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  ATTACHMENTS_PER_MESSAGE,
  type AttachmentType,
  CONVERSATIONS_PER_PAGE,
  LIVE_EVENT_TYPES,
  type LiveEventType,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PER_PAGE,
  messagingPaths,
} from './messagingPaths.ts';

const hashSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, 'conversationInvalid');
/** A message id, as a keyset cursor. */
const messageIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The inbox's cursor: the last row's activity instant and id, opaque to the page. */
export const conversationCursorSchema = z
  .string()
  .regex(/^\d{13}_\d{1,15}$/, 'cursorInvalid')
  .transform((value) => {
    const [at, id] = value.split('_');
    return { at: new Date(Number(at)), id: Number(id) };
  });
export const conversationCursor = (lastActivityAt: string, id: number) =>
  `${new Date(lastActivityAt).getTime()}_${id}`;

export const conversationListQuerySchema = z.object({
  before: conversationCursorSchema.optional(),
});

export const messageListQuerySchema = z.object({
  conversation: hashSchema,
  before: messageIdSchema.optional(),
});

/** A file's name as the other party reads it: no invisible format characters, no path. */
const attachmentNameSchema = z
  .string()
  .trim()
  .min(1, 'fileNameRequired')
  .max(200, 'fileNameTooLong')
  // Invisible format characters go: a right-to-left override makes `invoice‮fdp.exe` read as `invoiceexe.pdf`.
  .transform((name) =>
    [...name.replace(/\p{Cf}/gu, '')]
      .map((ch) => (ch < ' ' || ch === '/' || ch === '\\' ? '_' : ch))
      .join(''),
  )
  .pipe(z.string().min(1, 'fileNameRequired'));

export const attachmentUploadQuerySchema = z.object({
  conversation: hashSchema,
  name: attachmentNameSchema,
});

export const attachmentUploadRequestSchema = z.object({
  conversation: hashSchema,
  name: attachmentNameSchema,
  /** Bytes, as the browser knows them; the store refuses a file of any other size over the limit. */
  size: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  type: z.string().max(100),
});

export const attachmentUploadTicketSchema = z.discriminatedUnion('via', [
  /** No file store of its own (the local default): send the file through the API. */
  z.object({ via: z.literal('server') }),
  /** POST a multipart/form-data body to `url`: every field in order, then the file as `file`. */
  z.object({
    via: z.literal('store'),
    id: z.uuid(),
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    expiresInSeconds: z.number().int(),
  }),
]);
export type AttachmentUploadTicket = z.infer<typeof attachmentUploadTicketSchema>;

/** A message needs words, an attachment, or both. */
export const sendMessageInputSchema = z
  .object({
    conversationHash: hashSchema,
    clientId: z.string().uuid('clientIdInvalid'),
    body: z.string().trim().max(MESSAGE_MAX_LENGTH, 'messageTooLong').default(''),
    attachmentIds: z.array(messageIdSchema).max(ATTACHMENTS_PER_MESSAGE, 'tooManyAttachments').default([]),
  })
  .refine((input) => input.body.length > 0 || input.attachmentIds.length > 0, {
    message: 'messageRequired',
    path: ['body'],
  });
export type SendMessageInput = z.infer<typeof sendMessageInputSchema>;

export const readInputSchema = z.object({
  conversationHash: hashSchema,
  /** The newest message the reader has seen; omitted: the whole thread. */
  lastMessageId: messageIdSchema.optional(),
});
export type ReadInput = z.infer<typeof readInputSchema>;

export const PARTICIPANT_ROLES = ['tenant', 'owner'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

export const attachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contentType: z.enum(ATTACHMENT_TYPES),
  size: z.number(),
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** An attachment sent straight to the store: cleaned by a job, then an Attachment to send. */
export const attachmentUploadStateSchema = z.object({
  id: z.uuid(),
  state: z.enum(['signed', 'processing', 'ready', 'failed']),
  attachment: attachmentSchema.nullable(),
  /** Why the job refused it, as the upload's field error (fileTypeInvalid, fileUnreadable, pdfEncrypted). */
  error: z.string().nullable(),
});
export type AttachmentUploadState = z.infer<typeof attachmentUploadStateSchema>;

export const messageSchema = z
  .object({
    id: z.number().int(),
    /** The writer's own id for the message; only the writer's copy carries it. */
    clientId: z.string().nullable(),
    conversationHash: z.string(),
    mine: z.boolean(),
    /** `system` for a line no party wrote: the booking's status changes (see bookingStatus). */
    senderRole: z.enum(['tenant', 'owner', 'system']),
    /** null when support hid the message. */
    body: z.string().nullable(),
    hidden: z.boolean(),
    editedBySupport: z.boolean(),
    /**
     * Contact details are masked for the other party (the booking is not accepted, or cancelled). The
     * writer reads their own words with this flag; the reader reads the masked words.
     */
    masked: z.boolean(),
    createdAt: instant(),
    /** Mine only: the other party has read it. */
    seen: z.boolean(),
    /** None when support hid the message. */
    attachments: z.array(attachmentSchema),
    /**
     * A system line: the status the booking moved to (its body is empty); the page words it in its
     * own language. Absent or null for what a party wrote.
     */
    bookingStatus: z.enum(BOOKING_STATUSES).nullish(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof messageSchema>;

export const conversationBookingSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    status: z.enum(BOOKING_STATUSES),
    startDate: calendarDate(),
    endDate: calendarDate(),
    people: z.number(),
    totalAmount: z.number().int(),
    currencyCode: currencyCodeValue,
    /**
     * What the booking asks of the viewer now (accept the request, pay the balance, sign the
     * check-in), beside the thread; only on one conversation's summary, not in the list.
     */
    nextAction: nextActionSchema.nullable().optional(),
  })
  .meta({ id: 'ConversationBooking' });
export type ConversationBooking = z.infer<typeof conversationBookingSchema>;

export const conversationSummarySchema = z
  .object({
    id: z.number().int(),
    hash: z.string(),
    role: z.enum(PARTICIPANT_ROLES),
    otherParty: z.object({ firstName: z.string(), avatarUrl: z.string().nullable() }),
    product: z.object({ id: z.number().int(), title: z.string(), pictureUrl: z.string().nullable() }),
    booking: conversationBookingSchema.nullable(),
    /** Contact details in new messages are masked until the booking is accepted. */
    contactDetailsShared: z.boolean(),
    lastMessage: messageSchema.nullable(),
    lastActivityAt: instant(),
    unreadCount: z.number().int(),
  })
  .meta({ id: 'Conversation' });
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationPageSchema = z
  .object({
    items: z.array(conversationSummarySchema),
    /** Pass as `before` for the next (older) page; null at the end. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'ConversationPage' });
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const messagePageSchema = z
  .object({
    /** Oldest first, as a thread reads. */
    items: z.array(messageSchema),
    /** Pass as `before` to load older messages; null when this page starts the thread. */
    nextBefore: z.number().nullable(),
    /** When the other party last read the thread (their "seen" line). */
    otherReadAt: instant().nullable(),
  })
  .meta({ id: 'MessagePage' });
export type MessagePage = z.infer<typeof messagePageSchema>;

export const sendMessageAnswerSchema = z.object({
  message: messageSchema,
  /** false when this clientId was already sent: the answer is the message stored the first time. */
  created: z.boolean(),
});
export type SendMessageAnswer = z.infer<typeof sendMessageAnswerSchema>;

export const unreadCountSchema = z.object({ total: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const readAnswerSchema = z.object({ conversationHash: z.string(), readAt: instant().nullable() });
export type ReadAnswer = z.infer<typeof readAnswerSchema>;

export interface LiveEventPayloads {
  'message.created': Message;
  /** Support edited or hid a message: the thread replaces its copy. */
  'message.updated': Message;
  /** `reader: 'other'` is a receipt for the writer; `'me'` clears the viewer's other tabs. */
  'message.read': { conversationHash: string; reader: 'me' | 'other'; readAt: string };
  /** `conversationHash` and `conversationUnread` name the thread that changed, when one did. */
  'unread.count': { total: number; conversationHash?: string; conversationUnread?: number };
  /** A booking moved (or was changed): its pages, lists and the header's counters refresh. */
  'booking.changed': { bookingId: number; status: string; conversationHash?: string };
  /** A party signed an e-contract (DESIGN.md, "The second half"): the other phone's confirm page shows it at once. */
  'econtract.signed': {
    bookingId: number;
    contractId: number;
    kind: 'in' | 'out';
    side: 'tenant' | 'owner';
    sealed: boolean;
  };
  /** A sealed contract's PDF exists: both parties' pages link it at once. */
  'econtract.pdfReady': { bookingId: number; contractId: number; kind: 'in' | 'out'; pdfUrl: string };
}
