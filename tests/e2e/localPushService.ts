import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A push service of our own for the tests (RFC 8030 with VAPID, RFC 8292, and aes128gcm bodies,
 * RFC 8291/8188). Chromium subscribes only through Google's push service, which this machine cannot
 * reach; this service stands where it stands: it takes the server's real Web Push requests, checks
 * them as a push service does, decrypts them with the subscription's private key, and hands the
 * message to whoever plays the browser's end of the pipe (tests/e2e/web-push.spec.ts: Chromium's
 * service worker, through the DevTools protocol).
 */

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const fromB64url = (text: string) => Buffer.from(text, 'base64url');

/** What a browser's PushSubscription.toJSON() holds. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One push the service accepted (or refused, with why), as it was received. */
export interface ReceivedPush {
  subscriptionId: string;
  status: number;
  refusal?: string;
  ttl: number | null;
  urgency: string | null;
  contentEncoding: string | null;
  vapid: { aud: string; exp: number; sub: string; k: string } | null;
  /** The decrypted body. */
  payload: string | null;
}

/** The keys a test run shares with the server it starts: VAPID pair and the push service's TLS files. */
export interface WebPushTestSettings {
  vapidPublicKey: string;
  vapidPrivateKey: string;
  tlsKeyFile: string;
  tlsCertFile: string;
}

/**
 * Made once per run (the runner's process; its workers inherit the environment): a VAPID key pair for
 * the server and a self-signed certificate for 127.0.0.1, which the server trusts through
 * NODE_EXTRA_CA_CERTS (web-push writes to https endpoints only, as push services are).
 */
export function webPushTestSettings(): WebPushTestSettings {
  if (!process.env.E2E_WEB_PUSH_DIR) {
    const dir = join(tmpdir(), `bosun-push-${process.pid}-${Date.now()}`);
    mkdirSync(dir, { recursive: true });
    const vapid = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({
      format: 'jwk',
    });
    process.env.E2E_WEB_PUSH_DIR = dir;
    process.env.E2E_VAPID_PUBLIC_KEY = b64url(
      Buffer.concat([Buffer.from([4]), fromB64url(vapid.x ?? ''), fromB64url(vapid.y ?? '')]),
    );
    process.env.E2E_VAPID_PRIVATE_KEY = vapid.d;
  }
  const dir = process.env.E2E_WEB_PUSH_DIR;
  const tlsKeyFile = join(dir, 'key.pem');
  const tlsCertFile = join(dir, 'cert.pem');
  if (!existsSync(tlsCertFile)) {
    const openssl = `req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2
      -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1`.split(/\s+/);
    execFileSync('openssl', [...openssl, '-keyout', tlsKeyFile, '-out', tlsCertFile], { stdio: 'ignore' });
  }
  return {
    vapidPublicKey: process.env.E2E_VAPID_PUBLIC_KEY ?? '',
    vapidPrivateKey: process.env.E2E_VAPID_PRIVATE_KEY ?? '',
    tlsKeyFile,
    tlsCertFile,
  };
}

/** RFC 8292: `vapid t=<JWT ES256>, k=<application server key>`; the reason it is not valid, or the claims. */
export function checkVapid(
  authorization: string | undefined,
  expected: { audience: string; applicationServerKey: string },
): { claims: NonNullable<ReceivedPush['vapid']> } | { refusal: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return { refusal: 'no vapid authorization' };
  const [, jwt, k] = match;
  if (k !== expected.applicationServerKey)
    return { refusal: 'k is not the subscription’s application server key' };
  const [header, claims, signature] = jwt.split('.');
  const key = fromB64url(k);
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(key.subarray(1, 33)), y: b64url(key.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    fromB64url(signature),
  );
  if (!signed) return { refusal: 'bad signature' };
  if (JSON.parse(fromB64url(header).toString()).alg !== 'ES256') return { refusal: 'alg is not ES256' };
  const body = JSON.parse(fromB64url(claims).toString());
  if (body.aud !== expected.audience) return { refusal: `aud ${body.aud} is not ${expected.audience}` };
  const now = Date.now() / 1000;
  // RFC 8292 section 2: no more than 24 hours ahead.
  if (typeof body.exp !== 'number' || body.exp < now || body.exp > now + 24 * 3600)
    return { refusal: 'exp out of range' };
  if (!/^(mailto:|https:)/.test(body.sub ?? '')) return { refusal: 'sub is not mailto: or https:' };
  return { claims: { aud: body.aud, exp: body.exp, sub: body.sub, k } };
}

