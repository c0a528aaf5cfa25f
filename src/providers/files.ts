import { createHmac } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';

/**
 * The files provider (DESIGN.md, "Files"): listing photos, message attachments, and later inspection
 * photos and contract PDFs. The embedded default keeps files under DATA_DIR/files; with S3_BUCKET set
 * they go to S3-compatible storage (AWS, MinIO, Scaleway, R2...).
 */
export interface FileStore {
  put(key: string, bytes: Buffer, contentType?: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The file's size in bytes, or null when there is no such file (nothing is read). */
  size(key: string): Promise<number | null>;
  /**
   * S3 only: a presigned URL the browser reads the file from directly, so its bytes never pass
   * through the server (DESIGN.md, "Many machines"). Whoever calls this has checked access first.
   */
  downloadUrl?(key: string, options: DownloadOptions): Promise<string>;
  /**
   * S3 only: a presigned URL the browser PUTs one file of exactly `contentLength` bytes and
   * `contentType` to, before `expiresInSeconds`.
   */
  uploadUrl?(key: string, options: UploadOptions): Promise<string>;
  /**
   * S3 only: a presigned POST (S3's browser-based upload with a POST policy) for one file at `key`:
   * the store itself refuses a body outside 1..`maxBytes` bytes or of another type than `contentType`,
   * and anything after `expiresInSeconds`. The browser sends `fields`, then the file as `file`.
   */
  uploadForm?(key: string, options: UploadFormOptions): Promise<UploadForm>;
}

export interface UploadFormOptions {
  expiresInSeconds: number;
  contentType: string;
  maxBytes: number;
}

export interface UploadForm {
  url: string;
  /** Form fields to send, in this order, before the file (a part named `file`). */
  fields: Record<string, string>;
}

export interface DownloadOptions {
  expiresInSeconds: number;
  /** Response headers S3 answers with (it keeps what was stored otherwise). */
  contentType?: string;
  contentDisposition?: string;
  cacheControl?: string;
}

export interface UploadOptions {
  expiresInSeconds: number;
  contentType: string;
  contentLength: number;
}

const KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;

// Keys are made by the server; refuse anything that could leave the folder or the prefix all the same.
function checkedKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid file key: ${key}`);
  return key;
}

export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => join(resolve(root), checkedKey(key));
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

/**
 * An S3 POST policy signed with Signature Version 4 (AWS's "Browser-based uploads using POST"): the
 * policy names the bucket, the exact key and type and the size range, and the store checks each.
 */
export function signedUploadForm(
  target: { url: string; bucket: string; region: string },
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string },
  key: string,
  options: UploadFormOptions,
  now = new Date(),
): UploadForm {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = stamp.slice(0, 8);
  const credential = `${credentials.accessKeyId}/${day}/${target.region}/s3/aws4_request`;
  const fields: Record<string, string> = {
    key,
    'Content-Type': options.contentType,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': credential,
    'X-Amz-Date': stamp,
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
  };
  const policy = Buffer.from(
    JSON.stringify({
      expiration: new Date(now.getTime() + options.expiresInSeconds * 1000).toISOString(),
      conditions: [
        { bucket: target.bucket },
        ...Object.entries(fields).map(([name, value]) => ['eq', `$${name}`, value]),
        ['content-length-range', 1, options.maxBytes],
      ],
    }),
  ).toString('base64');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), target.region), 's3'),
    'aws4_request',
  );
  return {
    url: target.url,
    fields: { ...fields, Policy: policy, 'X-Amz-Signature': hmac(signingKey, policy).toString('hex') },
  };
}

export interface S3Settings {
  bucket: string;
  /** A custom endpoint (MinIO, Scaleway...): addressed path-style, `endpoint/bucket/key`. */
  endpoint?: string;
  /** Where browsers reach that endpoint, when elsewhere: presigned URLs are signed for this host. */
  publicEndpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export function s3FileStore(settings: S3Settings): FileStore {
  // The SDK is loaded on first use: a server on the embedded store never pays for it.
  let connecting:
    | Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client; signer: S3Client }>
    | undefined;
  const connect = () => {
    connecting ??= import('@aws-sdk/client-s3').then((sdk) => {
      const clientFor = (endpoint: string | undefined) =>
        new sdk.S3Client({
          region: settings.region ?? 'us-east-1',
          // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's newer default.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
          // Without keys the SDK's own chain applies (instance role, AWS_* variables).
          ...(settings.accessKeyId && settings.secretAccessKey
            ? {
                credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
              }
            : {}),
        });
      const client = clientFor(settings.endpoint);
      // Presigned URLs name the host the browser will ask (SigV4 signs it).
      const signer = settings.publicEndpoint ? clientFor(settings.publicEndpoint) : client;
      return { sdk, client, signer };
    });
    return connecting;
  };
  const Bucket = settings.bucket;
  return {
    async put(key, bytes, contentType) {
      const Key = checkedKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      const Key = checkedKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (err) {
        // The SDK's one "not there" mapped once: a missing key is null, anything else is a failure.
        if (err instanceof sdk.NoSuchKey) return null;
        if (err instanceof sdk.S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async delete(key) {
      const Key = checkedKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
    },
    async size(key) {
      const Key = checkedKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
        return answer.ContentLength ?? 0;
      } catch (err) {
        if (err instanceof sdk.NotFound || err instanceof sdk.NoSuchKey) return null;
        if (err instanceof sdk.S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async downloadUrl(key, options) {
      const Key = checkedKey(key);
      const { sdk, signer } = await connect();
      const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
      const command = new sdk.GetObjectCommand({
        Bucket,
        Key,
        ResponseContentType: options.contentType,
        ResponseContentDisposition: options.contentDisposition,
        ResponseCacheControl: options.cacheControl,
      });
      return getSignedUrl(signer, command, { expiresIn: options.expiresInSeconds });
    },
    async uploadUrl(key, options) {
      const Key = checkedKey(key);
      const { sdk, signer } = await connect();
      const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
      const command = new sdk.PutObjectCommand({
        Bucket,
        Key,
        ContentType: options.contentType,
        ContentLength: options.contentLength,
      });
      // Type and length are signed: S3 refuses a body of another size or type than the API allowed.
      return getSignedUrl(signer, command, {
        expiresIn: options.expiresInSeconds,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
    },
    async uploadForm(key, options) {
      const Key = checkedKey(key);
      const { signer } = await connect();
      // The signer's own credentials (keys, or the instance role's, with its session token).
      const credentials = await signer.config.credentials();
      const region = settings.region ?? 'us-east-1';
      const endpoint = settings.publicEndpoint ?? settings.endpoint;
      const url = endpoint
        ? `${endpoint.replace(/\/$/, '')}/${Bucket}`
        : `https://${Bucket}.s3.${region}.amazonaws.com`;
      return signedUploadForm({ url, bucket: Bucket, region }, credentials, Key, options);
    },
  };
}

/**
 * The origin browsers reach the store at (presigned GETs and upload forms point there), for the
 * pages' Content-Security-Policy; null on the embedded store, whose files come from the site itself.
 */
export function storeOriginForBrowsers(
  config: Pick<Config, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_PUBLIC_ENDPOINT' | 'S3_REGION'>,
): string | null {
  if (!config.S3_BUCKET) return null;
  const endpoint = config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT;
  if (endpoint) return new URL(endpoint).origin;
  return `https://${config.S3_BUCKET}.s3.${config.S3_REGION ?? 'us-east-1'}.amazonaws.com`;
}

export function fileStoreFor(
  config: Pick<
    Config,
    | 'DATA_DIR'
    | 'S3_BUCKET'
    | 'S3_ENDPOINT'
    | 'S3_PUBLIC_ENDPOINT'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
  >,
): FileStore {
  if (config.S3_BUCKET)
    return s3FileStore({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      publicEndpoint: config.S3_PUBLIC_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  return localFileStore(join(config.DATA_DIR, 'files'));
}
