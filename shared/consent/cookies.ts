/**
 * The one way the site writes a cookie (SPEC section 9): SameSite Lax unless said otherwise,
 * SameSite None always Secure (browsers drop it otherwise), and a numeric lifetime counts days.
 */
export interface CookieOptions {
  /** Days as a number (0.5 is twelve hours; negative deletes), or a date; absent: the session. */
  expires?: number | Date;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
  path?: string;
  domain?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function serializeCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  now = Date.now(),
): string {
  const sameSite = options.sameSite ?? 'Lax';
  const secure = sameSite === 'None' || options.secure === true;
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.expires !== undefined) {
    const expires =
      typeof options.expires === 'number' ? new Date(now + options.expires * DAY_MS) : options.expires;
    parts.push(`Expires=${expires.toUTCString()}`);
  }
  parts.push(`SameSite=${sameSite}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** A cookie's value from a Cookie header or document.cookie. */
export function readCookie(cookies: string, name: string): string | undefined {
  const prefix = `${name}=`;
  const found = cookies.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (found === undefined) return undefined;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return found.slice(prefix.length);
  }
}

export function setCookie(name: string, value: string, options: CookieOptions = {}) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser
  document.cookie = serializeCookie(name, value, options);
}

export function deleteCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}) {
  setCookie(name, '', { ...options, expires: -1 });
}
