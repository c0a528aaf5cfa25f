import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedFetchError, fetchFeedText } from './feedFetcher.ts';

let server: Server;
let base: string;
let port: number;
let hits = 0;
const trickles = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  server = createServer((request, response) => {
    hits++;
    if (request.url === '/moved') return response.writeHead(302, { location: '/feed.ics' }).end();
    if (request.url === '/endless') {
      // A feed that never ends: as fast as the client reads.
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        while (response.write(chunk)) {}
      };
      response.on('drain', pump);
      response.on('close', () => response.off('drain', pump));
      return pump();
    }
    if (request.url === '/trickle') {
      // One byte a second.
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const timer = setInterval(() => response.write('B'), 1000);
      trickles.add(timer);
      response.on('close', () => clearInterval(timer));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/calendar' }).end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  for (const timer of trickles) clearInterval(timer);
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

describe('fetching a feed an owner names', () => {
  it('follows a redirect to the feed outside production', async () => {
    expect(await fetchFeedText(`${base}/moved`, { allowPrivateAddresses: true })).toContain(
      'BEGIN:VCALENDAR',
    );
  });

  it('in production, never reaches this machine, its network or the cloud’s metadata address, in any spelling', async () => {
    const before = hits;
    const loopbackSpellings = [
      `${base}/feed.ics`,
      `http://127.1:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f000001:${port}/`,
      `http://0177.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://[0:0:0:0:0:ffff:127.0.0.1]:${port}/`,
      `http://[::127.0.0.1]:${port}/`,
      `http://[64:ff9b::127.0.0.1]:${port}/`,
      `http://[2002:7f00:1::]:${port}/`,
      `http://0.0.0.0:${port}/`,
      'http://10.0.0.8/feed.ics',
      'http://169.254.169.254/',
      'http://[::ffff:169.254.169.254]/',
    ];
    for (const url of loopbackSpellings) {
      await expect(fetchFeedText(url, { allowPrivateAddresses: false }), url).rejects.toThrow(
        new FeedFetchError('This address is not reachable from Bosun.'),
      );
    }
    expect(hits).toBe(before);
  });

  it('refuses schemes other than http and https', async () => {
    await expect(fetchFeedText('file:///etc/passwd', { allowPrivateAddresses: true })).rejects.toThrow(
      new FeedFetchError('Only http and https feeds can be imported.'),
    );
  });

  it('stops reading a feed that never ends at its size budget, without holding it in memory', async () => {
    const before = process.memoryUsage().rss;
    await expect(fetchFeedText(`${base}/endless`, { allowPrivateAddresses: true })).rejects.toThrow(
      new FeedFetchError('The feed is too large.'),
    );
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('gives up on a feed that trickles in at its time budget', async () => {
    const started = Date.now();
    await expect(
      fetchFeedText(`${base}/trickle`, { allowPrivateAddresses: true, deadlineMs: 1500 }),
    ).rejects.toThrow(new FeedFetchError('The feed took too long to arrive.'));
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
