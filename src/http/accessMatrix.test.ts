import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import { insertTestUser } from '../../tests/helpers/users.ts';
import { seedDemoMarketplace } from '../db/seed/seed.ts';

/**
 * The access matrix (issue 22): every route of the API that names a record in its path, enumerated
 * from the OpenAPI document (so a new route is covered the day it is added), asked by each kind of
 * caller. Whoever may not see the record must get exactly what they would get for a record that does
 * not exist (404, or 401 when signed out): never a 2xx (a leak), never a 403 (which confirms it
 * exists), never a 5xx. Those who may see it must be able to read it.
 *
 * Adding a route: add a row to ACCESS for its path prefix (who may see it, and which fixture record
 * each path parameter names). A route without a row fails the test.
 */

const CALLERS = [
  'visitor',
  'renter',
  'otherRenter',
  'owner',
  'sales',
  'support',
  'manager',
  'admin',
] as const;
type Caller = (typeof CALLERS)[number];

/** The records the matrix asks about: the renter's booking of the owner's boat, and what hangs off it. */
interface Fixture {
  booking: number;
  /** A booking of the renter paid by down payment, whose balance is still due. */
  balanceBooking: number;
  renterUser: number;
  ownerBoat: number;
  block: number;
  checkoutHash: string;
  cart: number;
  intent: string;
  conversation: number;
  message: number;
  lead: number;
  propale: number;
  offerHash: string;
  autorefund: number;
  damage: number;
  outbox: number;
  auditEntry: number;
  teammate: number;
  modification: number;
  errorGroup: number;
  conversationHash: string;
  attachment: number;
  /** A picture of the owner's boat, as the owner's photos page lists it (issue 17). */
  listingPhoto: number;
  /** An iCal feed imported into the owner's boat's calendar. */
  icalFeed: number;
  /** A browser of the renter that turned Web Push on (issue 20). */
  renterDevice: number;
  /** A voucher (the demo renter's, from the seed). */
  voucher: number;
}
type Record_ = keyof Fixture | { value: string };

const EVERYONE: Caller[] = [...CALLERS];
const BOOKING_STAFF: Caller[] = ['sales', 'support', 'manager', 'admin'];
const USER_STAFF: Caller[] = ['sales', 'support', 'manager', 'admin'];
const SUPPORT_STAFF: Caller[] = ['support', 'manager', 'admin'];
const MANAGERS: Caller[] = ['manager', 'admin'];
const SALES: Caller[] = ['sales', 'manager', 'admin'];
/** The tenant, and staff who help renters through checkout (checkout/access.ts). */
const TENANT_AND_HELPERS: Caller[] = ['renter', 'support', 'manager', 'admin'];

interface AccessRow {
  /** Path prefix, as in the OpenAPI document; the longest matching prefix applies. */
  prefix: string;
  /** Who may see the records this route names. */
  readers: Caller[];
  /** The fixture record each path parameter names. */
  params: Record<string, Record_>;
}

