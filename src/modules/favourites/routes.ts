import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { described } from '../../http/describe.ts';
import { notFound } from '../../http/errors.ts';
import { requireViewer } from '../auth/session.ts';
import { addFavourite, isPublishedProduct, removeFavourite } from './repository.ts';

/** What both calls answer: the product and whether it is now a favourite. */
const favouriteStateSchema = z.object({ productId: z.number().int(), isFavorite: z.boolean() });

/** SPEC section 7: POST and DELETE /api/v6/products/{productId}/favorite, signed in only. */
export default async function favouriteRoutes(app: FastifyInstance) {
  const productIdOf = async (raw: string) => {
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : null;
    if (id === null || !(await isPublishedProduct(app.db, id)))
      throw notFound('This product does not exist.');
    return id;
  };

  app.post<{ Params: { productId: string } }>(
    '/api/v6/products/:productId/favorite',
    described({
      tags: ['favourites'],
      summary: 'Save a product to the favourites',
      signedIn: true,
      ok: { schema: favouriteStateSchema },
    }),
    async (request) => {
      const viewer = requireViewer(request);
      const productId = await productIdOf(request.params.productId);
      await addFavourite(app.db, viewer.id, productId);
      return { productId, isFavorite: true };
    },
  );

  app.delete<{ Params: { productId: string } }>(
    '/api/v6/products/:productId/favorite',
    described({
      tags: ['favourites'],
      summary: 'Remove a product from the favourites',
      signedIn: true,
      ok: { schema: favouriteStateSchema },
    }),
    async (request) => {
      const viewer = requireViewer(request);
      const productId = await productIdOf(request.params.productId);
      await removeFavourite(app.db, viewer.id, productId);
      return { productId, isFavorite: false };
    },
  );
}
