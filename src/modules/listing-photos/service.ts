import { randomUUID } from 'node:crypto';
import {
  type ListingPhoto,
  type ListingPhotos,
  PHOTO_MAX_BYTES,
  PHOTO_WIDTHS,
  PHOTOS_PER_LISTING,
  PHOTOS_PER_UPLOAD,
  type PhotoError,
  photoOrderSchema,
} from '../../../shared/owners/photos.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import type { FileStore } from '../../providers/files.ts';
import { makePhotoVariants, type PhotoVariants, sniffPhotoType, UnreadablePhoto } from './photoFiles.ts';
import * as repo from './repository.ts';

/** A file as it arrived in the multipart body. */
export interface UploadedPhoto {
  name: string;
  bytes: Buffer;
}

const NO_LISTING = 'No such listing.';

/** How long a presigned photo URL lives (S3). */
export const PHOTO_URL_SECONDS = 3600;
const PHOTO_CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
};

/**
 * A presigned URL of one file of an uploaded photo, or null when there is no such photo. Listing
 * photos are public: the check is that the photo exists (its files are only reached through it).
 */
export async function presignedPhotoUrl(
  db: Database,
  files: FileStore,
  storagePrefix: string,
  file: string,
): Promise<string | null> {
  if (!files.downloadUrl || !(await repo.photoExists(db, storagePrefix))) return null;
  return files.downloadUrl(`${storagePrefix}/${file}`, {
    expiresInSeconds: PHOTO_URL_SECONDS,
    contentType: PHOTO_CONTENT_TYPES[file.split('.')[1]],
    cacheControl: 'public, max-age=31536000, immutable',
  });
}

/** Where an uploaded photo's files are served: `/media/listings/{product}/{uuid}/{width}.{format}`. */
export const photoUrl = (storagePrefix: string, file: string) => `/media/${storagePrefix}/${file}`;

function photoDto(row: repo.PhotoRow, index: number): ListingPhoto {
  const prefix = row.storage_prefix;
  const srcSet = (format: string) =>
    PHOTO_WIDTHS.map((width) => `${photoUrl(prefix as string, `${width}.${format}`)} ${width}w`).join(', ');
  return {
    id: row.id,
    url: row.url,
    alt: row.alt,
    isCover: index === 0,
    sources: prefix
      ? [
          { type: 'image/avif', srcSet: srcSet('avif') },
          { type: 'image/webp', srcSet: srcSet('webp') },
        ]
      : [],
  };
}

export async function ownedListing(db: Queryable, ownerId: number, productId: number, lock = false) {
  const product = await repo.findOwnedProduct(db, productId, ownerId, lock);
  // Someone else's listing, or none: the same 404 (DESIGN.md).
  if (!product) throw notFound(NO_LISTING);
  return product;
}

export async function photosOf(db: Queryable, productId: number): Promise<ListingPhotos> {
  const rows = await repo.listPhotos(db, productId);
  const uploads = await repo.listShownUploads(db, productId, appClock.now());
  return {
    productId,
    photos: rows.map(photoDto),
    processing: uploads.map((upload) => ({
      id: upload.id,
      name: upload.file_name,
      error: upload.state === 'failed' ? (upload.error as PhotoError) : null,
    })),
    maxBytes: PHOTO_MAX_BYTES,
    maxPhotos: PHOTOS_PER_LISTING,
  };
}

export async function listListingPhotos(db: Queryable, ownerId: number, productId: number) {
  await ownedListing(db, ownerId, productId);
  return photosOf(db, productId);
}

export function refuse(
  status: number,
  code: string,
  message: string,
  fields: Record<string, PhotoError>,
): never {
  throw new HttpError(status, code, message, fields);
}

/**
 * Adds the files as the listing's last photos. Every file is checked by its content and made into its
 * sizes before anything is stored: one file that is not a picture, or too big, refuses the upload
 * with that file's message, and nothing is stored.
 */
