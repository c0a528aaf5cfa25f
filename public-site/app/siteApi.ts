/**
 * How page loaders and components call the API. On the server the render passes an implementation
 * that goes through Fastify's inject (no network, the visitor's cookie forwarded); in the browser it
 * is fetch with the CSRF header of DESIGN.md on changes.
 */
export type SiteApi = (
  path: string,
  init?: { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> },
) => Promise<Response>;

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
  return fetch(path, {
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
