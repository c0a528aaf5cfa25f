import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLanguageCode } from '../../../shared/i18n/languages.ts';
import { SLUG_PATTERN } from '../../../shared/routing/routeWords.ts';
import { searchFiltersSchema } from '../../../shared/search/searchFiltersSchema.ts';
import { sanitizeSearchParams } from '../../../shared/search/searchParams.ts';
import {
  activitySearchResponseSchema,
  flexibleDateFleetSchema,
  productCountSchema,
  RESULTS_LAZY_LIMIT,
  searchResponseSchema,
  seoSectionSchema,
  suggestionsSchema,
} from '../../../shared/search/searchResults.ts';
import { described } from '../../http/describe.ts';
import { notFound } from '../../http/errors.ts';
import { abVariationsOf } from './abTest.ts';
import {
  countProducts,
  flexibleDatesFleet,
  type SearchContext,
  type SearchRequest,
  search,
  seoSection,
  suggestionsFor,
} from './service.ts';

const MAX_FLEET_DATES = 7;

/** What the search reads from its query, sanitised and never refused (SPEC section 5). */
const searchQuerySchema = searchFiltersSchema.partial().extend({
  placeSlug: z.string().optional(),
  limit: z.number().int().optional(),
});
/** `fleetDates[i][startDate]` and `fleetDates[i][endDate]`, i below 7; an incomplete pair is dropped. */
const fleetQuerySchema = z.object(
  Object.fromEntries(
    Array.from({ length: MAX_FLEET_DATES }, (_, i) => [
      [`fleetDates[${i}][startDate]`, z.iso.date().optional()],
      [`fleetDates[${i}][endDate]`, z.iso.date().optional()],
    ]).flat(),
  ),
);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function queryOf(request: FastifyRequest): URLSearchParams {
  const at = request.url.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1));
}

function contextOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): SearchContext {
  const query = queryOf(request);
  const locale = query.get('_locale') ?? '';
  return {
    // Search may lag the last write by a moment (DESIGN.md, "Many machines"): the replica when set.
    db: app.db.replica,
    language: isLanguageCode(locale) ? locale : 'en',
    currencyCode: currencyCodeOf(query.get('currency') ?? request.cookies.currency),
    viewerId: request.viewer?.id ?? null,
    abVariations: abVariationsOf(request, reply),
  };
}

/** An unreadable currency is dropped like any other invalid search value: EUR. */
function currencyCodeOf(raw: string | undefined): string {
  const code = raw?.trim().toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(code) ? code : 'EUR';
}

/** Lenient, as SPEC section 5 says: whatever does not sanitise is dropped, never an error. */
function searchRequestOf(request: FastifyRequest, kind: 'boat' | 'activity'): SearchRequest {
  const query = queryOf(request);
  const placeSlug = query.get('placeSlug') ?? undefined;
  const limit = Number(query.get('limit'));
  return {
    kind,
    filters: sanitizeSearchParams(query),
    placeSlug: placeSlug && SLUG_PATTERN.test(placeSlug) ? placeSlug : undefined,
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, RESULTS_LAZY_LIMIT) : undefined,
  };
}

export default async function searchRoutes(app: FastifyInstance) {
  const tags = ['search'];
  const config = { lenientQuery: true };

  app.get(
    '/api/v6/products',
    {
      ...described({
        tags,
        summary: 'Boat search: one page of results',
        signedIn: false,
        querystring: searchQuerySchema,
        lenientQuery: true,
        ok: {
          schema: searchResponseSchema,
          description: 'One page of boats, the filters as understood, statistics.',
        },
      }),
      config,
    },
    (request, reply) => search(contextOf(app, request, reply), searchRequestOf(request, 'boat')),
  );

  app.get(
    '/api/v6/products/count',
    {
      ...described({
        tags,
        summary: 'How many boats match the filters',
        signedIn: false,
        querystring: searchQuerySchema,
        lenientQuery: true,
        ok: { schema: productCountSchema, description: 'How many.' },
      }),
      config,
    },
    async (request, reply) => ({
      count: await countProducts(contextOf(app, request, reply), searchRequestOf(request, 'boat')),
    }),
  );

  app.get(
    '/api/v6/activities',
    {
      ...described({
        tags,
        summary: 'Activity search: one page of results',
        signedIn: false,
        querystring: searchQuerySchema,
        lenientQuery: true,
        ok: { schema: activitySearchResponseSchema },
      }),
      config,
    },
    async (request, reply) => {
      const { products, ...rest } = await search(
        contextOf(app, request, reply),
        searchRequestOf(request, 'activity'),
      );
      return { activities: products, ...rest };
    },
  );

  app.get(
    '/api/v6/seo_specific_section',
    {
      ...described({
        tags,
        summary: 'The SEO section under the results of a place',
        signedIn: false,
        querystring: searchQuerySchema,
        lenientQuery: true,
        ok: { schema: seoSectionSchema },
      }),
      config,
    },
    (request, reply) => seoSection(contextOf(app, request, reply), searchRequestOf(request, 'boat')),
  );

  app.get(
    '/api/v6/flexibleDates/fleet',
    {
      ...described({
        tags,
        summary: 'Fleet size and lowest price for alternative dates',
        signedIn: false,
        querystring: fleetQuerySchema,
        lenientQuery: true,
        ok: {
          schema: z.array(flexibleDateFleetSchema),
          description: 'One answer per complete pair of dates.',
        },
      }),
      config,
    },
    async (request, reply) => {
      const query = queryOf(request);
      const ranges: { startDate: string; endDate: string }[] = [];
      for (let i = 0; i < MAX_FLEET_DATES; i++) {
        const startDate = query.get(`fleetDates[${i}][startDate]`) ?? '';
        const endDate = query.get(`fleetDates[${i}][endDate]`) ?? '';
        if (ISO_DATE.test(startDate) && ISO_DATE.test(endDate) && startDate <= endDate) {
          ranges.push({ startDate, endDate });
        }
      }
      return flexibleDatesFleet(contextOf(app, request, reply), searchRequestOf(request, 'boat'), ranges);
    },
  );

  app.get<{ Params: { productId: string } }>(
    '/api/v6/product/:productId/suggestions',
    {
      ...described({
        tags,
        summary: 'Similar products nearby',
        signedIn: false,
        ok: { schema: suggestionsSchema },
      }),
      config,
    },
    async (request, reply) => {
      const id = /^\d{1,15}$/.test(request.params.productId) ? Number(request.params.productId) : null;
      const products = id === null ? null : await suggestionsFor(contextOf(app, request, reply), id);
      if (!products) throw notFound('This product does not exist.');
      return { products };
    },
  );
}
