import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { seedDemoMarketplace } from '../../db/seed/seed.ts';

let ctx: TestContext;
const tokens: Record<string, string> = {};
let boatId: number;
let salesId: number;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function login(email: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v6/auth/login',
    payload: { email, password: 'Bosun-demo-2026' },
  });
  return res.json().authToken as string;
}

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://bosun.example' });
  await seedDemoMarketplace(ctx.db, { boats: 20, seed: 11, production: false });
  for (const who of ['sales', 'manager', 'renter']) tokens[who] = await login(`${who}@bosun.test`);
  await insertTestUser(ctx.db, { email: 'other.renter@example.com' });
  tokens.other = await login('other.renter@example.com');
  const boat = await ctx.db.query<{ id: number }>(
    `SELECT id FROM products WHERE kind = 'boat' AND moderation_status = 'published' AND minimum_days <= 3
        AND capacity >= 4 ORDER BY id LIMIT 1`,
  );
  boatId = boat.rows[0].id;
  salesId = (await ctx.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'sales@bosun.test'`))
    .rows[0].id;
});
afterAll(() => ctx.close());

const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

async function leadForRenter() {
  const lead = (
    await call('POST', '/api/v6/leads', 'renter', {
      source: 'quote_request',
      productId: boatId,
      market: 'FR',
    })
  ).json();
  await call('POST', `/api/v6/leads/${lead.id}/assign`, 'manager', { assigneeId: salesId });
  return lead.id as number;
}

const quote = (leadId: number, discountAmount = 0, over: object = {}) =>
  call('POST', `/api/v6/leads/${leadId}/propales`, 'sales', {
    items: [
      {
        productId: boatId,
        start: day(40),
        end: day(43),
        people: 4,
        withCaptain: true,
        insurances: ['damageWaiver'],
      },
    ],
    discountAmount,
    validUntil: day(10),
    message: 'Voici notre proposition.',
    languageCode: 'fr',
    ...over,
  });

describe('writing and sending a quote', () => {
  it('prices the boat on the server, sends it by e-mail and moves the lead to quote sent', async () => {
    const leadId = await leadForRenter();
    const created = await quote(leadId, 5_000);
    expect(created.statusCode).toBe(201);
    const propale = created.json();
    expect(propale.status).toBe('draft');
    expect(propale.items[0].priceLines.map((l: { key: string }) => l.key)).toEqual(
      expect.arrayContaining(['rental', 'serviceFee', 'insurance']),
    );
    const lineSum = propale.items[0].priceLines.reduce((s: number, l: { amount: number }) => s + l.amount, 0);
    expect(propale.subtotalAmount).toBe(lineSum);
    expect(propale.totalAmount).toBe(lineSum - 5_000);
    expect(propale.discountApproval).toBe('not_needed');
    expect(propale.offerPath).toBe(`/fr/account/offers/${propale.hash}`);

    const sent = await call('POST', `/api/v6/propales/${propale.id}/send`, 'sales');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().status).toBe('sent');
    const mail = (
      await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?to=renter@bosun.test' })
    ).json()[0];
    expect(mail.subject).toBe('Votre offre de location de bateau');
    expect(mail.body).toContain(`https://bosun.example/fr/account/offers/${propale.hash}`);
    // and its HTML part, as every e-mail has, in the same language with the link
    const { rows: html } = await ctx.db.query<{ html: string | null }>(
      `SELECT html FROM outbox WHERE template = 'propale-sent' AND (payload ->> 'propaleId')::bigint = $1`,
      [propale.id],
    );
    expect(html[0].html).toMatch(/<html [^>]*lang="fr"/);
    expect(html[0].html).toContain(`href="https://bosun.example/fr/account/offers/${propale.hash}"`);
    expect(html[0].html).toContain('Votre offre de location de bateau');
    expect((await call('GET', `/api/v6/leads/${leadId}`, 'sales')).json().status).toBe('quote_sent');
    expect((await call('POST', `/api/v6/propales/${propale.id}/send`, 'sales')).statusCode).toBe(422);
  });

  it('holds a discount beyond the limit until a manager approves it', async () => {
    const leadId = await leadForRenter();
    const propale = (await quote(leadId, 0)).json();
    const big = await call('PUT', `/api/v6/propales/${propale.id}`, 'sales', {
      discountAmount: Math.floor(propale.subtotalAmount / 2),
    });
    expect(big.json().discountApproval).toBe('pending');
    const refused = await call('POST', `/api/v6/propales/${propale.id}/send`, 'sales');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('discount-needs-approval');
    expect((await call('POST', `/api/v6/propales/${propale.id}/approve-discount`, 'sales')).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', `/api/v6/propales/${propale.id}/approve-discount`, 'manager')).json()
        .discountApproval,
    ).toBe('approved');
    expect((await call('POST', `/api/v6/propales/${propale.id}/send`, 'sales')).json().status).toBe('sent');
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const leadId = await leadForRenter();
    const before = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM propales')).rows[0].n;
    const res = await quote(leadId, 0, { items: [{ productId: boatId, start: day(43), end: day(40) }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'items.0.end': 'endBeforeStart' });
    expect((await quote(leadId, 99_999_999)).json().error.fields).toEqual({
      discountAmount: 'discountTooLarge',
    });
    expect((await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM propales')).rows[0].n).toBe(
      before,
    );
  });
});

