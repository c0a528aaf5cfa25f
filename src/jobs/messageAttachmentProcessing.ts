import { z } from 'zod';
import type { Database } from '../db/connection.ts';
import { MESSAGE_ATTACHMENT_QUEUE, processAttachmentUpload } from '../modules/messaging/directAttachments.ts';
import type { FileStore } from '../providers/files.ts';
import type { QueuedJobDefinition } from './engine.ts';

const attachmentJobSchema = z.object({ uploadId: z.uuid() });

/** A message attachment the browser sent straight to S3, cleaned (src/modules/messaging/directAttachments.ts). */
export function messageAttachmentQueue(db: Database, files: FileStore): QueuedJobDefinition {
  return {
    name: MESSAGE_ATTACHMENT_QUEUE,
    handle: (data) => processAttachmentUpload(db, files, attachmentJobSchema.parse(data).uploadId),
    retryLimit: 4,
    retryDelaySeconds: 2,
    expireInSeconds: 60,
  };
}
