import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { PICTURE_WIDTHS, type PictureWidth } from '../../../shared/media/pictureAt.ts';
import {
  BOAT_VIEWS,
  isActivityType,
  isProductType,
  renderActivityPicture,
  renderAvatar,
  renderBoatPicture,
} from '../../db/seed/pictures.ts';
import { described } from '../../http/describe.ts';
import { notFound } from '../../http/errors.ts';
import { compressText } from '../site/compression.ts';

/** `<seed>-<view>.svg`, the file names the seed writes into listings, or `.jpg` for a photo of it. */
const PICTURE_FILE = /^(\d{1,9})-(\d)\.(svg|jpg)$/;
const AVATAR_FILE = /^(\d{1,9})-(\p{L}{1,3})\.svg$/u;

function parsePicture(file: string): { seed: number; view: number; format: 'svg' | 'jpg' } {
  const match = PICTURE_FILE.exec(file);
  if (!match || Number(match[2]) >= BOAT_VIEWS) throw notFound('No such picture.');
  return { seed: Number(match[1]), view: Number(match[2]), format: match[3] as 'svg' | 'jpg' };
}

/** Photos already made, by URL: the same URL always gives the same bytes. Oldest out first. */
const photos = new Map<string, Promise<Buffer>>();
const KEPT_PHOTOS = 500;

/**
 * A drawing as a JPEG photo `width` pixels wide, for what takes no SVG (Open Graph previews,
 * structured data). sharp works in libuv's thread pool, not on the event loop.
 */
function photoOf(key: string, svg: () => string, width: PictureWidth): Promise<Buffer> {
  let photo = photos.get(key);
  if (!photo) {
    photo = sharp(Buffer.from(svg())).resize({ width }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    photo.catch(() => photos.delete(key));
    photos.set(key, photo);
    if (photos.size > KEPT_PHOTOS) photos.delete(photos.keys().next().value as string);
  }
  return photo;
}

async function sendPicture(
  request: FastifyRequest<{ Querystring: { w?: string } }>,
  reply: FastifyReply,
  format: 'svg' | 'jpg',
  svg: () => string,
) {
  if (format === 'svg') return sendSvg(request, reply, svg());
  const width = Number(request.query.w ?? 800) as PictureWidth;
  if (!PICTURE_WIDTHS.includes(width))
    throw notFound(`No such width: use one of ${PICTURE_WIDTHS.join(', ')}.`);
  const photo = await photoOf(`${request.url.split('?')[0]}?w=${width}`, svg, width);
  return reply
    .header('content-type', 'image/jpeg')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(photo);
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
  app.get<{ Params: { type: string; file: string }; Querystring: { w?: string } }>(
    '/media/demo/boat/:type/:file',
    described({
      tags: ['media'],
      summary: 'A demo boat picture (SVG, or JPEG `?w=` pixels wide)',
      signedIn: false,
      ok: { contentType: ['image/svg+xml', 'image/jpeg'], description: 'The picture.' },
    }),
    async (request, reply) => {
      const { type, file } = request.params;
      if (!isProductType(type)) throw notFound('No such boat type.');
      const { seed, view, format } = parsePicture(file);
      return sendPicture(request, reply, format, () => renderBoatPicture(type, seed, view));
    },
  );

  app.get<{ Params: { type: string; file: string }; Querystring: { w?: string } }>(
    '/media/demo/activity/:type/:file',
    described({
      tags: ['media'],
      summary: 'A demo activity picture (SVG, or JPEG `?w=` pixels wide)',
      signedIn: false,
      ok: { contentType: ['image/svg+xml', 'image/jpeg'], description: 'The picture.' },
    }),
    async (request, reply) => {
      const { type, file } = request.params;
      if (!isActivityType(type)) throw notFound('No such activity type.');
      const { seed, view, format } = parsePicture(file);
      return sendPicture(request, reply, format, () => renderActivityPicture(type, seed, view));
    },
  );

  app.get<{ Params: { file: string } }>(
    '/media/demo/avatar/:file',
    described({
      tags: ['media'],
      summary: 'A demo avatar with initials (SVG)',
      signedIn: false,
      ok: { contentType: 'image/svg+xml', description: 'The avatar.' },
    }),
    async (request, reply) => {
      const match = AVATAR_FILE.exec(request.params.file.normalize('NFC'));
      if (!match) throw notFound('No such avatar.');
      return sendSvg(request, reply, renderAvatar(Number(match[1]), match[2]));
    },
  );
}
