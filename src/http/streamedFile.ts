import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, type HttpError } from './errors.ts';

/** What a multipart envelope may add to its one file (boundaries, part headers, a few fields). */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * Files sent as the raw body (`rawTypes`), and with `multipart` as multipart/form-data, reach this
 * plugin's routes as the stream they are: nothing is buffered before the route reads the file with
 * readStreamedFile, which stops at the limit (DESIGN.md, "Files": limited in size).
 */
export async function streamFileBodies(
  app: FastifyInstance,
  { rawTypes, maxBytes, multipart }: { rawTypes: string[]; maxBytes: number; multipart?: boolean },
) {
  app.addContentTypeParser(rawTypes, (_request, payload, done) => done(null, payload));
  if (multipart)
    await app.register(fastifyMultipart, {
      // One byte over the limit reaches the route, which then refuses the file (busboy alone would
      // cut the file silently and keep reading).
      limits: { fileSize: maxBytes + 1, files: 4, fields: 20, fieldSize: 1024 },
    });
}

/** Too many parts or files is @fastify/multipart's own 413; anything else it throws is a broken body. */
const TOO_MANY_PARTS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * The file of a request whose body streams (streamFileBodies): the raw body, or the first file part
 * of a multipart body. Read as it arrives; the moment it passes `maxBytes` the request is refused
 * with `tooLarge()` (413) and the rest is not kept (src/http/tooLargeBodies.ts lets the client read
 * the answer). Null when the body holds no file.
 */
export async function readStreamedFile(
  request: FastifyRequest,
  { maxBytes, tooLarge }: { maxBytes: number; tooLarge: () => HttpError },
): Promise<Buffer | null> {
  const multipart = request.isMultipart?.() ?? false;
  // A file refused before its end is not read further: its connection is dropped a moment after the
  // answer, once the client had the time to read it (a paused socket would otherwise stay open).
  const socket = request.raw.socket;
  const refuse = () => {
    // (An injected request's stand-in socket has nothing to destroy.)
    setTimeout(() => socket?.destroy?.(), 2000).unref();
    return tooLarge();
  };
  // A body announced larger than any file it may hold is refused before a byte is read.
  if (Number(request.headers['content-length'] ?? 0) > maxBytes + (multipart ? ENVELOPE_BYTES : 0))
    throw tooLarge();
  if (!multipart) return request.body instanceof Readable ? collect(request.body, maxBytes, refuse) : null;
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (file) {
        part.file.resume();
        continue;
      }
      file = await collect(part.file, maxBytes, refuse, () => part.file.truncated);
    }
  } catch (err) {
    if (
      (err as { statusCode?: number }).statusCode === 413 ||
      TOO_MANY_PARTS.has((err as { code?: string }).code ?? '')
    )
      throw err;
    throw badRequest('This multipart body cannot be read.');
  }
  return file;
}

async function collect(
  stream: AsyncIterable<Buffer>,
  maxBytes: number,
  tooLarge: () => HttpError,
  truncated = () => false,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    // Leaving the loop stops reading: the answer goes out while the client may still be sending.
    if (size > maxBytes || truncated()) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
