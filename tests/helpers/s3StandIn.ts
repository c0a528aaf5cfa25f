import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny S3-compatible stand-in for tests: path-style `PUT/GET/HEAD/DELETE /{bucket}/{key}` kept in
 * memory, enough for @aws-sdk/client-s3's object calls, and browser uploads (`POST /{bucket}` with a
 * POST policy). It checks no header signature; it records each request so a test can see that the
 * SDK signed it. A GET answers with the `response-*` headers a presigned URL names. A POST is checked as S3 does: the policy's signature (with `secretAccessKey`), its
 * expiry, and each condition (exact fields, `content-length-range`).
 */
export interface S3StandIn {
  endpoint: string;
  objects: Map<string, { bytes: Buffer; contentType: string | undefined }>;
  requests: { method: string; path: string; authorization: string | undefined }[];
  /**
   * Keeps every GET of a key under `prefix` waiting, as a store that has not answered yet: how a test
   * stops a job in the middle of its run. `waiting()` counts the reads held so far; `release()` lets
   * them (and later ones) through.
   */
  hold(prefix: string): { waiting: () => number; release: () => void };
  close(): Promise<void>;
}

function bodyOf(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const noSuchKey = (key: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`;

const s3Error = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

type PolicyCondition = Record<string, string> | [string, string | number, string | number];

/** S3's checks of a browser upload: an error code and message, or null when the store takes it. */
async function refusalOfPost(
  request: IncomingMessage,
  body: Buffer,
  secretAccessKey: string,
): Promise<{ status: number; code: string; message: string } | { key: string; bytes: Buffer; type: string }> {
  const form = await new Request('http://s3.test/', {
    method: 'POST',
    headers: { 'content-type': request.headers['content-type'] ?? '' },
    body: new Uint8Array(body),
  }).formData();
  const field = (name: string) => {
    for (const [k, v] of form.entries())
      if (k.toLowerCase() === name.toLowerCase() && typeof v === 'string') return v;
    return undefined;
  };
  const file = form.get('file');
  const policyText = field('policy');
  if (!(file instanceof Blob) || !policyText)
    return { status: 400, code: 'InvalidArgument', message: 'POST requires a policy and a file' };
  const day = (field('x-amz-date') ?? '').slice(0, 8);
  const [, , region] = (field('x-amz-credential') ?? '').split('/');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region ?? ''), 's3'),
    'aws4_request',
  );
  if (hmac(signingKey, policyText).toString('hex') !== field('x-amz-signature'))
    return { status: 403, code: 'SignatureDoesNotMatch', message: 'The policy signature does not match' };
  const policy = JSON.parse(Buffer.from(policyText, 'base64').toString('utf8')) as {
    expiration: string;
    conditions: PolicyCondition[];
  };
  if (Date.parse(policy.expiration) < Date.now())
    return { status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Policy expired.' };
  const bytes = Buffer.from(await file.arrayBuffer());
  for (const condition of policy.conditions) {
    if (Array.isArray(condition) && condition[0] === 'content-length-range') {
      if (bytes.length < Number(condition[1]))
        return {
          status: 400,
          code: 'EntityTooSmall',
          message: 'Your proposed upload is smaller than the minimum allowed size',
        };
      if (bytes.length > Number(condition[2]))
        return {
          status: 400,
          code: 'EntityTooLarge',
          message: 'Your proposed upload exceeds the maximum allowed size',
        };
    } else if (Array.isArray(condition) && condition[0] === 'eq') {
      if (field(String(condition[1]).slice(1)) !== condition[2])
        return {
          status: 403,
          code: 'AccessDenied',
          message: `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`,
        };
    }
  }
  return { key: field('key') ?? '', bytes, type: field('content-type') ?? 'application/octet-stream' };
}

const RESPONSE_OVERRIDES = {
  'response-content-type': 'content-type',
  'response-content-disposition': 'content-disposition',
  'response-cache-control': 'cache-control',
} as const;

function responseOverrides(url: string): Record<string, string> {
  const query = new URL(url, 'http://s3.test').searchParams;
  return Object.fromEntries(
    Object.entries(RESPONSE_OVERRIDES).flatMap(([parameter, header]) => {
      const value = query.get(parameter);
      return value === null ? [] : [[header, value]];
    }),
  );
}

export async function startS3StandIn({
  secretAccessKey = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
} = {}): Promise<S3StandIn> {
  const objects: S3StandIn['objects'] = new Map();
  const requests: S3StandIn['requests'] = [];
  const holds: { prefix: string; held: number; released: Promise<void>; release: () => void }[] = [];
  const server: Server = createServer(async (request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0]);
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization });
    const body = await bodyOf(request);
    const hold = request.method === 'GET' ? holds.find((h) => path.startsWith(h.prefix)) : undefined;
    if (hold) {
      hold.held++;
      await hold.released;
      // A reader killed meanwhile is gone: nothing to answer.
      if (request.socket.destroyed) return;
    }
    const stored = objects.get(path);
    switch (request.method) {
      case 'POST': {
        const outcome = await refusalOfPost(request, body, secretAccessKey).catch(() => ({
          status: 400,
          code: 'MalformedPOSTRequest',
          message: 'The body of your POST request is not well-formed multipart/form-data.',
        }));
        if ('code' in outcome) {
          response
            .writeHead(outcome.status, { 'content-type': 'application/xml' })
            .end(s3Error(outcome.code, outcome.message));
          return;
        }
        objects.set(`${path.replace(/\/$/, '')}/${outcome.key}`, {
          bytes: outcome.bytes,
          contentType: outcome.type,
        });
        response.writeHead(204, { etag: '"stand-in"' }).end();
        return;
      }
      case 'PUT':
        objects.set(path, { bytes: body, contentType: request.headers['content-type'] });
        response.writeHead(200, { etag: '"stand-in"' }).end();
        return;
      case 'GET':
      case 'HEAD':
        if (!stored) {
          response.writeHead(404, { 'content-type': 'application/xml' });
          response.end(request.method === 'GET' ? noSuchKey(path) : undefined);
          return;
        }
        response.writeHead(200, {
          'content-type': stored.contentType ?? 'application/octet-stream',
          'content-length': stored.bytes.length,
          // A presigned GET's response-* parameters replace the stored headers, as S3 does.
          ...responseOverrides(request.url ?? '/'),
        });
        response.end(request.method === 'GET' ? stored.bytes : undefined);
        return;
      case 'DELETE':
        objects.delete(path);
        response.writeHead(204).end();
        return;
      default:
        response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    hold(prefix) {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const hold = { prefix, held: 0, released, release };
      holds.push(hold);
      return {
        waiting: () => hold.held,
        release: () => {
          holds.splice(holds.indexOf(hold), 1);
          release();
        },
      };
    },
    close: () => {
      for (const hold of holds.splice(0)) hold.release();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
