import type { FastifyInstance } from 'fastify';
import { damageDetailSchema, damageListItemSchema } from '../../../../shared/admin/damages.ts';
import { damageDecisionSchema, OPERATIONS_ACCESS } from '../../../../shared/admin/operations.ts';
import { described } from '../../../http/describe.ts';
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
    item: damageListItemSchema,
    record: damageDetailSchema,
  });
  app.put(
    '/api/admin/damages/:id',
    described({
      tags: ['backoffice'],
      summary: 'Decide a damage claim: status, amount, message to both parties',
      signedIn: true,
      body: damageDecisionSchema,
      errors: [409],
      ok: { schema: damageDetailSchema, description: 'The claim as it now is.' },
    }),
    async (request) =>
      decideDamage(
        app.db,
        requireStaff(request, roles),
        recordIdOf(request.params, 'damage claim'),
        request.body,
        providers,
        app.config.PUBLIC_URL,
      ),
  );
}
