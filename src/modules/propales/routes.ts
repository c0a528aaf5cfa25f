import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CURRENCY_CODES } from '../../../shared/apiValues.ts';
import { SALES_ACCESS } from '../../../shared/sales/leads.ts';
import {
  offerAcceptedSchema,
  offerAcceptSchema,
  offerDeclinedSchema,
  offerDeclineSchema,
  propaleCreateSchema,
  propaleSchema,
  propaleUpdateSchema,
  quoteOptionsSchema,
  renterOfferSchema,
} from '../../../shared/sales/propales.ts';
import { described } from '../../http/describe.ts';
import { notFound } from '../../http/errors.ts';
import { requireStaff, requireViewer } from '../auth/session.ts';
import { listQuerySchema, parseListQuery, sendListPage } from '../backoffice/simpleRest.ts';
import { salesActor } from '../sales/access.ts';
import { idParam } from '../sales/routeIds.ts';
import { acceptOffer, declineOffer, getOffer, listOffers } from './offers.ts';
import { loadQuoteOptions, propalesListResource } from './repository.ts';
import {
  approveDiscount,
  createPropale,
  getPropale,
  listPropales,
  sendPropale,
  updatePropale,
  withdrawPropale,
} from './service.ts';

const tags = ['propales'];
const HASH = /^[A-Za-z0-9_-]{8,64}$/;
const offerQuery = z.object({
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .meta({ enum: CURRENCY_CODES })
    .optional(),
});

function hashParam(params: unknown): string {
  const hash = (params as { hash?: string }).hash ?? '';
  if (!HASH.test(hash)) throw notFound('No such offer.');
  return hash;
}

const currencyOf = (query: unknown) => offerQuery.safeParse(query).data?.currency;

