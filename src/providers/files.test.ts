import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3StandIn, startS3StandIn } from '../../tests/helpers/s3StandIn.ts';
import { fileStoreFor, localFileStore } from './files.ts';

let s3: S3StandIn;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3StandIn();
  dataDir = await mkdtemp(join(tmpdir(), 'bosun-files-'));
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

const s3Config = () => ({
  DATA_DIR: dataDir,
  S3_BUCKET: 'bosun-photos',
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: 'eu-west-3',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
});

describe('the S3 files adapter, against a local S3-compatible stand-in', () => {
  it('stores bytes in the bucket path-style, signed, and reads the same bytes back', async () => {
    const store = fileStoreFor(s3Config());
    const bytes = randomBytes(300_000);
    await store.put('listings/7/photo-1/800.webp', bytes, 'image/webp');

    const stored = s3.objects.get('/bosun-photos/listings/7/photo-1/800.webp');
    expect(stored?.bytes.equals(bytes)).toBe(true);
    expect(stored?.contentType).toBe('image/webp');
    const put = s3.requests.find((r) => r.method === 'PUT');
    expect(put?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-3\/s3\//);

    const read = await store.get('listings/7/photo-1/800.webp');
    expect(read?.equals(bytes)).toBe(true);
  });

  it('answers null for a missing file and forgets a deleted one', async () => {
    const store = fileStoreFor(s3Config());
    expect(await store.get('listings/7/none/800.webp')).toBeNull();
    await store.put('listings/7/gone/160.avif', Buffer.from('avif bytes'));
    await store.delete('listings/7/gone/160.avif');
    expect(await store.get('listings/7/gone/160.avif')).toBeNull();
    expect(s3.objects.has('/bosun-photos/listings/7/gone/160.avif')).toBe(false);
  });

  it('refuses keys that could leave the prefix, before any request', async () => {
    const store = fileStoreFor(s3Config());
    const before = s3.requests.length;
    await expect(store.put('../other-bucket/x', Buffer.from('x'))).rejects.toThrow(/invalid file key/);
    expect(s3.requests.length).toBe(before);
  });
});

describe('presigned URLs (files off the server)', () => {
  it('signs a download the browser reads from the bucket itself, with the answer headers asked for', async () => {
    const store = fileStoreFor(s3Config());
    await store.put('messages/3/contract.pdf', Buffer.from('%PDF-1.7 signed'), 'application/pdf');
    const signedBefore = s3.requests.filter((r) => r.method === 'GET').length;
    const url = new URL(
      (await store.downloadUrl?.('messages/3/contract.pdf', {
        expiresInSeconds: 60,
        contentType: 'application/pdf',
        contentDisposition: 'attachment; filename="contract.pdf"',
      })) as string,
    );
    // signing is local: no request to the store until the browser asks
    expect(s3.requests.filter((r) => r.method === 'GET').length).toBe(signedBefore);
    expect(url.origin + url.pathname).toBe(`${s3.endpoint}/bosun-photos/messages/3/contract.pdf`);
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(
      /^AKIDEXAMPLE\/\d{8}\/eu-west-3\/s3\/aws4_request$/,
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(url.searchParams.get('response-content-disposition')).toBe('attachment; filename="contract.pdf"');
    const read = await fetch(url);
    expect(await read.text()).toBe('%PDF-1.7 signed');
  });

  it('signs for the public endpoint when the servers reach the store by another name', async () => {
    const store = fileStoreFor({ ...s3Config(), S3_PUBLIC_ENDPOINT: 'https://files.bosun.example' });
    const download = new URL(
      (await store.downloadUrl?.('listings/1/a/800.webp', { expiresInSeconds: 300 })) ?? '',
    );
    expect(download.origin).toBe('https://files.bosun.example');
    expect(download.pathname).toBe('/bosun-photos/listings/1/a/800.webp');
    const upload = new URL(
      (await store.uploadUrl?.('incoming/7/photo.jpg', {
        expiresInSeconds: 600,
        contentType: 'image/jpeg',
        contentLength: 123_456,
      })) ?? '',
    );
    expect(upload.origin).toBe('https://files.bosun.example');
    // the type and the length are part of the signature: S3 refuses another body
    expect(upload.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'host']),
    );
  });

  it('has no presigned URLs on the embedded store: the server serves those files itself', () => {
    const store = fileStoreFor({ DATA_DIR: dataDir });
    expect(store.downloadUrl).toBeUndefined();
    expect(store.uploadUrl).toBeUndefined();
  });
});

describe('the embedded files store', () => {
  it('keeps files under DATA_DIR/files when no bucket is set', async () => {
    const store = fileStoreFor({ DATA_DIR: dataDir });
    await store.put('messages/1/a.pdf', Buffer.from('%PDF-1.4'));
    expect((await localFileStore(join(dataDir, 'files')).get('messages/1/a.pdf'))?.toString()).toBe(
      '%PDF-1.4',
    );
    await store.delete('messages/1/a.pdf');
    await store.delete('messages/1/a.pdf');
    expect(await store.get('messages/1/a.pdf')).toBeNull();
  });
});