describe('the renter’s offer', () => {
  async function sentOffer() {
    const leadId = await leadForRenter();
    const propale = (await quote(leadId, 1_000)).json();
    await call('POST', `/api/v6/propales/${propale.id}/send`, 'sales');
    return { leadId, propale };
  }

  it('shows the offer to its renter only, in their currency', async () => {
    const { propale } = await sentOffer();
    const mine = await call('GET', `/api/v6/account/offers/${propale.hash}?currency=GBP`, 'renter');
    expect(mine.statusCode).toBe(200);
    const offer = mine.json();
    expect(offer).toMatchObject({ status: 'sent', canAnswer: true, totalAmount: propale.totalAmount });
    expect(offer.currency.code).toBe('GBP');
    expect(offer.display.total).toBe(Math.round((propale.totalAmount / 100) * offer.currency.rate * 100));
    expect((await call('GET', `/api/v6/account/offers/${propale.hash}`, 'other')).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v6/account/offers/${propale.hash}` })).statusCode,
    ).toBe(401);
    const list = (await call('GET', '/api/v6/account/offers', 'renter')).json();
    expect(list.map((o: { hash: string }) => o.hash)).toContain(propale.hash);
  });

  it('accepts once: the payment session is opened once and the lead is won', async () => {
    const { leadId, propale } = await sentOffer();
    const first = await call('POST', `/api/v6/account/offers/${propale.hash}/accept`, 'renter', {});
    expect(first.statusCode).toBe(200);
    const { paymentSessionHash, checkoutPath } = first.json();
    expect(checkoutPath).toBe(`/fr/ps/${paymentSessionHash}`);
    const again = await call('POST', `/api/v6/account/offers/${propale.hash}/accept`, 'renter', {});
    expect(again.json().paymentSessionHash).toBe(paymentSessionHash);
    const ps = await ctx.db.query<{ total_amount: number; status: string; product_id: number }>(
      'SELECT total_amount, status, product_id FROM payment_sessions WHERE hash = $1',
      [paymentSessionHash],
    );
    expect(ps.rows).toEqual([{ total_amount: propale.totalAmount, status: 'open', product_id: boatId }]);
    expect((await call('GET', `/api/v6/leads/${leadId}`, 'sales')).json().status).toBe('won');
    expect(
      (await call('POST', `/api/v6/account/offers/${propale.hash}/decline`, 'renter', {})).statusCode,
    ).toBe(422);
  });

  it('cannot accept a withdrawn or expired offer', async () => {
    const { propale } = await sentOffer();
    await call('POST', `/api/v6/propales/${propale.id}/withdraw`, 'sales');
    const withdrawn = await call('POST', `/api/v6/account/offers/${propale.hash}/accept`, 'renter', {});
    expect(withdrawn.statusCode).toBe(422);
    expect(withdrawn.json().error.code).toBe('offer-withdrawn');
    expect((await call('GET', `/api/v6/account/offers/${propale.hash}`, 'renter')).json()).toMatchObject({
      status: 'withdrawn',
      canAnswer: false,
    });

    const { propale: old } = await sentOffer();
    await ctx.db.query(`UPDATE propales SET valid_until = current_date - 1 WHERE id = $1`, [old.id]);
    const expired = await call('POST', `/api/v6/account/offers/${old.hash}/accept`, 'renter', {});
    expect(expired.json().error.code).toBe('offer-expired');
    expect((await call('GET', `/api/v6/account/offers/${old.hash}`, 'renter')).json().status).toBe('expired');
  });

  it('declining puts the lead back in the review queue', async () => {
    const { leadId, propale } = await sentOffer();
    const res = await call('POST', `/api/v6/account/offers/${propale.hash}/decline`, 'renter', {
      reason: 'Too expensive',
    });
    expect(res.json()).toEqual({ status: 'declined' });
    const lead = (await call('GET', `/api/v6/leads/${leadId}`, 'sales')).json();
    expect(Date.parse(lead.nextReviewAt)).toBeLessThanOrEqual(Date.now());
    expect(lead.propales[0].status).toBe('declined');
  });
});

describe('the back-office resource', () => {
  it('merges a partial PUT: the message alone keeps the discount, the discount alone keeps the message', async () => {
    const leadId = await leadForRenter();
    const propale = (await quote(leadId, 2_000)).json();
    const url = `/api/admin/propales/${propale.id}`;
    const onlyMessage = await call('PUT', url, 'sales', { message: 'Nouvelle proposition.' });
    expect(onlyMessage.statusCode).toBe(200);
    expect(onlyMessage.json()).toMatchObject({
      message: 'Nouvelle proposition.',
      discountAmount: 2_000,
      totalAmount: propale.totalAmount,
    });
    const onlyDiscount = await call('PUT', url, 'sales', { discountAmount: 1_000 });
    expect(onlyDiscount.json()).toMatchObject({
      message: 'Nouvelle proposition.',
      discountAmount: 1_000,
      totalAmount: propale.totalAmount + 1_000,
      validUntil: propale.validUntil,
    });
  });

  it('gives each listed quote its own subtotal, the sum of its own items', async () => {
    const leadId = await leadForRenter();
    await quote(leadId, 0);
    await quote(leadId, 0, {
      items: [{ productId: boatId, start: day(50), end: day(57), people: 2 }],
    });
    const rows = (await call('GET', '/api/admin/propales?range=[0,9]', 'sales')).json();
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const itemSum = row.items.reduce((s: number, i: { totalAmount: number }) => s + i.totalAmount, 0);
      expect(row.subtotalAmount).toBe(itemSum);
      expect(row.totalAmount).toBe(itemSum - row.discountAmount);
    }
  });

  it('writes a quote from the back office, which both APIs then read alike', async () => {
    const leadId = await leadForRenter();
    const created = await call('POST', '/api/admin/propales', 'sales', {
      leadId,
      items: [{ productId: boatId, start: day(60), end: day(63), people: 2 }],
      validUntil: day(10),
    });
    expect(created.statusCode).toBe(200);
    const propale = created.json();
    expect(propale).toMatchObject({
      leadId,
      status: 'draft',
      validUntil: day(10),
      message: null,
      discountAmount: 0,
      totalAmount: propale.subtotalAmount,
      discountApproval: 'not_needed',
      sentAt: null,
      paymentSessionHash: null,
    });
    expect(propale.items).toEqual([
      expect.objectContaining({
        productId: boatId,
        start: day(60),
        end: day(63),
        people: 2,
        options: { withCaptain: false, extraIds: [], insurances: [] },
      }),
    ]);
    expect((await call('GET', `/api/v6/propales/${propale.id}`, 'sales')).json()).toEqual(propale);
    expect((await call('GET', `/api/admin/propales/${propale.id}`, 'manager')).json()).toEqual(propale);
  });

  it('lists quotes in the ra-data-simple-rest dialect', async () => {
    const res = await call(
      'GET',
      '/api/admin/propales?filter={"status":"sent"}&range=[0,4]&sort=["createdAt","DESC"]',
      'sales',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toMatch(/^propales (0-\d+|\*)\/\d+$/);
    expect(res.json().every((p: { status: string }) => p.status === 'sent')).toBe(true);
  });
});

describe('quote options', () => {
  it('lists the extras a boat offers, which a quote adds as priced lines', async () => {
    const withExtras = await ctx.db.query<{ product_id: number }>(
      `SELECT e.product_id FROM extras e JOIN products p ON p.id = e.product_id
        WHERE NOT e.is_mandatory AND NOT e.is_rental_type AND p.kind = 'boat' AND p.moderation_status = 'published'
          AND p.minimum_days <= 3 AND p.capacity >= 4
        ORDER BY e.product_id LIMIT 1`,
    );
    const productId = withExtras.rows[0].product_id;
    const res = await call('GET', `/api/v6/propales/quote-options/${productId}`, 'sales');
    expect(res.statusCode).toBe(200);
    const options = res.json();
    expect(options.extras.length).toBeGreaterThan(0);
    expect(options.insurances.map((i: { key: string }) => i.key)).toContain('damageWaiver');
    expect((await call('GET', `/api/v6/propales/quote-options/${productId}`, 'renter')).statusCode).toBe(404);
    expect((await call('GET', '/api/v6/propales/quote-options/abc', 'sales')).statusCode).toBe(404);

    const leadId = await leadForRenter();
    const extra = options.extras[0];
    const created = await quote(leadId, 0, {
      items: [{ productId, start: day(40), end: day(43), people: 4, extraIds: [extra.id] }],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().items[0].options.extraIds).toEqual([extra.id]);
    // Named in the quote's language for the renter, with every name the owner gave for the console.
    const language: string = created.json().languageCode;
    expect(created.json().items[0].priceLines).toContainEqual({
      key: 'extra',
      label: extra.names[language] || extra.names[language.split('-')[0]] || extra.name,
      amount: expect.any(Number),
      params: { names: extra.names },
      extraId: extra.id,
    });
    expect(Object.keys(extra.names).length).toBeGreaterThan(1);
    // The price engine's lines keep their figures, and an included captain its names.
    const rental = created.json().items[0].priceLines.find((l: { key: string }) => l.key === 'rental');
    expect(rental.params.days).toBe(3);
  });
});
