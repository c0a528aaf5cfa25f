import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { SiteCurrency } from '../../app/currency.ts';
import { createSiteI18n } from '../../app/i18n.ts';
import type { SiteRootData } from '../../app/siteData.ts';
import { AuthFunnelContext } from '../AuthFunnel/useAuthenticateRequest.ts';

/** Test helper: a piece of the site rendered with its language's real phrases, inside a router. */
export function renderWithSite(
  element: ReactNode,
  options: { language?: LanguageCode; currency?: SiteCurrency; at?: string } = {},
) {
  return render(siteTree(element, options));
}

/** The same tree, to render on the "server" (renderToString) and hydrate, as the site does. */
export function siteTree(
  element: ReactNode,
  { language = 'en' as LanguageCode, currency = 'EUR' as SiteCurrency, at = '/' } = {},
) {
  // The tests run from the project's root (happy-dom gives import.meta.url no file path).
  const file = join(process.cwd(), `public-site/public/i18n/bosun/${language}.json`);
  const translations = JSON.parse(readFileSync(file, 'utf8'));
  const root: SiteRootData = { language, defaultLanguage: 'en', currency, translations, viewer: null };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        loader: () => root,
        element: <Outlet />,
        children: [{ id: 'screen', path: '*', loader: () => ({ data: null }), element }],
      },
    ],
    { initialEntries: [at], hydrationData: { loaderData: { root, screen: { data: null } } } },
  );
  return (
    <I18nextProvider i18n={createSiteI18n(language, translations)}>
      <AuthFunnelContext.Provider value={{ viewer: null, authenticate: vi.fn(), setViewer: vi.fn() }}>
        <RouterProvider router={router} />
      </AuthFunnelContext.Provider>
    </I18nextProvider>
  );
}

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
}

type StubAnswer = { status?: number; body: unknown };

/** Test helper: replaces fetch, records each request and answers it by "METHOD /path". */
export function stubSiteApi(
  answers: Record<string, StubAnswer | ((request: SentRequest) => StubAnswer)>,
): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const request = {
        method,
        url: `${url.pathname}${url.search}`,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init.headers),
      };
      sent.push(request);
      const stub = answers[`${method} ${url.pathname}`];
      const answer = typeof stub === 'function' ? stub(request) : stub;
      if (!answer)
        return new Response(JSON.stringify({ error: { message: 'not stubbed' } }), { status: 404 });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}
