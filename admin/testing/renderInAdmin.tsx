import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  type AuthProvider,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { StaffRole } from '../../shared/admin/users.ts';
import { dataProvider } from '../dataProvider.ts';
import { useBosunI18nProvider } from '../i18nProvider.ts';

/** One request a screen sent, as the server would read it. */
export interface SentRequest {
  method: string;
  /** Path and query string. */
  url: string;
  body: unknown;
  headers: Headers;
}

export interface ApiAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * Replaces `fetch` for a component test: records every request the console sends (method, URL,
 * parsed JSON body, headers) and answers each with `answer(request)`. It also plays the browser
 * holding the CSRF cookie the API asks changes to echo.
 */
export function spyOnApi(answer: (request: SentRequest) => ApiAnswer | undefined = () => ({ body: {} })) {
  const sent: SentRequest[] = [];
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const request = {
      method: (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
      url: `${url.pathname}${url.search}`,
      body: typeof init.body === 'string' && init.body !== '' ? JSON.parse(init.body) : undefined,
    } as SentRequest;
    // Not enumerable, so `toEqual({method, url, body})` states the exact request while a test
    // about the CSRF header can still read it.
    Object.defineProperty(request, 'headers', { value: new Headers(init.headers), enumerable: false });
    sent.push(request);
    const given = answer(request);
    if (!given)
      return new Response(JSON.stringify({ error: { code: 'not-stubbed', message: href } }), { status: 404 });
    return new Response(JSON.stringify(given.body), {
      status: given.status ?? 200,
      headers: { 'content-type': 'application/json', ...given.headers },
    });
  });
  vi.stubGlobal('fetch', fetchSpy);
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser that holds the cookie
  document.cookie = 'XSRF-TOKEN=test-xsrf';
  return sent;
}

/**
 * `spyOnApi` with answers by "METHOD /path" (query string ignored); unlisted calls answer 404.
 * `changes()` lists the requests that were not GETs.
 */
export function stubApi(answers: Record<string, ApiAnswer | ((request: SentRequest) => ApiAnswer)>) {
  const sent = spyOnApi((request) => {
    const found = answers[`${request.method} ${request.url.split('?')[0]}`];
    return typeof found === 'function' ? found(request) : found;
  });
  return { sent, changes: () => sent.filter((request) => request.method !== 'GET') };
}

export const SALESPERSON = { id: 3, fullName: 'Sam Sales' };

const testAuthProvider = (role: StaffRole, identity: { id: number; fullName: string }): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => identity,
  getPermissions: async () => role,
});

function Providers({
  role,
  locale,
  children,
}: {
  role: StaffRole;
  locale: 'en' | 'fr';
  children: ReactNode;
}) {
  const i18nProvider = useBosunI18nProvider(locale);
  if (!i18nProvider) return null;
  const identity = role === 'sales' ? SALESPERSON : { id: 1, fullName: `A ${role}` };
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={testAuthProvider(role, identity)}
      i18nProvider={i18nProvider}
    >
      {children}
      <Notification />
    </AdminContext>
  );
}

/**
 * Renders a console screen as the app does — the real data provider (requests go through
 * ra-data-simple-rest and the custom methods to `fetch`), the console's own i18n provider in
 * English (or `locale`), a signed-in staff member of `role` — at `path`, inside one resource and, for a show
 * screen's parts, one record.
 */
export function renderInAdmin(
  ui: ReactNode,
  {
    resource,
    record,
    role = 'manager',
    path = '/',
    locale = 'en',
  }: { resource?: string; record?: object; role?: StaffRole; path?: string; locale?: 'en' | 'fr' } = {},
) {
  const withRecord = record ? <RecordContextProvider value={record}>{ui}</RecordContextProvider> : ui;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers role={role} locale={locale}>
        {resource ? (
          <ResourceContextProvider value={resource}>{withRecord}</ResourceContextProvider>
        ) : (
          withRecord
        )}
      </Providers>
    </MemoryRouter>,
  );
}
