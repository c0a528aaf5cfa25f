import { randomBytes } from 'node:crypto';
import { fromEur } from '../../../shared/currency.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { offerAcceptSchema, offerDeclineSchema, type RenterOffer } from '../../../shared/sales/propales.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import type { Viewer } from '../auth/session.ts';
import * as leadRepo from '../leads/repository.ts';
import { markLeadStatusEvent, todayOf } from '../leads/service.ts';
import { storedPriceLines } from '../pricing/priceLabels.ts';
import { offerLanguage } from './offerEmail.ts';
import * as repo from './repository.ts';
import { toPropale } from './service.ts';

/**
 * The renter's side of a quote (`account/offers`). A quote belongs to the lead's renter, or, for a
 * lead that came with only an e-mail address, to whoever signs in with that address. Anyone else
 * gets a 404, as for a hash that does not exist. Drafts are never shown.
 */
async function ownedOffer(db: Queryable, viewer: Viewer, hash: string, forUpdate = false) {
  const row = await repo.findPropale(db, { hash }, forUpdate);
  const mine =
    row &&
    row.status !== 'draft' &&
    (row.tenant_id === viewer.id ||
      (row.tenant_id === null && row.renter_email?.toLowerCase() === viewer.email.toLowerCase()));
  if (!mine) throw notFound('No such offer.');
  return row;
}

interface CurrencyRow {
  code: string;
  rate: number;
  symbol: string;
  minor_digits: number;
}

async function currencyOf(db: Queryable, code: string) {
  const { rows } = await db.query<CurrencyRow>(
    `SELECT code, rate::float8 AS rate, symbol, minor_digits FROM currencies WHERE code = $1
     UNION ALL SELECT 'EUR', 1, '€', 2 LIMIT 1`,
    [code.toUpperCase()],
  );
  const c = rows[0];
  return { code: c.code.trim(), rate: Number(c.rate), symbol: c.symbol, minorDigits: c.minor_digits };
}

function toRenterOffer(
  row: repo.PropaleRow,
  items: repo.PropaleItemRow[],
  currency: RenterOffer['currency'],
  today: string,
): RenterOffer {
  const p = toPropale(row, items);
  const convert = (amount: number) => fromEur(amount, currency);
  return {
    hash: p.hash,
    status: p.status,
    canAnswer: p.status === 'sent' && (p.validUntil === null || p.validUntil >= today),
    validUntil: p.validUntil,
    languageCode: p.languageCode,
    message: p.message,
    sentAt: p.sentAt,
    salesName: p.createdByName,
    currency,
    items: p.items.map((item) => ({
      ...item,
      displayTotal: convert(item.totalAmount),
      pictureUrl: items.find((i) => i.id === item.id)?.picture_url ?? null,
    })),
    subtotalAmount: p.subtotalAmount,
    discountAmount: p.discountAmount,
    totalAmount: p.totalAmount,
    display: {
      subtotal: convert(p.subtotalAmount),
      discount: convert(p.discountAmount),
      total: convert(p.totalAmount),
    },
    paymentSessionHash: p.paymentSessionHash,
  };
}

/** The renter's quotes, newest first, in the currency they browse in (default: the quote's). */
export async function listOffers(
  db: Database,
  viewer: Viewer,
  currencyCode?: string,
): Promise<RenterOffer[]> {
  const today = todayOf(new Date());
  await repo.expireOverdue(db, today);
  const { rows } = await db.query<{ hash: string }>(
    `SELECT pr.hash FROM propales pr JOIN leads l ON l.id = pr.lead_id
      WHERE pr.status <> 'draft'
        AND (l.tenant_id = $1 OR (l.tenant_id IS NULL AND lower(l.contact_email) = lower($2)))
      ORDER BY pr.sent_at DESC NULLS LAST, pr.id DESC LIMIT 100`,
    [viewer.id, viewer.email],
  );
  const offers: RenterOffer[] = [];
  for (const { hash } of rows) offers.push(await getOffer(db, viewer, hash, currencyCode));
  return offers;
}

export async function getOffer(
  db: Database,
  viewer: Viewer,
  hash: string,
  currencyCode?: string,
): Promise<RenterOffer> {
  const today = todayOf(new Date());
  await repo.expireOverdue(db, today);
  const row = await ownedOffer(db, viewer, hash);
  const items = await repo.listItems(db, [row.id]);
  return toRenterOffer(row, items, await currencyOf(db, currencyCode ?? row.currency_code), today);
}

async function paymentSessionMinutes(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ value: unknown }>(
    `SELECT value FROM settings WHERE key = 'paymentSessionMinutes'`,
  );
  const minutes = Number(rows[0]?.value ?? 30);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 30;
}

/**
 * Accepting opens a payment session for the chosen boat (the first when none is named) at the quoted
 * price, and closes the lead as won. Accepting again answers the same session while it can still be
 * paid, so a double click or a reload never opens two.
 */
