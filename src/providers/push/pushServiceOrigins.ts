/**
 * The browsers' push services (Chrome and Android's FCM, Firefox's autopush, Safari's, Edge's WNS):
 * the only places a Web Push endpoint may point to outside tests. A subscription is written by a
 * browser, so anything else would let a visitor aim the server at an internal host.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'web.push.apple.com'];
const PUSH_SERVICE_DOMAINS = ['.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain));
}

/** Tests run their own push service on this machine; everywhere else only the public ones. */
export const pushEndpointRule = (nodeEnv: string) =>
  nodeEnv === 'test' ? () => true : isPushServiceEndpoint;
