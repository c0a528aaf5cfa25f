import { randomBytes } from 'node:crypto';
import {
  type PriceLine,
  type Propale,
  type PropaleItemInput,
  propaleCreateSchema,
  propaleUpdateSchema,
} from '../../../shared/sales/propales.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { outboxEmail } from '../../providers/email.ts';
import { writeAuditLog } from '../backoffice/auditLog.ts';
import type { ListQuery } from '../backoffice/simpleRest.ts';
import * as leadRepo from '../leads/repository.ts';
import { markLeadStatusEvent, todayOf } from '../leads/service.ts';
import { addDays } from '../pricing/calendarDates.ts';
import { priceQuote } from '../pricing/priceEngine.ts';
import { storedPriceLines, wordedPriceLines } from '../pricing/priceLabels.ts';
import { loadPricing, loadPricingSettings } from '../pricing/repository.ts';
import { assertCanChangeLead, type SalesActor } from '../sales/access.ts';
import * as salesRepo from '../sales/repository.ts';
import { offerEmail, offerLanguage, offerPath } from './offerEmail.ts';
import { discountNeedsApproval, optionLines } from './quotePrice.ts';
import * as repo from './repository.ts';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
export const newOfferHash = () => randomBytes(16).toString('hex');

/** `items` may hold a whole page's items: only this quote's own count. */
export function toPropale(row: repo.PropaleRow, pageItems: repo.PropaleItemRow[]): Propale {
  const items = pageItems.filter((i) => i.propale_id === row.id);
  const subtotal = items.reduce((sum, i) => sum + i.total_amount, 0);
  return {
    id: row.id,
    leadId: row.lead_id,
    hash: row.hash,
    status: row.status,
    createdBy: row.created_by,
    createdByName: row.created_by_name,
    validUntil: row.valid_until,
    languageCode: row.language_code,
    currencyCode: row.currency_code.trim(),
    message: row.message,
    subtotalAmount: subtotal,
    discountAmount: row.commercial_discount_amount,
    totalAmount: row.total_amount,
    discountApproval: row.discount_approval,
    offerPath: offerPath(row.language_code, row.hash),
    sentAt: iso(row.sent_at),
    answeredAt: iso(row.answered_at),
    paymentSessionHash: row.payment_session_hash,
    renterName: row.renter_name,
    items: items.map((i) => ({
      id: i.id,
      position: i.position,
      productId: i.product_id,
      productTitle: i.product_title,
      productSlug: i.product_slug,
      start: i.start,
      end: i.end,
      people: i.people,
      options: {
        withCaptain: i.options.withCaptain ?? false,
        extraIds: i.options.extraIds ?? [],
        insurances: i.options.insurances ?? [],
      },
      // the quote's lines in its language: the snapshot keeps Bosun's lines as key and params
      priceLines: wordedPriceLines(i.price_lines, row.language_code),
      totalAmount: i.total_amount,
    })),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

export async function listPropales(db: Database, query: ListQuery) {
  await repo.expireOverdue(db, todayOf(new Date()));
  const page = await repo.listPropales(db, query);
  const items = await repo.listItems(
    db,
    page.rows.map((r) => r.id),
  );
  return { rows: page.rows.map((r) => toPropale(r, items)), total: page.total };
}

async function loadPropale(
  db: Queryable,
  id: number,
  forUpdate = false,
): Promise<Propale & { row: repo.PropaleRow }> {
  const row = await repo.findPropale(db, { id }, forUpdate);
  if (!row) throw notFound('No such quote.');
  return { ...toPropale(row, await repo.listItems(db, [id])), row };
}

export async function getPropale(db: Database, id: number): Promise<Propale> {
  await repo.expireOverdue(db, todayOf(new Date()));
  const { row: _row, ...propale } = await loadPropale(db, id);
  return propale;
}

export async function listLeadPropales(db: Database, leadId: number): Promise<Propale[]> {
  const ids = await repo.listLeadPropaleIds(db, leadId);
  const out: Propale[] = [];
  for (const id of ids) out.push(await getPropale(db, id));
  return out;
}

interface PricedItem {
  input: PropaleItemInput;
  priceLines: Propale['items'][number]['priceLines'];
  total: number;
}

/**
 * Prices each boat with the marketplace's price engine (issue 4: season and week prices, duration
 * discounts, captain, mandatory extras, service fee), then adds the optional extras and insurances
 * the salesperson chose. Availability is not required: a quote proposes dates; checkout holds them.
 */
async function priceItems(tx: Queryable, items: PropaleItemInput[], language: string): Promise<PricedItem[]> {
  const settings = await loadPricingSettings(tx);
  const priced: PricedItem[] = [];
  for (const [index, item] of items.entries()) {
    const pricing = await loadPricing(tx, item.productId, language);
    if (!pricing) throw badRequest('No such boat.', { [`items.${index}.productId`]: 'productInvalid' });
    const result = priceQuote(pricing.rules, settings, {
      dateFrom: item.start,
      dateTo: addDays(item.end, -1),
      people: item.people,
      withCaptain: item.withCaptain,
      today: pricing.today,
      datesFree: true,
      language,
    });
    if (!result.available)
      throw badRequest('This boat cannot be quoted so.', { [`items.${index}.start`]: result.reason });
    const options = await repo.loadQuoteOptions(tx, item.productId);
    const unknownExtra = item.extraIds.find((id) => !options.extras.some((e) => e.id === id));
    if (unknownExtra !== undefined)
      throw badRequest('This extra is not offered with this boat.', {
        [`items.${index}.extraIds`]: 'extraInvalid',
      });
    const extraLines = optionLines(options, {
      people: item.people,
      days: result.days,
      rental: result.rentalAmount - result.discountAmount,
      extraIds: item.extraIds,
      insurances: item.insurances,
      language,
    });
    const names = await repo.extraNames(
      tx,
      result.lines.flatMap((l) => (l.extraId ? [l.extraId] : [])),
    );
    // The engine's words are in the quote's language; its params and the extras' names let the
    // console say each line in the staff's own.
    const engineLines: PriceLine[] = result.lines.map((l) => {
      const { name: _name, ...params } = l.params ?? {};
      const extraNames = l.extraId ? names.get(l.extraId) : undefined;
      return {
        key: l.key,
        label: l.label,
        amount: l.amount,
        params: extraNames ? { ...params, names: extraNames } : params,
        ...(l.extraId ? { extraId: l.extraId } : {}),
      };
    });
    const priceLines = [...engineLines, ...extraLines];
    priced.push({ input: item, priceLines, total: priceLines.reduce((sum, l) => sum + l.amount, 0) });
  }
  return priced;
}

async function writeItems(tx: Queryable, propaleId: number, items: PricedItem[]) {
  await tx.query('DELETE FROM propale_items WHERE propale_id = $1', [propaleId]);
  for (const [position, item] of items.entries()) {
    await tx.query(
      `INSERT INTO propale_items (propale_id, position, product_id, period, people, options, price_lines, total_amount)
       VALUES ($1, $2, $3, daterange($4::date, $5::date), $6, $7, $8, $9)`,
      [
        propaleId,
        position,
        item.input.productId,
        item.input.start,
        item.input.end,
        item.input.people,
        JSON.stringify({
          withCaptain: item.input.withCaptain,
          extraIds: item.input.extraIds,
          insurances: item.input.insurances,
        }),
        JSON.stringify(storedPriceLines(item.priceLines)),
        item.total,
      ],
    );
  }
}

/** Prices, discount and approval: a discount beyond the settings' limit waits for a manager. */
async function settleTotals(tx: Queryable, actor: SalesActor, items: PricedItem[], discount: number) {
  const subtotal = items.reduce((sum, i) => sum + i.total, 0);
  if (discount > subtotal)
    throw badRequest('The discount is larger than the quote.', { discountAmount: 'discountTooLarge' });
  const settings = await salesRepo.getSalesSettings(tx);
  const manager = actor.viewer.staffRole === 'manager' || actor.viewer.staffRole === 'admin';
  const approval = !discountNeedsApproval(discount, subtotal, settings.max_discount_percent)
    ? 'not_needed'
    : manager
      ? 'approved'
      : 'pending';
  return {
    total: subtotal - discount,
    approval,
    approvedBy: approval === 'approved' ? actor.viewer.id : null,
  };
}

export async function createPropale(db: Database, actor: SalesActor, body: unknown): Promise<Propale> {
  const input = parseInput(propaleCreateSchema, body);
  return db.transaction(async (tx) => {
    const lead = await leadRepo.findLead(tx, input.leadId, true);
    if (!lead) throw badRequest('No such lead.', { leadId: 'leadInvalid' });
    assertCanChangeLead(actor, lead);
    if (lead.status === 'won' || lead.status === 'lost')
      throw unprocessable('lead-closed', 'This lead is closed.');
    const items = await priceItems(tx, input.items, input.languageCode ?? lead.language_code);
    const totals = await settleTotals(tx, actor, items, input.discountAmount);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO propales (lead_id, created_by, hash, valid_until, language_code, currency_code, message,
                             commercial_discount_amount, total_amount, discount_approval, discount_approved_by)
       VALUES ($1, $2, $3, $4, $5, coalesce($6, (SELECT currency_code FROM users WHERE id = $12), 'EUR'), $7, $8, $9, $10, $11)
       RETURNING id`,
      [
        lead.id,
        actor.viewer.id,
        newOfferHash(),
        input.validUntil,
        input.languageCode ?? lead.language_code,
        input.currencyCode ?? null,
        input.message || null,
        input.discountAmount,
        totals.total,
        totals.approval,
        totals.approvedBy,
        lead.tenant_id,
      ],
    );
    await writeItems(tx, rows[0].id, items);
    const { row: _row, ...after } = await loadPropale(tx, rows[0].id);
    await writeAuditLog(tx, {
      actorId: actor.viewer.id,
      resource: 'propales',
      recordId: after.id,
      action: 'create',
      before: null,
      after,
    });
    return after;
  });
}

/** Only a draft changes; a sent quote is withdrawn and written again. */
export async function updatePropale(
  db: Database,
  actor: SalesActor,
  id: number,
  body: unknown,
): Promise<Propale> {
  const input = parseInput(propaleUpdateSchema, body);
  return db.transaction(async (tx) => {
    const { row, ...before } = await loadPropale(tx, id, true);
    assertCanChangeLead(actor, { assignee_id: row.lead_assignee_id });
    if (before.status !== 'draft')
      throw unprocessable('propale-not-draft', 'Only a draft quote can be edited.');
    const items = input.items
      ? await priceItems(tx, input.items, input.languageCode ?? before.languageCode)
      : before.items.map((i) => ({
          input: {
            productId: i.productId,
            start: i.start,
            end: i.end,
            people: i.people,
            ...i.options,
          } as PropaleItemInput,
          priceLines: i.priceLines,
          total: i.totalAmount,
        }));
    const discount = input.discountAmount ?? before.discountAmount;
    const totals = await settleTotals(tx, actor, items, discount);
    await tx.query(
      `UPDATE propales SET valid_until = coalesce($2, valid_until), message = coalesce($3, message),
              language_code = coalesce($4, language_code), currency_code = coalesce($5, currency_code),
              commercial_discount_amount = $6, total_amount = $7, discount_approval = $8,
              discount_approved_by = $9, updated_at = now()
        WHERE id = $1`,
      [
        id,
        input.validUntil ?? null,
        input.message ?? null,
        input.languageCode ?? null,
        input.currencyCode ?? null,
        discount,
        totals.total,
        totals.approval,
        totals.approvedBy,
      ],
    );
    if (input.items) await writeItems(tx, id, items);
    const { row: _r, ...after } = await loadPropale(tx, id);
    await writeAuditLog(tx, {
      actorId: actor.viewer.id,
      resource: 'propales',
      recordId: id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}

export async function approveDiscount(db: Database, actor: SalesActor, id: number): Promise<Propale> {
  if (actor.viewer.staffRole !== 'manager' && actor.viewer.staffRole !== 'admin')
    throw forbidden('Only a manager approves a discount beyond the limit.');
  return db.transaction(async (tx) => {
    const { row: _row, ...before } = await loadPropale(tx, id, true);
    if (before.discountApproval !== 'pending') return before;
    await tx.query(
      `UPDATE propales SET discount_approval = 'approved', discount_approved_by = $2, updated_at = now() WHERE id = $1`,
      [id, actor.viewer.id],
    );
    const { row: _r, ...after } = await loadPropale(tx, id);
    await writeAuditLog(tx, {
      actorId: actor.viewer.id,
      resource: 'propales',
      recordId: id,
      action: 'approve-discount',
      before,
      after,
    });
    return after;
  });
}

/**
 * Sends a draft: the renter's e-mail goes into the outbox in the same transaction, and the lead moves
 * to "quote sent" (a snoozed lead wakes up: the quote is news).
 */
export async function sendPropale(
  db: Database,
  actor: SalesActor,
  id: number,
  publicUrl: string,
): Promise<Propale> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const { row, ...before } = await loadPropale(tx, id, true);
    assertCanChangeLead(actor, { assignee_id: row.lead_assignee_id });
    if (before.status !== 'draft')
      throw unprocessable('propale-not-draft', 'This quote has already been sent.');
    if (before.discountApproval === 'pending')
      throw unprocessable(
        'discount-needs-approval',
        'A manager must approve this discount before the quote is sent.',
      );
    if (before.validUntil && before.validUntil < todayOf(now))
      throw unprocessable('propale-expired', 'The validity date has passed; choose a later one.');
    if (!row.renter_email) throw unprocessable('renter-without-email', 'The renter has no e-mail address.');
    await tx.query(`UPDATE propales SET status = 'sent', sent_at = $2, updated_at = $2 WHERE id = $1`, [
      id,
      now,
    ]);
    const url = new URL(before.offerPath, publicUrl).toString();
    const email = offerEmail({
      languageCode: before.languageCode,
      salesName: `${actor.viewer.firstName} ${actor.viewer.lastName}`,
      url,
      validUntil: before.validUntil,
      message: before.message,
    });
    // Like every e-mail, a text part and its HTML part (react-email) in the quote's language: the
    // language the renter gave on the lead, or the one the sales person chose for this renter.
    await outboxEmail.send(tx, {
      to: row.renter_email,
      subject: email.subject,
      body: email.body,
      template: 'propale-sent',
      payload: { language: offerLanguage(before.languageCode), propaleId: id, url },
    });
    if (['new', 'contacted', 'snoozed'].includes(row.lead_status)) {
      await leadRepo.updateLead(tx, before.leadId, { status: 'quote_sent', statusBeforeSnooze: null }, now);
      await markLeadStatusEvent(tx, before.leadId, actor.viewer.id, row.lead_status, 'quote_sent', now, {
        propaleId: id,
      });
    }
    await leadRepo.addLeadEvent(tx, {
      leadId: before.leadId,
      actorId: actor.viewer.id,
      kind: 'propale_sent',
      data: { propaleId: id },
      at: now,
    });
    const { row: _r, ...after } = await loadPropale(tx, id);
    await writeAuditLog(tx, {
      actorId: actor.viewer.id,
      resource: 'propales',
      recordId: id,
      action: 'send',
      before,
      after,
    });
    return after;
  });
}

export async function withdrawPropale(db: Database, actor: SalesActor, id: number): Promise<Propale> {
  return db.transaction(async (tx) => {
    const { row, ...before } = await loadPropale(tx, id, true);
    assertCanChangeLead(actor, { assignee_id: row.lead_assignee_id });
    if (before.status !== 'draft' && before.status !== 'sent')
      throw unprocessable('propale-answered', 'This quote can no longer be withdrawn.');
    await tx.query(`UPDATE propales SET status = 'withdrawn', updated_at = now() WHERE id = $1`, [id]);
    const { row: _r, ...after } = await loadPropale(tx, id);
    await writeAuditLog(tx, {
      actorId: actor.viewer.id,
      resource: 'propales',
      recordId: id,
      action: 'withdraw',
      before,
      after,
    });
    return after;
  });
}
