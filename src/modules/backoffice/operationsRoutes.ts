import type { FastifyInstance } from 'fastify';
import backofficeAuditLogRoutes from './audit-log/routes.ts';
import backofficeAutorefundRoutes from './autorefunds/routes.ts';
import backofficeBoatRoutes from './boats/routes.ts';
import backofficeBookingRoutes from './bookings/routes.ts';
import backofficeConversationRoutes from './conversations/routes.ts';
import backofficeDamageRoutes from './damages/routes.ts';
import backofficeDashboardRoutes from './dashboard/routes.ts';
import backofficeMessageRoutes from './messages/routes.ts';
import backofficeOutboxRoutes from './outbox/routes.ts';
import backofficePayoutRoutes from './payouts/routes.ts';

/** The operations back office (issue 6): bookings, refunds, damages, boats, conversations, logs, dashboard. */
export default async function backofficeOperationsRoutes(app: FastifyInstance) {
  await app.register(backofficeBookingRoutes);
  await app.register(backofficeAutorefundRoutes);
  await app.register(backofficeDamageRoutes);
  await app.register(backofficeBoatRoutes);
  await app.register(backofficeConversationRoutes);
  await app.register(backofficeMessageRoutes);
  await app.register(backofficeOutboxRoutes);
  await app.register(backofficeAuditLogRoutes);
  await app.register(backofficeDashboardRoutes);
  await app.register(backofficePayoutRoutes);
}
