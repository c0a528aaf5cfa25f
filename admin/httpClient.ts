import { fetchUtils, HttpError, useLocaleState } from 'react-admin';
import { errorsEn } from './i18n/errorsEn.ts';

const XSRF_COOKIE = 'XSRF-TOKEN';

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/** The console's language as the staff member chose it, which the API writes its words in. */
let consoleLanguage: string | undefined;

/**
 * Keeps the API's words in the console's language (DESIGN: whose language): every request says it
 * as Accept-Language, so a refused refund ("At most … is left to refund") reads as the console does.
 * Called by the console's layout, so it follows a change of language at once.
 */
export function useConsoleLanguageForApi() {
  const [locale] = useLocaleState();
  consoleLanguage = locale;
}

interface ApiErrorBody {
  error?: { code: string; message: string; fields?: Record<string, string> };
}

/**
 * The message an API error shows: the `bosun.errors.<code>` translation key when the console knows
 * the code (react-admin's notifications translate it into the staff's language), else the server's
 * own words.
 */
export const errorMessageOf = (apiError: { code: string; message: string }) =>
  Object.hasOwn(errorsEn, apiError.code) ? `bosun.errors.${apiError.code}` : apiError.message;

/**
 * fetchJson with the session cookie and the CSRF echo the API requires on every change. API errors
 * are re-thrown with their message translated by code (errorMessageOf), and field errors in the shape
 * react-admin forms show under each input (`errors`), translated through `bosun.validation.<key>`.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  if (consoleLanguage && !headers.has('Accept-Language')) headers.set('Accept-Language', consoleLanguage);
  const method = (options.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  }
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  } catch (error) {
    const apiError = error instanceof HttpError ? (error.body as ApiErrorBody | undefined)?.error : undefined;
    if (!(error instanceof HttpError) || !apiError) throw error;
    const errors = apiError.fields
      ? Object.fromEntries(
          Object.entries(apiError.fields).map(([field, key]) => [field, `bosun.validation.${key}`]),
        )
      : undefined;
    throw new HttpError(errorMessageOf(apiError), error.status, { ...apiError, errors });
  }
}
