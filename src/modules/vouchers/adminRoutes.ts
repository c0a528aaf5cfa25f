import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OPERATIONS_ACCESS } from '../../../shared/admin/operations.ts';
import { checkoutIdSchema } from '../../../shared/checkout/checkout.ts';
import {
  adminVoucherSchema,
  cancelVoucherInputSchema,
  issueVoucherInputSchema,
} from '../../../shared/weather/weather.ts';
import { appClock } from '../../http/clock.ts';
import { described } from '../../http/describe.ts';
import { parseInput, parsePathParam } from '../../http/validate.ts';
import { requireStaff } from '../auth/session.ts';
import { listVouchers, type VoucherRow, vouchersOfUser } from './repository.ts';
import { cancelVoucher, issueGoodwillVoucher } from './service.ts';
import { voucherDto } from './views.ts';

const tags = ['backoffice'];
// Vouchers are money: the roles that approve refunds issue and cancel them.
const roles = OPERATIONS_ACCESS.autorefunds;
const listQuery = z.object({ userId: z.coerce.number().int().positive().optional() });

const adminDto = (v: VoucherRow, now: Date) => ({
  ...voucherDto(v, now),
  userId: v.user_id,
  note: v.note,
  createdAt: v.created_at.toISOString(),
});

/** Staff issue goodwill vouchers and cancel vouchers (each audited with its reason). */
export default async function voucherAdminRoutes(app: FastifyInstance) {
  const db = app.db;
  app.get(
    '/api/admin/vouchers',
    described({
      tags,
      summary: "Vouchers, newest first (one person's with userId)",
      signedIn: true,
      querystring: listQuery,
      ok: { schema: z.array(adminVoucherSchema) },
    }),
    async (request) => {
      requireStaff(request, roles);
      const query = parseInput(listQuery, request.query);
      const now = appClock.now();
      const rows = query.userId ? await vouchersOfUser(db, query.userId) : await listVouchers(db, 200, 0);
      return rows.map((v) => adminDto(v, now));
    },
  );
  app.post(
    '/api/admin/vouchers',
    described({
      tags,
      summary: 'Issues a goodwill voucher to a person (audited)',
      signedIn: true,
      body: issueVoucherInputSchema,
      errors: [422],
      ok: { status: 201, schema: adminVoucherSchema },
    }),
    async (request, reply) => {
      const staff = requireStaff(request, roles);
      const input = parseInput(issueVoucherInputSchema, request.body);
      const now = appClock.now();
      const voucher = await db.transaction((tx) => issueGoodwillVoucher(tx, staff, input, now));
      return reply.status(201).send(adminDto(voucher, now));
    },
  );
  app.post<{ Params: { id: string } }>(
    '/api/admin/vouchers/:id/cancel',
    described({
      tags,
      summary: 'Cancels what is left of a voucher, with a reason (audited)',
      signedIn: true,
      body: cancelVoucherInputSchema,
      errors: [409],
      ok: { schema: adminVoucherSchema },
    }),
    async (request) => {
      const staff = requireStaff(request, roles);
      const id = parsePathParam(checkoutIdSchema, request.params.id, 'This voucher does not exist.');
      const input = parseInput(cancelVoucherInputSchema, request.body);
      const now = appClock.now();
      return adminDto(await db.transaction((tx) => cancelVoucher(tx, staff, id, input, now)), now);
    },
  );
}