const ACCESS: AccessRow[] = [
  { prefix: '/api/admin/bookings/', readers: BOOKING_STAFF, params: { id: 'booking' } },
  { prefix: '/api/admin/users/', readers: USER_STAFF, params: { id: 'renterUser' } },
  { prefix: '/api/admin/autorefunds/', readers: MANAGERS, params: { id: 'autorefund' } },
  // Vouchers are money: the roles that approve refunds issue and cancel them.
  { prefix: '/api/admin/vouchers/', readers: MANAGERS, params: { id: 'voucher' } },
  { prefix: '/api/admin/damages/', readers: MANAGERS, params: { id: 'damage' } },
  // Owners' payouts, holds and commissions (DESIGN.md, "Owner earnings and payouts"): money, managers only; the ids name no record here,
  // so every caller meets a 404 and nobody a 403 or a 2xx.
  { prefix: '/api/admin/payouts/', readers: MANAGERS, params: { id: { value: '1' } } },
  { prefix: '/api/admin/payout-holds/', readers: MANAGERS, params: { id: { value: '1' } } },
  { prefix: '/api/admin/owner-commissions/', readers: MANAGERS, params: { id: { value: '1' } } },
  // The viewer's own yearly statement: anyone signed in reads theirs (empty without earnings).
  {
    prefix: '/api/v6/account/earnings/',
    readers: CALLERS.filter((caller) => caller !== 'visitor'),
    params: { file: { value: '2026.csv' } },
  },
  // Sales read boats to pick them for a quote (issue 24); only managers change them.
  { prefix: '/api/admin/boats/', readers: SALES, params: { id: 'ownerBoat', blockId: 'block' } },
  { prefix: '/api/admin/conversations/', readers: SUPPORT_STAFF, params: { id: 'conversation' } },
  { prefix: '/api/admin/messages/', readers: SUPPORT_STAFF, params: { id: 'message' } },
  { prefix: '/api/admin/outbox/', readers: SUPPORT_STAFF, params: { id: 'outbox' } },
  // A conversation and its files: its two parties only; staff read conversations in the back office.
  {
    prefix: '/api/v6/account/conversations/',
    readers: ['renter', 'owner'],
    params: { hash: 'conversationHash' },
  },
  // An upload straight to the store (with S3) is its sender's alone; without S3 none exists, so the
  // id names nothing and every caller meets a 404.
  {
    prefix: '/api/v6/messages/attachments/',
    readers: ['renter', 'owner'],
    params: { id: 'attachment', uploadId: { value: '5d0c7e39-8a52-4a8e-9c3b-2f6e1d4b7a90' } },
  },
  // A listing's photos and calendar: its owner only; staff edit boats in the back office (issue 17).
  {
    prefix: '/api/v6/account/listing-photos/',
    readers: ['owner'],
    params: {
      productId: 'ownerBoat',
      photoId: 'listingPhoto',
      uploadId: { value: '5d0c7e39-8a52-4a8e-9c3b-2f6e1d4b7a90' },
    },
  },
  {
    prefix: '/api/v6/account/listing-calendar/',
    readers: ['owner'],
    params: { productId: 'ownerBoat', feedId: 'icalFeed' },
  },
  // A device (a browser with Web Push): the person it belongs to only.
  { prefix: '/api/v6/account/device/', readers: ['renter'], params: { id: 'renterDevice' } },
  // Error reports are for admins only (issue 21).
  { prefix: '/api/admin/errors/', readers: ['admin'], params: { id: 'errorGroup' } },
  { prefix: '/api/admin/audit-log/', readers: MANAGERS, params: { id: 'auditEntry' } },
  { prefix: '/api/admin/leads/', readers: SALES, params: { id: 'lead' } },
  { prefix: '/api/admin/propales/', readers: SALES, params: { id: 'propale' } },
  { prefix: '/api/admin/sales-teammates/', readers: SALES, params: { id: 'teammate' } },
  { prefix: '/api/v6/leads/', readers: SALES, params: { leadId: 'lead' } },
  { prefix: '/api/v6/propales/quote-options/', readers: SALES, params: { productId: 'ownerBoat' } },
  { prefix: '/api/v6/propales/', readers: SALES, params: { id: 'propale' } },
  { prefix: '/api/v6/account/offers/', readers: ['renter'], params: { hash: 'offerHash' } },
  { prefix: '/api/v6/account/sales-teammates/', readers: SALES, params: { userId: 'teammate' } },
  {
    prefix: '/api/v6/checkout/',
    readers: TENANT_AND_HELPERS,
    params: { hash: 'checkoutHash', bookingId: 'booking' },
  },
  { prefix: '/api/v6/ps/', readers: TENANT_AND_HELPERS, params: { hash: 'checkoutHash' } },
  {
    prefix: '/api/v6/post-booking/',
    readers: TENANT_AND_HELPERS,
    params: { bookingId: 'booking', cartId: 'cart' },
  },
  { prefix: '/api/v6/balance-payment/', readers: TENANT_AND_HELPERS, params: { id: 'balanceBooking' } },
  { prefix: '/api/v6/payments/', readers: TENANT_AND_HELPERS, params: { intentId: 'intent' } },
  // The booking pages' API (DESIGN.md, "The second half"): its tenant, its boat's owner and staff by
  // role. Listed ahead of the routes so they are covered the day they land; narrow the staff then.
  {
    prefix: '/api/v6/booking/',
    readers: ['renter', 'owner', ...BOOKING_STAFF],
    params: { id: 'booking', bookingId: 'booking', modificationId: 'modification' },
  },
  // The e-contract (DESIGN.md, "The second half"): the booking's parties and staff; the record ids are checked under the
  // booking, so a stranger meets the booking's 404 first.
  {
    prefix: '/api/v6/booking/{id}/econtract',
    readers: ['renter', 'owner', ...BOOKING_STAFF],
    params: { id: 'booking', kind: { value: 'in' }, contractId: { value: '1' }, photoId: { value: '1' } },
  },
  // A booking's receipts, invoices and credit notes (DESIGN.md, "One money ledger"): checked under the booking, then by party.
  {
    prefix: '/api/v6/booking/{id}/documents',
    readers: ['renter', 'owner', ...BOOKING_STAFF],
    params: { id: 'booking', documentId: { value: '1' } },
  },
  {
    prefix: '/api/v6/bookings/',
    readers: ['renter', 'owner', ...BOOKING_STAFF],
    params: { id: 'booking', bookingId: 'booking' },
  },
  // The listing editor (SPEC, the owner's listings) and a draft's deletion: the listing's owner only; staff edit through
  // the back office.
  {
    prefix: '/api/v6/account/listings/{productId}',
    readers: ['owner'],
    params: { productId: 'ownerBoat', step: { value: 'basics' } },
  },
  // Listings and currencies are public: everyone may see them, only the answers' shape is checked.
  { prefix: '/api/v6/products/', readers: EVERYONE, params: { id: 'ownerBoat', productId: 'ownerBoat' } },
  { prefix: '/api/v6/product/', readers: EVERYONE, params: { productId: 'ownerBoat' } },
  { prefix: '/api/v6/currencies/', readers: EVERYONE, params: { code: { value: 'EUR' } } },
];

