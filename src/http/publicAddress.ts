import { isIP } from 'node:net';

/**
 * Whether an IP address is on the public internet: what a URL given by a user (an iCal feed, a push
 * endpoint) may make the server contact. Loopback, private, link-local, shared, documentation,
 * multicast and reserved ranges are not, whatever the spelling: IPv4-mapped and -compatible IPv6
 * (::ffff:127.0.0.1, ::ffff:7f00:1, ::127.0.0.1), NAT64 (64:ff9b::127.0.0.1) and 6to4 (2002:7f00:1::)
 * are judged by the IPv4 address they carry.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return isPublicIpv4(ipv4Bytes(address));
  if (family === 6) return isPublicIpv6(ipv6Bytes(address));
  return false;
}

function ipv4Bytes(address: string): number[] {
  return address.split('.').map(Number);
}

function isPublicIpv4([a, b, c]: number[]): boolean {
  return !(
    a === 0 || // this network
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, the cloud's metadata address
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) || // IETF protocol assignments, documentation
    (a === 192 && b === 88 && c === 99) || // 6to4 relay anycast
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a >= 224 // multicast, reserved, broadcast
  );
}

/** The 16 bytes of an IPv6 address (isIP said it is one), a trailing dotted IPv4 part included. */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, ''); // a zone (fe80::1%eth0) says nothing
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    tail.push(...ipv4Bytes(dotted[1]));
    text = `${text.slice(0, dotted.index)}0:0`;
  }
  const [head, rest] = text.split('::');
  const groupsOf = (part: string | undefined) => (part ? part.split(':').filter(Boolean) : []);
  const left = groupsOf(head);
  const right = rest === undefined ? [] : groupsOf(rest);
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((g) =>
    Number.parseInt(g, 16),
  );
  const bytes = groups.flatMap((g) => [g >> 8, g & 0xff]);
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

function isPublicIpv6(bytes: number[]): boolean {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const embedded = (at: number) => isPublicIpv4(bytes.slice(at, at + 4));
  // ::/96 (unspecified, loopback, IPv4-compatible) and ::ffff:0:0/96 (IPv4-mapped)
  if (zeros(0, 10) && ((bytes[10] === 0 && bytes[11] === 0) || (bytes[10] === 0xff && bytes[11] === 0xff)))
    return embedded(12);
  // ::ffff:0:0:0/96 (IPv4-translated)
  if (zeros(0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zeros(10, 12)) return embedded(12);
  // 64:ff9b::/96 (NAT64, well-known prefix); 64:ff9b:1::/48 is for a local network's own translator
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b) {
    return zeros(4, 12) ? embedded(12) : false;
  }
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return embedded(2); // 6to4
  if (bytes[0] === 0x20 && bytes[1] === 0x01 && bytes[2] === 0 && bytes[3] === 0) return false; // Teredo
  if (bytes[0] === 0x20 && bytes[1] === 0x01 && bytes[2] === 0x0d && bytes[3] === 0xb8) return false; // documentation
  if (bytes[0] === 0x01 && zeros(1, 8)) return false; // discard-only 100::/64
  if ((bytes[0] & 0xfe) === 0xfc) return false; // unique local fc00::/7
  if (bytes[0] === 0xfe && (bytes[1] & 0xc0) !== 0) return false; // link-local fe80::/10, site-local fec0::/10
  if (bytes[0] === 0xff) return false; // multicast
  // Only global unicast (2000::/3) is on the internet.
  return (bytes[0] & 0xe0) === 0x20;
}
