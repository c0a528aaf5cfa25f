import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPaths } from '../../../shared/bookings/trips.ts';
import { moneyDocumentListSchema, moneyPaths, statementSchema } from '../../../shared/money/statement.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { pdfText } from '../../../tests/helpers/pdfText.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { appClock } from '../../http/clock.ts';
import { fileStoreFor } from '../../providers/files.ts';
import { noticesTo, payBooking } from '../bookings/testTrips.ts';
import { bearerFor, day, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import { stopPdfThread } from '../econtracts/pdfThread.ts';
import { formatCharge } from '../payments/emails.ts';
import type { Headers } from '../payments/testPayments.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Headers;
let other: Headers;
let owner: Headers;
let support: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  await insertTestUser(ctx.db, { email: 'support@example.test', staffRole: 'support' });
  renter = await bearerFor(ctx.app, 'renter@example.test');
  other = await bearerFor(ctx.app, 'other@example.test');
  owner = await bearerFor(ctx.app, 'owner@example.test');
  support = await bearerFor(ctx.app, 'support@example.test');
});
afterAll(async () => {
  appClock.set(null);
  await stopPdfThread();
  await ctx.close();
});

const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: Record<string, unknown> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const statement = async (id: number, headers: Headers) => {
  const res = await get(moneyPaths.statement(id), headers);
  expect(res.statusCode).toBe(200);
  return statementSchema.parse(res.json());
};
const documents = async (id: number, headers: Headers) => {
  const res = await get(moneyPaths.documents(id), headers);
  expect(res.statusCode).toBe(200);
  return moneyDocumentListSchema.parse(res.json()).items;
};
const ledger = async (id: number) =>
  (
    await ctx.db.query<{ kind: string; amount: number; idempotency_key: string }>(
      `SELECT kind, amount::float8 AS amount, idempotency_key FROM ledger_entries WHERE booking_id = $1 AND party = 'renter' ORDER BY id`,
      [id],
    )
  ).rows;

