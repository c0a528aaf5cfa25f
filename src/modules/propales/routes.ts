import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SALES_ACCESS } from '../../../shared/sales/leads.ts';
import { notFound } from '../../http/errors.ts';
import { requireStaff, requireViewer } from '../auth/session.ts';
import { parseListQuery, sendListPage } from '../backoffice/simpleRest.ts';
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
    { schema: { tags, summary: 'Write a quote for a lead' } },
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
    { schema: { tags, summary: 'The optional extras of a boat and the insurances a quote can add' } },
    async (request) => {
      requireStaff(request, SALES_ACCESS.read);
      return loadQuoteOptions(app.db, idParam(request.params, 'productId', 'boat'));
    },
  );
  app.get('/api/v6/propales/:id', { schema: { tags, summary: 'A quote' } }, async (request) => {
    requireStaff(request, SALES_ACCESS.read);
    return getPropale(app.db, propaleId(request.params));
  });
  app.put('/api/v6/propales/:id', { schema: { tags, summary: 'Edit a draft quote' } }, async (request) =>
    updatePropale(app.db, await actorOf(request), propaleId(request.params), request.body),
  );
  app.post(
    '/api/v6/propales/:id/send',
    { schema: { tags, summary: 'Send the quote: e-mails the renter a link' } },
    async (request) =>
      sendPropale(app.db, await actorOf(request), propaleId(request.params), app.config.PUBLIC_URL),
  );
  app.post(
    '/api/v6/propales/:id/withdraw',
    { schema: { tags, summary: 'Withdraw a quote' } },
    async (request) => withdrawPropale(app.db, await actorOf(request), propaleId(request.params)),
  );
  app.post(
    '/api/v6/propales/:id/approve-discount',
    { schema: { tags, summary: 'Approve a discount beyond the limit (manager)' } },
    async (request) => approveDiscount(app.db, await actorOf(request), propaleId(request.params)),
  );

  // The renter's side.
  app.get('/api/v6/account/offers', { schema: { tags, summary: 'My quotes' } }, async (request) =>
    listOffers(app.db, requireViewer(request), currencyOf(request.query)),
  );
  app.get(
    '/api/v6/account/offers/:hash',
    { schema: { tags, summary: 'One of my quotes' } },
    async (request) =>
      getOffer(app.db, requireViewer(request), hashParam(request.params), currencyOf(request.query)),
  );
  app.post(
    '/api/v6/account/offers/:hash/accept',
    { schema: { tags, summary: 'Accept: opens the payment session (idempotent)' } },
    async (request) => acceptOffer(app.db, requireViewer(request), hashParam(request.params), request.body),
  );
  app.post(
    '/api/v6/account/offers/:hash/decline',
    { schema: { tags, summary: 'Decline a quote' } },
    async (request) => declineOffer(app.db, requireViewer(request), hashParam(request.params), request.body),
  );

  // The back office's ra-data-simple-rest resource.
  const bo = ['backoffice'];
  app.get(
    '/api/admin/propales',
    { schema: { tags: bo, summary: 'List quotes (ra-data-simple-rest)' } },
    async (request, reply) => {
      requireStaff(request, SALES_ACCESS.read);
      const query = parseListQuery(propalesListResource, request.query);
      return sendListPage(reply, 'propales', query, await listPropales(app.db, query));
    },
  );
  app.get('/api/admin/propales/:id', { schema: { tags: bo, summary: 'One quote' } }, async (request) => {
    requireStaff(request, SALES_ACCESS.read);
    return getPropale(app.db, propaleId(request.params));
  });
  app.post('/api/admin/propales', { schema: { tags: bo, summary: 'Write a quote' } }, async (request) =>
    createPropale(app.db, await actorOf(request), request.body),
  );
  app.put(
    '/api/admin/propales/:id',
    { schema: { tags: bo, summary: 'Edit a draft quote' } },
    async (request) => updatePropale(app.db, await actorOf(request), propaleId(request.params), request.body),
  );
}
