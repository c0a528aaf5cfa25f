// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSiteI18n } from '../../app/i18n.ts';
import { screenShouldRevalidate } from '../../routes.tsx';
import { AuthFunnelProvider } from './AuthFunnelProvider.tsx';
import { useAuthenticateRequest } from './useAuthenticateRequest.ts';

const translations = JSON.parse(
  readFileSync(join(process.cwd(), 'public-site/public/i18n/bosun/en.json'), 'utf8'),
);

// The modal's code is loaded lazily by the provider: loaded once here, so that no test waits on it.
beforeAll(async () => {
  await import('./AuthFunnelModal.tsx');
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ providers: [] })),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function SignInButton() {
  const authenticate = useAuthenticateRequest();
  return (
    <button type="button" onClick={() => authenticate('favorite')}>
      Save
    </button>
  );
}

function Page() {
  const { path } = useLoaderData() as { path: string };
  return <p data-testid="page">{path}</p>;
}

/** The site's two routes as routes.tsx builds them, the screen with its real revalidation rule. */
function site(at: string) {
  const loads: string[] = [];
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        // What the site's root loader gives (useSite reads it).
        loader: () => ({
          language: 'en',
          defaultLanguage: 'en',
          currency: 'EUR',
          translations,
          viewer: null,
        }),
        shouldRevalidate: () => false,
        element: (
          <AuthFunnelProvider initialViewer={null}>
            <SignInButton />
            <Outlet />
          </AuthFunnelProvider>
        ),
        children: [
          {
            id: 'screen',
            path: '*',
            loader: ({ request }) => {
              const path = new URL(request.url).pathname;
              loads.push(path);
              return { path };
            },
            shouldRevalidate: screenShouldRevalidate('en'),
            Component: Page,
          },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <I18nextProvider i18n={createSiteI18n('en', translations)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, loads };
}

async function openModal() {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return screen.findByRole('dialog', {}, { timeout: 10_000 });
}

describe('the partial-page catch-all while the sign-in modal is open (SPEC section 2)', () => {
  it('keeps the search page behind the modal when the address moves to another search, then catches up on close', async () => {
    const { router, loads } = site('/en/boat-rental/nice');
    expect((await screen.findByTestId('page')).textContent).toBe('/en/boat-rental/nice');
    await openModal();

    await act(() => router.navigate('/en/boat-rental/marseille'));
    expect(screen.getByTestId('page').textContent).toBe('/en/boat-rental/nice');
    expect(loads).toEqual(['/en/boat-rental/nice']);
    expect(screen.queryByRole('dialog')).not.toBeNull();

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('/en/boat-rental/marseille'));
    expect(loads).toEqual(['/en/boat-rental/nice', '/en/boat-rental/marseille']);
  });

  it('lets application and product routes load as usual under the modal, and every route once it is closed', async () => {
    const { router, loads } = site('/en/boat-rental/nice');
    await screen.findByTestId('page');
    await openModal();
    await act(() => router.navigate('/en/account/bookings'));
    expect(screen.getByTestId('page').textContent).toBe('/en/account/bookings');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => router.navigate('/en/boat-rental/antibes'));
    expect(screen.getByTestId('page').textContent).toBe('/en/boat-rental/antibes');
    expect(loads).toEqual(['/en/boat-rental/nice', '/en/account/bookings', '/en/boat-rental/antibes']);
  });
});

describe('the sign-in modal’s numbers as rendered (SPEC section 2)', () => {
  it('removes the modal 100 ms after closing, not before, for the exit animation', async () => {
    site('/en');
    await screen.findByTestId('page');
    const dialog = await openModal();
    vi.useFakeTimers();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(dialog.classList.contains('is-closing')).toBe(true);
    act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('are the stylesheet’s: 560 px centred, 530 px from the right, 46.5 rem, a 0.1 s exit', () => {
    const css = readFileSync(join(process.cwd(), 'public-site/styles/auth-funnel.css'), 'utf8');
    const rule = (selector: string) =>
      [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
        .filter(([, selectors]) => selectors.split(',').some((s) => s.trim() === selector))
        .map(([, , body]) => body)
        .join(';');
    expect(rule('.auth-funnel')).toMatch(/width:\s*560px/);
    expect(rule('.auth-funnel--right')).toMatch(/right:\s*530px/);
    expect(css).toMatch(/max-width:\s*46\.5rem/);
    expect(rule('.auth-funnel.is-closing')).toMatch(/0\.1s/);
  });
});
