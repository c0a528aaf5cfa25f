import type { Queryable } from '../../db/connection.ts';

/** The owner of a listed (published) boat, or undefined. */
export async function findListedProductOwner(db: Queryable, productId: number): Promise<number | undefined> {
  const { rows } = await db.query<{ owner_id: number }>(
    `SELECT owner_id FROM products WHERE id = $1 AND moderation_status = 'published'`,
    [productId],
  );
  return rows[0]?.owner_id;
}

/** The renter's latest conversation about this boat outside any booking, locked until the commit. */
export async function lockOpenInquiry(
  tx: Queryable,
  productId: number,
  tenantId: number,
): Promise<{ id: number; hash: string } | undefined> {
  const { rows } = await tx.query<{ id: number; hash: string }>(
    `SELECT id, hash FROM conversations
      WHERE product_id = $1 AND tenant_id = $2 AND booking_id IS NULL
      ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [productId, tenantId],
  );
  return rows[0];
}

export async function insertConversation(
  tx: Queryable,
  conversation: { hash: string; productId: number; tenantId: number; ownerId: number },
): Promise<{ id: number; hash: string }> {
  const { rows } = await tx.query<{ id: number; hash: string }>(
    `INSERT INTO conversations (hash, product_id, tenant_id, owner_id, tenant_read_at)
     VALUES ($1, $2, $3, $4, now()) RETURNING id, hash`,
    [conversation.hash, conversation.productId, conversation.tenantId, conversation.ownerId],
  );
  return rows[0];
}

export interface BookingForConversation {
  id: number;
  product_id: number;
  tenant_id: number;
  owner_id: number;
  tenant_message: string | null;
  conversation_id: number | null;
}

/** A booking's parties and request message, and its conversation if it has one. */
export async function findBookingForConversation(
  tx: Queryable,
  bookingId: number,
): Promise<BookingForConversation | undefined> {
  const { rows } = await tx.query<BookingForConversation>(
    `SELECT b.id, b.product_id, b.tenant_id, b.owner_id, b.tenant_message,
            (SELECT c.id FROM conversations c WHERE c.booking_id = b.id ORDER BY c.id LIMIT 1) AS conversation_id
       FROM bookings b WHERE b.id = $1`,
    [bookingId],
  );
  return rows[0];
}

/** The conversation now belongs to the booking. */
export async function linkConversationToBooking(
  tx: Queryable,
  conversationId: number,
  bookingId: number,
): Promise<void> {
  await tx.query('UPDATE conversations SET booking_id = $2 WHERE id = $1', [conversationId, bookingId]);
}