describe('one booking, from request to cancellation, told by its ledger', () => {
  let id: number;
  let total: number;

  it('a request holds the card: the renter reads "held", nothing charged, no receipt yet', async () => {
    id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('06-10'),
      dateTo: day('06-11'),
    });
    const seen = await statement(id, renter);
    total = seen.totals.online;
    expect(seen.view).toBe('renter');
    expect(seen.lines.map((l) => [l.kind, l.state, l.amount])).toContainEqual(['authorised', 'held', total]);
    expect(seen.lines.some((l) => l.kind === 'charged')).toBe(false);
    expect(seen.totals).toMatchObject({ paid: 0, held: total, toPay: 0, refunded: 0 });
    // the deposit is still to be held before the check-in
    expect(seen.lines.find((l) => l.kind === 'deposit')).toMatchObject({ state: 'toHold', amount: 100_000 });
    expect(await documents(id, renter)).toEqual([]);
    expect((await ledger(id)).map((e) => e.kind)).toEqual(['authorisation']);
    // the e-mail says what the page says: the same amount, held and not charged
    const [sent] = (await noticesTo(ctx.db, 'renter@example.test', id)).filter(
      (n) => n.template === 'payments.requestSent',
    );
    expect(sent.body).toContain(`Held on your card, not charged: ${formatCharge(total, 'en')}`);
    expect(sent.body).not.toMatch(/^Paid:/m);
  });

  it('accepting charges once: a receipt and a numbered service-fee invoice with its VAT', async () => {
    expect((await post(tripPaths.accept(id), owner)).statusCode).toBe(200);
    // a replayed accept moves nothing again
    await post(tripPaths.accept(id), owner);
    expect((await ledger(id)).map((e) => [e.kind, e.amount])).toEqual([
      ['authorisation', total],
      ['charge', total],
      ['authorisation_capture', -total],
    ]);
    const seen = await statement(id, renter);
    expect(seen.totals).toMatchObject({ paid: total, held: 0, toPay: 0 });
    const charged = seen.lines.find((l) => l.kind === 'charged');
    expect(charged).toMatchObject({ state: 'done', amount: total, paymentKind: 'checkout' });
    expect(seen.lines.some((l) => l.kind === 'authorised')).toBe(false);

    const docs = await documents(id, renter);
    expect(docs.map((d) => d.kind)).toEqual(['receipt', 'invoice']);
    expect(charged?.documentId).toBe(docs[0].id);
    const invoice = docs[1];
    expect(invoice.number).toMatch(/^BSN-F-\d{6}$/);
    expect(invoice.amount).toBe(seen.totals.serviceFee);
    // 20 % VAT included in the fee
    expect(invoice.vatAmount).toBe(Math.round((seen.totals.serviceFee * 20) / 120));
  });

  it('the owner sees what the rental brought in and the fee withheld, not the renter’s card', async () => {
    const seen = await statement(id, owner);
    expect(seen.view).toBe('owner');
    const kinds = seen.lines.map((l) => l.kind);
    expect(kinds).toEqual(expect.arrayContaining(['gross', 'serviceFeeWithheld', 'earning']));
    expect(kinds).not.toContain('charged');
    const amount = (kind: string) => seen.lines.find((l) => l.kind === kind)?.amount ?? 0;
    expect(amount('serviceFeeWithheld')).toBe(seen.totals.serviceFee);
    expect(amount('gross')).toBe(seen.totals.online);
    // read as a sum: what the renter pays online, less what Bosun and the insurer keep (fee, insurance,
    // commission), is the earning
    expect(
      amount('gross') - amount('serviceFeeWithheld') - amount('insuranceWithheld') - amount('commission'),
    ).toBe(amount('earning'));
    // the fixture's owner is a professional: 12 % of the rental's share
    expect(amount('commission')).toBe(Math.round((amount('earning') + amount('commission')) * 0.12));
    expect(seen.totals.ownerEarning).toBe(amount('earning'));
    // the renter's receipt and invoice are not the owner's documents
    expect(await documents(id, owner)).toEqual([]);
  });

  it('a renter’s cancellation refunds by the policy, with a refund receipt and a credit note', async () => {
    expect((await post(tripPaths.cancel(id), renter, {})).statusCode).toBe(200);
    const seen = await statement(id, renter);
    const refund = seen.lines.find((l) => l.kind === 'refunded');
    expect(refund).toBeDefined();
    expect(refund?.refund?.percentage).toBe(100);
    expect(refund?.refund?.daysBeforeStart).toBeGreaterThan(30);
    expect(seen.totals.refunded).toBe(refund?.amount);
    expect(seen.totals.paid).toBe(total - (refund?.amount ?? 0));
    expect(seen.totals.toPay).toBe(0);
    expect(seen.lines.some((l) => l.kind === 'deposit')).toBe(false);

    const docs = await documents(id, renter);
    expect(docs.map((d) => d.kind)).toEqual(['receipt', 'invoice', 'refund_receipt', 'credit_note']);
    const [, invoice, , credit] = docs;
    expect(credit.number).toMatch(/^BSN-A-\d{6}$/);
    // a full refund credits the whole fee
    expect(credit.amount).toBe(invoice.amount);
    expect(refund?.documentId).toBe(docs[2].id);
  });

  it('the documents download as PDFs in the reader’s language', async () => {
    const docs = await documents(id, renter);
    const invoice = docs.find((d) => d.kind === 'invoice');
    const credit = docs.find((d) => d.kind === 'credit_note');
    const res = await get(`${invoice?.path}?_locale=fr`, renter);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Facture');
    expect(text).toContain(invoice?.number ?? 'missing');
    expect(text).toContain('Frais de service Bosun');
    expect(text).toContain('TVA à 20');
    // French amounts: a decimal comma and the euro sign after
    expect(text).toMatch(/\d+,\d{2}\s€/);
    expect(text).not.toMatch(/\d+\.\d{2}\s?€/);

    // drawn once: the store keeps it, and the next download is those very bytes
    const kept = await fileStoreFor(ctx.app.config).get(`documents/${invoice?.id}-fr.pdf`);
    expect(kept?.equals(res.rawPayload)).toBe(true);
    expect((await get(`${invoice?.path}?_locale=fr`, renter)).rawPayload.equals(res.rawPayload)).toBe(true);

    const greek = await pdfText((await get(`${credit?.path}?_locale=el`, renter)).rawPayload);
    expect(greek).toContain('Πιστωτικό σημείωμα');
    expect(greek).toContain(invoice?.number ?? 'missing');
  });

  it('staff see the whole statement and every document; anyone else gets 404', async () => {
    const seen = await statement(id, support);
    expect(seen.view).toBe('staff');
    expect(seen.lines.map((l) => l.kind)).toEqual(expect.arrayContaining(['charged', 'refunded', 'earning']));
    expect((await documents(id, support)).length).toBe(4);

    const receipt = (await documents(id, renter))[0];
    expect((await get(moneyPaths.statement(id), other)).statusCode).toBe(404);
    expect((await get(moneyPaths.documents(id), other)).statusCode).toBe(404);
    expect((await get(receipt.path, other)).statusCode).toBe(404);
    // the owner may not read the renter's receipt
    expect((await get(receipt.path, owner)).statusCode).toBe(404);
    expect((await get(moneyPaths.pdf(id, 999_999), renter)).statusCode).toBe(404);
    expect((await get(moneyPaths.pdf(id, 'abc'), renter)).statusCode).toBe(404);
    expect((await get(moneyPaths.statement(999_999), renter)).statusCode).toBe(404);
    // signed out: asked to sign in, whatever the booking (a link from an e-mail leads to the sign-in)
    expect((await get(moneyPaths.statement(id), {})).statusCode).toBe(401);
  });
});