export default async function propaleRoutes(app: FastifyInstance) {
  const actorOf = async (request: Parameters<typeof requireStaff>[0]) =>
    salesActor(app.db, requireStaff(request, SALES_ACCESS.read));
  const propaleId = (params: unknown) => idParam(params, 'id', 'quote');

  app.post(
    '/api/v6/leads/:leadId/propales',
    described({
      tags,
      summary: 'Write a quote for a lead',
      signedIn: true,
      body: propaleCreateSchema.omit({ leadId: true }),
      ok: { status: 201, schema: propaleSchema, description: 'The draft quote.' },
      // The lead is closed.
      errors: [422],
    }),
    async (request, reply) => {
      const actor = await actorOf(request);
      reply.status(201);
      return createPropale(app.db, actor, {
        ...(request.body as object),
        leadId: idParam(request.params, 'leadId', 'lead'),
      });
    },
  );
  app.get(
    '/api/v6/propales/quote-options/:productId',
    described({
      tags,
      summary: 'The optional extras of a boat and the insurances a quote can add',
      signedIn: true,
      ok: { schema: quoteOptionsSchema },
    }),
    async (request) => {
      requireStaff(request, SALES_ACCESS.read);
      return loadQuoteOptions(app.db, idParam(request.params, 'productId', 'boat'));
    },
  );
  app.get(
    '/api/v6/propales/:id',
    described({ tags, summary: 'A quote', signedIn: true, ok: { schema: propaleSchema } }),
    async (request) => {
      requireStaff(request, SALES_ACCESS.read);
      return getPropale(app.db, propaleId(request.params));
    },
  );
  app.put(
    '/api/v6/propales/:id',
    described({
      tags,
      summary: 'Edit a draft quote',
      signedIn: true,
      body: propaleUpdateSchema,
      ok: { schema: propaleSchema },
      errors: [409, 422],
    }),
    async (request) => updatePropale(app.db, await actorOf(request), propaleId(request.params), request.body),
  );
  app.post(
    '/api/v6/propales/:id/send',
    described({
      tags,
      summary: 'Send the quote: e-mails the renter a link',
      signedIn: true,
      ok: { schema: propaleSchema },
      errors: [409, 422],
    }),
    async (request) =>
      sendPropale(app.db, await actorOf(request), propaleId(request.params), app.config.PUBLIC_URL),
  );
  app.post(
    '/api/v6/propales/:id/withdraw',
    described({
      tags,
      summary: 'Withdraw a quote',
      signedIn: true,
      ok: { schema: propaleSchema },
      errors: [409, 422],
    }),
    async (request) => withdrawPropale(app.db, await actorOf(request), propaleId(request.params)),
  );
  app.post(
    '/api/v6/propales/:id/approve-discount',
    described({
      tags,
      summary: 'Approve a discount beyond the limit (manager)',
      signedIn: true,
      ok: { schema: propaleSchema },
      errors: [409],
    }),
    async (request) => approveDiscount(app.db, await actorOf(request), propaleId(request.params)),
  );

  // The renter's side.
  app.get(
    '/api/v6/account/offers',
    described({
      tags,
      summary: 'My quotes',
      signedIn: true,
      querystring: offerQuery,
      ok: { schema: z.array(renterOfferSchema), description: 'Newest first (at most 100).' },
    }),
    async (request) => listOffers(app.db, requireViewer(request), currencyOf(request.query)),
  );
  app.get(
    '/api/v6/account/offers/:hash',
    described({
      tags,
      summary: 'One of my quotes',
      signedIn: true,
      querystring: offerQuery,
      ok: { schema: renterOfferSchema },
    }),
    async (request) =>
      getOffer(app.db, requireViewer(request), hashParam(request.params), currencyOf(request.query)),
  );
  app.post(
    '/api/v6/account/offers/:hash/accept',
    described({
      tags,
      summary: 'Accept: opens the payment session (idempotent)',
      signedIn: true,
      body: offerAcceptSchema,
      ok: { schema: offerAcceptedSchema },
      // An offer expired, declined or withdrawn is 422 (src/modules/propales/offers.ts).
      errors: [422],
    }),
    async (request) => acceptOffer(app.db, requireViewer(request), hashParam(request.params), request.body),
  );
  app.post(
    '/api/v6/account/offers/:hash/decline',
    described({
      tags,
      summary: 'Decline a quote',
      signedIn: true,
      body: offerDeclineSchema,
      ok: { schema: offerDeclinedSchema },
      errors: [422],
    }),
    async (request) => declineOffer(app.db, requireViewer(request), hashParam(request.params), request.body),
  );

  // The back office's ra-data-simple-rest resource.
  const bo = ['backoffice'];
  app.get(
    '/api/admin/propales',
    described({
      tags: bo,
      summary: 'List quotes (ra-data-simple-rest)',
      signedIn: true,
      querystring: listQuerySchema,
      ok: { schema: z.array(propaleSchema) },
    }),
    async (request, reply) => {
      requireStaff(request, SALES_ACCESS.read);
      const query = parseListQuery(propalesListResource, request.query);
      return sendListPage(reply, 'propales', query, await listPropales(app.db, query));
    },
  );
  app.get(
    '/api/admin/propales/:id',
    described({ tags: bo, summary: 'One quote', signedIn: true, ok: { schema: propaleSchema } }),
    async (request) => {
      requireStaff(request, SALES_ACCESS.read);
      return getPropale(app.db, propaleId(request.params));
    },
  );
  app.post(
    '/api/admin/propales',
    described({
      tags: bo,
      summary: 'Write a quote',
      signedIn: true,
      body: propaleCreateSchema,
      ok: { status: 200, schema: propaleSchema, description: 'The draft quote.' },
      // The lead is closed.
      errors: [422],
    }),
    async (request) => createPropale(app.db, await actorOf(request), request.body),
  );
  app.put(
    '/api/admin/propales/:id',
    described({
      tags: bo,
      summary: 'Edit a draft quote',
      signedIn: true,
      body: propaleUpdateSchema,
      ok: { schema: propaleSchema },
      errors: [409, 422],
    }),
    async (request) => updatePropale(app.db, await actorOf(request), propaleId(request.params), request.body),
  );
}
