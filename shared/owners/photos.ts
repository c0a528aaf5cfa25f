import { z } from 'zod';
import { PICTURE_WIDTHS } from '../media/pictureAt.ts';

/**
 * A listing's photos as its owner manages them (issue 17): upload, order, cover, delete. The first
 * photo is the cover the search and the product page show.
 */
export const listingPhotoPaths = {
  /** GET → ListingPhotos; POST multipart/form-data, each file a `photos` part → 201 ListingPhotos. */
  photos: '/api/v6/account/listing-photos/:productId',
  /** PUT `{photoIds}` (every photo, in their new order) → ListingPhotos. */
  order: '/api/v6/account/listing-photos/:productId/order',
  /** POST → ListingPhotos with this photo first. */
  cover: '/api/v6/account/listing-photos/:productId/:photoId/cover',
  /** DELETE → ListingPhotos without it. */
  photo: '/api/v6/account/listing-photos/:productId/:photoId',
} as const;

export const listingPhotosUrl = (productId: number | string) =>
  listingPhotoPaths.photos.replace(':productId', String(productId));

/** One file's limit; a phone's 12-megapixel photo is 3 to 8 MB. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Files in one request; the owner's page sends one per request to show each one's progress. */
export const PHOTOS_PER_UPLOAD = 10;
export const PHOTOS_PER_LISTING = 40;
/** A picture larger than this many pixels is refused before it is decoded whole. */
export const PHOTO_MAX_PIXELS = 60_000_000;
/** What the server accepts, recognised by the file's first bytes, not its name. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
/** The widths each photo is stored at: those the site draws pictures at (shared/media/pictureAt.ts). */
export const PHOTO_WIDTHS = PICTURE_WIDTHS;

/** Field error keys of an upload, per file (`photos.0`): the page shows each beside its file. */
export const PHOTO_ERRORS = ['photoNotAPicture', 'photoTooLarge', 'photoUnreadable', 'photoTooMany'] as const;
export type PhotoError = (typeof PHOTO_ERRORS)[number];

export const listingPhotoSchema = z.object({
  id: z.number().int(),
  /** The picture the pages show (a WebP 800 px wide for an uploaded photo). */
  url: z.string(),
  alt: z.string().nullable(),
  isCover: z.boolean(),
  /** For `<picture>`: AVIF and WebP at every width; empty for the demo's drawings. */
  sources: z.array(z.object({ type: z.enum(['image/avif', 'image/webp']), srcSet: z.string() })),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

export const listingPhotosSchema = z.object({
  productId: z.number().int(),
  photos: z.array(listingPhotoSchema),
  maxBytes: z.number().int(),
  maxPhotos: z.number().int(),
});
export type ListingPhotos = z.infer<typeof listingPhotosSchema>;

const photoId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const photoOrderSchema = z.object({
  photoIds: z
    .array(photoId)
    .min(1, 'photoIdsRequired')
    .max(PHOTOS_PER_LISTING * 3)
    .refine((ids) => new Set(ids).size === ids.length, 'photoIdsRepeated'),
});
export type PhotoOrder = z.infer<typeof photoOrderSchema>;

/** Path ids: anything else names nothing (404). */
export const listingIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
