import type { FastifyInstance } from 'fastify';
import {
  conversationDetailSchema,
  conversationListItemSchema,
} from '../../../../shared/admin/conversations.ts';
import {
  conversationReplySchema,
  conversationUpdateSchema,
  OPERATIONS_ACCESS,
} from '../../../../shared/admin/operations.ts';
import { described } from '../../../http/describe.ts';
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
    item: conversationListItemSchema,
    record: conversationDetailSchema,
  });
  app.put(
    '/api/admin/conversations/:id',
    described({
      tags: ['backoffice'],
      summary: 'Flag or unflag a conversation',
      signedIn: true,
      body: conversationUpdateSchema,
      ok: { schema: conversationDetailSchema, description: 'The conversation as it now is.' },
    }),
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
    described({
      tags: ['backoffice'],
      summary: 'Answer both parties of a conversation as the platform',
      signedIn: true,
      body: conversationReplySchema,
      ok: { status: 201, schema: conversationDetailSchema, description: 'The conversation with the answer.' },
    }),
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
