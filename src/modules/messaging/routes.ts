import type { FastifyInstance } from 'fastify';
import { messagingPaths } from '../../../shared/messaging/messaging.ts';
import { requireViewer } from '../auth/session.ts';
import { docs } from '../checkout/routes.ts';
import {
  conversationSummary,
  listConversations,
  listMessages,
  markConversationRead,
  sendMessage,
  unreadTotal,
} from './service.ts';

const TAGS = ['messaging'];

/** The messenger (SPEC section 7: /account/conversations, /messages): only the two parties reach a thread. */
export default async function messagingRoutes(app: FastifyInstance) {
  const db = app.db;

  app.get(
    messagingPaths.conversations,
    docs('The viewer’s conversations, newest activity first (keyset paging with `before`)', TAGS),
    async (request) => listConversations(db, requireViewer(request).id, request.query),
  );

  app.get(
    messagingPaths.unreadCount,
    docs('Unread messages over all the viewer’s conversations (the header’s badge)', TAGS),
    async (request) => ({ total: await unreadTotal(db, requireViewer(request).id) }),
  );

  app.get<{ Params: { hash: string } }>(
    '/api/v6/account/conversations/:hash',
    docs('One conversation: the other party, the boat, the booking and the unread count', TAGS),
    async (request) => conversationSummary(db, requireViewer(request).id, request.params.hash),
  );

  app.get(
    messagingPaths.messages,
    docs('A page of a thread, oldest first; `before` (a message id) loads earlier messages', TAGS),
    async (request) => listMessages(db, requireViewer(request).id, request.query),
  );

  app.post(
    messagingPaths.messages,
    docs('Sends a message, idempotent by its clientId: a retry answers the stored message (200)', TAGS),
    async (request, reply) => {
      const answer = await sendMessage(db, requireViewer(request).id, request.body);
      return reply.status(answer.created ? 201 : 200).send(answer);
    },
  );

  app.post(
    messagingPaths.read,
    docs('The viewer has seen the thread up to a message (read state per participant)', TAGS),
    async (request) => markConversationRead(db, requireViewer(request).id, request.body),
  );
}
