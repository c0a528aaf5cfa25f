import { z } from 'zod';
import { auditTrailEntrySchema, instantString } from './auditTrail.ts';

/**
 * Answers of `/api/admin/conversations` and `/api/admin/messages`: staff read every conversation,
 * hidden and edited messages included.
 */

const int = () => z.number().int();

export const conversationListItemSchema = z.object({
  id: int(),
  hash: z.string(),
  productId: int(),
  productTitle: z.string(),
  /** null for a question asked before any booking. */
  bookingId: int().nullable(),
  bookingReference: z.string().nullable(),
  tenantId: int(),
  tenantName: z.string(),
  tenantEmail: z.string(),
  ownerId: int(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  flagged: z.boolean(),
  flagReason: z.string().nullable(),
  createdAt: instantString,
  lastMessageAt: instantString,
  messageCount: int(),
});
export type ConversationListItem = z.infer<typeof conversationListItemSchema>;

const messageFields = {
  id: int(),
  /** null for a message of the system. */
  senderId: int().nullable(),
  senderName: z.string().nullable(),
  /** `system` for the platform's (support's) messages: neither party wrote them. */
  senderRole: z.enum(['tenant', 'owner', 'system']),
  body: z.string(),
  /** A line of the booking's moves (no sender, empty body): the status it moved to, as a code. */
  bookingStatus: z.string().nullable().optional(),
  hidden: z.boolean(),
  edited: z.boolean(),
  /** What the sender first wrote, once staff edited it. */
  originalBody: z.string().nullable(),
  createdAt: instantString,
};

export const conversationDetailSchema = conversationListItemSchema.extend({
  messages: z.array(z.object(messageFields)),
  auditTrail: z.array(auditTrailEntrySchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const messageListItemSchema = z.object({
  ...messageFields,
  conversationId: int(),
  conversationFlagged: z.boolean(),
});
export type MessageListItem = z.infer<typeof messageListItemSchema>;

export const messageDetailSchema = messageListItemSchema.extend({
  auditTrail: z.array(auditTrailEntrySchema),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;
