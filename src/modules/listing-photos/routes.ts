import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  listingIdSchema,
  listingPhotoPaths,
  listingPhotosSchema,
  PHOTO_MAX_BYTES,
  PHOTOS_PER_UPLOAD,
  photoOrderSchema,
} from '../../../shared/owners/photos.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { parsePathParam } from '../../http/validate.ts';
import { fileStoreFor } from '../../providers/files.ts';
import { requireViewer } from '../auth/session.ts';
import { docs } from '../checkout/routes.ts';
import {
  deleteListingPhoto,
  listListingPhotos,
  reorderListingPhotos,
  setListingCover,
  type UploadedPhoto,
  uploadListingPhotos,
} from './service.ts';

const TAGS = ['owners'];
/** Every call answers the listing's photos as they now are (shared/owners/photos.ts). */
const ok = { schema: listingPhotosSchema };
/** A whole upload: its files and the multipart envelope around them. */
const UPLOAD_MAX_BYTES = 40 * 1024 * 1024;
const MEDIA_FILE = /^(160|400|800|1200)\.(webp|avif)$|^1200\.jpg$/;
const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', jpg: 'image/jpeg' };

const tooLarge = () =>
  new HttpError(
    413,
    'photo-too-large',
    `Photos are limited to ${PHOTO_MAX_BYTES / 1024 / 1024} MB each, and one upload to ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
    { photos: 'photoTooLarge' },
  );

/** The files of a multipart body, read by the runtime's own parser (the Fetch API's FormData). */
async function photosOfBody(request: FastifyRequest): Promise<UploadedPhoto[]> {
  const body = request.body;
  const type = request.headers['content-type'] ?? '';
  if (!Buffer.isBuffer(body) || !type.startsWith('multipart/form-data'))
    throw badRequest('Send the photos as multipart/form-data, each in a "photos" part.', {
      photos: 'photosRequired',
    });
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  } catch {
    throw badRequest('This multipart body cannot be read.', { photos: 'photosRequired' });
  }
  const uploads: UploadedPhoto[] = [];
  for (const part of form.getAll('photos')) {
    if (typeof part === 'string') continue;
    if (uploads.length >= PHOTOS_PER_UPLOAD * 2) break;
    uploads.push({ name: part.name.slice(0, 200) || 'photo', bytes: Buffer.from(await part.arrayBuffer()) });
  }
  return uploads;
}

const productIdOf = (params: unknown) =>
  parsePathParam(listingIdSchema, (params as { productId?: string }).productId, 'No such listing.');
const photoIdOf = (params: unknown) =>
  parsePathParam(listingIdSchema, (params as { photoId?: string }).photoId, 'No such photo.');

/** The owner's photos of a listing (issue 17): only the listing's owner reaches them; anyone else 404. */
export default async function listingPhotoRoutes(app: FastifyInstance) {
  const db = app.db;
  const files = fileStoreFor(app.config);

  // Multipart bodies are read here only, whole and bounded, before any handler runs.
  app.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    if (Number(request.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES) return done(tooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    payload.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > UPLOAD_MAX_BYTES) {
        failed = true;
        payload.resume();
        return done(tooLarge());
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!failed) done(null, Buffer.concat(chunks));
    });
    payload.on('error', (err) => {
      if (!failed) done(err);
    });
  });

  app.get(
    listingPhotoPaths.photos,
    docs('The listing’s photos in order, the cover first (its owner only)', TAGS, { ok }),
    async (request) => listListingPhotos(db, requireViewer(request).id, productIdOf(request.params)),
  );

  app.post(
    listingPhotoPaths.photos,
    {
      ...docs(
        'Adds photos (multipart, `photos` parts): checked by content, stripped of metadata, stored in every size',
        TAGS,
        {
          upload: { part: 'photos', many: true },
          ok: { status: 201, ...ok, description: 'The listing’s photos with the new ones.' },
          errors: [413],
        },
      ),
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const productId = productIdOf(request.params);
      const answer = await uploadListingPhotos(db, files, viewer.id, productId, await photosOfBody(request));
      return reply.status(201).send(answer);
    },
  );

  app.put(
    listingPhotoPaths.order,
    docs('Puts the photos in a new order (every photo once; the first is the cover)', TAGS, {
      body: photoOrderSchema,
      ok,
    }),
    async (request) =>
      reorderListingPhotos(db, requireViewer(request).id, productIdOf(request.params), request.body),
  );

  app.post(
    listingPhotoPaths.cover,
    docs('Makes this photo the cover (first)', TAGS, { ok }),
    async (request) =>
      setListingCover(db, requireViewer(request).id, productIdOf(request.params), photoIdOf(request.params)),
  );

  app.delete(listingPhotoPaths.photo, docs('Deletes a photo and its files', TAGS, { ok }), async (request) =>
    deleteListingPhoto(
      db,
      files,
      requireViewer(request).id,
      productIdOf(request.params),
      photoIdOf(request.params),
    ),
  );

  app.get<{ Params: { productId: string; photo: string; file: string } }>(
    '/media/listings/:productId/:photo/:file',
    // A file, as the site's other media: not an operation of the API's description.
    { schema: { tags: ['media'], summary: 'An uploaded listing photo at one width and format', hide: true } },
    async (request, reply) => {
      const { productId, photo, file } = request.params;
      const valid =
        /^\d{1,10}$/.test(productId) && z.uuid().safeParse(photo).success && MEDIA_FILE.test(file);
      const bytes = valid ? await files.get(`listings/${productId}/${photo}/${file}`) : null;
      if (!bytes) throw notFound('No such photo.');
      // A photo's files never change (a new upload is a new uuid): browsers and CDNs may keep them.
      return reply
        .header('content-type', CONTENT_TYPES[file.split('.')[1]])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
}
