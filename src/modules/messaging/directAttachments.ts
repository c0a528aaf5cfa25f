import { randomUUID } from 'node:crypto';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  type AttachmentUploadState,
  type AttachmentUploadTicket,
  attachmentUploadRequestSchema,
} from '../../../shared/messaging/messaging.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import type { JobSender } from '../../jobs/engine.ts';
import type { FileStore } from '../../providers/files.ts';
import * as repo from './repository.ts';
import { attachmentDto, attachmentNameFor, reachConversation, storeAttachment } from './service.ts';

/**
 * Message attachments sent by the browser straight to S3 (DESIGN.md, "Many machines"), as listing
 * photos are: the sender asks for a ticket (party of the conversation, size, type and name checked
 * and the name cleaned and masked here), posts the file to the store under a POST policy that makes
 * the store refuse a larger file, and confirms; a job then cleans it as an upload through the server
 * is (a picture re-encoded without metadata, a PDF stripped of what it would run) and stores it as
 * the sender's attachment, which the page polls for before sending. Without S3 the ticket says so.
 */

export const MESSAGE_ATTACHMENT_QUEUE = 'message-attachment';
const UPLOAD_SECONDS = 15 * 60;
const NO_UPLOAD = 'No such upload.';

const tooLarge = () =>
  new HttpError(
    413,
    'attachment-too-large',
    `Attachments are limited to ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`,
    {
      file: 'fileTooLarge',
    },
  );

export async function signAttachmentUpload(
  db: Database,
  files: FileStore,
  uploaderId: number,
  body: unknown,
): Promise<AttachmentUploadTicket> {
  const wanted = parseInput(attachmentUploadRequestSchema, body);
  const conversation = await reachConversation(db, uploaderId, wanted.conversation);
  if (!files.uploadForm) return { via: 'server' };
  if (wanted.size > ATTACHMENT_MAX_BYTES) throw tooLarge();
  // The type is the browser's claim, signed so the store keeps it; the job checks the bytes.
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(wanted.type))
    throw new HttpError(
      415,
      'unsupported-file-type',
      'Only JPEG, PNG and WebP pictures and PDF files can be sent.',
      {
        file: 'fileTypeInvalid',
      },
    );
  const id = randomUUID();
  const now = appClock.now();
  const originalKey = `uploads/messages/${conversation.id}/${id}`;
  await repo.insertAttachmentUpload(db, {
    id,
    conversationId: conversation.id,
    uploaderId,
    fileName: attachmentNameFor(conversation, wanted.name),
    contentType: wanted.type,
    originalKey,
    now,
    expiresAt: new Date(now.getTime() + UPLOAD_SECONDS * 1000),
  });
  const form = await files.uploadForm(originalKey, {
    expiresInSeconds: UPLOAD_SECONDS,
    contentType: wanted.type,
    maxBytes: ATTACHMENT_MAX_BYTES,
  });
  return { via: 'store', id, expiresInSeconds: UPLOAD_SECONDS, ...form };
}

/** The upload as its sender sees it; anyone else's (or none) is 404. */
async function ownUpload(db: Queryable, uploaderId: number, id: string) {
  const upload = await repo.findAttachmentUpload(db, id);
  if (!upload || upload.uploader_id !== uploaderId) throw notFound(NO_UPLOAD);
  // Still a party of the conversation (a conversation a user left is 404 as its messages are).
  await reachConversation(db, uploaderId, upload.conversation_hash);
  return upload;
}

async function stateOf(db: Queryable, upload: repo.AttachmentUploadRow): Promise<AttachmentUploadState> {
  const stored = upload.attachment_id ? await repo.findAttachmentById(db, upload.attachment_id) : undefined;
  return {
    id: upload.id,
    state: upload.state,
    attachment: stored ? attachmentDto(stored) : null,
    error: upload.error,
  };
}

export async function attachmentUploadState(db: Database, uploaderId: number, id: string) {
  return stateOf(db, await ownUpload(db, uploaderId, id));
}

/** The file is in the store: its job is queued. Confirming again answers the state. */
export async function confirmAttachmentUpload(
  db: Database,
  files: FileStore,
  jobs: JobSender,
  uploaderId: number,
  id: string,
): Promise<AttachmentUploadState> {
  const upload = await ownUpload(db, uploaderId, id);
  if (upload.state === 'signed') {
    if (upload.expires_at.getTime() <= appClock.now().getTime())
      throw conflict('upload-expired', 'This upload has expired: ask for a new one.');
    if ((await files.size(upload.original_key)) === null)
      throw conflict('upload-missing', 'The file has not reached the store: send it, then confirm.');
    await db.transaction(async (tx) => {
      const current = await repo.findAttachmentUpload(tx, id, true);
      if (current?.state !== 'signed') return;
      await repo.setAttachmentUploadState(tx, id, { state: 'processing' });
      if (!(await jobs.send(MESSAGE_ATTACHMENT_QUEUE, { uploadId: id }, { db: tx })))
        throw new HttpError(
          503,
          'jobs-unavailable',
          'Files cannot be processed just now: try again in a minute.',
        );
    });
  }
  return stateOf(db, (await repo.findAttachmentUpload(db, id)) ?? upload);
}

/**
 * The job: the original from the store, checked and cleaned into the sender's attachment, then the
 * original deleted. Safe to run twice: the attachment is recorded only while the upload is processing.
 */
export async function processAttachmentUpload(db: Database, files: FileStore, id: string) {
  const upload = await repo.findAttachmentUpload(db, id);
  if (upload?.state !== 'processing') return { id, outcome: 'gone' };
  const bytes = await files.get(upload.original_key);
  let outcome: string;
  try {
    if (!bytes)
      throw new HttpError(400, 'bad-request', 'The file is not in the store.', { file: 'fileUnreadable' });
    if (bytes.length > ATTACHMENT_MAX_BYTES) throw tooLarge();
    const conversation = await reachConversation(db, upload.uploader_id, upload.conversation_hash);
    // The name was cleaned and masked when the upload was signed.
    const stored = await storeAttachment(
      db,
      files,
      conversation,
      upload.uploader_id,
      upload.file_name,
      bytes,
      {
        maskName: false,
      },
    );
    await repo.setAttachmentUploadState(db, id, { state: 'ready', attachmentId: stored.id });
    outcome = 'ready';
  } catch (err) {
    if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
    outcome = Object.values(err.fields ?? {})[0] ?? 'fileUnreadable';
    await repo.setAttachmentUploadState(db, id, { state: 'failed', error: outcome });
  }
  await files.delete(upload.original_key).catch(() => undefined);
  return { id, outcome };
}
