import type { FastifyInstance } from 'fastify';
import { productIdSchema } from '../../../shared/product/productRequests.ts';
import { contactOwnerRequestSchema } from '../../../shared/product/quote.ts';
import { parseInput } from '../../http/validate.ts';
import { requireViewer } from '../auth/session.ts';
import { contactOwner } from './service.ts';

export default async function conversationRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>(
    '/api/v6/products/:id/conversations',
    {
      schema: {
        tags: ['messaging'],
        summary: 'Contact the owner: opens (or reuses) the conversation about this boat with a first message',
        security: [{ cookie: [] }, { bearer: [] }],
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const id = parseInput(productIdSchema, request.params.id);
      const { message } = parseInput(contactOwnerRequestSchema, request.body);
      const answer = await contactOwner(app.db, id, viewer.id, message);
      return reply.status(answer.created ? 201 : 200).send(answer);
    },
  );
}
