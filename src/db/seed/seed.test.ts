import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, PRODUCT_TYPE_KEYS } from '../../../shared/catalogue/catalogue.ts';
import { paymentPaths } from '../../../shared/checkout/payment.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { type Database, openDatabase } from '../connection.ts';
import { migrate } from '../migrate.ts';
import { DEMO_PASSWORD } from './peopleSeed.ts';
import { resetMarketplace, type SeedReport, seedDemoMarketplace, seedIfEmpty } from './seed.ts';

const TODAY = '2026-06-15';
let ctx: TestContext;
let report: SeedReport;
const progress: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  report = await seedDemoMarketplace(ctx.db, {
    boats: 60,
    seed: 7,
    today: TODAY,
    production: false,
    log: (m) => progress.push(m),
  });
});
afterAll(() => ctx.close());

const listings = (db: Database) =>
  db.query<{ title: string; base_price_per_day: number }>(
    `SELECT title, base_price_per_day FROM products WHERE kind = 'boat' ORDER BY id`,
  );

const count = async (db: Database, sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0].n;

describe('the demo marketplace seed', () => {
  it('creates the requested boats, at least ten activities, and reports its progress', async () => {
    expect(await count(ctx.db, `products WHERE kind = 'boat'`)).toBe(60);
    expect(await count(ctx.db, `products WHERE kind = 'activity'`)).toBe(10);
    expect(report.counts.products).toBe(70);
    expect(progress.at(-1)).toMatch(/^seed: done in \d+ ms$/);
  });

  it('covers every product type and every booking status', async () => {
    const types = await ctx.db.query<{ product_type: string }>(
      `SELECT DISTINCT product_type FROM products WHERE kind = 'boat'`,
    );
    expect(types.rows.map((r) => r.product_type).sort()).toEqual([...PRODUCT_TYPE_KEYS].sort());
    const statuses = await ctx.db.query<{ status: string }>('SELECT DISTINCT status FROM bookings');
    expect(statuses.rows.map((r) => r.status).sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  it('gives every back-office queue something in each status', async () => {
    const distinct = async (table: string) =>
      (await ctx.db.query<{ status: string }>(`SELECT DISTINCT status FROM ${table}`)).rows
        .map((r) => r.status)
        .sort();
    expect(await distinct('damage_claims')).toEqual(['accepted', 'open', 'paid', 'refused', 'under_review']);
    expect(await distinct('autorefunds')).toEqual(['adjusted', 'approved', 'proposed', 'rejected']);
    expect(await distinct('leads')).toEqual(['contacted', 'lost', 'new', 'quote_sent', 'snoozed', 'won']);
    expect(await distinct('propales')).toEqual([
      'accepted',
      'declined',
      'draft',
      'expired',
      'sent',
      'withdrawn',
    ]);
  });

  it('gives the audit log the staff’s decisions and the Errors page a few groups of each app', async () => {
    const { rows: audit } = await ctx.db.query<{ resource: string; action: string; n: number }>(
      `SELECT resource, action, count(*)::int AS n FROM audit_log a
        WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = a.actor_id AND u.staff_role = 'manager')
        GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(audit.map((r) => `${r.resource}.${r.action}`)).toEqual(
      expect.arrayContaining(['autorefunds.approve', 'autorefunds.reject', 'damages.update']),
    );
    const { rows: groups } = await ctx.db.query<{ project: string }>(
      'SELECT DISTINCT project FROM error_groups ORDER BY project',
    );
    expect(groups.map((g) => g.project)).toEqual(['admin', 'server', 'site']);
  });

  it('gives listings pictures, translations, seasons and denormalised prices', async () => {
    expect(
      await count(
        ctx.db,
        `products p WHERE (SELECT count(*) FROM product_pictures x WHERE x.product_id = p.id) NOT BETWEEN 4 AND 8`,
      ),
    ).toBe(0);
    expect(
      await count(
        ctx.db,
        `products p WHERE NOT EXISTS (SELECT 1 FROM product_translations t WHERE t.product_id = p.id AND t.language = 'fr')`,
      ),
    ).toBe(0);
    expect(
      await count(
        ctx.db,
        `products WHERE lowest_price_per_day IS NULL OR lowest_price_per_day > base_price_per_day`,
      ),
    ).toBe(0);
    expect(
      await count(
        ctx.db,
        `products p WHERE review_count <> (SELECT count(*) FROM reviews r WHERE r.product_id = p.id)`,
      ),
    ).toBe(0);
  });

  it('gives the demo owner earnings in every state: paid, failed for a wrong IBAN, held, coming, owed', async () => {
    const owner = (
      await ctx.db.query<{ id: number }>(`SELECT id::int AS id FROM users WHERE email = 'owner@bosun.test'`)
    ).rows[0].id;
    const payouts = await ctx.db.query<{ status: string; failure_code: string | null }>(
      'SELECT status, failure_code FROM payouts WHERE owner_id = $1 ORDER BY id',
      [owner],
    );
    expect(payouts.rows).toEqual([
      { status: 'sent', failure_code: null },
      { status: 'failed', failure_code: 'invalid_account' },
    ]);
    const states = await ctx.db.query<{ hold: string | null; due: boolean; amount: number }>(
      `SELECT hold, payable_on <= $2::date AS due, sum(amount)::float8 AS amount FROM owner_unpaid_rows
        WHERE owner_id = $1 GROUP BY 1, 2`,
      [owner, TODAY],
    );
    // held by the open damage claim; coming (not due yet); owed back after a refund on a paid booking
    expect(states.rows).toContainEqual(expect.objectContaining({ hold: 'claim' }));
    expect(states.rows).toContainEqual(expect.objectContaining({ hold: null, due: false }));
    const owed = states.rows.find((r) => r.hold === null && r.due);
    expect(owed?.amount).toBeLessThan(0);
    const invoices = await ctx.db.query(
      `SELECT 1 FROM documents WHERE kind = 'commission_invoice' AND recipient_id = $1`,
      [owner],
    );
    expect(invoices.rows.length).toBeGreaterThan(0);
    // the IBAN is stored encrypted and shown masked
    const profile = await ctx.db.query<{ iban_masked: string; iban_ciphertext: string }>(
      'SELECT iban_masked, iban_ciphertext FROM owner_payout_profiles WHERE user_id = $1',
      [owner],
    );
    expect(profile.rows[0].iban_masked).toBe('FR76 •••• 0189');
    expect(profile.rows[0].iban_ciphertext).not.toContain('3000');
  });

  it('creates the demo accounts with the shared password and their roles', async () => {
    const { rows } = await ctx.db.query<{
      id: number;
      email: string;
      staff_role: string | null;
      is_owner: boolean;
      password_hash: string;
    }>(
      `SELECT id, email, staff_role, is_owner, password_hash FROM users WHERE email LIKE '%@bosun.test' AND id <= 6 ORDER BY id`,
    );
    expect(rows.map((r) => [r.email, r.staff_role, r.is_owner])).toEqual([
      ['renter@bosun.test', null, false],
      ['owner@bosun.test', null, true],
      ['sales@bosun.test', 'sales', false],
      ['manager@bosun.test', 'manager', false],
      ['support@bosun.test', 'support', false],
      ['admin@bosun.test', 'admin', false],
    ]);
    expect(await verify(rows[0].password_hash, DEMO_PASSWORD)).toBe(true);
    expect(await verify(rows[0].password_hash, 'wrong-password')).toBe(false);
    expect(report.demoAccounts.map((a) => a.role)).toEqual([
      'renter',
      'owner',
      'sales',
      'manager',
      'support',
      'admin',
    ]);
  });

  it('gives the demo accounts data to look at', async () => {
    const [renter, owner, sales] = report.demoAccounts.map((a) => a.id);
    expect(await count(ctx.db, 'products WHERE owner_id = $1', [owner])).toBeGreaterThanOrEqual(6);
    expect(await count(ctx.db, 'bookings WHERE owner_id = $1', [owner])).toBeGreaterThanOrEqual(14);
    expect(await count(ctx.db, 'bookings WHERE tenant_id = $1', [renter])).toBeGreaterThanOrEqual(14);
    expect(await count(ctx.db, 'favourites WHERE user_id = $1', [renter])).toBe(6);
    expect(await count(ctx.db, 'conversations WHERE tenant_id = $1', [renter])).toBeGreaterThanOrEqual(14);
    expect(await count(ctx.db, 'sales_teammates WHERE user_id = $1', [sales])).toBe(1);
    expect(await count(ctx.db, 'leads WHERE assignee_id = $1', [sales])).toBeGreaterThan(5);
  });

  it('leaves the demo owner a draft half-way in the listing editor and a boat in review', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email: 'owner@bosun.test', password: DEMO_PASSWORD },
    });
    const authorization = `Bearer ${login.json().authToken}`;
    const listings = await ctx.app.inject({
      method: 'GET',
      url: '/api/v6/account/listings',
      headers: { authorization },
    });
    const states = listings.json().listings.map((l: { state: string }) => l.state);
    expect(states).toContain('inReview');
    const draft = listings.json().listings.find((l: { state: string }) => l.state === 'draft');
    const editor = await ctx.app.inject({
      method: 'GET',
      url: `/api/v6/account/listings/${draft.id}/editor`,
      headers: { authorization },
    });
    expect(editor.json()).toMatchObject({
      state: 'draft',
      resumeStep: 'equipment',
      completeness: { requiredMissing: [], missing: expect.arrayContaining(['equipment', 'cabins']) },
    });
  });

  it('gives the demo renter and owner a booking in every state the trip pages show', async () => {
    const [renter, owner] = report.demoAccounts.map((a) => a.id);
    const mine = 'bookings b WHERE b.tenant_id = $1 AND b.owner_id = $2';
    // a request waiting for the owner, its card authorised and nothing captured
    expect(
      await count(
        ctx.db,
        `${mine} AND b.status = 'paid' AND b.response_due_at > $3::date AND EXISTS (
           SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.status = 'requires_capture' AND p.authorised_at IS NOT NULL)
         AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.status = 'succeeded')`,
        [renter, owner, TODAY],
      ),
    ).toBe(1);
    // every seeded authorisation is one the sandbox provider holds, so it can be captured or released
    expect(await count(ctx.db, `payments p WHERE p.status = 'requires_capture'`)).toBeGreaterThan(0);
    expect(
      await count(
        ctx.db,
        `payments p WHERE p.status = 'requires_capture' AND NOT EXISTS (
           SELECT 1 FROM sandbox_payment_intents i
            WHERE i.id = p.provider_reference AND i.status = 'requires_capture' AND i.capture_method = 'manual'
              AND i.amount = p.amount)`,
      ),
    ).toBe(0);
    // and so is every other seeded payment: its 3-D Secure page, confirmation or refund finds its intent
    expect(
      await count(
        ctx.db,
        `payments p WHERE p.provider = 'sandbox' AND NOT EXISTS (
           SELECT 1 FROM sandbox_payment_intents i
            WHERE i.id = p.provider_reference AND i.status = p.status AND i.amount = p.amount)`,
      ),
    ).toBe(0);
    // the demo owner's listings have views in the last 30 days to show
    expect(
      await count(
        ctx.db,
        `product_view_days v JOIN products p ON p.id = v.product_id
          WHERE p.owner_id = $1 AND v.day > $2::date - 30 AND v.views > 0`,
        [owner, TODAY],
      ),
    ).toBeGreaterThan(0);
    // the demo renter has used no promo code: whoever tries the demo can apply one (once per person)
    expect(
      await count(ctx.db, 'bookings b WHERE b.tenant_id = $1 AND b.promo_code_id IS NOT NULL', [renter]),
    ).toBe(0);
    // an instant booking is accepted on payment: none is a request, nor declined or expired
    expect(
      await count(
        ctx.db,
        `bookings b JOIN products p ON p.id = b.product_id
          WHERE p.instant_booking AND b.status IN ('paid', 'down_payment_paid', 'declined', 'expired')`,
      ),
    ).toBe(0);
    // an accepted trip ahead with a balance still to pay
    expect(
      await count(
        ctx.db,
        `${mine} AND b.status = 'accepted' AND lower(b.period) > $3::date AND b.balance_amount > 0
           AND b.balance_paid_at IS NULL AND b.balance_due_date > $3::date`,
        [renter, owner, TODAY],
      ),
    ).toBe(1);
    // a stay that ended within the review window, and a cancelled trip
    expect(
      await count(ctx.db, `${mine} AND b.status = 'completed' AND upper(b.period) > $3::date - 14`, [
        renter,
        owner,
        TODAY,
      ]),
    ).toBe(1);
    expect(await count(ctx.db, `${mine} AND b.status LIKE 'cancelled_by_%'`, [renter, owner])).toBe(2);
  });

  it('keeps each booking consistent: timeline ends in its status, amounts add up', async () => {
    expect(
      await count(
        ctx.db,
        `bookings b WHERE b.status <> (SELECT e.to_status FROM booking_events e WHERE e.booking_id = b.id ORDER BY e.at DESC, e.id DESC LIMIT 1)`,
      ),
    ).toBe(0);
    expect(await count(ctx.db, 'bookings WHERE total_amount <> online_amount + harbour_amount')).toBe(0);
    expect(
      await count(
        ctx.db,
        `bookings b WHERE total_amount <> (SELECT sum((l->>'amount')::bigint) FROM jsonb_array_elements(b.price_lines) l)`,
      ),
    ).toBe(0);
  });

  it('lets the demo renter open the 3-D Secure page of each of their payments (no 500, issue 22)', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email: 'renter@bosun.test', password: 'Bosun-demo-2026' },
    });
    const authorization = `Bearer ${login.json().authToken}`;
    const { rows } = await ctx.db.query<{ provider_reference: string; status: string; amount: number }>(
      `SELECT p.provider_reference, p.status, p.amount::int AS amount FROM payments p
         JOIN bookings b ON b.id = p.booking_id JOIN users u ON u.id = b.tenant_id
        WHERE u.email = 'renter@bosun.test' ORDER BY p.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const payment of rows) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: paymentPaths.sandboxAuthentication(payment.provider_reference),
        headers: { authorization },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        intentId: payment.provider_reference,
        amount: payment.amount,
        status: payment.status,
      });
    }
  });

  it('moves the identity sequences past the seeded ids', async () => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO users (email, first_name, last_name) VALUES ('after-seed@example.com', 'After', 'Seed') RETURNING id`,
    );
    expect(rows[0].id).toBeGreaterThan(report.counts.users);
  });

  it('does nothing when the database already has users', async () => {
    expect(await seedIfEmpty(ctx.db, { boats: 5 })).toBe(false);
  });

  it('is deterministic: the same seed gives the same boats, prices and bookings', async () => {
    const again = await openDatabase({});
    try {
      await migrate(again);
      await seedDemoMarketplace(again, { boats: 60, seed: 7, today: TODAY, production: false });
      expect((await listings(again)).rows).toEqual((await listings(ctx.db)).rows);
      const bookings = (db: Database) =>
        db.query('SELECT reference, period, status, total_amount FROM bookings ORDER BY id');
      expect((await bookings(again)).rows).toEqual((await bookings(ctx.db)).rows);
    } finally {
      await again.close();
    }
  });

  it('seeds again after `npm run seed -- --reset`: the same marketplace, invoices numbered from 1 again', async () => {
    const db = await openDatabase({});
    try {
      await migrate(db);
      const seed = () => seedDemoMarketplace(db, { boats: 8, seed: 3, today: TODAY, production: false });
      const snapshot = async () => ({
        bookings: (await db.query('SELECT reference, period, status, total_amount FROM bookings ORDER BY id'))
          .rows,
        numbers: (await db.query('SELECT number FROM documents WHERE number IS NOT NULL ORDER BY id')).rows,
      });
      await seed();
      const first = await snapshot();
      expect(first.numbers.length).toBeGreaterThan(0);
      await resetMarketplace(db);
      await seed();
      expect(await snapshot()).toEqual(first);
    } finally {
      await db.close();
    }
  }, 180_000);

  it('creates no demo account and no password in production; another seed gives other boats', async () => {
    const db = await openDatabase({});
    try {
      await migrate(db);
      const result = await seedDemoMarketplace(db, { boats: 12, seed: 8, today: TODAY, production: true });
      const seven = (await listings(ctx.db)).rows.slice(0, 12);
      expect((await listings(db)).rows.slice(0, 12)).not.toEqual(seven);
      expect(result.demoAccounts).toEqual([]);
      expect(await count(db, 'users WHERE password_hash IS NOT NULL')).toBe(0);
      expect(await count(db, `products WHERE kind = 'boat'`)).toBe(12);
    } finally {
      await db.close();
    }
  });
});
