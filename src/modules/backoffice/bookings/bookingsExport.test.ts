import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperationsFixture, type OperationsFixture } from '../operationsFixture.ts';

let fx: OperationsFixture;
beforeAll(async () => {
  fx = await createOperationsFixture();
}, 120_000);
afterAll(() => fx.close());

const exportOf = (params: Record<string, unknown>, who: 'support' | 'renter' | null = 'support') => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) search.set(key, JSON.stringify(value));
  return fx.app.inject({ method: 'GET', url: `/api/admin/bookings/export?${search}`, headers: fx.as(who) });
};
const totalOf = async (filter: object) => {
  const res = await fx.list('bookings', { filter, range: [0, 24] }, 'support');
  return Number(res.headers['content-range']?.toString().split('/')[1]);
};

describe('the bookings explorer’s CSV export', () => {
  it('holds every booking of the filtered list, not the page on screen, in the list’s order', async () => {
    const total = await totalOf({});
    expect(total).toBeGreaterThan(25);
    const res = await exportOf({ sort: ['reference', 'ASC'] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body.trimEnd().split('\n');
    expect(lines[0].split(',').slice(0, 3)).toEqual(['id', 'reference', 'status']);
    expect(lines).toHaveLength(total + 1);
    const references = lines.slice(1).map((line) => line.split(',')[1]);
    expect(references).toEqual([...references].sort());
  });

  it('keeps the list’s filters', async () => {
    const filter = { status: 'accepted' };
    const total = await totalOf(filter);
    const lines = (await exportOf({ filter })).body.trimEnd().split('\n').slice(1);
    expect(lines).toHaveLength(total);
    expect(lines.every((line) => line.split(',')[2] === 'accepted')).toBe(true);
  });

  it('is staff-only and refuses a bad filter with a 400', async () => {
    expect((await exportOf({}, null)).statusCode).toBe(401);
    expect((await exportOf({}, 'renter')).statusCode).toBe(403);
    expect((await exportOf({ sort: ['nope', 'ASC'] })).statusCode).toBe(400);
  });
});
