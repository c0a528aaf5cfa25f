import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '../../http/publicAddress.ts';

/** A feed larger than this is refused (a year of a busy boat is a few hundred KB). */
const MAX_FEED_BYTES = 1024 * 1024;
/** The whole fetch, redirects and body included: a feed that trickles or never ends is cut here. */
const DEADLINE_MS = 15_000;
const MAX_REDIRECTS = 3;

export class FeedFetchError extends Error {}

export interface FeedFetchOptions {
  /** Tests and development serve feeds from this machine; production never reaches it. */
  allowPrivateAddresses: boolean;
  deadlineMs?: number;
  maxBytes?: number;
}

const unreachable = () => new FeedFetchError('This address is not reachable from Bosun.');

/**
 * The addresses a host name resolves to, every one of them public, or an error: one private answer
 * among public ones is enough to refuse (a resolver may hand either to the connection).
 */
async function publicAddressesOf(host: string): Promise<{ address: string; family: number }[]> {
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new FeedFetchError('The feed could not be reached.');
  }
  if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) throw unreachable();
  return addresses;
}

/**
 * The connection goes to an address that was checked, not to whatever a second resolution of the
 * name gives (DNS rebinding): the checked address is handed to the socket as the name's only answer.
 */
function pinnedLookup(addresses: { address: string; family: number }[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
}

interface Answer {
  status: number;
  location: string | undefined;
  body: Buffer;
}

/** One request, its body read as it streams, within the byte budget and the shared deadline. */
function requestOnce(
  target: URL,
  options: { lookup?: LookupFunction; maxBytes: number; signal: AbortSignal },
): Promise<Answer> {
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      {
        method: 'GET',
        lookup: options.lookup,
        signal: options.signal,
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Bosun calendar sync' },
      },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400) {
          response.resume();
          return resolve({ status, location, body: Buffer.alloc(0) });
        }
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
          request.destroy();
          return reject(new FeedFetchError('The feed is too large.'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            request.destroy();
            reject(new FeedFetchError('The feed is too large.'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, location, body: Buffer.concat(chunks) }));
        response.on('error', () =>
          reject(
            new FeedFetchError(
              options.signal.aborted ? 'The feed took too long to arrive.' : 'The feed could not be read.',
            ),
          ),
        );
      },
    );
    request.on('error', () =>
      reject(
        options.signal.aborted
          ? new FeedFetchError('The feed took too long to arrive.')
          : new FeedFetchError('The feed could not be reached.'),
      ),
    );
    request.end();
  });
}

/**
 * The text of an iCal feed at `url`, read within a size and a time budget. In production, a URL
 * that leads to this network (the server's own services, the cloud's metadata address), in any
 * spelling, is refused, at each redirect too, and the connection is pinned to the address checked.
 */
export async function fetchFeedText(url: string, options: FeedFetchOptions): Promise<string> {
  const maxBytes = options.maxBytes ?? MAX_FEED_BYTES;
  const signal = AbortSignal.timeout(options.deadlineMs ?? DEADLINE_MS);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new FeedFetchError('This is not a web address.');
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      throw new FeedFetchError('Only http and https feeds can be imported.');
    let pinned: LookupFunction | undefined;
    if (!options.allowPrivateAddresses) {
      const host = target.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host)) {
        if (!isPublicAddress(host)) throw unreachable();
      } else {
        pinned = pinnedLookup(await publicAddressesOf(host));
      }
    }
    if (signal.aborted) throw new FeedFetchError('The feed took too long to arrive.');
    const answer = await requestOnce(target, { lookup: pinned, maxBytes, signal });
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      try {
        target = new URL(answer.location, target);
      } catch {
        throw new FeedFetchError('The feed redirects to an address that is not valid.');
      }
      continue;
    }
    if (answer.status < 200 || answer.status >= 300)
      throw new FeedFetchError(`The feed answered ${answer.status}.`);
    return answer.body.toString('utf8');
  }
  throw new FeedFetchError('The feed redirects too many times.');
}
