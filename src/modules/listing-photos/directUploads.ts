import { randomUUID } from 'node:crypto';
import {
  type ListingPhotos,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  PHOTOS_PER_LISTING,
  PHOTOS_PER_UPLOAD,
  type PhotoError,
  type PhotoUploadTickets,
  photoUploadRequestSchema,
} from '../../../shared/owners/photos.ts';
import type { Database } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import type { JobSender } from '../../jobs/engine.ts';
import type { FileStore } from '../../providers/files.ts';
import { makePhotoVariants, sniffPhotoType, UnreadablePhoto } from './photoFiles.ts';
import * as repo from './repository.ts';
import { ownedListing, photosOf, photoUrl, refuse, removeFiles } from './service.ts';

/**
 * Listing photos sent by the browser straight to S3 (DESIGN.md, "Many machines": files move between
 * the browser and S3 by presigned URLs), so the API never carries their bytes: the owner asks for
 * tickets (access, count, size and type checked here), posts each file to the store under a POST
 * policy that makes the store itself refuse a larger file or another type, and confirms; a job then
 * reads the original, makes its sizes without metadata (as an upload through the server is), and
 * adds the photo. Without S3 the tickets say so, and the page uploads through the server.
 */

/** The queue of the job that makes a confirmed upload into a photo. */
export const LISTING_PHOTO_QUEUE = 'listing-photo';
/** How long a ticket lives: long enough for a 15 MB photo on a harbour's network. */
export const PHOTO_UPLOAD_SECONDS = 15 * 60;
/** How long a photo the job could not use stays on the owner's page with its reason. */
const FAILED_SHOWN_SECONDS = 24 * 3600;

const NO_UPLOAD = 'No such upload.';

export async function signPhotoUploads(
  db: Database,
  files: FileStore,
  ownerId: number,
  productId: number,
  body: unknown,
): Promise<PhotoUploadTickets> {
  await ownedListing(db, ownerId, productId);
  if (!files.uploadForm) return { via: 'server' };
  const { files: wanted } = parseInput(photoUploadRequestSchema, body);
  if (wanted.length > PHOTOS_PER_UPLOAD)
    refuse(400, 'too-many-photos', `Send at most ${PHOTOS_PER_UPLOAD} photos at a time.`, {
      photos: 'photoTooMany',
    });
  for (const [index, file] of wanted.entries()) {
    // The size the browser announces is only a first answer: the store's policy enforces the limit.
    if (file.size > PHOTO_MAX_BYTES)
      refuse(413, 'photo-too-large', `${file.name} is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`, {
        [`photos.${index}`]: 'photoTooLarge',
      });
    // The type is the browser's claim; the job checks the bytes themselves.
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type))
      refuse(400, 'not-a-picture', `${file.name} is not a picture (JPEG, PNG, WebP or AVIF).`, {
        [`photos.${index}`]: 'photoNotAPicture',
      });
  }
  const now = appClock.now();
  const uploads = wanted.map((file) => {
    const id = randomUUID();
    return {
      id,
      fileName: file.name,
      contentType: file.type,
      originalKey: `uploads/listings/${productId}/${id}`,
    };
  });
  await db.transaction(async (tx) => {
    // Locked and counted with what is on its way, as uploads through the server are.
    await ownedListing(tx, ownerId, productId, true);
    const taken =
      (await repo.listPhotos(tx, productId)).length + (await repo.countPendingUploads(tx, productId, now));
    if (taken + uploads.length > PHOTOS_PER_LISTING)
      refuse(400, 'too-many-photos', `A listing holds at most ${PHOTOS_PER_LISTING} photos.`, {
        photos: 'photoTooMany',
      });
    await repo.insertUploads(
      tx,
      productId,
      ownerId,
      uploads,
      now,
      new Date(now.getTime() + PHOTO_UPLOAD_SECONDS * 1000),
    );
  });
  const uploadForm = files.uploadForm.bind(files);
  return {
    via: 'store',
    expiresInSeconds: PHOTO_UPLOAD_SECONDS,
    uploads: await Promise.all(
      uploads.map(async (upload) => ({
        id: upload.id,
        ...(await uploadForm(upload.originalKey, {
          expiresInSeconds: PHOTO_UPLOAD_SECONDS,
          contentType: upload.contentType,
          maxBytes: PHOTO_MAX_BYTES,
        })),
      })),
    ),
  };
}

