import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPaths } from '../../../shared/bookings/trips.ts';
import { formatMoney } from '../../../shared/currency.ts';
import { moneyPaths, statementSchema } from '../../../shared/money/statement.ts';
import { earningsSchema, payoutPaths } from '../../../shared/payouts/payouts.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { pdfText } from '../../../tests/helpers/pdfText.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { appClock } from '../../http/clock.ts';
import type { PayoutProvider, PayoutRequest } from '../../providers/payouts/payoutProvider.ts';
import { createSandboxPayouts } from '../../providers/payouts/sandboxPayouts.ts';
import { refundBooking } from '../backoffice/bookings/refunds.ts';
import { payBooking } from '../bookings/testTrips.ts';
import {
  bearerFor,
  day,
  FUTURE_YEAR,
  insertProductFixture,
  type ProductFixture,
} from '../catalogue/testFixtures.ts';
import { stopPdfThread } from '../econtracts/pdfThread.ts';
import type { Headers } from '../payments/testPayments.ts';
import { runPayouts } from './service.ts';

const GOOD_IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const OTHER_IBAN = 'DE89 3704 0044 0532 0130 00';
/** valid, with the sandbox's "wrong account" pattern */
const REFUSED_IBAN = 'FR19 3000 6000 0199 9999 9999 999';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Headers;
let owner: Headers;
let stranger: Headers;

/** The sandbox, counting its calls and answering a replayed key as the first time (as Stripe does). */
function countingProvider() {
  const inner = createSandboxPayouts();
  const answers = new Map<string, Awaited<ReturnType<PayoutProvider['send']>>>();
  const calls: PayoutRequest[] = [];
  const provider: PayoutProvider = {
    name: 'sandbox',
    async send(request) {
      calls.push(request);
      const seen = answers.get(request.idempotencyKey);
      if (seen) return seen;
      const answer = await inner.send(request);
      answers.set(request.idempotencyKey, answer);
      return answer;
    },
  };
  return { provider, calls, keys: () => new Set(calls.map((c) => c.idempotencyKey)) };
}

const run = (provider: PayoutProvider, at: string, extra: Partial<Parameters<typeof runPayouts>[1]> = {}) =>
  runPayouts(ctx.db, {
    provider,
    publicUrl: 'http://bosun.test',
    bankDetailsKey: ctx.app.config.BANK_DETAILS_KEY,
    now: () => new Date(at),
    anyDay: true,
    ...extra,
  });

const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const putDetails = (headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: payoutPaths.details, headers, payload });

const earnings = async (headers: Headers) => {
  const res = await get(payoutPaths.earnings, headers);
  expect(res.statusCode).toBe(200);
  return earningsSchema.parse(res.json());
};
const balanceOf = async (ownerId: number) =>
  (
    await ctx.db.query<{ total: number }>(
      `SELECT coalesce(sum(amount), 0)::float8 AS total FROM ledger_entries WHERE user_id = $1 AND party = 'owner'`,
      [ownerId],
    )
  ).rows[0].total;
/** How many payouts each owner row of the owner is in (must be 0 or 1). */
const timesPaid = async (ownerId: number) =>
  (
    await ctx.db.query<{ id: number; n: number }>(
      `SELECT e.id::int AS id, (SELECT count(*)::int FROM payout_items i WHERE i.ledger_entry_id = e.id) AS n
         FROM ledger_entries e WHERE e.user_id = $1 AND e.party = 'owner'
          AND e.kind IN ('owner_earning', 'commission', 'earning_adjustment')`,
      [ownerId],
    )
  ).rows;
const payoutRows = async (ownerId: number) =>
  (
    await ctx.db.query<{
      id: number;
      status: string;
      amount: number;
      failure_code: string | null;
      attempt: number;
    }>(
      `SELECT id::int AS id, status, amount::float8 AS amount, failure_code, attempt FROM payouts WHERE owner_id = $1 ORDER BY id`,
      [ownerId],
    )
  ).rows;

async function acceptedBooking(from: string, to: string): Promise<number> {
  const id = await payBooking(ctx.app, fixture.productId, renter, { dateFrom: from, dateTo: to });
  expect((await post(tripPaths.accept(id), owner)).statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  await insertTestUser(ctx.db, { email: 'stranger@example.test', isOwner: true });
  renter = await bearerFor(ctx.app, 'renter@example.test');
  owner = await bearerFor(ctx.app, 'owner@example.test');
  stranger = await bearerFor(ctx.app, 'stranger@example.test');
});
afterAll(async () => {
  appClock.set(null);
  await stopPdfThread();
  await ctx.close();
});

