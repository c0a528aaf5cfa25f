import type { FastifyInstance } from 'fastify';
import { OPERATIONS_ACCESS } from '../../../../shared/admin/operations.ts';
import { createPaymentProviders } from '../../../providers/payments/paymentProviderFor.ts';
import { requireStaff } from '../../auth/session.ts';
import { recordIdOf, registerReadRoutes } from '../recordPages.ts';
import { damagesListResource, findDamage, listDamages } from './repository.ts';
import { decideDamage } from './service.ts';

const roles = OPERATIONS_ACCESS.damages;

export default async function backofficeDamageRoutes(app: FastifyInstance) {
  const providers = createPaymentProviders(app.config, app.db);
  registerReadRoutes(app, {
    resource: damagesListResource,
    roles,
    what: 'damage claim',
    list: listDamages,
    show: findDamage,
  });
  app.put(
    '/api/admin/damages/:id',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Decide a damage claim: status, amount, message to both parties',
      },
    },
    async (request) =>
      decideDamage(
        app.db,
        requireStaff(request, roles),
        recordIdOf(request.params, 'damage claim'),
        request.body,
        providers,
      ),
  );
}
