import { randomBytes, randomUUID } from 'node:crypto';
import type { ContactOwnerAnswer } from '../../../shared/product/quote.ts';
import type { Database } from '../../db/connection.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { postMessage } from '../messaging/service.ts';
import { findListedProductOwner, insertConversation, lockOpenInquiry } from './repository.ts';

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
