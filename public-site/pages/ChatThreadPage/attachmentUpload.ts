import type { Attachment } from '../../../shared/messaging/messaging.ts';
import { messagingPaths } from '../../../shared/messaging/messagingPaths.ts';

/** The shared answer schemas (with zod), loaded with the first upload rather than with the thread. */
const messagingSchemas = () => import('../../../shared/messaging/messaging.ts');

import { browserApi, pageLanguage, readJson, withLocale } from '../../app/siteApi.ts';

/** A refusal the composer words by its `fields.file` reason, as the API's own errors. */
const refused = (reason: string) => Object.assign(new Error(reason), { fields: { file: reason } });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Uploads one file for the next message; the API first says where (DESIGN.md, "Many machines").
 * With S3 the file goes straight to the store under a presigned POST, is confirmed, and the
 * attachment is ready once its job cleaned it (polled); without, it goes through the server.
 */
export async function uploadAttachment(conversationHash: string, file: File): Promise<Attachment> {
  const { attachmentUploadStateSchema, attachmentUploadTicketSchema } = await messagingSchemas();
  const ticket = attachmentUploadTicketSchema.parse(
    await readJson(
      await browserApi(messagingPaths.attachmentUploads, {
        method: 'POST',
        body: {
          conversation: conversationHash,
          name: file.name || 'file',
          size: file.size,
          type: file.type || 'application/octet-stream',
        },
      }),
    ),
  );
  if (ticket.via === 'server') return uploadThroughServer(conversationHash, file);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file, file.name || 'file');
  const stored = await fetch(ticket.url, { method: 'POST', body: form });
  // S3 answers XML: its code says a file over the policy's size range.
  if (!stored.ok) throw refused(/EntityTooLarge/.test(await stored.text()) ? 'fileTooLarge' : 'uploadFailed');
  const url = messagingPaths.attachmentUpload(ticket.id);
  let state = attachmentUploadStateSchema.parse(await readJson(await browserApi(url, { method: 'POST' })));
  for (let tries = 0; state.state === 'processing' && tries < 60; tries++) {
    await pause(1000);
    state = attachmentUploadStateSchema.parse(await readJson(await browserApi(url)));
  }
  if (state.state === 'ready' && state.attachment) return state.attachment;
  throw refused(state.error ?? 'uploadFailed');
}

/** The raw file as the body, with its own type, to the API (the local default). */
async function uploadThroughServer(conversationHash: string, file: File): Promise<Attachment> {
  const { attachmentSchema } = await messagingSchemas();
  const query = `conversation=${encodeURIComponent(conversationHash)}&name=${encodeURIComponent(file.name)}`;
  const response = await fetch(withLocale(`${messagingPaths.attachments}?${query}`, pageLanguage()), {
    method: 'POST',
    headers: uploadHeaders(file),
    body: file,
    credentials: 'same-origin',
  });
  return attachmentSchema.parse(await readJson(response));
}

/** The CSRF header of a cookie session (siteApi's rule), with the file's own type. */
function uploadHeaders(file: File): Record<string, string> {
  const xsrf = document.cookie
    .split('; ')
    .find((part) => part.startsWith('XSRF-TOKEN='))
    ?.slice('XSRF-TOKEN='.length);
  return {
    accept: 'application/json',
    'content-type': file.type || 'application/octet-stream',
    ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
  };
}
