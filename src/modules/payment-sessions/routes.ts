import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { productIdSchema } from '../../../shared/product/productRequests.ts';
import { paymentSessionAnswerSchema, paymentSessionRequestSchema } from '../../../shared/product/quote.ts';
import { described } from '../../http/describe.ts';
import { parseInput, parsePathParam } from '../../http/validate.ts';
import { requireViewer } from '../auth/session.ts';
import { requestContext } from '../catalogue/requestContext.ts';
import { idempotencyHeaders, idempotencyKeyOf } from './idempotency.ts';
import { createBookingRequest } from './service.ts';

export default async function paymentSessionRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>(
    '/api/v6/products/:id/payment-sessions',
    described({
      tags: ['checkout'],
      summary:
        'Book or request to book: creates the payment session (hash, url ps/{hash}) with its price snapshot. Accepts Idempotency-Key.',
      signedIn: true,
      headers: idempotencyHeaders,
      params: z.object({ id: productIdSchema }),
      body: paymentSessionRequestSchema,
      ok: {
        status: 201,
        schema: paymentSessionAnswerSchema,
        description: 'The payment session: its hash and the page that pays it.',
      },
      errors: [409, 422],
    }),
    async (request, reply) => {
      const viewer = requireViewer(request);
      const id = parsePathParam(productIdSchema, request.params.id, 'This product does not exist.');
      const choice = parseInput(paymentSessionRequestSchema, request.body);
      const key = idempotencyKeyOf(request);
      const context = await requestContext(app, request);
      const answer = await createBookingRequest(app.db, id, choice, {
        tenantId: viewer.id,
        language: context.language,
        currency: context.currency,
        idempotencyKey: key,
      });
      return reply.status(answer.status).send(answer.body);
    },
  );
}
