import { z } from 'zod';
import type { Database } from '../db/connection.ts';
import { LISTING_PHOTO_QUEUE, processUploadedPhoto } from '../modules/listing-photos/directUploads.ts';
import type { FileStore } from '../providers/files.ts';
import type { QueuedJobDefinition } from './engine.ts';

const photoJobSchema = z.object({ uploadId: z.uuid() });

/**
 * A listing photo the browser sent straight to S3, made into its sizes (src/modules/listing-photos/
 * directUploads.ts). One photo per run; a run that dies with its process is retried on another.
 */
export function listingPhotoQueue(db: Database, files: FileStore): QueuedJobDefinition {
  return {
    name: LISTING_PHOTO_QUEUE,
    handle: (data) => processUploadedPhoto(db, files, photoJobSchema.parse(data).uploadId),
    retryLimit: 4,
    retryDelaySeconds: 5,
    // sharp takes seconds on a 12-megapixel photo; a run still going after this is counted as dead.
    expireInSeconds: 120,
  };
}
