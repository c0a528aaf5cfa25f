import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperationsFixture, type OperationsFixture, type Who } from './operationsFixture.ts';

let fx: OperationsFixture;
beforeAll(async () => {
  fx = await createOperationsFixture();
});
afterAll(() => fx.close());

const ROLES: (Who | null)[] = [null, 'renter', 'sales', 'support', 'manager', 'admin'];
/** `readers`: who may see the record an action names (403 for them; 404 for anyone else). */
type Row = [method: 'GET' | 'POST' | 'PUT', url: string, allowed: Who[], body?: object, readers?: Who[]];

const firstId = async (table: string, where = 'true') =>
  (await fx.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE ${where} ORDER BY id LIMIT 1`)).rows[0]
    .id;

describe('the role matrix of the operations back office', () => {
  it('answers 401 signed out, 403 for the wrong role on lists, 404 on a record one may not see, and 2xx/4xx for the right role', async () => {
    const booking = await firstId('bookings');
    const autorefund = await firstId('autorefunds', `status = 'rejected'`);
    const damage = await firstId('damage_claims');
    const boat = await firstId('products');
    const conversation = await firstId('conversations');
    const message = await firstId('messages');
    const outbox = await fx.db.query<{ id: number }>(
      `INSERT INTO outbox (channel, recipient, body) VALUES ('email', 'x@example.com', 'hello') RETURNING id`,
    );
    const audit = await fx.db.query<{ id: number }>(
      `INSERT INTO audit_log (resource, record_id, action) VALUES ('boats', '1', 'update') RETURNING id`,
    );
    const everyone: Who[] = ['sales', 'support', 'manager', 'admin'];
    const managers: Who[] = ['manager', 'admin'];
    const support: Who[] = ['support', 'manager', 'admin'];
    // sales read boats to pick them in a quote
    const boatReaders: Who[] = ['sales', 'manager', 'admin'];
    const matrix: Row[] = [
      ['GET', '/api/admin/bookings', everyone],
      ['GET', '/api/admin/bookings/counts', everyone],
      ['GET', `/api/admin/bookings/${booking}`, everyone],
      // an empty body: the right role gets 400, not 403
      ['POST', `/api/admin/bookings/${booking}/cancel`, managers, {}, everyone],
      ['GET', '/api/admin/autorefunds', managers],
      ['GET', `/api/admin/autorefunds/${autorefund}`, managers],
      ['POST', `/api/admin/autorefunds/${autorefund}/approve`, managers, { amount: -1 }],
      ['POST', `/api/admin/autorefunds/${autorefund}/reject`, managers, {}],
      ['POST', '/api/admin/autorefunds/approve', managers, { ids: [] }],
      ['GET', '/api/admin/damages', managers],
      ['GET', `/api/admin/damages/${damage}`, managers],
      ['PUT', `/api/admin/damages/${damage}`, managers, { status: 'nope' }],
      ['GET', '/api/admin/boats', boatReaders],
      ['GET', `/api/admin/boats/${boat}`, boatReaders],
      ['PUT', `/api/admin/boats/${boat}`, managers, { capacity: -4 }, boatReaders],
      ['PUT', `/api/admin/boats/${boat}/pictures`, managers, { pictures: 'all' }, boatReaders],
      ['PUT', `/api/admin/boats/${boat}/prices`, managers, { basePricePerDay: -1 }, boatReaders],
      ['POST', `/api/admin/boats/${boat}/blocks`, managers, { reason: 'holiday' }, boatReaders],
      ['GET', '/api/admin/conversations', support],
      ['GET', `/api/admin/conversations/${conversation}`, support],
      ['PUT', `/api/admin/conversations/${conversation}`, support, { flagged: 'yes' }],
      ['POST', `/api/admin/conversations/${conversation}/messages`, support, { body: '' }],
      ['GET', '/api/admin/messages', support],
      ['GET', `/api/admin/messages/${message}`, support],
      ['PUT', `/api/admin/messages/${message}`, support, { body: '' }],
      ['GET', '/api/admin/outbox', support],
      ['GET', `/api/admin/outbox/${outbox.rows[0].id}`, support],
      ['GET', '/api/admin/audit-log', managers],
      ['GET', `/api/admin/audit-log/${audit.rows[0].id}`, managers],
      ['GET', '/api/admin/dashboard/manager?from=2026-01-01&to=2026-01-31', managers],
    ];
    const seen: string[] = [];
    for (const [method, url, allowed, body, readers = allowed] of matrix) {
      // A route naming a record answers 404 to whoever may not see it: a 403 would confirm it exists.
      const namesRecord = /\/\d+(\/|$|\?)/.test(url);
      for (const who of ROLES) {
        const res = await fx.app.inject({
          method,
          url,
          headers: fx.as(who),
          ...(body ? { payload: body } : {}),
        });
        const expected =
          who === null
            ? 401
            : allowed.includes(who)
              ? body
                ? 400
                : 200
              : namesRecord && !readers.includes(who)
                ? 404
                : 403;
        seen.push(
          `${method} ${url} ${who ?? 'anonymous'} ${res.statusCode === expected ? 'ok' : `got ${res.statusCode}`}`,
        );
        expect(res.statusCode, `${method} ${url} as ${who}: ${res.body.slice(0, 200)}`).toBe(expected);
      }
    }
    expect(seen).toHaveLength(matrix.length * ROLES.length);
  });

  it('answers 404 for an id that names nothing, even malformed', async () => {
    for (const url of ['/api/admin/bookings/999999999', '/api/admin/boats/abc', '/api/admin/messages/-3']) {
      const res = await fx.app.inject({ method: 'GET', url, headers: fx.as('admin') });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not-found');
    }
  });
});
