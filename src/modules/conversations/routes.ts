import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { productIdSchema } from '../../../shared/product/productRequests.ts';
import { contactOwnerAnswerSchema, contactOwnerRequestSchema } from '../../../shared/product/quote.ts';
import { described } from '../../http/describe.ts';
import { parseInput, parsePathParam } from '../../http/validate.ts';
import { requireViewer } from '../auth/session.ts';
import { contactOwner } from './service.ts';

export default async function conversationRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>(
    '/api/v6/products/:id/conversations',
    described({
      tags: ['messaging'],
      summary: 'Contact the owner: opens (or reuses) the conversation about this boat with a first message',
      signedIn: true,
      params: z.object({ id: productIdSchema }),
      body: contactOwnerRequestSchema,
      ok: {
        status: 201,
        also: [200],
        schema: contactOwnerAnswerSchema,
        description: 'The conversation was opened (200: an open one was reused).',
      },
      errors: [422],
    }),
    async (request, reply) => {
      const viewer = requireViewer(request);
      const id = parsePathParam(
        productIdSchema,
        request.params.id,
        'This boat does not exist or is no longer listed.',
      );
      const { message } = parseInput(contactOwnerRequestSchema, request.body);
      const answer = await contactOwner(app.db, id, viewer.id, message);
      return reply.status(answer.created ? 201 : 200).send(answer);
    },
  );
}
