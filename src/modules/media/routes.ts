import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BOAT_VIEWS,
  isActivityType,
  isProductType,
  renderActivityPicture,
  renderAvatar,
  renderBoatPicture,
} from '../../db/seed/pictures.ts';
import { notFound } from '../../http/errors.ts';
import { compressText } from '../site/compression.ts';

/** `<seed>-<view>.svg`, the file names the seed writes into listings. */
const PICTURE_FILE = /^(\d{1,9})-(\d)\.svg$/;
const AVATAR_FILE = /^(\d{1,9})-(\p{L}{1,3})\.svg$/u;

function parsePicture(file: string): { seed: number; view: number } {
  const match = PICTURE_FILE.exec(file);
  if (!match || Number(match[2]) >= BOAT_VIEWS) throw notFound('No such picture.');
  return { seed: Number(match[1]), view: Number(match[2]) };
}

async function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const { body, encoding } = await compressText(svg, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  // A URL always draws the same picture, so browsers and CDNs may keep it forever.
  return reply
    .header('content-type', 'image/svg+xml')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('vary', 'Accept-Encoding')
    .send(body);
}

/** Demo pictures drawn on request (src/db/seed/pictures.ts): boats, activities and avatars. */
export default async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { type: string; file: string } }>(
    '/media/demo/boat/:type/:file',
    { schema: { tags: ['media'], summary: 'A demo boat picture (SVG)' } },
    async (request, reply) => {
      const { type, file } = request.params;
      if (!isProductType(type)) throw notFound('No such boat type.');
      const { seed, view } = parsePicture(file);
      return sendSvg(request, reply, renderBoatPicture(type, seed, view));
    },
  );

  app.get<{ Params: { type: string; file: string } }>(
    '/media/demo/activity/:type/:file',
    { schema: { tags: ['media'], summary: 'A demo activity picture (SVG)' } },
    async (request, reply) => {
      const { type, file } = request.params;
      if (!isActivityType(type)) throw notFound('No such activity type.');
      const { seed, view } = parsePicture(file);
      return sendSvg(request, reply, renderActivityPicture(type, seed, view));
    },
  );

  app.get<{ Params: { file: string } }>(
    '/media/demo/avatar/:file',
    { schema: { tags: ['media'], summary: 'A demo avatar with initials (SVG)' } },
    async (request, reply) => {
      const match = AVATAR_FILE.exec(request.params.file.normalize('NFC'));
      if (!match) throw notFound('No such avatar.');
      return sendSvg(request, reply, renderAvatar(Number(match[1]), match[2]));
    },
  );
}
