import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  attachmentSchema,
  attachmentUploadQuerySchema,
  attachmentUploadRequestSchema,
  attachmentUploadStateSchema,
  attachmentUploadTicketSchema,
  conversationListQuerySchema,
  conversationPageSchema,
  conversationSummarySchema,
  messageListQuerySchema,
  messagePageSchema,
  messagingPaths,
  readAnswerSchema,
  readInputSchema,
  sendMessageAnswerSchema,
  sendMessageInputSchema,
  unreadCountSchema,
} from '../../../shared/messaging/messaging.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { readStreamedFile, streamFileBodies } from '../../http/streamedFile.ts';
import { parsePathParam } from '../../http/validate.ts';
import { jobSender } from '../../jobs/engine.ts';
import { fileStoreFor } from '../../providers/files.ts';
import { requireViewer } from '../auth/session.ts';
import { docs, localeOf } from '../checkout/routes.ts';
import { attachmentUploadState, confirmAttachmentUpload, signAttachmentUpload } from './directAttachments.ts';
import { findAttachmentForUser } from './repository.ts';
import {
  conversationSummary,
  listConversations,
  listMessages,
  markConversationRead,
  sendMessage,
  unreadTotal,
  uploadAttachment,
} from './service.ts';

const attachmentIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const TAGS = ['messaging'];

const attachmentTooLarge = () =>
  new HttpError(
    413,
    'attachment-too-large',
    `Attachments are limited to ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`,
    { file: 'fileTooLarge' },
  );

