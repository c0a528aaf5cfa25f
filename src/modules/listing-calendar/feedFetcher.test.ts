import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedFetchError, fetchFeedText } from './feedFetcher.ts';

let server: Server;
let base: string;
let hits = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    hits++;
    if (request.url === '/moved') return response.writeHead(302, { location: '/feed.ics' }).end();
    response.writeHead(200, { 'content-type': 'text/calendar' }).end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('fetching a feed an owner names', () => {
  it('follows a redirect to the feed outside production', async () => {
    expect(await fetchFeedText(`${base}/moved`, { allowPrivateAddresses: true })).toContain(
      'BEGIN:VCALENDAR',
    );
  });

  it('in production, never reaches this machine, its network or the cloud’s metadata address', async () => {
    const before = hits;
    for (const url of [
      `${base}/feed.ics`,
      'http://10.0.0.8/feed.ics',
      'http://[::1]/feed.ics',
      'http://169.254.169.254/',
    ]) {
      await expect(fetchFeedText(url, { allowPrivateAddresses: false })).rejects.toThrow(
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
});