export async function uploadListingPhotos(
  db: Database,
  files: FileStore,
  ownerId: number,
  productId: number,
  uploads: UploadedPhoto[],
): Promise<ListingPhotos> {
  await ownedListing(db, ownerId, productId);
  if (uploads.length === 0) throw badRequest('Choose at least one photo.', { photos: 'photosRequired' });
  if (uploads.length > PHOTOS_PER_UPLOAD)
    refuse(400, 'too-many-photos', `Send at most ${PHOTOS_PER_UPLOAD} photos at a time.`, {
      photos: 'photoTooMany',
    });
  const existing = (await repo.listPhotos(db, productId)).length;
  if (existing + uploads.length > PHOTOS_PER_LISTING)
    refuse(400, 'too-many-photos', `A listing holds at most ${PHOTOS_PER_LISTING} photos.`, {
      photos: 'photoTooMany',
    });
  for (const [index, upload] of uploads.entries()) {
    if (upload.bytes.length > PHOTO_MAX_BYTES)
      refuse(413, 'photo-too-large', `${upload.name} is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`, {
        [`photos.${index}`]: 'photoTooLarge',
      });
    if (!sniffPhotoType(upload.bytes))
      refuse(400, 'not-a-picture', `${upload.name} is not a picture (JPEG, PNG, WebP or AVIF).`, {
        [`photos.${index}`]: 'photoNotAPicture',
      });
  }
  // One photo at a time: sharp already uses every core for one, and memory stays that of one photo.
  const made: PhotoVariants[] = [];
  for (const [index, upload] of uploads.entries()) {
    try {
      made.push(await makePhotoVariants(upload.bytes));
    } catch (err) {
      if (!(err instanceof UnreadablePhoto)) throw err;
      refuse(400, 'not-a-picture', `${upload.name} cannot be read as a picture.`, {
        [`photos.${index}`]: 'photoUnreadable',
      });
    }
  }
  const stored = made.map((variants) => ({ variants, prefix: `listings/${productId}/${randomUUID()}` }));
  try {
    for (const { variants, prefix } of stored)
      await Promise.all(
        variants.files.map((file) => files.put(`${prefix}/${file.name}`, file.bytes, file.contentType)),
      );
    await db.transaction(async (tx) => {
      // Locked, so that two uploads at once never take the same positions, and counted again under
      // the lock: the first count let 8 parallel uploads of 10 photos each through to 80.
      await ownedListing(tx, ownerId, productId, true);
      if ((await repo.listPhotos(tx, productId)).length + stored.length > PHOTOS_PER_LISTING)
        refuse(400, 'too-many-photos', `A listing holds at most ${PHOTOS_PER_LISTING} photos.`, {
          photos: 'photoTooMany',
        });
      await repo.insertPhotos(
        tx,
        productId,
        ownerId,
        stored.map(({ variants, prefix }) => ({
          url: photoUrl(prefix, '800.webp'),
          storagePrefix: prefix,
          width: variants.width,
          height: variants.height,
        })),
      );
    });
  } catch (err) {
    // Files without their row are never shown; remove them rather than keep them forever.
    await removeFiles(
      files,
      stored.map(({ prefix }) => prefix),
    ).catch(() => undefined);
    throw err;
  }
  return photosOf(db, productId);
}

export async function removeFiles(files: FileStore, prefixes: string[]) {
  const names = PHOTO_WIDTHS.flatMap((width) => [`${width}.webp`, `${width}.avif`]).concat(
    `${PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]}.jpg`,
  );
  await Promise.all(prefixes.flatMap((prefix) => names.map((name) => files.delete(`${prefix}/${name}`))));
}

/** The photos in a new order: every photo of the listing, each once; the first becomes the cover. */
export async function reorderListingPhotos(db: Database, ownerId: number, productId: number, body: unknown) {
  const { photoIds } = parseInput(photoOrderSchema, body);
  return db.transaction(async (tx) => {
    await ownedListing(tx, ownerId, productId, true);
    const current = await repo.listPhotos(tx, productId);
    const known = new Set(current.map((photo) => photo.id));
    if (photoIds.length !== current.length || photoIds.some((id) => !known.has(id)))
      throw badRequest('Send every photo of the listing, each once.', { photoIds: 'photoIdsInvalid' });
    await repo.setPhotoOrder(tx, productId, photoIds);
    return photosOf(tx, productId);
  });
}

export async function setListingCover(db: Database, ownerId: number, productId: number, photoId: number) {
  return db.transaction(async (tx) => {
    await ownedListing(tx, ownerId, productId, true);
    const current = await repo.listPhotos(tx, productId);
    if (!current.some((photo) => photo.id === photoId)) throw notFound('No such photo.');
    const order = [photoId, ...current.map((photo) => photo.id).filter((id) => id !== photoId)];
    await repo.setPhotoOrder(tx, productId, order);
    return photosOf(tx, productId);
  });
}

export async function deleteListingPhoto(
  db: Database,
  files: FileStore,
  ownerId: number,
  productId: number,
  photoId: number,
) {
  const removed = await db.transaction(async (tx) => {
    await ownedListing(tx, ownerId, productId, true);
    const current = await repo.listPhotos(tx, productId);
    const photo = current.find((p) => p.id === photoId);
    if (!photo) throw notFound('No such photo.');
    await repo.deletePhoto(tx, productId, photoId);
    // The others close the gap, so the next one up becomes the cover when the cover goes.
    await repo.setPhotoOrder(
      tx,
      productId,
      current.filter((p) => p.id !== photoId).map((p) => p.id),
    );
    return photo;
  });
  // After the commit: a failed removal leaves unused files, never a photo without its files.
  if (removed.storage_prefix) await removeFiles(files, [removed.storage_prefix]).catch(() => undefined);
  return photosOf(db, productId);
}
