import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny S3-compatible stand-in for tests: path-style `PUT/GET/HEAD/DELETE /{bucket}/{key}` kept in
 * memory, enough for @aws-sdk/client-s3's object calls. It checks no signature; it records each
 * request so a test can see that the SDK signed it.
 */
export interface S3StandIn {
  endpoint: string;
  objects: Map<string, { bytes: Buffer; contentType: string | undefined }>;
  requests: { method: string; path: string; authorization: string | undefined }[];
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

export async function startS3StandIn(): Promise<S3StandIn> {
  const objects: S3StandIn['objects'] = new Map();
  const requests: S3StandIn['requests'] = [];
  const server: Server = createServer(async (request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0]);
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization });
    const body = await bodyOf(request);
    const stored = objects.get(path);
    switch (request.method) {
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
