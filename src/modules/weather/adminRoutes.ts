import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OPERATIONS_ACCESS } from '../../../shared/admin/operations.ts';
import { checkoutIdSchema } from '../../../shared/checkout/checkout.ts';
import { weatherSectionSchema } from '../../../shared/weather/weather.ts';
import { appClock } from '../../http/clock.ts';
import { described } from '../../http/describe.ts';
import { parseInput, parsePathParam } from '../../http/validate.ts';
import { createPaymentProviders } from '../../providers/payments/paymentProviderFor.ts';
import { weatherProviderFor } from '../../providers/weather/weatherProviderFor.ts';
import { requireStaff } from '../auth/session.ts';
import { writeAuditLog } from '../backoffice/auditLog.ts';
import { answerRequestRow, latestRequest } from './repository.ts';
import { cancelForWeather, weatherView } from './service.ts';

const tags = ['backoffice'];
const decisionSchema = z.object({
  decision: z.enum(['cancel', 'keep']),
  reason: z.string().trim().min(3).max(2000),
});

/**
 * The back office's view of a booking's weather (the forecast that triggered an outcome, the
 * outcomes, a renter's request) and staff's decision on a disputed one: cancel for weather under the
 * rules' money (audited), or keep the booking.
 */
export default async function weatherAdminRoutes(app: FastifyInstance) {
  const db = app.db;
  const context = {
    providers: createPaymentProviders(app.config, db),
    publicUrl: app.config.PUBLIC_URL,
    weather: weatherProviderFor(app.config, db),
  };
  const idOf = (params: { id: string }) =>
    parsePathParam(checkoutIdSchema, params.id, 'This booking does not exist.');

  app.get<{ Params: { id: string } }>(
    '/api/admin/bookings/:id/weather',
    described({
      tags,
      summary: "A booking's weather: forecast, request, outcomes",
      signedIn: true,
      ok: { schema: weatherSectionSchema },
    }),
    async (request) => {
      const staff = requireStaff(request, OPERATIONS_ACCESS.readBookings);
      return weatherSectionSchema.parse(
        await weatherView(db, context.weather, { id: staff.id, side: 'staff' }, idOf(request.params)),
      );
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/admin/bookings/:id/weather/decision',
    described({
      tags,
      summary:
        'Staff decide a disputed weather cancellation: cancel for weather, or keep the booking (audited)',
      signedIn: true,
      body: decisionSchema,
      errors: [409],
      ok: { schema: weatherSectionSchema },
    }),
    async (request) => {
      const staff = requireStaff(request, OPERATIONS_ACCESS.cancelBooking, OPERATIONS_ACCESS.readBookings);
      const id = idOf(request.params);
      const input = parseInput(decisionSchema, request.body);
      const before = await weatherView(db, context.weather, { id: staff.id, side: 'staff' }, id);
      if (input.decision === 'cancel') {
        await cancelForWeather(db, context, { id: staff.id, side: 'staff' }, id);
      }
      await db.transaction(async (tx) => {
        const latest = await latestRequest(tx, id, true);
        if (input.decision === 'cancel' && latest && latest.status !== 'agreed') {
          await answerRequestRow(tx, latest.id, {
            status: 'granted_by_staff',
            by: staff.id,
            at: appClock.now(),
          });
        }
        await writeAuditLog(tx, {
          actorId: staff.id,
          resource: 'bookings',
          recordId: id,
          action: input.decision === 'cancel' ? 'weather-cancel' : 'weather-keep',
          before: { request: before.request, outcomes: before.outcomes.length },
          after: { decision: input.decision },
          reason: input.reason,
        });
      });
      return weatherSectionSchema.parse(
        await weatherView(db, context.weather, { id: staff.id, side: 'staff' }, id),
      );
    },
  );
}
