import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boatDetailSchema } from '../../../../shared/admin/boats.ts';
import { createOperationsFixture, type OperationsFixture, type Who } from '../operationsFixture.ts';

let fx: OperationsFixture;
beforeAll(async () => {
  fx = await createOperationsFixture();
});
afterAll(() => fx.close());

const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, who: Who = 'manager') =>
  fx.app.inject({ method, url, headers: fx.as(who), ...(payload ? { payload } : {}) });
const boat = async (id: number) =>
  boatDetailSchema.parse(
    (await fx.app.inject({ method: 'GET', url: `/api/admin/boats/${id}`, headers: fx.as('manager') })).json(),
  );
const boatWith = async (where: string) =>
  (await fx.db.query<{ id: number }>(`SELECT p.id FROM products p WHERE ${where} ORDER BY p.id LIMIT 1`))
    .rows[0].id;

describe('boat title', () => {
  it('a manager’s new title is what visitors see, in every language, on the product page and in search', async () => {
    const id = await boatWith(
      `p.moderation_status = 'published' AND p.kind = 'boat'
       AND EXISTS (SELECT 1 FROM product_translations t WHERE t.product_id = p.id AND t.language = 'en')
       AND EXISTS (SELECT 1 FROM product_translations t WHERE t.product_id = p.id AND t.language = 'fr')`,
    );
    const res = await send('PUT', `/api/admin/boats/${id}`, { title: 'Renamed by the back office' });
    expect(res.statusCode).toBe(200);
    for (const locale of ['en', 'fr', 'de']) {
      const product = await fx.app.inject({ method: 'GET', url: `/api/v6/products/${id}?_locale=${locale}` });
      expect(product.json().title, locale).toBe('Renamed by the back office');
    }
    const search = await fx.app.inject({
      method: 'GET',
      url: `/api/v6/products?ownerId=${await ownerOf(id)}&_locale=fr&limit=100`,
    });
    const card = search.json().products.find((p: { id: number }) => p.id === id);
    expect(card.title).toBe('Renamed by the back office');
  });
});

const ownerOf = async (id: number) =>
  (await fx.db.query<{ owner_id: number }>('SELECT owner_id FROM products WHERE id = $1', [id])).rows[0]
    .owner_id;