/** RFC 8291 over RFC 8188: the user agent's side of the aes128gcm content encoding. */
export function decryptAes128gcm(
  body: Buffer,
  subscriber: { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer },
): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(subscriber.privateKey);
  const sharedSecret = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.publicKey, serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, subscriber.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const records = body.subarray(21 + idLength);
  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += recordSize, seq++) {
    const record = records.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number XORs the nonce's last bytes (a few records: the last 4 suffice).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: zeros after a delimiter, 2 on the last record and 1 before it.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const last = offset + recordSize >= records.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error('bad padding delimiter');
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

interface Subscriber {
  id: string;
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
  /** Statuses to answer instead of 201, one per push, in order (a test's 410, 429, 503). */
  answers: number[];
  /** The browser dropped the subscription: every push is answered 410 Gone. */
  gone: boolean;
}

export interface LocalPushService {
  origin: string;
  /** A subscription as a browser's pushManager.subscribe({applicationServerKey}) would return it. */
  subscribe(): PushSubscriptionJson;
  /** The next pushes to this endpoint get these statuses instead of 201. */
  answerNext(endpoint: string, statuses: number[]): void;
  /** As when the browser unsubscribes: from now on the endpoint answers 410 Gone. */
  unsubscribe(endpoint: string): void;
  received: ReceivedPush[];
  /** Resolves with the first push (accepted or not) to `endpoint` from index `from` on that `where` accepts. */
  nextPush(
    endpoint: string,
    options?: { from?: number; timeoutMs?: number; where?: (push: ReceivedPush) => boolean },
  ): Promise<ReceivedPush>;
  close(): Promise<void>;
}

/**
 * Starts the service on 127.0.0.1 (port 0: any free one). `deliver` is the browser's end: called
 * with each accepted, decrypted message after the 201, as a push service hands it on.
 */
export async function startLocalPushService(options: {
  tls: { key: string | Buffer; cert: string | Buffer };
  applicationServerKey: string;
  port?: number;
  deliver?: (subscriptionId: string, payload: string) => Promise<void>;
}): Promise<LocalPushService> {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  const server: Server = createServer(options.tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, push: Omit<ReceivedPush, 'status'>) => {
        received.push({ ...push, status });
        for (const wake of waiters) wake();
        if (status === 201) response.setHeader('Location', `${origin}/message/${randomUUID()}`);
        response.writeHead(status).end(push.refusal ?? '');
      };
      const match = /^\/push\/([\w-]+)$/.exec(request.url ?? '');
      const subscriber = match ? subscribers.get(match[1]) : undefined;
      const ttlHeader = request.headers.ttl;
      const push: Omit<ReceivedPush, 'status'> = {
        subscriptionId: match?.[1] ?? '',
        ttl: typeof ttlHeader === 'string' && /^\d+$/.test(ttlHeader) ? Number(ttlHeader) : null,
        urgency: (request.headers.urgency as string | undefined) ?? null,
        contentEncoding: request.headers['content-encoding'] ?? null,
        vapid: null,
        payload: null,
      };
      if (request.method !== 'POST' || !subscriber)
        return answer(404, { ...push, refusal: 'no such subscription' });
      if (subscriber.gone) return answer(410, { ...push, refusal: 'unsubscribed' });
      const queued = subscriber.answers.shift();
      if (queued) return answer(queued, { ...push, refusal: `answered ${queued} as asked` });
      // RFC 8030 section 5.2: TTL is required; section 5.3: Urgency is one of four words.
      if (push.ttl === null) return answer(400, { ...push, refusal: 'no TTL' });
      if (push.urgency && !['very-low', 'low', 'normal', 'high'].includes(push.urgency))
        return answer(400, { ...push, refusal: 'bad Urgency' });
      const vapid = checkVapid(request.headers.authorization, {
        audience: origin,
        applicationServerKey: options.applicationServerKey,
      });
      if ('refusal' in vapid) return answer(401, { ...push, refusal: vapid.refusal });
      push.vapid = vapid.claims;
      if (push.contentEncoding !== 'aes128gcm') return answer(415, { ...push, refusal: 'not aes128gcm' });
      try {
        push.payload = decryptAes128gcm(Buffer.concat(chunks), subscriber).toString('utf8');
      } catch (err) {
        return answer(400, { ...push, refusal: `cannot decrypt: ${(err as Error).message}` });
      }
      answer(201, push);
      void options.deliver?.(subscriber.id, push.payload).catch((err) => {
        received.push({ ...push, status: 0, refusal: `delivery to the browser failed: ${err}` });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const idOf = (endpoint: string) => endpoint.slice(`${origin}/push/`.length);
  return {
    origin,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const subscriber: Subscriber = {
        id: randomUUID(),
        privateKey: ecdh.getPrivateKey(),
        publicKey,
        authSecret: randomBytes(16),
        answers: [],
        gone: false,
      };
      subscribers.set(subscriber.id, subscriber);
      return {
        endpoint: `${origin}/push/${subscriber.id}`,
        keys: { p256dh: b64url(publicKey), auth: b64url(subscriber.authSecret) },
      };
    },
    answerNext(endpoint, statuses) {
      subscribers.get(idOf(endpoint))?.answers.push(...statuses);
    },
    unsubscribe(endpoint) {
      const subscriber = subscribers.get(idOf(endpoint));
      if (subscriber) subscriber.gone = true;
    },
    nextPush(endpoint, { from = 0, timeoutMs = 15_000, where = () => true } = {}) {
      const id = idOf(endpoint);
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = received.slice(from).find((push) => push.subscriptionId === id && where(push));
          if (!found) return false;
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no push to ${endpoint} within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!look()) waiters.add(look);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The TLS files of webPushTestSettings(), read. */
export function readTls(settings: WebPushTestSettings) {
  return { key: readFileSync(settings.tlsKeyFile), cert: readFileSync(settings.tlsCertFile) };
}
