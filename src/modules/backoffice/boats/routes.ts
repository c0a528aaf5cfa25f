import type { FastifyInstance } from 'fastify';
import { OPERATIONS_ACCESS } from '../../../../shared/admin/operations.ts';
import { requireStaff } from '../../auth/session.ts';
import { recordIdOf, registerReadRoutes } from '../recordPages.ts';
import { boatsListResource, findBoat, listBoats } from './repository.ts';
import { updateBoat } from './service.ts';

const roles = OPERATIONS_ACCESS.boats;

export default async function backofficeBoatRoutes(app: FastifyInstance) {
  registerReadRoutes(app, {
    resource: boatsListResource,
    roles,
    what: 'boat',
    list: listBoats,
    show: findBoat,
  });
  app.put(
    '/api/admin/boats/:id',
    { schema: { tags: ['backoffice'], summary: 'Edit a listing or moderate it (status and reason)' } },
    async (request) =>
      updateBoat(app.db, requireStaff(request, roles), recordIdOf(request.params, 'boat'), request.body),
  );
}