/** The messenger (SPEC section 7: /account/conversations, /messages): only the two parties reach a thread. */
export default async function messagingRoutes(app: FastifyInstance) {
  const db = app.db;
  const files = fileStoreFor(app.config);
  const jobs = jobSender(db);
  const uploadIdOf = (params: unknown) =>
    parsePathParam(z.uuid(), (params as { uploadId?: string }).uploadId, 'No such upload.');
  // Attachments arrive as the raw file, streamed to the route; only this plugin's routes read them.
  await streamFileBodies(app, {
    rawTypes: [...ATTACHMENT_TYPES, 'application/octet-stream'],
    maxBytes: ATTACHMENT_MAX_BYTES,
  });

  app.get(
    messagingPaths.conversations,
    docs('The viewer’s conversations, newest activity first (keyset paging with `before`)', TAGS, {
      querystring: conversationListQuerySchema,
      ok: { schema: conversationPageSchema },
    }),
    async (request) => listConversations(db, requireViewer(request).id, request.query, localeOf(request)),
  );

  app.get(
    messagingPaths.unreadCount,
    docs('Unread messages over all the viewer’s conversations (the header’s badge)', TAGS, {
      ok: { schema: unreadCountSchema },
    }),
    async (request) => ({ total: await unreadTotal(db, requireViewer(request).id) }),
  );

  app.get<{ Params: { hash: string } }>(
    '/api/v6/account/conversations/:hash',
    docs('One conversation: the other party, the boat, the booking and the unread count', TAGS, {
      ok: { schema: conversationSummarySchema },
    }),
    async (request) =>
      conversationSummary(db, requireViewer(request).id, request.params.hash, localeOf(request)),
  );

  app.get(
    messagingPaths.messages,
    docs('A page of a thread, oldest first; `before` (a message id) loads earlier messages', TAGS, {
      querystring: messageListQuerySchema,
      ok: { schema: messagePageSchema },
      // Not a party to the conversation.
      errors: [404],
    }),
    async (request) => listMessages(db, requireViewer(request).id, request.query),
  );

  app.post(
    messagingPaths.messages,
    docs('Sends a message, idempotent by its clientId: a retry answers the stored message (200)', TAGS, {
      body: sendMessageInputSchema,
      ok: {
        status: 201,
        schema: sendMessageAnswerSchema,
        description: 'Sent (a retry of the same clientId answers 200 with the stored message).',
        also: [200],
      },
      // Not a party; the clientId already used in another conversation.
      errors: [404, 409],
    }),
    async (request, reply) => {
      const answer = await sendMessage(db, requireViewer(request).id, request.body);
      return reply.status(answer.created ? 201 : 200).send(answer);
    },
  );

  app.post(
    messagingPaths.read,
    docs('The viewer has seen the thread up to a message (read state per participant)', TAGS, {
      body: readInputSchema,
      ok: { schema: readAnswerSchema },
      errors: [404],
    }),
    async (request) => markConversationRead(db, requireViewer(request).id, request.body),
  );

  app.post(
    messagingPaths.attachments,
    {
      ...docs('Uploads a picture or PDF (the raw file as the body) to send with the next message', TAGS, {
        querystring: attachmentUploadQuerySchema,
        upload: { mediaTypes: [...ATTACHMENT_TYPES] },
        ok: { status: 201, schema: attachmentSchema },
        errors: [404, 413, 415],
      }),
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const file = await readStreamedFile(request, {
        maxBytes: ATTACHMENT_MAX_BYTES,
        tooLarge: attachmentTooLarge,
      });
      const attachment = await uploadAttachment(db, files, viewer.id, request.query, file);
      return reply.status(201).send(attachment);
    },
  );

  app.post(
    messagingPaths.attachmentUploads,
    docs(
      'Asks to send an attachment: with S3 a presigned POST straight to the store (which enforces the size and type); without, `via: server`',
      TAGS,
      {
        body: attachmentUploadRequestSchema,
        ok: { schema: attachmentUploadTicketSchema },
        errors: [404, 413, 415],
      },
    ),
    async (request) => signAttachmentUpload(db, files, requireViewer(request).id, request.body),
  );

  app.post(
    '/api/v6/messages/attachments/uploads/:uploadId',
    docs('Confirms an attachment sent to the store: a job cleans it; poll its state until ready', TAGS, {
      ok: { status: 202, schema: attachmentUploadStateSchema },
      errors: [404, 409],
    }),
    async (request, reply) => {
      const answer = await confirmAttachmentUpload(
        db,
        files,
        jobs,
        requireViewer(request).id,
        uploadIdOf(request.params),
      );
      return reply.status(202).send(answer);
    },
  );

  app.get(
    '/api/v6/messages/attachments/uploads/:uploadId',
    docs('An attachment sent to the store: processing, ready (with the attachment to send) or failed', TAGS, {
      ok: { schema: attachmentUploadStateSchema },
      errors: [404],
    }),
    async (request) => attachmentUploadState(db, requireViewer(request).id, uploadIdOf(request.params)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/v6/messages/attachments/:id',
    docs('An attachment’s file, for the conversation’s two parties', TAGS, {
      params: z.object({ id: attachmentIdSchema }),
      ok: {
        contentType: [...ATTACHMENT_TYPES],
        description: 'The file, or with S3 a 302 to a presigned URL of it.',
        also: [302],
      },
    }),
    async (request, reply) => {
      const viewer = requireViewer(request);
      const id = parsePathParam(attachmentIdSchema, request.params.id, 'This attachment does not exist.');
      const attachment = await findAttachmentForUser(db, id, viewer.id);
      if (!attachment) throw notFound('This attachment does not exist.');
      const disposition = `${attachment.content_type === 'application/pdf' ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(attachment.file_name)}`;
      // With S3, once the parties are checked, the browser reads the file from the bucket by a
      // presigned URL that lives a minute: its bytes never pass through this process.
      if (files.downloadUrl) {
        const url = await files.downloadUrl(attachment.storage_key, {
          expiresInSeconds: 60,
          contentType: attachment.content_type,
          contentDisposition: disposition,
          cacheControl: 'private, max-age=3600',
        });
        return reply.header('cache-control', 'private, no-store').redirect(url, 302);
      }
      const bytes = await files.get(attachment.storage_key);
      if (!bytes) throw notFound('This attachment does not exist.');
      return (
        reply
          .header('content-type', attachment.content_type)
          // A PDF is downloaded, never opened in the site's origin (a viewer may run what it carries).
          .header('content-disposition', disposition)
          .header('content-security-policy', "sandbox; default-src 'none'")
          .header('cache-control', 'private, max-age=3600')
          .send(bytes)
      );
    },
  );
}
