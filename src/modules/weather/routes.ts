import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { checkoutIdSchema } from '../../../shared/checkout/checkout.ts';
import {
  voucherListSchema,
  weatherAnswerInputSchema,
  weatherCancellationSchema,
  weatherPaths,
  weatherPostponeInputSchema,
  weatherPostponementSchema,
  weatherSectionSchema,
} from '../../../shared/weather/weather.ts';
import { appClock } from '../../http/clock.ts';
import { described } from '../../http/describe.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { parseInput, parsePathParam } from '../../http/validate.ts';
import { createPaymentProviders } from '../../providers/payments/paymentProviderFor.ts';
import { weatherProviderFor } from '../../providers/weather/weatherProviderFor.ts';
import { requireViewer, type Viewer } from '../auth/session.ts';
import { reachTrip } from '../bookings/service.ts';
import { accountVouchers } from '../vouchers/views.ts';
import { harbourPoint, raiseDevWarning } from './repository.ts';
import {
  answerWeatherRequest,
  askOwnerForWeather,
  cancelForWeather,
  postponeForWeather,
  type WeatherActor,
  weatherView,
} from './service.ts';
import { runWeatherWatch } from './watchRun.ts';

const tags = ['weather'];

/**
 * A booking's weather (DESIGN.md, "Weather"): the forecast and the two actions on the booking page,
 * the renter's request to the owner below the threshold and the owner's answer; the account's
 * vouchers. Outside production, POST /api/dev/weather/warnings raises a warning on the embedded
 * forecast and POST /api/dev/weather/watch runs the watching job once.
 */
export default async function weatherRoutes(app: FastifyInstance) {
  const db = app.db;
  const context = {
    providers: createPaymentProviders(app.config, db),
    publicUrl: app.config.PUBLIC_URL,
    weather: weatherProviderFor(app.config, db),
  };
  const bookingIdOf = (request: FastifyRequest<{ Params: { id: string } }>) =>
    parsePathParam(checkoutIdSchema, request.params.id, 'This booking does not exist.');
  const tripViewer = (request: FastifyRequest): Viewer => {
    if (!request.viewer) throw notFound('This booking does not exist.');
    return request.viewer;
  };
  async function actorOf(
    request: FastifyRequest<{ Params: { id: string } }>,
  ): Promise<{ actor: WeatherActor; id: number }> {
    const viewer = tripViewer(request);
    const id = bookingIdOf(request);
    const { side } = await reachTrip(db, viewer, id);
    return { actor: { id: viewer.id, side }, id };
  }
  const parties = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const { actor, id } = await actorOf(request);
    if (actor.side === 'staff') throw forbidden('Staff decide weather cancellations from the back office.');
    return { actor, id };
  };

  app.get<{ Params: { id: string } }>(
    '/api/v6/booking/:id/weather',
    described({
      tags,
      summary: "The forecast of the booking's slot and what the viewer may do about it",
      signedIn: true,
      ok: { schema: weatherSectionSchema },
    }),
    async (request) => {
      const { actor, id } = await actorOf(request);
      return weatherSectionSchema.parse(await weatherView(db, context.weather, actor, id));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v6/booking/:id/weather/cancel',
    described({
      tags,
      summary:
        'Cancels for weather: with the guarantee all but its price back, without it the fee as a voucher',
      signedIn: true,
      errors: [409],
      ok: { schema: weatherCancellationSchema },
    }),
    async (request) => {
      const { actor, id } = await parties(request);
      return weatherCancellationSchema.parse(await cancelForWeather(db, context, actor, id));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v6/booking/:id/weather/postpone',
    described({
      tags,
      summary: 'Postpones for weather to another free day of the same boat at the same price',
      signedIn: true,
      body: weatherPostponeInputSchema,
      errors: [409],
      ok: { schema: weatherPostponementSchema },
    }),
    async (request) => {
      const { actor, id } = await parties(request);
      const input = parseInput(weatherPostponeInputSchema, request.body);
      return weatherPostponementSchema.parse(await postponeForWeather(db, context, actor, id, input));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v6/booking/:id/weather/request',
    described({
      tags,
      summary: "Below the threshold, the renter asks the owner's agreement to cancel for weather",
      signedIn: true,
      errors: [409],
      ok: { schema: weatherSectionSchema },
    }),
    async (request) => {
      const { actor, id } = await parties(request);
      if (actor.side !== 'tenant') throw forbidden('Only the renter asks for a weather cancellation.');
      await askOwnerForWeather(db, context, actor.id, id);
      return weatherSectionSchema.parse(await weatherView(db, context.weather, actor, id));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v6/booking/:id/weather/answer',
    described({
      tags,
      summary: "The owner agrees to or refuses the renter's weather cancellation",
      signedIn: true,
      body: weatherAnswerInputSchema,
      errors: [409],
      ok: { schema: weatherSectionSchema },
    }),
    async (request) => {
      const { actor, id } = await parties(request);
      if (actor.side !== 'owner') throw forbidden('Only the owner answers a weather request.');
      const input = parseInput(weatherAnswerInputSchema, request.body);
      await answerWeatherRequest(db, context, actor.id, id, input);
      return weatherSectionSchema.parse(await weatherView(db, context.weather, actor, id));
    },
  );

  app.get(
    weatherPaths.vouchers,
    described({
      tags,
      summary: "The signed-in person's vouchers",
      signedIn: true,
      ok: { schema: voucherListSchema },
    }),
    async (request) =>
      voucherListSchema.parse(await accountVouchers(db, requireViewer(request).id, appClock.now())),
  );

  if (app.config.NODE_ENV === 'production') return;
  const warningBody = z.object({ harbourId: z.number().int().positive(), day: z.iso.date() });
  app.post(
    '/api/dev/weather/warnings',
    described({
      tags: ['dev'],
      summary: 'Raises a weather warning on the embedded forecast for a harbour and day (outside production)',
      signedIn: false,
      body: warningBody,
      ok: { status: 204 },
    }),
    async (request, reply) => {
      const input = parseInput(warningBody, request.body);
      if (!(await harbourPoint(db, input.harbourId))) throw notFound('This harbour does not exist.');
      await raiseDevWarning(db, input.harbourId, input.day, appClock.now());
      return reply.status(204).send();
    },
  );
  const watchAnswer = z.object({
    checked: z.number().int(),
    alerted: z.number().int(),
    failedHarbours: z.number().int(),
    providerRequests: z.number().int(),
    lapsedRequests: z.number().int(),
  });
  app.post(
    '/api/dev/weather/watch',
    described({
      tags: ['dev'],
      summary: 'Runs the weather watching job once (outside production)',
      signedIn: false,
      ok: { schema: watchAnswer },
    }),
    async () => runWeatherWatch(db, context.weather, { now: appClock.now(), log: app.log }),
  );
}
