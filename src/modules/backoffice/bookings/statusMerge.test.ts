import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperationsFixture, type OperationsFixture } from '../operationsFixture.ts';
import { parseListQuery } from '../simpleRest.ts';
import { bookingsListResource, mergedByStatus, plainPageSql } from './repository.ts';

// The back office's bookings list of several statuses in a sorted order ("awaiting the owner, by
// start date") is read as a per-status merge: it must give the plain query's rows in its order,
// page after page, whatever the sort's direction and the other filters.

let fx: OperationsFixture;
beforeAll(async () => {
  fx = await createOperationsFixture();
}, 300_000); // the seeded marketplace, on a busy machine
afterAll(() => fx.close());

const queryOf = (filter: object, sort: [string, string], range: [number, number]) =>
  parseListQuery(bookingsListResource, {
    filter: JSON.stringify(filter),
    sort: JSON.stringify(sort),
    range: JSON.stringify(range),
  });

describe('the bookings list of several statuses', () => {
  it('reads the same rows in the same order as one plain ordered read, page by page', async () => {
    const { rows: statuses } = await fx.db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM bookings GROUP BY status ORDER BY n DESC, status',
    );
    // the seeded marketplace has bookings in several statuses: merge the two largest and three
    const pairs = [
      ['paid', 'down_payment_paid'],
      statuses.slice(0, 2).map((row) => row.status),
      statuses.slice(0, 3).map((row) => row.status),
    ];
    const { rows: dates } = await fx.db.query<{ middle: string }>(
      `SELECT to_char(percentile_disc(0.5) WITHIN GROUP (ORDER BY lower(period)), 'YYYY-MM-DD') AS middle FROM bookings`,
    );
    let compared = 0;
    for (const status of pairs) {
      const total = (
        await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE status = ANY($1)', [
          status,
        ])
      ).rows[0].n;
      for (const sort of ['startDate', 'createdAt', 'totalAmount'])
        for (const direction of ['ASC', 'DESC'])
          for (const filter of [{ status }, { status, startDate_gte: dates[0].middle }])
            for (const first of [0, 3, 7]) {
              const query = queryOf(filter, [sort, direction], [first, first + 4]);
              const merged = mergedByStatus(query);
              expect(merged, JSON.stringify({ filter, sort })).not.toBeNull();
              const plain = await fx.db.query(plainPageSql(query), query.params);
              const read = await fx.db.query(merged as string, query.params);
              expect(read.rows, JSON.stringify({ filter, sort, direction, first })).toEqual(plain.rows);
              if (first < total) expect(read.rows.length).toBeGreaterThan(0);
              compared += read.rows.length;
            }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('is what the console’s list answers for "awaiting the owner, by start date"', async () => {
    const status = ['paid', 'down_payment_paid'];
    const res = await fx.list('bookings', { filter: { status }, sort: ['startDate', 'ASC'], range: [0, 9] });
    expect(res.statusCode).toBe(200);
    const { rows } = await fx.db.query<{ id: number }>(
      `SELECT id FROM bookings WHERE status = ANY($1) ORDER BY lower(period), id LIMIT 10`,
      [status],
    );
    expect(res.json().map((row: { id: number }) => Number(row.id))).toEqual(
      rows.map((row) => Number(row.id)),
    );
  });

  it('keeps the plain read for one status, or a sort without a per-status index', () => {
    expect(mergedByStatus(queryOf({ status: ['paid'] }, ['startDate', 'ASC'], [0, 9]))).toBeNull();
    expect(mergedByStatus(queryOf({ status: ['paid', 'accepted'] }, ['people', 'ASC'], [0, 9]))).toBeNull();
    expect(mergedByStatus(queryOf({ status: ['paid', 'accepted'] }, ['startDate', 'ASC'], [0, 9]))).toContain(
      'UNION ALL',
    );
  });
});
