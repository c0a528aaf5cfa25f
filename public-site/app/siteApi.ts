/**
 * How page loaders and components call the API. On the server the render passes an implementation
 * that goes through Fastify's inject (no network, the visitor's cookie forwarded); in the browser it
 * is fetch with the CSRF header of DESIGN.md on changes.
 *
 * SPEC section 7: every v6 request carries `_locale`, the page's language, so that whatever the
 * answer says (a booking after an action, an error) is in the reader's language. Both clients add
 * it here; a call that bypasses them (EventSource, sendBeacon, a multipart fetch) uses `withLocale`.
 * withLocale.test.ts scans the site's sources for v6 calls without it.
 */
export type SiteApi = (
  path: string,
  init?: { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> },
) => Promise<Response>;

/** `path` with `_locale=<language>` added when it is a v6 path that has none. */
export function withLocale(path: string, language: string | null | undefined): string {
  if (!language || !path.startsWith('/api/v6/')) return path;
  const [beforeHash, hash] = path.split('#', 2) as [string, string | undefined];
  if (/[?&]_locale=/.test(beforeHash)) return path;
  const joined = `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}_locale=${encodeURIComponent(language)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/** The page's language in the browser: the `<html lang>` the server wrote and SiteLayout keeps. */
export function pageLanguage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.documentElement.lang || undefined;
}

/** A SiteApi that writes `language` on every v6 call it makes (the server render's loaders). */
export const localizedApi =
  (api: SiteApi, language: string): SiteApi =>
  (path, init) =>
    api(withLocale(path, language), init);

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

export const browserApi: SiteApi = (path, init = {}) => {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && method !== 'HEAD') {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = xsrf;
  }
  return fetch(withLocale(path, pageLanguage()), {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
    signal: init.signal,
  });
};

/** Reads a JSON answer, turning the API's error shape into an Error whose message a person can read. */
export async function readJson<T>(response: Response): Promise<T> {
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const error = new Error(body?.error?.message ?? `The server answered ${response.status}.`) as Error & {
      status: number;
      url: string;
      code?: string;
      fields?: Record<string, string>;
    };
    error.status = response.status;
    // Error reports group HTTP failures by this URL's path (shared/errors/reportingRules.ts).
    error.url = response.url;
    error.code = body?.error?.code;
    error.fields = body?.error?.fields;
    throw error;
  }
  return body as T;
}
