import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** A feed larger than this is refused (a year of a busy boat is a few hundred KB). */
const MAX_FEED_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

export class FeedFetchError extends Error {}

/** Loopback, private, link-local and unique-local addresses: what a URL given by an owner must not reach. */
function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 6) {
    const lower = address.toLowerCase();
    if (lower.startsWith('::ffff:')) return isPrivateAddress(lower.slice(7));
    return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  const [a, b] = address.split('.').map(Number);
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

async function checkHost(url: URL) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  if (addresses.some(isPrivateAddress)) throw new FeedFetchError('This address is not reachable from Bosun.');
}

/**
 * The text of an iCal feed at `url`. In production, a URL that leads to this network (the server's
 * own services, the cloud's metadata address) is refused, at each redirect too; tests and
 * development serve feeds from localhost.
 */
export async function fetchFeedText(
  url: string,
  options: { allowPrivateAddresses: boolean },
): Promise<string> {
  let target = new URL(url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      throw new FeedFetchError('Only http and https feeds can be imported.');
    if (!options.allowPrivateAddresses) await checkHost(target);
    let response: Response;
    try {
      response = await fetch(target, {
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Bosun calendar sync' },
      });
    } catch {
      throw new FeedFetchError('The feed could not be reached.');
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      target = new URL(location, target);
      continue;
    }
    if (!response.ok) throw new FeedFetchError(`The feed answered ${response.status}.`);
    if (Number(response.headers.get('content-length') ?? 0) > MAX_FEED_BYTES)
      throw new FeedFetchError('The feed is too large.');
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_FEED_BYTES) throw new FeedFetchError('The feed is too large.');
    return bytes.toString('utf8');
  }
  throw new FeedFetchError('The feed redirects too many times.');
}
