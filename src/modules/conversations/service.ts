import { randomBytes, randomUUID } from 'node:crypto';
import type { ContactOwnerAnswer } from '../../../shared/product/quote.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { postMessage } from '../messaging/service.ts';
import {
  findBookingForConversation,
  findListedProductOwner,
  insertConversation,
  linkConversationToBooking,
  lockOpenInquiry,
} from './repository.ts';

/**
 * "Contact the owner": the renter's conversation about this boat (opened on first contact, reused
 * after) and the message, in one transaction. The owner sees it live; if they do not read it, the
 * grouped unread e-mail tells them (src/jobs/messageDigest.ts).
 */
export async function contactOwner(
  db: Database,
  productId: number,
  tenantId: number,
  message: string,
): Promise<ContactOwnerAnswer> {
  return db.transaction(async (tx) => {
    const ownerId = await findListedProductOwner(tx, productId);
    if (ownerId === undefined) throw notFound('This boat does not exist or is no longer listed.');
    if (ownerId === tenantId) throw unprocessable('own-product', 'This is your own boat.');

    const existing = await lockOpenInquiry(tx, productId, tenantId);
    const conversation =
      existing ??
      (await insertConversation(tx, {
        hash: randomBytes(16).toString('hex'),
        productId,
        tenantId,
        ownerId,
      }));
    // Through the messenger: masked before a booking, and live in the owner's open tabs.
    const sent = await postMessage(
      tx,
      { ...conversation, tenant_id: tenantId, owner_id: ownerId, booking_status: null },
      tenantId,
      randomUUID(),
      message,
    );
    return {
      conversationId: conversation.id,
      hash: conversation.hash,
      messageId: sent.message.id,
      created: !existing,
    };
  });
}

/**
 * A booking request opens its conversation (DESIGN: one booking, everything hangs off it): the
 * renter's open question about the boat becomes the booking's thread, or a new one is opened, and
 * the request's message is its first message from the renter. In the transaction that makes the
 * request; a booking that has its conversation keeps it (safe to run twice). The status lines that
 * follow are written by the booking_events trigger (migration 230).
 */
export async function openBookingConversation(
  tx: Queryable,
  bookingId: number,
): Promise<{ id: number; hash: string } | undefined> {
  const booking = await findBookingForConversation(tx, bookingId);
  if (!booking || booking.conversation_id !== null) return undefined;
  const tenantId = Number(booking.tenant_id);
  const ownerId = Number(booking.owner_id);
  const productId = Number(booking.product_id);
  const conversation =
    (await lockOpenInquiry(tx, productId, tenantId)) ??
    (await insertConversation(tx, { hash: randomBytes(16).toString('hex'), productId, tenantId, ownerId }));
  await linkConversationToBooking(tx, conversation.id, bookingId);
  const message = booking.tenant_message?.trim();
  if (message) {
    // The owner hears of the request itself (its own e-mail and push): no second push for its words.
    await postMessage(
      tx,
      { ...conversation, tenant_id: tenantId, owner_id: ownerId, booking_status: null },
      tenantId,
      randomUUID(),
      message,
      [],
      { push: false },
    );
  }
  return conversation;
}
