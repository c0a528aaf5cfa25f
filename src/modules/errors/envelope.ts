import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { badRequest, HttpError } from '../../http/errors.ts';

/**
 * Sentry's envelope format, as the SDKs send it to `POST /api/<project>/envelope/`: a JSON header
 * line, then items, each a JSON item header line and a payload. The payload is `length` bytes when
 * the item header gives a length, else it runs to the next newline.
 */
export interface EnvelopeItem {
  headers: { type?: string; length?: number; [key: string]: unknown };
  payload: Buffer;
}

export interface Envelope {
  headers: { event_id?: string; dsn?: string; [key: string]: unknown };
  items: EnvelopeItem[];
}

/**
 * Largest envelope accepted once decompressed (Sentry's own limit is larger; ours is a cheap server):
 * zlib stops inflating there, so a small gzip body cannot unfold into more work than this.
 */
export const MAX_ENVELOPE_BYTES = 1024 * 1024;
const NEWLINE = 0x0a;

const invalidEnvelope = (message: string) => badRequest(message, undefined, 'envelope-invalid');

/** The body as sent, decompressed by its Content-Encoding (the SDKs gzip large envelopes). */
export function decodeBody(body: Buffer, contentEncoding: string | undefined): Buffer {
  const encoding = (contentEncoding ?? 'identity').trim().toLowerCase();
  const options = { maxOutputLength: MAX_ENVELOPE_BYTES };
  try {
    if (encoding === 'gzip' || encoding === 'x-gzip') return gunzipSync(body, options);
    if (encoding === 'deflate') return inflateSync(body, options);
    if (encoding === 'br') return brotliDecompressSync(body, options);
  } catch {
    throw invalidEnvelope(
      `The body is not valid ${encoding} data, or it is larger than 1 MiB once decompressed.`,
    );
  }
  if (encoding === 'identity') return body;
  throw new HttpError(415, 'encoding-unsupported', `Content-Encoding ${encoding} is not supported.`);
}

function parseJsonLine(bytes: Buffer, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw invalidEnvelope(`The ${what} is not JSON.`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidEnvelope(`The ${what} must be a JSON object.`);
  }
  return value as Record<string, unknown>;
}

export function parseEnvelope(body: Buffer): Envelope {
  let position = 0;
  const readLine = () => {
    const end = body.indexOf(NEWLINE, position);
    const line = body.subarray(position, end === -1 ? body.length : end);
    position = end === -1 ? body.length : end + 1;
    return line;
  };

  if (body.length === 0) throw invalidEnvelope('The envelope is empty.');
  const headers = parseJsonLine(readLine(), 'envelope header');
  const items: EnvelopeItem[] = [];
  while (position < body.length) {
    const headerLine = readLine();
    if (headerLine.length === 0) continue; // a trailing newline
    const itemHeaders = parseJsonLine(headerLine, 'item header') as EnvelopeItem['headers'];
    const { length } = itemHeaders;
    let payload: Buffer;
    if (length !== undefined) {
      if (!Number.isSafeInteger(length) || length < 0 || position + length > body.length) {
        throw invalidEnvelope('An item is shorter than the length its header gives.');
      }
      payload = body.subarray(position, position + length);
      position += length;
      if (body[position] === NEWLINE) position += 1;
    } else {
      payload = readLine();
    }
    items.push({ headers: itemHeaders, payload });
  }
  return { headers, items };
}

/** An item's payload as a JSON object (events are), or a 400. */
export function itemJson(item: EnvelopeItem): Record<string, unknown> {
  return parseJsonLine(item.payload, `${item.headers.type ?? 'item'} payload`);
}
