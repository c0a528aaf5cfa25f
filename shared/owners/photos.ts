import { z } from 'zod';
import { PICTURE_WIDTHS } from '../media/pictureAt.ts';

/**
 * A listing's photos as its owner manages them (issue 17): upload, order, cover, delete. The first
 * photo is the cover the search and the product page show.
 */
export {
  listingPhotoPaths,
  listingPhotosUrl,
  listingPhotoUploadsUrl,
  listingPhotoUploadUrl,
} from './photoPaths.ts';

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

/** A photo sent straight to the store (S3): made into its sizes by a job, then among `photos`. */
export const processingPhotoSchema = z.object({
  /** The upload's id (from its ticket). */
  id: z.uuid(),
  name: z.string(),
  /** Set when the job could not make a photo of the file: why, as an upload's field error. */
  error: z.enum(PHOTO_ERRORS).nullable(),
});
export type ProcessingPhoto = z.infer<typeof processingPhotoSchema>;

export const listingPhotosSchema = z.object({
  productId: z.number().int(),
  photos: z.array(listingPhotoSchema),
  /** Uploads confirmed and not yet ready (the page shows them as "processing"), or that failed. */
  processing: z.array(processingPhotoSchema).optional(),
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

export const photoUploadRequestSchema = z.object({
  files: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(200),
        /** Bytes, as the browser knows them; the store refuses a file of any other size over the limit. */
        size: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
        type: z.string().max(100),
      }),
    )
    .min(1, 'photosRequired'),
});
export type PhotoUploadRequest = z.infer<typeof photoUploadRequestSchema>;

export const photoUploadTicketSchema = z.object({
  id: z.uuid(),
  /** POST a multipart/form-data body here: every field below in order, then the file as `file`. */
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type PhotoUploadTicket = z.infer<typeof photoUploadTicketSchema>;

export const photoUploadTicketsSchema = z.discriminatedUnion('via', [
  /** No file store of its own (the local default): upload through the API as a multipart body. */
  z.object({ via: z.literal('server') }),
  /** One ticket per file, in the order asked; each lives `expiresInSeconds`. */
  z.object({
    via: z.literal('store'),
    uploads: z.array(photoUploadTicketSchema),
    expiresInSeconds: z.number().int(),
  }),
]);
export type PhotoUploadTickets = z.infer<typeof photoUploadTicketsSchema>;
