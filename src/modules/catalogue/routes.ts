import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  itinerarySchema,
  productAvailabilitySchema,
  productDetailsSchema,
  reviewPageSchema,
  sleepingAreaSchema,
} from '../../../shared/product/productDetails.ts';
import {
  availabilityQuerySchema,
  productIdSchema,
  reviewPageQuerySchema,
} from '../../../shared/product/productRequests.ts';
import { appClock } from '../../http/clock.ts';
import { described } from '../../http/describe.ts';
import { notFound } from '../../http/errors.ts';
import { parseInput, parsePathParam } from '../../http/validate.ts';
import { addDays } from '../pricing/calendarDates.ts';
import { sendJsonWithEtag } from './httpCache.ts';
import {
  countProductView,
  findProduct,
  isPublished,
  listItineraries,
  listSleepingAreas,
  textLanguage,
} from './repository.ts';
import { requestContext, requestContextQuerySchema } from './requestContext.ts';
import { availability, productDetails, reviewPage } from './service.ts';
import { productSitemapXml } from './sitemap.ts';

const tags = ['catalogue'];
type IdParams = { Params: { id: string } };
type ProductIdParams = { Params: { productId: string } };

const PRODUCT_NOT_FOUND = 'This boat does not exist or is no longer listed.';
const productNotFound = () => notFound(PRODUCT_NOT_FOUND);
const ROBOT = /bot|crawl|spider|slurp|lighthouse/i;

/** One boat or activity as its public page shows it: details, reviews, calendar, cabins, itineraries. */
export default async function catalogueRoutes(app: FastifyInstance) {
  app.get<IdParams>(
    '/api/v6/products/:id',
    described({
      tags,
      summary: 'A published product in the language (_locale) and currency (currency) asked',
      signedIn: false,
      params: z.object({ id: productIdSchema }),
      querystring: requestContextQuerySchema,
      ok: { schema: productDetailsSchema },
    }),
    async (request, reply) => {
      const id = parsePathParam(productIdSchema, request.params.id, PRODUCT_NOT_FOUND);
      const details = await productDetails(app.db.replica, id, await requestContext(app, request));
      if (!details) throw productNotFound();
      // Its calendar may lag a booking by a minute; the quote and the booking check the dates again.
      return sendJsonWithEtag(request, reply, details, 60);
    },
  );

  app.post<IdParams>(
    '/api/v6/products/:id/view',
    {
      ...described({
        tags,
        summary: 'The product page was seen (beacon): counts a view of the day for the owner’s listings',
        signedIn: false,
        params: z.object({ id: productIdSchema }),
        ok: { status: 204 },
      }),
      config: { guestBeacon: true },
    },
    async (request, reply) => {
      const id = parsePathParam(productIdSchema, request.params.id, PRODUCT_NOT_FOUND);
      // Crawlers and audits are not people looking at a boat.
      if (!ROBOT.test(request.headers['user-agent'] ?? '')) {
        if (!(await countProductView(app.db, id, appClock.now()))) throw productNotFound();
      }
      return reply.status(204).send();
    },
  );

  app.get<IdParams>(
    '/api/v6/products/:id/reviews',
    described({
      tags,
      summary: 'A page of a product’s reviews, newest first (page=1..)',
      signedIn: false,
      params: z.object({ id: productIdSchema }),
      querystring: reviewPageQuerySchema,
      ok: { schema: reviewPageSchema },
    }),
    async (request) => {
      const id = parsePathParam(productIdSchema, request.params.id, PRODUCT_NOT_FOUND);
      const { page } = parseInput(reviewPageQuerySchema, request.query);
      if (!(await isPublished(app.db.replica, id))) throw productNotFound();
      return reviewPage(app.db.replica, id, page);
    },
  );

  app.get<IdParams>(
    '/api/v6/products/:id/availability',
    described({
      tags,
      summary: 'Booked and blocked days (and half days) from a date, for some days',
      signedIn: false,
      params: z.object({ id: productIdSchema }),
      querystring: availabilityQuerySchema,
      ok: { schema: productAvailabilitySchema },
    }),
    async (request) => {
      const id = parsePathParam(productIdSchema, request.params.id, PRODUCT_NOT_FOUND);
      const query = parseInput(availabilityQuerySchema, request.query);
      const product = await findProduct(app.db.replica, id, 'en');
      if (product?.moderation_status !== 'published') throw productNotFound();
      const from = query.from && query.from > product.today ? query.from : product.today;
      return availability(app.db.replica, id, from, addDays(from, query.days), product.today);
    },
  );

  app.get<ProductIdParams>(
    '/api/v6/product/:productId/sleeping-area',
    described({
      tags,
      summary: 'The cabins and other sleeping areas of a boat',
      signedIn: false,
      params: z.object({ productId: productIdSchema }),
      ok: { schema: z.array(sleepingAreaSchema) },
    }),
    async (request) => {
      const id = parsePathParam(productIdSchema, request.params.productId, PRODUCT_NOT_FOUND);
      if (!(await isPublished(app.db.replica, id))) throw productNotFound();
      return listSleepingAreas(app.db.replica, id);
    },
  );

  app.get<ProductIdParams>(
    '/api/v6/products/:productId/itineraries',
    described({
      tags,
      summary: 'Suggested trips from the boat’s harbour',
      signedIn: false,
      params: z.object({ productId: productIdSchema }),
      ok: { schema: z.array(itinerarySchema) },
    }),
    async (request) => {
      const id = parsePathParam(productIdSchema, request.params.productId, PRODUCT_NOT_FOUND);
      if (!(await isPublished(app.db.replica, id))) throw productNotFound();
      const { language } = await requestContext(app, request);
      const rows = await listItineraries(app.db.replica, id, textLanguage(language));
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        durationHours: row.duration_hours,
      }));
    },
  );

  app.get<{ Querystring: { page?: string } }>(
    '/sitemap-products.xml',
    described({
      tags,
      summary: 'Product pages for search engines, 10,000 a page (?page=2...)',
      signedIn: false,
      querystring: z.object({ page: z.string().optional() }),
      ok: { contentType: 'application/xml', description: 'One page of the product sitemap.' },
    }),
    async (request, reply) => {
      const page = Math.max(1, Number.parseInt(request.query.page ?? '1', 10) || 1);
      const xml = await productSitemapXml(
        app.db.replica,
        app.config.PUBLIC_URL,
        app.config.DEFAULT_LANGUAGE,
        page,
      );
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(xml);
    },
  );
}
