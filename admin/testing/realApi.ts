import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { SentRequest } from './renderInAdmin.tsx';

/**
 * Replaces `fetch` for a component test with the real API: every request the console sends goes to
 * `app` (a test app over its own database, tests/helpers/app.ts) through `inject`, signed in by
 * `auth` (a bearer header of a real staff member), and its real answer comes back. The screen, the
 * data provider and the server are the product's own; only the network is left out.
 * Answers the requests sent, as the server read them.
 */
export function serveFromApp(app: FastifyInstance, auth: () => Record<string, string>) {
  const sent: SentRequest[] = [];
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' && init.body !== '' ? init.body : undefined;
    const request = {
      method,
      url: `${url.pathname}${url.search}`,
      body: body ? JSON.parse(body) : undefined,
    } as SentRequest;
    Object.defineProperty(request, 'headers', { value: new Headers(headers), enumerable: false });
    sent.push(request);
    const answer = await app.inject({
      method: method as 'GET',
      url: request.url,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}), ...auth() },
      payload: body,
    });
    const replyHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        replyHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers: replyHeaders });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return sent;
}
