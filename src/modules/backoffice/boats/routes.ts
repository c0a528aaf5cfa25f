import type { FastifyInstance } from 'fastify';
import {
  availabilityBlockSchema,
  boatDetailSchema,
  boatListItemSchema,
  boatPicturesSchema,
  boatPricesSchema,
  boatUpdateSchema,
} from '../../../../shared/admin/boats.ts';
import { OPERATIONS_ACCESS } from '../../../../shared/admin/operations.ts';
import { described } from '../../../http/describe.ts';
import { requireStaff } from '../../auth/session.ts';
import { recordIdOf, registerReadRoutes } from '../recordPages.ts';
import { addBlock, removeBlock } from './calendar.ts';
import { arrangePictures } from './pictures.ts';
import { replacePrices } from './prices.ts';
import { boatsListResource, findBoat, listBoats } from './repository.ts';
import { updateBoat } from './service.ts';

const roles = OPERATIONS_ACCESS.boats;

export default async function backofficeBoatRoutes(app: FastifyInstance) {
  registerReadRoutes(app, {
    resource: boatsListResource,
    roles: OPERATIONS_ACCESS.readBoats,
    what: 'boat',
    list: listBoats,
    show: findBoat,
    item: boatListItemSchema,
    record: boatDetailSchema,
  });
  app.put(
    '/api/admin/boats/:id',
    described({
      tags: ['backoffice'],
      summary: 'Edit a listing or moderate it (status and reason)',
      signedIn: true,
      body: boatUpdateSchema,
      readOnly: boatDetailSchema,
      ok: { schema: boatDetailSchema, description: 'The listing as it now is.' },
    }),
    async (request) =>
      updateBoat(
        app.db,
        requireStaff(request, roles, OPERATIONS_ACCESS.readBoats),
        recordIdOf(request.params, 'boat'),
        request.body,
      ),
  );
  app.put(
    '/api/admin/boats/:id/pictures',
    described({
      tags: ['backoffice'],
      summary: 'Reorder, caption and remove pictures (the first is the cover)',
      signedIn: true,
      body: boatPicturesSchema,
      ok: { schema: boatDetailSchema, description: 'The listing as it now is.' },
    }),
    async (request) =>
      arrangePictures(
        app.db,
        requireStaff(request, roles, OPERATIONS_ACCESS.readBoats),
        recordIdOf(request.params, 'boat'),
        request.body,
      ),
  );
  app.put(
    '/api/admin/boats/:id/prices',
    described({
      tags: ['backoffice'],
      summary: 'Replace the base prices, seasons and duration discounts',
      signedIn: true,
      body: boatPricesSchema,
      ok: { schema: boatDetailSchema, description: 'The listing as it now is.' },
    }),
    async (request) =>
      replacePrices(
        app.db,
        requireStaff(request, roles, OPERATIONS_ACCESS.readBoats),
        recordIdOf(request.params, 'boat'),
        request.body,
      ),
  );
  app.post(
    '/api/admin/boats/:id/blocks',
    described({
      tags: ['backoffice'],
      summary: 'Block dates of a listing',
      signedIn: true,
      body: availabilityBlockSchema,
      errors: [409],
      ok: { schema: boatDetailSchema, description: 'The listing with its calendar as it now is.' },
    }),
    async (request) =>
      addBlock(
        app.db,
        requireStaff(request, roles, OPERATIONS_ACCESS.readBoats),
        recordIdOf(request.params, 'boat'),
        request.body,
      ),
  );
  app.delete<{ Params: { id: string; blockId: string } }>(
    '/api/admin/boats/:id/blocks/:blockId',
    described({
      tags: ['backoffice'],
      summary: 'Free blocked dates',
      signedIn: true,
      ok: { schema: boatDetailSchema, description: 'The listing with its calendar as it now is.' },
    }),
    async (request) => {
      const actor = requireStaff(request, roles, OPERATIONS_ACCESS.readBoats);
      const id = recordIdOf(request.params, 'boat');
      return removeBlock(app.db, actor, id, recordIdOf({ id: request.params.blockId }, 'block'));
    },
  );
}
