// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Translations } from '../../app/i18n.ts';
import type { SiteApi } from '../../app/siteApi.ts';
import { createRoutes } from '../../routes.tsx';

afterEach(cleanup);

const USER = { id: 7, firstName: 'Anaïs', lastName: 'M', email: 'a@example.test', isOwner: false };

/** The site's routes as the browser runs them, with a signed-in visitor who has 3 unread messages. */
function siteAt(url: string) {
  const api: SiteApi = async (path) => {
    const answer = path.startsWith('/api/v6/auth/viewer')
      ? { user: USER }
      : path.startsWith('/api/v6/account/conversations/unread-count')
        ? { total: 3 }
        : null;
    return answer
      ? new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
      : new Response('{}', { status: 404 });
  };
  const routes = createRoutes({
    defaultLanguage: 'en',
    loadTranslations: async (language: LanguageCode) =>
      JSON.parse(
        readFileSync(join(process.cwd(), `public-site/public/i18n/bosun/${language}.json`), 'utf8'),
      ) as Translations,
    cookies: () => '',
    api: () => api,
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('a French not-found page’s header, signed in (DESIGN: whose language)', () => {
  it.each(['/fr/account/unknown', '/fr/booking/12/foo', '/fr/account/chat/abc'])(
    '%s words the messages link and its unread count in French',
    async (url) => {
      siteAt(url);
      const badge = await screen.findByTestId('unread-badge', {}, { timeout: 5_000 });
      const link = badge.closest('a');
      expect(link?.textContent).toBe('Messagerie3Messages non lus : 3');
    },
  );

  it('stays French after the language menu moves an English not-found page to French', async () => {
    const router = siteAt('/en/account/unknown');
    expect(
      (await screen.findByTestId('unread-badge', {}, { timeout: 5_000 })).closest('a')?.textContent,
    ).toBe('Messages3Unread messages: 3');
    await act(() => router.navigate('/fr/account/unknown'));
    await waitFor(() => expect(document.querySelector('h1')?.textContent).not.toMatch(/^This page/));
    expect(screen.getByTestId('unread-badge').closest('a')?.textContent).toBe(
      'Messagerie3Messages non lus : 3',
    );
  });
});