describe('the ledger itself', () => {
  it('is append-only: a row cannot be changed or deleted while its booking exists', async () => {
    const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM ledger_entries ORDER BY id LIMIT 1');
    await expect(
      ctx.db.query('UPDATE ledger_entries SET amount = 1 WHERE id = $1', [rows[0].id]),
    ).rejects.toThrow(/append-only/);
    await expect(ctx.db.query('DELETE FROM ledger_entries WHERE id = $1', [rows[0].id])).rejects.toThrow(
      /append-only/,
    );
  });

  it('numbers invoices and credit notes without a gap, and a rolled-back issue gives its number back', async () => {
    const numbers = async (series: string) =>
      (
        await ctx.db.query<{ number: string }>(
          `SELECT number FROM documents WHERE series = $1 ORDER BY number`,
          [series],
        )
      ).rows.map((r) => Number(r.number.slice(-6)));
    const before = await numbers('invoice');
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.query(`SELECT next_document_number('invoice')`);
        throw new Error('the issue fails after taking a number');
      }),
    ).rejects.toThrow();
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('06-20'),
      dateTo: day('06-21'),
    });
    await post(tripPaths.accept(id), owner);
    const after = await numbers('invoice');
    expect(after).toEqual([...before, before.length + 1]);
    expect(after).toEqual(after.map((_, i) => i + 1));
  });

  it('writes each movement once when the same record is written again (a replayed webhook)', async () => {
    const { rows } = await ctx.db.query<{ id: number; booking_id: number }>(
      `SELECT id, booking_id FROM payments WHERE status = 'succeeded' AND booking_id IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const before = await ledger(rows[0].booking_id);
    await ctx.db.query(`UPDATE payments SET status = 'succeeded', updated_at = now() WHERE id = $1`, [
      rows[0].id,
    ]);
    await ctx.db.query(`UPDATE payments SET booking_id = booking_id WHERE id = $1`, [rows[0].id]);
    expect(await ledger(rows[0].booking_id)).toEqual(before);
  });
});