describe('payout details', () => {
  it('refuses an IBAN with a bad checksum: 400 naming the field', async () => {
    const res = await putDetails(owner, {
      ownerType: 'private',
      accountHolder: 'Marie Dupont',
      iban: 'FR76 3000 6000 0112 3456 7890 188',
      currentPassword: 'Bosun-demo-2026',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ iban: 'ibanChecksumInvalid' });
    const short = await putDetails(owner, {
      ownerType: 'private',
      accountHolder: 'M D',
      iban: 'FR76 3000 6000',
    });
    expect(short.json().error.fields).toMatchObject({ iban: 'ibanLengthInvalid' });
  });

  it('asks for the password again', async () => {
    const res = await putDetails(owner, {
      ownerType: 'private',
      accountHolder: 'Marie Dupont',
      iban: GOOD_IBAN,
      currentPassword: 'wrong',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.fields).toEqual({ currentPassword: 'passwordWrong' });
    const details = await get(payoutPaths.details, owner);
    expect(details.json()).toMatchObject({ ibanMasked: null, missing: ['accountHolder', 'iban'] });
  });

  it('stores it encrypted, shows it masked and e-mails the owner', async () => {
    const res = await putDetails(owner, {
      ownerType: 'private',
      accountHolder: 'Marie Dupont',
      iban: GOOD_IBAN,
      currentPassword: 'Bosun-demo-2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ibanMasked: 'FR76 •••• 0189',
      accountHolder: 'Marie Dupont',
      missing: [],
    });
    expect(res.body).not.toContain('30006000');
    const stored = await ctx.db.query<{ iban_ciphertext: string }>(
      'SELECT iban_ciphertext FROM owner_payout_profiles WHERE user_id = $1',
      [fixture.ownerId],
    );
    expect(stored.rows[0].iban_ciphertext).not.toContain('3000');
    const mail = await ctx.db.query<{ subject: string; body: string }>(
      `SELECT subject, body FROM outbox WHERE recipient = 'owner@example.test' AND template = 'payouts.detailsChanged'`,
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0].body).toContain('FR76 •••• 0189');
  });
});

