import type { FastifyInstance } from 'fastify';
import { messageDetailSchema, messageListItemSchema } from '../../../../shared/admin/conversations.ts';
import { messageUpdateSchema, OPERATIONS_ACCESS } from '../../../../shared/admin/operations.ts';
import { described } from '../../../http/describe.ts';
import { requireStaff } from '../../auth/session.ts';
import { recordIdOf, registerReadRoutes } from '../recordPages.ts';
import { findMessage, listMessages, messagesListResource } from './repository.ts';
import { updateMessage } from './service.ts';

const roles = OPERATIONS_ACCESS.conversations;

export default async function backofficeMessageRoutes(app: FastifyInstance) {
  registerReadRoutes(app, {
    resource: messagesListResource,
    roles,
    what: 'message',
    list: listMessages,
    show: findMessage,
    item: messageListItemSchema,
    record: messageDetailSchema,
  });
  app.put(
    '/api/admin/messages/:id',
    described({
      tags: ['backoffice'],
      summary: 'Edit or hide a message (the original stays in the audit trail)',
      signedIn: true,
      body: messageUpdateSchema,
      ok: { schema: messageDetailSchema, description: 'The message as it now is.' },
    }),
    async (request) =>
      updateMessage(
        app.db,
        requireStaff(request, roles),
        recordIdOf(request.params, 'message'),
        request.body,
      ),
  );
}
