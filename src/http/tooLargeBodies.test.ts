import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPhotosUrl } from '../../shared/owners/photos.ts';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import { bearerFor, insertProductFixture } from '../modules/catalogue/testFixtures.ts';

let ctx: TestContext;
let origin: URL;

beforeAll(async () => {
  ctx = await createTestApp();
  await insertProductFixture(ctx.db);
  origin = new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(() => ctx.close());

/** Sends a body as a browser on a real network does, a piece at a time, and reads what comes back. */
async function sendLargeBody(path: string, headers: Record<string, string>, size: number) {
  const socket = connect(Number(origin.port), origin.hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  let failure = '';
  socket.on('data', (data) => {
    answer += data.toString('latin1');
  });
  socket.on('error', (err: NodeJS.ErrnoException) => {
    failure = err.code ?? err.message;
  });
  const head = Object.entries({ host: origin.host, 'content-length': String(size), ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
  const piece = Buffer.alloc(256 * 1024, 1);
  for (let sent = 0; sent < size && !failure; sent += piece.length) {
    if (!socket.write(piece)) {
      const drained = await Promise.race([
        new Promise((resolve) => socket.once('drain', () => resolve(true))),
        new Promise((resolve) => setTimeout(() => resolve(false), 3000)),
      ]);
      if (!drained) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  socket.destroy();
  return { answer, failure };
}

describe('a body larger than a route takes', () => {
  it('gets a readable 413, not a reset, while the client is still sending it', async () => {
    const owner = await bearerFor(ctx.app, 'owner@example.test');
    const { answer, failure } = await sendLargeBody(
      listingPhotosUrl(1),
      { ...owner, 'content-type': 'multipart/form-data; boundary=x' },
      42 * 1024 * 1024,
    );
    expect(failure).toBe('');
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"code":"photo-too-large"');
  }, 30_000);
});