describe('a payout run', () => {
  let first: number;
  let second: number;

  it('pays nothing before the day after the first rental day', async () => {
    first = await acceptedBooking(day('09-07'), day('09-08'));
    second = await acceptedBooking(day('09-14'), day('09-14'));
    const { provider, calls } = countingProvider();
    // the first day itself: the renter may still report a problem
    expect(await run(provider, `${day('09-07')}T20:00:00Z`)).toMatchObject({ created: 0, sent: 0 });
    expect(calls).toHaveLength(0);
    const seen = await earnings(owner);
    const upcoming = seen.upcoming.find((u) => u.bookingId === first);
    expect(upcoming).toMatchObject({ payableOn: day('09-08'), hold: null });
    expect(upcoming?.expectedOn && upcoming.expectedOn >= day('09-08')).toBe(true);
    // the booking page tells the owner when: the earning upcoming, a payout expected on that date
    appClock.set(new Date(`${day('09-07')}T20:00:00Z`));
    const statement = statementSchema.parse((await get(moneyPaths.statement(first), owner)).json());
    appClock.set(null);
    expect(statement.lines.find((l) => l.kind === 'earning')).toMatchObject({
      state: 'upcoming',
      dueDate: upcoming?.expectedOn,
    });
    expect(statement.lines.find((l) => l.kind === 'payout')).toMatchObject({
      state: 'upcoming',
      amount: upcoming?.amount,
      dueDate: upcoming?.expectedOn,
    });
  });

  it('holds an earning while a damage claim is open, and a staff hold on the booking', async () => {
    const claim = await ctx.db.query<{ id: number }>(
      `INSERT INTO damage_claims (booking_id, claimant_id, amount_claimed, description) VALUES ($1, $2, 5000, 'scratch')
       RETURNING id::int AS id`,
      [first, fixture.ownerId],
    );
    await ctx.db.query(
      `INSERT INTO payout_holds (booking_id, reason, created_at) VALUES ($1, 'check', now())`,
      [second],
    );
    const { provider, calls } = countingProvider();
    expect(await run(provider, `${day('09-20')}T08:00:00Z`)).toMatchObject({ created: 0 });
    expect(calls).toHaveLength(0);
    const seen = await earnings(owner);
    expect(seen.upcoming.map((u) => [u.bookingId, u.hold])).toEqual([
      [first, 'claim'],
      [second, 'staff'],
    ]);
    expect(seen.bookings.find((b) => b.bookingId === first)?.state).toBe('onHold');
    // the booking page tells the owner too
    const statement = statementSchema.parse((await get(moneyPaths.statement(first), owner)).json());
    expect(statement.lines.find((l) => l.kind === 'earning')?.state).toBe('onHold');

    await ctx.db.query(`UPDATE damage_claims SET status = 'refused' WHERE id = $1`, [claim.rows[0].id]);
    await ctx.db.query(`UPDATE payout_holds SET released_at = now() WHERE booking_id = $1`, [second]);
  });

  it('two runs at once pay each earning exactly once, in one payout for the owner', async () => {
    const { provider, calls, keys } = countingProvider();
    const before = await balanceOf(fixture.ownerId);
    expect(before).toBeGreaterThan(0);
    const at = `${day('09-20')}T08:00:00Z`;
    const [a, b] = await Promise.all([run(provider, at), run(provider, at)]);
    expect(a.created + b.created).toBe(1);
    expect(a.sent + b.sent).toBe(1);
    expect(keys().size).toBe(1);
    expect(calls[0].amount).toBe(before);
    expect(calls[0].lines.map((l) => l.bookingId)).toEqual([first, second]);
    expect((await timesPaid(fixture.ownerId)).every((r) => r.n === 1)).toBe(true);
    expect(await balanceOf(fixture.ownerId)).toBe(0);
    // once more: nothing left to pay
    expect(await run(provider, at)).toMatchObject({ created: 0, sent: 0 });
  });

  it('shows the owner the payout, each booking paid, and the commission invoice as a PDF', async () => {
    const seen = await earnings(owner);
    expect(seen.upcoming).toEqual([]);
    expect(seen.payouts).toHaveLength(1);
    expect(seen.payouts[0]).toMatchObject({ status: 'sent', failureCode: null });
    const line = seen.bookings.find((b) => b.bookingId === first);
    // two September days: 400.00 € + 80.00 € cleaning; 15 % (private, as the owner said in their details)
    expect(line).toMatchObject({
      state: 'paid',
      gross: 48_000,
      commission: 7_200,
      net: 40_800,
      paidOut: 40_800,
    });
    expect(line?.commissionInvoice?.number).toMatch(/^BSN-F-\d{6}$/);
    const pdf = await get(line?.commissionInvoice?.path ?? '', owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // the renter does not get the owner's invoice
    expect((await get(line?.commissionInvoice?.path ?? '', renter)).statusCode).toBe(404);
    const statement = statementSchema.parse((await get(moneyPaths.statement(first), owner)).json());
    expect(statement.lines.find((l) => l.kind === 'payout')).toMatchObject({ state: 'done', amount: 40_800 });
    expect(statement.totals.ownerPaidOut).toBe(40_800);
    const mail = await ctx.db.query(
      `SELECT 1 FROM outbox WHERE recipient = 'owner@example.test' AND template = 'payouts.sent' AND channel = 'email'`,
    );
    expect(mail.rows).toHaveLength(1);
  });

  it('a refund after the payout leaves a negative balance, taken from the next payout', async () => {
    await ctx.db.transaction((tx) =>
      refundBooking(tx, {
        bookingId: second,
        amount: 7_400,
        reason: 'goodwill',
        actorId: null,
        idempotencyKey: 'r:2',
      }),
    );
    // a quarter of 296.00 € back: gross −70.00 €, commission +10.50 € → −59.50 €
    expect(await balanceOf(fixture.ownerId)).toBe(-5_950);
    const { provider } = countingProvider();
    expect(await run(provider, `${day('09-24')}T08:00:00Z`)).toMatchObject({ created: 0 });
    expect((await earnings(owner)).balance).toBe(-5_950);

    const third = await acceptedBooking(day('09-28'), day('09-28'));
    const { provider: next, calls } = countingProvider();
    expect(await run(next, `${day('09-29')}T08:00:00Z`)).toMatchObject({ created: 1, sent: 1 });
    // 238.00 € earned on the third, less the 59.50 € owed
    expect(calls[0].amount).toBe(17_850);
    expect(calls[0].lines).toEqual([
      { bookingId: second, amount: -5_950 },
      { bookingId: third, amount: 23_800 },
    ]);
    expect(await balanceOf(fixture.ownerId)).toBe(0);
  });

  it('a crash between batching and the provider resumes once the lease lapses, paying once', async () => {
    const fourth = await acceptedBooking(day('10-05'), day('10-05'));
    const { provider, calls, keys } = countingProvider();
    const at = `${day('10-06')}T08:00:00Z`;
    await expect(
      run(provider, at, {
        beforeSend: () => {
          throw new Error('process killed');
        },
      }),
    ).rejects.toThrow('process killed');
    expect((await payoutRows(fixture.ownerId)).at(-1)).toMatchObject({ status: 'pending' });
    // still leased: another run leaves it alone
    expect(await run(provider, `${day('10-06')}T08:01:00Z`)).toMatchObject({ created: 0, sent: 0 });
    expect(await run(provider, `${day('10-06')}T08:10:00Z`)).toMatchObject({ created: 0, sent: 1 });
    expect(calls).toHaveLength(1);
    expect(keys().size).toBe(1);
    expect((await timesPaid(fixture.ownerId)).every((r) => r.n === 1)).toBe(true);
    expect(await balanceOf(fixture.ownerId)).toBe(0);
    expect(fourth).toBeGreaterThan(0);
  });

  it('a crash after the provider sent it answers the replay as the first call: one transfer', async () => {
    await acceptedBooking(day('10-12'), day('10-12'));
    const { provider, calls, keys } = countingProvider();
    let crashed = false;
    const crashing: PayoutProvider = {
      name: 'sandbox',
      async send(request) {
        const answer = await provider.send(request);
        if (!crashed) {
          crashed = true;
          throw new Error('killed after the provider answered');
        }
        return answer;
      },
    };
    await expect(run(crashing, `${day('10-13')}T08:00:00Z`)).rejects.toThrow('killed');
    expect(await run(crashing, `${day('10-13')}T09:00:00Z`)).toMatchObject({ sent: 1 });
    expect(calls).toHaveLength(2);
    expect(keys().size).toBe(1);
    expect(await balanceOf(fixture.ownerId)).toBe(0);
  });
});

describe('a payout the bank refuses', () => {
  it('is marked failed with the reason, the owner told; new details send it again', async () => {
    const res = await putDetails(owner, {
      ownerType: 'private',
      accountHolder: 'Marie Dupont',
      iban: REFUSED_IBAN,
      currentPassword: 'Bosun-demo-2026',
    });
    expect(res.statusCode).toBe(200);
    const booking = await acceptedBooking(day('11-02'), day('11-02'));
    const provider = createSandboxPayouts();
    expect(await run(provider, `${day('11-03')}T08:00:00Z`)).toMatchObject({ created: 1, failed: 1 });
    const failed = (await payoutRows(fixture.ownerId)).at(-1);
    expect(failed).toMatchObject({ status: 'failed', failure_code: 'invalid_account', amount: 23_800 });
    // not retryable as is: the next run does not send it again
    expect(await run(provider, `${day('11-05')}T08:00:00Z`)).toMatchObject({ sent: 0, failed: 0 });
    const seen = await earnings(owner);
    expect(seen.payouts[0]).toMatchObject({ status: 'failed', failureCode: 'invalid_account' });
    expect(seen.bookings.find((b) => b.bookingId === booking)?.state).toBe('failed');
    expect(seen.balance).toBe(23_800);
    const push = await ctx.db.query(`SELECT 1 FROM outbox WHERE template = 'payouts.failed'`);
    expect(push.rows.length).toBeGreaterThan(0);

    await putDetails(owner, {
      ownerType: 'private',
      accountHolder: 'Marie Dupont',
      iban: OTHER_IBAN,
      currentPassword: 'Bosun-demo-2026',
    });
    expect(await run(provider, `${day('11-05')}T09:00:00Z`)).toMatchObject({ sent: 1 });
    expect((await payoutRows(fixture.ownerId)).at(-1)).toMatchObject({
      id: failed?.id,
      status: 'sent',
      attempt: 2,
    });
    expect(await balanceOf(fixture.ownerId)).toBe(0);
  });
});

describe('whose earnings', () => {
  it('another owner sees none of it, and the owner’s booking statement is 404 to them', async () => {
    const seen = await earnings(stranger);
    expect(seen).toMatchObject({ balance: 0, upcoming: [], payouts: [], bookings: [] });
    const { rows } = await ctx.db.query<{ id: number }>(
      `SELECT booking_id::int AS id FROM payout_items LIMIT 1`,
    );
    expect((await get(moneyPaths.statement(rows[0].id), stranger)).statusCode).toBe(404);
  });

  it('the yearly statement sums gross, commission and net of the year’s bookings', async () => {
    const res = await get(payoutPaths.statement(FUTURE_YEAR), owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('reference,start_date,listing,gross,commission,damages,net,paid_out,currency');
    expect(lines.at(-1)).toMatch(/^total \(6 bookings\),/);
    expect((await get(payoutPaths.statement(FUTURE_YEAR), stranger)).body).toMatch(/total \(0 bookings\)/);
  });

  it('the yearly statement PDF reads, in the owner’s language, the CSV’s totals, bookings and the payouts sent', async () => {
    await ctx.db.query(`UPDATE users SET language_code = 'de' WHERE id = $1`, [fixture.ownerId]);
    const csv = (await get(payoutPaths.statement(FUTURE_YEAR), owner)).body.trim().split('\n');
    const [, , , gross, commission, damages, net] = csv.at(-1)?.split(',') ?? [];
    const references = csv.slice(1, -1).map((line) => line.split(',')[0]);
    const sent = (
      await ctx.db.query<{ count: number; amount: number }>(
        `SELECT count(*)::int AS count, coalesce(sum(amount), 0)::float8 AS amount FROM payouts
          WHERE owner_id = $1 AND status IN ('sent', 'paid')`,
        [fixture.ownerId],
      )
    ).rows[0];
    expect(sent.count).toBeGreaterThan(0);
    // spaces as pdf.js reads them (a no-break space drawn reads as a space)
    const euros = (value: string | number) =>
      formatMoney(
        Math.round(Number(value) * (typeof value === 'string' ? 100 : 1)),
        { code: 'EUR', minorDigits: 2 },
        'de-DE',
      ).replace(/[\u00a0\u202f]/g, ' ');

    const res = await get(payoutPaths.statement(FUTURE_YEAR, 'pdf'), owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`bosun-earnings-${FUTURE_YEAR}.pdf`);
    // pdf.js reads each drawn text apart, with blank items between: one line each
    const text = (await pdfText(res.rawPayload)).replace(/\n[ \n]*\n/g, '\n').replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(`Jährliche Einnahmenübersicht ${FUTURE_YEAR}`);
    expect(text).toContain(`Zeitraum: 1. Januar ${FUTURE_YEAR} – 31. Dezember ${FUTURE_YEAR}`);
    expect(text).toMatch(/Buchungen\n6\n/);
    expect(text).toContain(`Brutto, von Mietern an Sie gezahlt\n${euros(gross)}`);
    expect(text).toContain(`Bosun-Provision (Gebühren)\n${euros(`-${commission}`)}`);
    if (Number(damages) !== 0) expect(text).toContain(`Schadensersatz\n${euros(damages)}`);
    expect(text).toContain(`Nettoeinnahmen\n${euros(net)}`);
    expect(text).toContain(`Gesendete Auszahlungen\n${sent.count} Auszahlungen · ${euros(sent.amount)}`);
    for (const reference of references) expect(text).toContain(reference);

    // the page's language when it asks for one; another owner's statement holds none of these bookings
    const french = await pdfText(
      (await get(`${payoutPaths.statement(FUTURE_YEAR, 'pdf')}?_locale=fr`, owner)).rawPayload,
    );
    expect(french).toContain(`Relevé annuel des revenus ${FUTURE_YEAR}`);
    const theirs = await pdfText((await get(payoutPaths.statement(FUTURE_YEAR, 'pdf'), stranger)).rawPayload);
    expect(theirs).toContain('No booking started this year.');
    for (const reference of references) expect(theirs).not.toContain(reference);
    expect((await get(payoutPaths.statement(FUTURE_YEAR, 'xlsx' as 'pdf'), owner)).statusCode).toBe(404);
  });
});
