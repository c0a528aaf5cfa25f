import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db/connection.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { postMessage } from '../messaging/service.ts';

export interface ContactOwnerAnswer {
  conversationId: number;
  hash: string;
  messageId: number;
  created: boolean;
}

/**
 * "Contact the owner": the renter's conversation about this boat (opened on first contact, reused
 * after), the message, and an e-mail to the owner in the outbox, in one transaction.
 */
export async function contactOwner(
  db: Database,
  productId: number,
  tenantId: number,
  message: string,
): Promise<ContactOwnerAnswer> {
  return db.transaction(async (tx) => {
    const product = (
      await tx.query<{ owner_id: number; title: string; owner_email: string }>(
        `SELECT p.owner_id, p.title, u.email AS owner_email
           FROM products p JOIN users u ON u.id = p.owner_id
          WHERE p.id = $1 AND p.moderation_status = 'published'`,
        [productId],
      )
    ).rows[0];
    if (!product) throw notFound('This boat does not exist or is no longer listed.');
    if (product.owner_id === tenantId) throw unprocessable('own-product', 'This is your own boat.');

    const existing = (
      await tx.query<{ id: number; hash: string }>(
        `SELECT id, hash FROM conversations
          WHERE product_id = $1 AND tenant_id = $2 AND booking_id IS NULL
          ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
        [productId, tenantId],
      )
    ).rows[0];
    const conversation =
      existing ??
      (
        await tx.query<{ id: number; hash: string }>(
          `INSERT INTO conversations (hash, product_id, tenant_id, owner_id, tenant_read_at)
           VALUES ($1, $2, $3, $4, now()) RETURNING id, hash`,
          [randomBytes(16).toString('hex'), productId, tenantId, product.owner_id],
        )
      ).rows[0];
    // Through the messenger: masked before a booking, and live in the owner's open tabs.
    const sent = await postMessage(
      tx,
      { ...conversation, tenant_id: tenantId, owner_id: product.owner_id, booking_status: null },
      tenantId,
      randomUUID(),
      message,
    );
    await tx.query(
      `INSERT INTO outbox (channel, recipient, subject, body, template, payload)
       VALUES ('email', $1, $2, $3, 'new-message', $4)`,
      [
        product.owner_email,
        `New message about ${product.title}`,
        message,
        JSON.stringify({ conversationId: conversation.id, productId }),
      ],
    );
    return {
      conversationId: conversation.id,
      hash: conversation.hash,
      messageId: sent.message.id,
      created: !existing,
    };
  });
}