/**
 * The file is in the store: the photo is queued for its job and shown as processing. Confirming
 * again answers the same; another owner's upload, or another listing's, is 404.
 */
export async function confirmPhotoUpload(
  db: Database,
  files: FileStore,
  jobs: JobSender,
  ownerId: number,
  productId: number,
  uploadId: string,
): Promise<ListingPhotos> {
  await ownedListing(db, ownerId, productId);
  const upload = await repo.findUpload(db, uploadId);
  if (!upload || upload.product_id !== productId || upload.owner_id !== ownerId) throw notFound(NO_UPLOAD);
  if (upload.state === 'signed') {
    if (upload.expires_at.getTime() <= appClock.now().getTime())
      throw conflict('upload-expired', 'This upload has expired: ask for a new one.');
    if ((await files.size(upload.original_key)) === null)
      throw conflict('upload-missing', 'The photo has not reached the store: send it, then confirm.');
    await db.transaction(async (tx) => {
      const current = await repo.findUpload(tx, uploadId, true);
      if (current?.state !== 'signed') return;
      await repo.markUploadProcessing(tx, uploadId);
      // Queued in the same transaction: a confirmed upload always has its job.
      if (!(await jobs.send(LISTING_PHOTO_QUEUE, { uploadId }, { db: tx })))
        throw new HttpError(
          503,
          'jobs-unavailable',
          'Photos cannot be processed just now: try again in a minute.',
        );
    });
  }
  return photosOf(db, productId);
}

export type PhotoProcessingOutcome = 'ready' | 'gone' | PhotoError;

/**
 * The job: the original from the store, made into every size (upright, without its metadata), stored
 * beside it, and added as the listing's last photo; then the original is deleted. Safe to run twice:
 * the sizes are stored under the upload's id, and a photo is added only while its upload is pending.
 */
export async function processUploadedPhoto(
  db: Database,
  files: FileStore,
  uploadId: string,
): Promise<{ uploadId: string; outcome: PhotoProcessingOutcome }> {
  const upload = await repo.findUpload(db, uploadId);
  if (upload?.state !== 'processing') return { uploadId, outcome: 'gone' };
  const fail = async (error: PhotoError) => {
    await repo.failUpload(
      db,
      uploadId,
      error,
      new Date(appClock.now().getTime() + FAILED_SHOWN_SECONDS * 1000),
    );
    await files.delete(upload.original_key).catch(() => undefined);
    return { uploadId, outcome: error };
  };
  const bytes = await files.get(upload.original_key);
  if (!bytes) return fail('photoUnreadable');
  if (bytes.length > PHOTO_MAX_BYTES) return fail('photoTooLarge');
  if (!sniffPhotoType(bytes)) return fail('photoNotAPicture');
  let variants: Awaited<ReturnType<typeof makePhotoVariants>>;
  try {
    variants = await makePhotoVariants(bytes);
  } catch (err) {
    if (!(err instanceof UnreadablePhoto)) throw err;
    return fail('photoUnreadable');
  }
  const prefix = `listings/${upload.product_id}/${uploadId}`;
  await Promise.all(
    variants.files.map((file) => files.put(`${prefix}/${file.name}`, file.bytes, file.contentType)),
  );
  const outcome = await db.transaction(async (tx): Promise<PhotoProcessingOutcome> => {
    const product = await repo.findOwnedProduct(tx, upload.product_id, upload.owner_id, true);
    const current = await repo.findUpload(tx, uploadId, true);
    if (!product || current?.state !== 'processing') return 'gone';
    if ((await repo.listPhotos(tx, upload.product_id)).length >= PHOTOS_PER_LISTING) return 'photoTooMany';
    await repo.insertPhotos(tx, upload.product_id, upload.owner_id, [
      {
        url: photoUrl(prefix, '800.webp'),
        storagePrefix: prefix,
        width: variants.width,
        height: variants.height,
      },
    ]);
    await repo.deleteUpload(tx, uploadId);
    return 'ready';
  });
  if (outcome !== 'ready') await removeFiles(files, [prefix]).catch(() => undefined);
  if (outcome === 'photoTooMany') return fail(outcome);
  await files.delete(upload.original_key).catch(() => undefined);
  return { uploadId, outcome };
}
