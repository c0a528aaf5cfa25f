import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { productIdSchema } from '../../../shared/product/productRequests.ts';
import { quoteRequestSchema, quoteSchema } from '../../../shared/product/quote.ts';
import { described } from '../../http/describe.ts';
import { notFound } from '../../http/errors.ts';
import { parseInput, parsePathParam } from '../../http/validate.ts';
import { requestContext } from '../catalogue/requestContext.ts';
import { quoteDto, quoteProduct } from './service.ts';

export default async function pricingRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>(
    '/api/v6/products/:id/quote',
    described({
      tags: ['pricing'],
      summary:
        'Price lines for dateFrom..dateTo (inclusive) or one halfDayPeriod, numberOfPeople, withCaptain; or why not',
      signedIn: false,
      params: z.object({ id: productIdSchema }),
      querystring: quoteRequestSchema,
      ok: { schema: quoteSchema },
    }),
    async (request, reply) => {
      const id = parsePathParam(
        productIdSchema,
        request.params.id,
        'This boat does not exist or is no longer listed.',
      );
      const choice = parseInput(quoteRequestSchema, request.query);
      const context = await requestContext(app, request);
      const quote = await quoteProduct(app.db, id, choice, context.language.slice(0, 2));
      if (!quote) throw notFound('This boat does not exist or is no longer listed.');
      reply.header('cache-control', 'no-store');
      return quoteDto(quote, context.currency);
    },
  );
}
