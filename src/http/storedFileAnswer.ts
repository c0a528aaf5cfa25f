import type { FastifyReply } from 'fastify';
import type { FileStore } from '../providers/files.ts';
import { notFound } from './errors.ts';

export interface StoredFileAnswer {
  contentType: string;
  contentDisposition?: string;
  /** How the browser may keep the file itself. */
  cacheControl: string;
  /** With S3: how long the presigned URL lives (the redirect itself is never kept). */
  urlSeconds: number;
  /** The 404's message when there is no such file. */
  missing: string;
}

/**
 * Answers with one file of the files provider, to a reader already checked (DESIGN.md, "Files":
 * served only to whom may see them). With S3 it is a 302 to a presigned GET of the bucket, so the
 * file's bytes go from the store to the browser and never through this process (DESIGN.md, "Many
 * machines"); S3 answers with the type, disposition and caching signed here. On the embedded store
 * the bytes are read and sent, as they always were.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  files: FileStore,
  key: string,
  answer: StoredFileAnswer,
): Promise<FastifyReply> {
  if (files.downloadUrl) {
    const url = await files.downloadUrl(key, {
      expiresInSeconds: answer.urlSeconds,
      contentType: answer.contentType,
      contentDisposition: answer.contentDisposition,
      cacheControl: answer.cacheControl,
    });
    return reply.header('cache-control', 'private, no-store').redirect(url, 302);
  }
  const bytes = await files.get(key);
  if (!bytes) throw notFound(answer.missing);
  if (answer.contentDisposition) reply.header('content-disposition', answer.contentDisposition);
  return reply
    .header('content-type', answer.contentType)
    .header('cache-control', answer.cacheControl)
    .send(bytes);
}