describe('boat pictures', () => {
  it('reorders, sets a new cover and removes pictures, audited; refuses pictures of another listing', async () => {
    const id = await boatWith('(SELECT count(*) FROM product_pictures x WHERE x.product_id = p.id) >= 3');
    const { pictures } = await boat(id);
    const [first, second, ...rest] = pictures;
    const kept = [second, first, ...rest.slice(1)];
    const res = await send('PUT', `/api/admin/boats/${id}/pictures`, {
      pictures: kept.map((p, i) => ({ id: p.id, alt: i === 0 ? 'Cockpit at sunset' : p.alt })),
    });
    expect(res.statusCode).toBe(200);
    const after = boatDetailSchema.parse(res.json());
    expect(after.pictures.map((p) => [p.id, p.position])).toEqual(kept.map((p, i) => [p.id, i]));
    expect(after.pictures[0].alt).toBe('Cockpit at sunset');
    expect(after.auditTrail[0]).toMatchObject({
      action: 'pictures',
      actorName: expect.stringContaining('Manager'),
    });
    // the product page shows the new cover first
    const cover = await fx.db.query<{ url: string }>(
      'SELECT url FROM product_pictures WHERE product_id = $1 ORDER BY position LIMIT 1',
      [id],
    );
    expect(cover.rows[0].url).toBe(second.url);

    const other = await boatWith(
      `p.id <> ${id} AND EXISTS (SELECT 1 FROM product_pictures x WHERE x.product_id = p.id)`,
    );
    const foreign = (await boat(other)).pictures[0];
    const bad = await send('PUT', `/api/admin/boats/${id}/pictures`, { pictures: [{ id: foreign.id }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'pictures.0.id': 'pictureUnknown' });
    const twice = await send('PUT', `/api/admin/boats/${id}/pictures`, {
      pictures: [{ id: second.id }, { id: second.id }],
    });
    expect(twice.json().error.fields).toEqual({ pictures: 'pictureRepeated' });
    expect((await boat(id)).pictures).toHaveLength(kept.length);
  });
});

describe('boat prices', () => {
  const sheet = {
    basePricePerDay: 30000,
    basePricePerHalfDay: 18000,
    basePricePerWeek: 180000,
    seasons: [
      {
        name: 'High',
        startDate: '2027-07-01',
        endDate: '2027-09-01',
        pricePerDay: 42000,
        pricePerWeek: 250000,
      },
      { name: 'Low', startDate: '2027-04-01', endDate: '2027-06-01', pricePerDay: 25000 },
    ],
    durationDiscounts: [
      { minDays: 7, percent: 10 },
      { minDays: 3, percent: 5 },
    ],
  };

  it('replaces the price sheet, refreshes the search price and audits before and after', async () => {
    const id = await boatWith(`p.kind = 'boat' AND p.moderation_status = 'published'`);
    const res = await send('PUT', `/api/admin/boats/${id}/prices`, sheet);
    expect(res.statusCode).toBe(200);
    const after = boatDetailSchema.parse(res.json());
    expect(after).toMatchObject({
      basePricePerDay: 30000,
      basePricePerHalfDay: 18000,
      basePricePerWeek: 180000,
    });
    expect(after.seasons.map((s) => [s.name, s.startDate, s.endDate, s.pricePerDay, s.pricePerWeek])).toEqual(
      [
        ['Low', '2027-04-01', '2027-06-01', 25000, null],
        ['High', '2027-07-01', '2027-09-01', 42000, 250000],
      ],
    );
    expect(after.durationDiscounts.map((d) => [d.minDays, d.percent])).toEqual([
      [3, 5],
      [7, 10],
    ]);
    expect(after.lowestPricePerDay).toBe(25000);
    expect(after.auditTrail[0]).toMatchObject({ action: 'prices', after: { basePricePerDay: 30000 } });

    const again = await send('PUT', `/api/admin/boats/${id}/prices`, sheet);
    expect(boatDetailSchema.parse(again.json()).auditTrail.filter((a) => a.action === 'prices')).toHaveLength(
      1,
    );
  });

  it('refuses overlapping seasons, repeated discounts and bad amounts without changing anything', async () => {
    const id = await boatWith(`p.kind = 'boat'`);
    const before = await boat(id);
    const overlapping = await send('PUT', `/api/admin/boats/${id}/prices`, {
      ...sheet,
      seasons: [
        ...sheet.seasons,
        { name: 'Mid', startDate: '2027-08-15', endDate: '2027-09-15', pricePerDay: 1 },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().error.fields).toEqual({ 'seasons.2.startDate': 'seasonOverlaps' });
    const repeated = await send('PUT', `/api/admin/boats/${id}/prices`, {
      ...sheet,
      durationDiscounts: [
        { minDays: 7, percent: 10 },
        { minDays: 7, percent: 20 },
      ],
    });
    expect(repeated.json().error.fields).toEqual({ 'durationDiscounts.1.minDays': 'discountRepeated' });
    const negative = await send('PUT', `/api/admin/boats/${id}/prices`, { ...sheet, basePricePerDay: -1 });
    expect(negative.json().error.fields).toEqual({ basePricePerDay: 'amountInvalid' });
    const backwards = await send('PUT', `/api/admin/boats/${id}/prices`, {
      ...sheet,
      seasons: [{ name: 'X', startDate: '2027-05-01', endDate: '2027-05-01', pricePerDay: 1 }],
    });
    expect(backwards.json().error.fields).toEqual({ 'seasons.0.endDate': 'periodInvalid' });
    const after = await boat(id);
    expect([after.basePricePerDay, after.seasons, after.durationDiscounts]).toEqual([
      before.basePricePerDay,
      before.seasons,
      before.durationDiscounts,
    ]);
  });
});

describe('boat calendar', () => {
  it('blocks free dates, refuses booked or blocked ones, and frees them again', async () => {
    const id = await boatWith(`p.kind = 'boat'`);
    const block = {
      startDate: '2031-03-02',
      endDate: '2031-03-09',
      reason: 'maintenance',
      note: 'Antifouling',
    };
    const res = await send('POST', `/api/admin/boats/${id}/blocks`, block);
    expect(res.statusCode).toBe(200);
    const entry = boatDetailSchema
      .parse(res.json())
      .calendar.find((c) => c.kind === 'block' && c.startDate === block.startDate);
    expect(entry).toMatchObject({
      kind: 'block',
      label: 'maintenance',
      note: 'Antifouling',
      endDate: '2031-03-09',
    });
    expect(
      await fx.count('availability_blocks WHERE product_id = $1 AND period @> $2::date', [id, '2031-03-05']),
    ).toBe(1);

    const overlap = await send('POST', `/api/admin/boats/${id}/blocks`, {
      ...block,
      startDate: '2031-03-08',
      endDate: '2031-03-12',
    });
    expect(overlap.statusCode).toBe(409);
    const booked = (
      await fx.db.query<{ product_id: number; start: string; end: string }>(
        `SELECT product_id, lower(period)::text AS start, upper(period)::text AS end FROM bookings
          WHERE status = 'accepted' AND upper(period) > current_date ORDER BY id LIMIT 1`,
      )
    ).rows[0];
    const onBooking = await send('POST', `/api/admin/boats/${booked.product_id}/blocks`, {
      startDate: booked.start,
      endDate: booked.end,
      reason: 'owner_blocked',
    });
    expect(onBooking.statusCode).toBe(409);
    expect(onBooking.json().error.code).toBe('dates-booked');
    const bad = await send('POST', `/api/admin/boats/${id}/blocks`, {
      startDate: '2031-02-30',
      endDate: '2031-03-01',
      reason: 'holiday',
    });
    expect(bad.json().error.fields).toEqual({ startDate: 'dateInvalid', reason: 'blockReasonInvalid' });

    const removed = await send('DELETE', `/api/admin/boats/${id}/blocks/${entry?.blockId}`);
    expect(removed.statusCode).toBe(200);
    expect(boatDetailSchema.parse(removed.json()).calendar.some((c) => c.blockId === entry?.blockId)).toBe(
      false,
    );
    expect(
      boatDetailSchema
        .parse(removed.json())
        .auditTrail.slice(0, 2)
        .map((a) => a.action),
    ).toEqual(['unblock', 'block']);
    expect((await send('DELETE', `/api/admin/boats/${id}/blocks/${entry?.blockId}`)).statusCode).toBe(404);
  });

  it('keeps every boat change to managers (403 to sales, who read boats for quotes; 404 to support, who do not see them), and answers 404 for unknown boats', async () => {
    const id = await boatWith('true');
    for (const [who, status] of [
      ['support', 404],
      ['sales', 403],
    ] as const) {
      expect((await send('PUT', `/api/admin/boats/${id}/prices`, {}, who)).statusCode).toBe(status);
      expect((await send('PUT', `/api/admin/boats/${id}/pictures`, {}, who)).statusCode).toBe(status);
      expect((await send('POST', `/api/admin/boats/${id}/blocks`, {}, who)).statusCode).toBe(status);
      expect((await send('DELETE', `/api/admin/boats/${id}/blocks/1`, undefined, who)).statusCode).toBe(
        status,
      );
    }
    expect((await send('PUT', '/api/admin/boats/99999999/pictures', { pictures: [] })).statusCode).toBe(404);
    expect(
      (
        await send('PUT', '/api/admin/boats/99999999/prices', {
          basePricePerDay: 1,
          basePricePerHalfDay: null,
          basePricePerWeek: null,
          seasons: [],
          durationDiscounts: [],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await send('POST', '/api/admin/boats/abc/blocks', {
          startDate: '2031-01-01',
          endDate: '2031-01-02',
          reason: 'maintenance',
        })
      ).statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/api/admin/boats/${id}/blocks/x`)).statusCode).toBe(404);
  });
});
