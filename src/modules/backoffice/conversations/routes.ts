import type { FastifyInstance } from 'fastify';
import { OPERATIONS_ACCESS } from '../../../../shared/admin/operations.ts';
import { requireStaff } from '../../auth/session.ts';
import { recordIdOf, registerReadRoutes } from '../recordPages.ts';
import { replyToConversation } from './reply.ts';
import { conversationsListResource, findConversation, listConversations } from './repository.ts';
import { flagConversation } from './service.ts';

const roles = OPERATIONS_ACCESS.conversations;

export default async function backofficeConversationRoutes(app: FastifyInstance) {
  registerReadRoutes(app, {
    resource: conversationsListResource,
    roles,
    what: 'conversation',
    list: listConversations,
    show: findConversation,
  });
  app.put(
    '/api/admin/conversations/:id',
    { schema: { tags: ['backoffice'], summary: 'Flag or unflag a conversation' } },
    async (request) =>
      flagConversation(
        app.db,
        requireStaff(request, roles),
        recordIdOf(request.params, 'conversation'),
        request.body,
      ),
  );
  app.post(
    '/api/admin/conversations/:id/messages',
    { schema: { tags: ['backoffice'], summary: 'Answer both parties of a conversation as the platform' } },
    async (request, reply) => {
      const conversation = await replyToConversation(
        app.db,
        requireStaff(request, roles),
        recordIdOf(request.params, 'conversation'),
        request.body,
      );
      return reply.status(201).send(conversation);
    },
  );
}