export async function acceptOffer(db: Database, viewer: Viewer, hash: string, body: unknown) {
  const input = parseInput(offerAcceptSchema, body);
  const now = new Date();
  const today = todayOf(now);
  return db.transaction(async (tx) => {
    await repo.expireOverdue(tx, today);
    const row = await ownedOffer(tx, viewer, hash, true);
    const language = offerLanguage(row.language_code);
    const checkoutPath = (psHash: string) => localizedPath(language, `/ps/${psHash}`);
    if (row.status === 'accepted' && row.payment_session_hash) {
      const { rows } = await tx.query<{ status: string }>(
        'SELECT status FROM payment_sessions WHERE hash = $1',
        [row.payment_session_hash],
      );
      if (rows[0] && ['open', 'processing', 'paid'].includes(rows[0].status)) {
        return {
          paymentSessionHash: row.payment_session_hash,
          checkoutPath: checkoutPath(row.payment_session_hash),
        };
      }
    } else if (row.status === 'expired' || (row.valid_until !== null && row.valid_until < today)) {
      throw unprocessable('offer-expired', 'This offer has expired.');
    } else if (row.status !== 'sent') {
      throw unprocessable(
        `offer-${row.status}`,
        `This offer is ${row.status} and can no longer be accepted.`,
      );
    }
    const items = await repo.listItems(tx, [row.id]);
    const item = input.itemId ? items.find((i) => i.id === input.itemId) : items[0];
    if (!item) throw notFound('No such boat in this offer.');
    // The commercial discount applies to the quote as a whole; the boat taken carries what is left of it.
    const discount = Math.min(row.commercial_discount_amount, item.total_amount);
    const priceLines = [
      ...item.price_lines,
      ...(discount > 0 ? [{ key: 'commercialDiscount', amount: -discount }] : []),
    ];
    const total = item.total_amount - discount;
    const psHash = randomBytes(16).toString('hex');
    const minutes = await paymentSessionMinutes(tx);
    const { rows: ps } = await tx.query<{ id: number }>(
      `INSERT INTO payment_sessions (hash, tenant_id, product_id, period, people, captain_type, price_lines, total_amount,
                                     online_amount, harbour_amount, insurance_selection, extras_selection, language_code,
                                     currency_code, status, expires_at)
       VALUES ($1, $2, $3, daterange($4::date, $5::date), $6, $7, $8, $9, $9, 0, $10, $11, $12, $13, 'open', $14)
       RETURNING id`,
      [
        psHash,
        viewer.id,
        item.product_id,
        item.start,
        item.end,
        item.people,
        item.options.withCaptain ? 'withCaptain' : 'withoutCaptain',
        JSON.stringify(storedPriceLines(priceLines)),
        total,
        JSON.stringify({ keys: item.options.insurances ?? [] }),
        JSON.stringify({
          optional: (item.options.extraIds ?? []).map((extraId) => ({ extraId, wantedQuantity: 1 })),
        }),
        language,
        row.currency_code,
        new Date(now.getTime() + minutes * 60_000),
      ],
    );
    await tx.query(
      `UPDATE propales SET status = 'accepted', answered_at = coalesce(answered_at, $2), accepted_item_id = $3,
              payment_session_id = $4, updated_at = $2 WHERE id = $1`,
      [row.id, now, item.id, ps[0].id],
    );
    if (row.lead_status !== 'won') {
      await leadRepo.updateLead(
        tx,
        row.lead_id,
        {
          status: 'won',
          statusBeforeSnooze: null,
          closedReason: 'Quote accepted',
          closedAt: now,
          nextReviewAt: null,
        },
        now,
      );
      await tx.query(
        'UPDATE leads SET payment_session_id = $2, tenant_id = coalesce(tenant_id, $3) WHERE id = $1',
        [row.lead_id, ps[0].id, viewer.id],
      );
      await markLeadStatusEvent(tx, row.lead_id, viewer.id, row.lead_status, 'won', now, {
        propaleId: row.id,
      });
    }
    return { paymentSessionHash: psHash, checkoutPath: checkoutPath(psHash) };
  });
}

/** Declining puts the lead back in its salesperson's review queue today. */
export async function declineOffer(db: Database, viewer: Viewer, hash: string, body: unknown) {
  const input = parseInput(offerDeclineSchema, body);
  const now = new Date();
  const today = todayOf(now);
  return db.transaction(async (tx) => {
    await repo.expireOverdue(tx, today);
    const row = await ownedOffer(tx, viewer, hash, true);
    if (row.status === 'declined') return { status: 'declined' as const };
    if (row.status !== 'sent')
      throw unprocessable(
        `offer-${row.status}`,
        `This offer is ${row.status} and can no longer be answered.`,
      );
    await tx.query(
      `UPDATE propales SET status = 'declined', answered_at = $2, answer_reason = $3, updated_at = $2 WHERE id = $1`,
      [row.id, now, input.reason ?? null],
    );
    await leadRepo.updateLead(tx, row.lead_id, { nextReviewAt: now }, now);
    await leadRepo.addLeadEvent(tx, {
      leadId: row.lead_id,
      actorId: viewer.id,
      kind: 'status_changed',
      fromStatus: row.lead_status,
      toStatus: row.lead_status,
      data: { propaleId: row.id, declined: true, reason: input.reason ?? null },
      at: now,
    });
    return { status: 'declined' as const };
  });
}
