/**
 * A listing's photo calls' paths, apart from the schemas (shared/owners/photos.ts) so that the
 * listing editor loads no zod before a photo answer is parsed.
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
  /**
   * POST PhotoUploadRequest → PhotoUploadTickets: with S3, presigned POSTs the browser sends each
   * file to, straight to the store; without, `{via: 'server'}` (send the multipart body to `photos`).
   */
  uploads: '/api/v6/account/listing-photos/:productId/uploads',
  /** POST once the file is in the store → 202 ListingPhotos, the photo among `processing`. */
  upload: '/api/v6/account/listing-photos/:productId/uploads/:uploadId',
} as const;

export const listingPhotoUploadsUrl = (productId: number | string) =>
  listingPhotoPaths.uploads.replace(':productId', String(productId));
export const listingPhotoUploadUrl = (productId: number | string, uploadId: string) =>
  listingPhotoPaths.upload.replace(':productId', String(productId)).replace(':uploadId', uploadId);

export const listingPhotosUrl = (productId: number | string) =>
  listingPhotoPaths.photos.replace(':productId', String(productId));