/** A value of the same form that names nothing. */
function nothing(value: string): string {
  if (/^\d+$/.test(value)) return '2147480000';
  const [prefix, rest] = value.startsWith('pi_') ? ['pi_', value.slice(3)] : ['', value];
  return prefix + rest.replace(/[A-Za-z0-9]/g, value.length === 3 ? 'Q' : 'z');
}

let ctx: TestContext;
let fixture: Fixture;
const tokens: Partial<Record<Caller, string>> = {};

async function one<T>(what: string, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await ctx.db.query<{ v: T }>(sql, params);
  if (!rows[0]) throw new Error(`The access matrix fixture has no ${what}.`);
  return rows[0].v;
}

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signIn(email: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v6/auth/login',
    payload: { email, password: 'Bosun-demo-2026' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email}: ${res.body}`);
  return res.json().authToken as string;
}

beforeAll(async () => {
  // Hundreds of requests from one address: the API-wide limit would answer 429 and hide the answers.
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  await seedDemoMarketplace(ctx.db, { boats: 20, seed: 3, production: false });
  await insertTestUser(ctx.db, { email: 'other.renter@example.com' });
  const emails: Record<Exclude<Caller, 'visitor'>, string> = {
    renter: 'renter@bosun.test',
    otherRenter: 'other.renter@example.com',
    owner: 'owner@bosun.test',
    sales: 'sales@bosun.test',
    support: 'support@bosun.test',
    manager: 'manager@bosun.test',
    admin: 'admin@bosun.test',
  };
  for (const [who, email] of Object.entries(emails)) tokens[who as Caller] = await signIn(email);

  const renter = await one<number>('renter', `SELECT id AS v FROM users WHERE email = 'renter@bosun.test'`);
  const owner = await one<number>('owner', `SELECT id AS v FROM users WHERE email = 'owner@bosun.test'`);
  const booking = await one<number>(
    'accepted booking of the renter on the owner’s boat',
    `SELECT id AS v FROM bookings WHERE tenant_id = $1 AND owner_id = $2 AND status = 'accepted' ORDER BY id LIMIT 1`,
    [renter, owner],
  );
  const ownerBoat = await one<number>('boat', 'SELECT product_id AS v FROM bookings WHERE id = $1', [
    booking,
  ]);
  const block = await one<number>(
    'block',
    `INSERT INTO availability_blocks (product_id, period, reason)
     VALUES ($1, daterange(current_date + 300, current_date + 302), 'maintenance') RETURNING id AS v`,
    [ownerBoat],
  );
  // A checkout of the renter and its payment intent, made as the site makes them.
  const renterAuth = { authorization: `Bearer ${tokens.renter}` };
  const sessionAnswer = await ctx.app.inject({
    method: 'POST',
    url: `/api/v6/products/${ownerBoat}/payment-sessions`,
    headers: renterAuth,
    payload: { dateFrom: dayAhead(200), dateTo: dayAhead(202), numberOfPeople: 2 },
  });
  if (sessionAnswer.statusCode !== 201) throw new Error(`payment session: ${sessionAnswer.body}`);
  const checkoutHash = sessionAnswer.json().hash as string;
  const intentAnswer = await ctx.app.inject({
    method: 'POST',
    url: `/api/v6/checkout/${checkoutHash}/payment-intent`,
    headers: renterAuth,
    payload: { acceptedTerms: true },
  });
  if (intentAnswer.statusCode !== 200) throw new Error(`payment intent: ${intentAnswer.body}`);
  const intent = intentAnswer.json().intentId as string;
  const cart = await one<number>(
    'post-booking cart',
    // The seed may already have opened the booking's cart (one open cart per booking).
    `WITH open_cart AS (SELECT id FROM post_booking_carts WHERE booking_id = $1 AND status = 'open'),
          added AS (INSERT INTO post_booking_carts (booking_id) SELECT $1 WHERE NOT EXISTS (SELECT 1 FROM open_cart)
                    RETURNING id)
     SELECT id AS v FROM added UNION ALL SELECT id FROM open_cart`,
    [booking],
  );
  const conversation = await one<number>(
    'conversation',
    'SELECT id AS v FROM conversations WHERE tenant_id = $1 AND owner_id = $2 ORDER BY id LIMIT 1',
    [renter, owner],
  );
  const message = await one<number>(
    'message',
    'SELECT id AS v FROM messages WHERE conversation_id = $1 ORDER BY id LIMIT 1',
    [conversation],
  );
  const leadAnswer = await ctx.app.inject({
    method: 'POST',
    url: '/api/v6/leads',
    headers: { authorization: `Bearer ${tokens.renter}` },
    payload: { source: 'quote_request', productId: ownerBoat, market: 'FR', message: 'Une semaine ?' },
  });
  const lead = leadAnswer.json().id as number;
  const propaleAnswer = await ctx.app.inject({
    method: 'POST',
    url: `/api/v6/leads/${lead}/propales`,
    headers: { authorization: `Bearer ${tokens.manager}` },
    payload: {
      items: [{ productId: ownerBoat, start: dayAhead(120), end: dayAhead(127), people: 2 }],
      validUntil: dayAhead(30),
    },
  });
  if (propaleAnswer.statusCode !== 201) throw new Error(`quote: ${propaleAnswer.body}`);
  const propale = propaleAnswer.json();
  // The offer is the renter's once sent.
  const sent = await ctx.app.inject({
    method: 'POST',
    url: `/api/v6/propales/${propale.id}/send`,
    headers: { authorization: `Bearer ${tokens.manager}` },
  });
  if (sent.statusCode !== 200) throw new Error(`send: ${sent.body}`);
  fixture = {
    booking,
    balanceBooking: await one(
      'down-payment booking of the renter',
      `SELECT id AS v FROM bookings WHERE tenant_id = $1 AND status = 'down_payment_paid' AND balance_amount > 0
        ORDER BY id LIMIT 1`,
      [renter],
    ),
    renterUser: renter,
    ownerBoat,
    block,
    checkoutHash,
    cart,
    intent,
    conversation,
    message,
    lead,
    propale: propale.id,
    offerHash: propale.hash,
    autorefund: await one('autorefund', 'SELECT id AS v FROM autorefunds ORDER BY id LIMIT 1'),
    voucher: await one('voucher', 'SELECT id AS v FROM vouchers ORDER BY id LIMIT 1'),
    damage: await one('damage claim', 'SELECT id AS v FROM damage_claims ORDER BY id LIMIT 1'),
    outbox: await one('outbox row', 'SELECT id AS v FROM outbox ORDER BY id LIMIT 1'),
    auditEntry: await one('audit entry', 'SELECT id AS v FROM audit_log ORDER BY id LIMIT 1'),
    teammate: await one(
      'sales teammate',
      'SELECT user_id AS v FROM sales_teammates ORDER BY user_id LIMIT 1',
    ),
    // A change the renter asked for on the booking, waiting for the owner.
    modification: await one(
      'change of the booking',
      `INSERT INTO booking_modifications (booking_id, requested_by, status, period, people, with_captain, price_lines,
                                         computation, old_total_amount, new_total_amount, difference_amount)
       SELECT id, tenant_id, 'awaiting_owner', period, people, with_captain, price_lines, '{}', total_amount,
              total_amount, 0
         FROM bookings WHERE id = $1
       RETURNING id AS v`,
      [booking],
    ),
    conversationHash: await one<string>(
      'conversation hash',
      'SELECT hash AS v FROM conversations WHERE id = $1',
      [conversation],
    ),
    attachment: await (async () => {
      const hash = await one<string>(
        'conversation hash',
        'SELECT hash AS v FROM conversations WHERE id = $1',
        [conversation],
      );
      const uploaded = await ctx.app.inject({
        method: 'POST',
        url: `/api/v6/messages/attachments?conversation=${hash}&name=plan.pdf`,
        headers: { ...renterAuth, 'content-type': 'application/pdf' },
        // A real PDF: the server rewrites it without its metadata and refuses one it cannot read.
        payload: Buffer.from(await (await PDFDocument.create()).save({ addDefaultPage: true })),
      });
      if (uploaded.statusCode !== 201) throw new Error(`attachment: ${uploaded.body}`);
      return uploaded.json().id as number;
    })(),
    listingPhoto: await one(
      'picture of the owner’s boat',
      'SELECT id AS v FROM product_pictures WHERE product_id = $1 ORDER BY position LIMIT 1',
      [ownerBoat],
    ),
    icalFeed: await one(
      'iCal feed of the owner’s boat',
      `INSERT INTO listing_ical_feeds (product_id, url) VALUES ($1, 'https://calendar.example/boat.ics')
       RETURNING id AS v`,
      [ownerBoat],
    ),
    renterDevice: await one(
      'browser of the renter',
      `INSERT INTO devices (user_id, device_token, device_type) VALUES ($1, 'matrix-browser', 'web')
       RETURNING id AS v`,
      [renter],
    ),
    errorGroup: await one(
      'error group',
      `INSERT INTO error_groups (project, fingerprint, title, latest_event_id, latest_event)
       VALUES ('site', 'matrix', 'TypeError: x is undefined', 'e1', '{}') RETURNING id AS v`,
    ),
  };
}, 120_000);
afterAll(() => ctx.close());

interface IdRoute {
  method: string;
  path: string;
}

function idRoutes(): IdRoute[] {
  const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const routes: IdRoute[] = [];
  for (const [path, operations] of Object.entries(spec.paths)) {
    if (!/^\/api\/(v6|admin)\//.test(path) || !path.includes('{')) continue;
    for (const method of Object.keys(operations)) routes.push({ method: method.toUpperCase(), path });
  }
  return routes;
}

const rowFor = (path: string) =>
  ACCESS.filter((row) => path.startsWith(row.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0];

function urlOf(route: IdRoute, row: AccessRow, existing: boolean): string {
  return route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const record = row.params[name];
    if (!record) throw new Error(`${route.path}: the row ${row.prefix} names no record for {${name}}`);
    const value = String(typeof record === 'object' ? record.value : fixture[record]);
    return encodeURIComponent(existing ? value : nothing(value));
  });
}

const ask = (route: IdRoute, url: string, who: Caller) =>
  ctx.app.inject({
    method: route.method as 'GET',
    url,
    headers: who === 'visitor' ? {} : { authorization: `Bearer ${tokens[who]}` },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('the access matrix: every route naming a record × every kind of caller', () => {
  it('has a row for every such route of the OpenAPI document', () => {
    const routes = idRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const uncovered = routes.filter((route) => !rowFor(route.path)).map((r) => `${r.method} ${r.path}`);
    expect(uncovered, 'add a row to ACCESS for these routes').toEqual([]);
  });

  it('never answers 2xx or 403 to a caller who may not see the record, nor 5xx to anyone', async () => {
    const problems: string[] = [];
    const readable = new Map<string, boolean>();
    for (const route of idRoutes()) {
      const row = rowFor(route.path);
      if (!row) continue;
      const url = urlOf(route, row, true);
      const absentUrl = urlOf(route, row, false);
      for (const who of CALLERS) {
        const reader = row.readers.includes(who);
        // Callers who may see the record are not asked to change it: the matrix changes nothing.
        if (reader && route.method !== 'GET') continue;
        const res = await ask(route, url, who);
        const label = `${route.method} ${url} as ${who}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (res.statusCode >= 500 || res.statusCode === 429) problems.push(`unusable answer: ${label}`);
        if (reader) {
          if (res.statusCode < 300) readable.set(row.prefix, true);
          continue;
        }
        if (res.statusCode < 300) problems.push(`LEAK: ${label}`);
        else if (res.statusCode === 403) problems.push(`403 where 404 is due: ${label}`);
        else {
          const absent = await ask(route, absentUrl, who);
          const expected = who === 'visitor' ? [401, 404] : [404];
          if (!expected.includes(res.statusCode) && res.statusCode !== absent.statusCode)
            problems.push(`tells the record exists (${absent.statusCode} when it does not): ${label}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The fixture names real records: each row's records were readable by their readers.
    const unread = ACCESS.filter((row) =>
      idRoutes().some((r) => r.method === 'GET' && rowFor(r.path) === row),
    )
      .filter((row) => !readable.get(row.prefix))
      .map((row) => row.prefix);
    expect(unread, 'rows whose readers could read none of their routes').toEqual([]);
  }, 180_000);
});
