import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  listingIdSchema,
  listingPhotoPaths,
  listingPhotosSchema,
  PHOTO_MAX_BYTES,
  PHOTOS_PER_UPLOAD,
  photoOrderSchema,
  photoUploadRequestSchema,
  photoUploadTicketsSchema,
} from '../../../shared/owners/photos.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { parsePathParam } from '../../http/validate.ts';
import { jobSender } from '../../jobs/engine.ts';
import { fileStoreFor } from '../../providers/files.ts';
import { requireViewer } from '../auth/session.ts';
import { docs } from '../checkout/routes.ts';
import { confirmPhotoUpload, signPhotoUploads } from './directUploads.ts';
import {
  deleteListingPhoto,
  listListingPhotos,
  PHOTO_URL_SECONDS,
  presignedPhotoUrl,
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
    { connection: 'close' },
  );

/** @fastify/multipart's limits on the number of parts (413); its other errors are unreadable bodies. */
const TOO_MANY_PARTS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * The `photos` files of a multipart body, streamed by @fastify/multipart: each file is read as it
 * arrives and the request is refused the moment one passes PHOTO_MAX_BYTES or the whole upload
 * UPLOAD_MAX_BYTES, before the rest is read. (A photo is then held whole: sharp reads it to make the
 * sizes, one photo at a time.)
 */
async function photosOfBody(request: FastifyRequest): Promise<UploadedPhoto[]> {
  if (!request.isMultipart())
    throw badRequest('Send the photos as multipart/form-data, each in a "photos" part.', {
      photos: 'photosRequired',
    });
  if (Number(request.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES) throw tooLarge();
  const uploads: UploadedPhoto[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      // Parts beyond what the service may accept are drained, not kept: it refuses too many anyway.
      if (part.fieldname !== 'photos' || uploads.length >= PHOTOS_PER_UPLOAD * 2) {
        part.file.resume();
        continue;
      }
      const name = part.filename.slice(0, 200) || 'photo';
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        // Stop reading at once: leaving the loop ends the part and the parser, and the answer goes out.
        if (part.file.truncated || size > PHOTO_MAX_BYTES)
          throw new HttpError(
            413,
            'photo-too-large',
            `${name} is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
            { [`photos.${uploads.length}`]: 'photoTooLarge' },
            // The rest of the body is not read: the connection ends with the answer.
            { connection: 'close' },
          );
        chunks.push(chunk);
      }
      const bytes = Buffer.concat(chunks);
      total += bytes.length;
      if (total > UPLOAD_MAX_BYTES) throw tooLarge();
      uploads.push({ name, bytes });
    }
  } catch (err) {
    // Too many parts or files is the parser's own 413; anything else it throws is a broken body.
    if (err instanceof HttpError || TOO_MANY_PARTS.has((err as { code?: string }).code ?? '')) throw err;
    throw badRequest('This multipart body cannot be read.', { photos: 'photosRequired' });
  }
  return uploads;
}

const productIdOf = (params: unknown) =>
  parsePathParam(listingIdSchema, (params as { productId?: string }).productId, 'No such listing.');
const photoIdOf = (params: unknown) =>
  parsePathParam(listingIdSchema, (params as { photoId?: string }).photoId, 'No such photo.');
const uploadIdOf = (params: unknown) =>
  parsePathParam(z.uuid(), (params as { uploadId?: string }).uploadId, 'No such upload.');

/** The owner's photos of a listing (issue 17): only the listing's owner reaches them; anyone else 404. */
export default async function listingPhotoRoutes(app: FastifyInstance) {
  const db = app.db;
  const files = fileStoreFor(app.config);
  const jobs = jobSender(db);

  // Multipart bodies are streamed to this plugin's routes only; each file is bounded while it arrives.
  // An upload refused before its end (too large) is not read further: Node would otherwise drain
  // whatever the client still sends. The connection is dropped a moment after the answer, once the
  // client had the time to read it.
  app.addHook('onResponse', async (request) => {
    if (request.raw.complete) return;
    setTimeout(() => request.raw.destroy(), 2000).unref();
  });
  await app.register(fastifyMultipart, {
    // One byte over the limit reaches the handler, which then stops reading (busboy itself would
    // drop the rest of the file silently and keep reading until the part ends).
    limits: { fileSize: PHOTO_MAX_BYTES + 1, files: PHOTOS_PER_UPLOAD * 4, fields: 20, fieldSize: 1024 },
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

  app.post(
    listingPhotoPaths.uploads,
    docs(
      'Asks to upload photos: with S3, a presigned POST per file straight to the store (which enforces the size and type); without, `via: server`',
      TAGS,
      { body: photoUploadRequestSchema, ok: { schema: photoUploadTicketsSchema }, errors: [413] },
    ),
    async (request) =>
      signPhotoUploads(db, files, requireViewer(request).id, productIdOf(request.params), request.body),
  );

  app.post(
    listingPhotoPaths.upload,
    docs(
      'Confirms a photo sent to the store: a job makes it ready; meanwhile it is among `processing`',
      TAGS,
      {
        ok: { status: 202, ...ok, description: 'The listing’s photos, this one processing.' },
        errors: [409],
      },
    ),
    async (request, reply) => {
      const viewer = requireViewer(request);
      const answer = await confirmPhotoUpload(
        db,
        files,
        jobs,
        viewer.id,
        productIdOf(request.params),
        uploadIdOf(request.params),
      );
      return reply.status(202).send(answer);
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
      // With S3 the browser reads the file from the bucket by a presigned URL: its bytes never pass
      // through this process. The redirect is kept for less time than the URL lives.
      if (files.downloadUrl) {
        const url = valid ? await presignedPhotoUrl(db, files, `listings/${productId}/${photo}`, file) : null;
        if (!url) throw notFound('No such photo.');
        return reply.header('cache-control', `public, max-age=${PHOTO_URL_SECONDS - 300}`).redirect(url, 302);
      }
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
