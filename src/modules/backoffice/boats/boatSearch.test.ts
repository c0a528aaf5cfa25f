import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingEditorPaths } from '../../../../shared/owners/editor.ts';
import { createOperationsFixture, type OperationsFixture } from '../operationsFixture.ts';

let fx: OperationsFixture;

beforeAll(async () => {
  fx = await createOperationsFixture();
});
afterAll(() => fx.close());

interface BoatRow {
  id: number;
  title: string;
  harbourName: string;
  cityName: string;
  ownerName: string;
}

describe('finding a boat to quote', () => {
  it('lets a salesperson find a boat by its name, its harbour, its city or its owner, and change none', async () => {
    const boat = (
      await fx.db.query<{ id: number; title: string; harbour: string; city: string; owner: string }>(
        `SELECT p.id, p.title, h.name AS harbour, ci.name AS city, o.first_name || ' ' || o.last_name AS owner
           FROM products p JOIN harbours h ON h.id = p.harbour_id JOIN cities ci ON ci.id = p.city_id
           JOIN users o ON o.id = p.owner_id
          WHERE p.kind = 'boat' ORDER BY p.id LIMIT 1`,
      )
    ).rows[0];
    for (const q of [boat.title, boat.harbour, boat.city, boat.owner]) {
      const res = await fx.list('boats', { filter: { q }, range: [0, 99] }, 'sales');
      expect(res.statusCode, q).toBe(200);
      const found = res.json() as BoatRow[];
      expect(
        found.map((b) => b.id),
        q,
      ).toContain(boat.id);
    }
    const one = await fx.app.inject({
      method: 'GET',
      url: `/api/admin/boats/${boat.id}`,
      headers: fx.as('sales'),
    });
    expect(one.json()).toMatchObject({ id: boat.id, title: boat.title, harbourName: boat.harbour });
    const change = await fx.app.inject({
      method: 'PUT',
      url: `/api/admin/boats/${boat.id}`,
      payload: { capacity: 4 },
      headers: fx.as('sales'),
    });
    expect(change.statusCode).toBe(403);
  });
});

describe('drafts in the back office', () => {
  it('lists and opens a new owner’s draft that has no harbour yet', async () => {
    const created = await fx.app.inject({
      method: 'POST',
      url: listingEditorPaths.drafts,
      headers: fx.as('renter'),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };

    const drafts = await fx.list(
      'boats',
      { filter: { moderationStatus: 'draft' }, range: [0, 99] },
      'manager',
    );
    expect(drafts.statusCode).toBe(200);
    const row = (drafts.json() as BoatRow[]).find((b) => b.id === id);
    expect(row).toMatchObject({ id, harbourName: null, cityName: null, ownerEmail: 'renter@bosun.test' });
    expect(Number(drafts.headers['content-range']?.toString().split('/')[1])).toBeGreaterThanOrEqual(1);

    const one = await fx.app.inject({
      method: 'GET',
      url: `/api/admin/boats/${id}`,
      headers: fx.as('manager'),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id, moderationStatus: 'draft', harbourName: null });
  });
});
