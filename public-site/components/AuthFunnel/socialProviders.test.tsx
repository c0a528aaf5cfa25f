// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite, stubSiteApi } from '../Trip/renderWithSite.tsx';
import { AuthFunnelPanel } from './AuthFunnelPanel.tsx';

/**
 * The sign-in's social providers (SPEC section 3: CAB among them): each one `GET /api/v6/auth/providers`
 * lists has its button beside the e-mail, in the page's language; CAB signs in with the ID token of
 * the embedded CAB issuer that stands in for it outside production.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const panel = () => (
  <AuthFunnelPanel onAuthenticated={vi.fn()} onContinue={vi.fn()} titleId="sign-in-title" />
);

describe('the sign-in’s providers', () => {
  it('shows CAB with the others when the server offers it, and signs in with its ID token', async () => {
    const sent = stubSiteApi({
      'GET /api/v6/auth/providers': { body: { providers: ['CAB', 'sandbox'] } },
      'POST /api/dev/cab/id-token': { body: { idToken: 'head.claims.signature' } },
      'POST /api/v6/auth/login': {
        body: { authToken: 'token', tracking: { userId: 9, hashedEmail: 'e', hashedPhone: null } },
      },
    });
    renderWithSite(panel(), { language: 'fr' });
    const cab = await screen.findByRole('button', { name: /Continuer avec CAB/ });
    expect(screen.getByRole('button', { name: /Continuer avec la connexion sandbox/ })).toBeTruthy();

    fireEvent.click(cab);
    expect(screen.getByText(/Émetteur CAB de test/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail partagé par le fournisseur'), {
      target: { value: 'Nora@Example.test' },
    });
    fireEvent.change(screen.getByLabelText('Nom sur le compte du fournisseur'), {
      target: { value: 'Nora Vent' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter avec CAB' }));
    await waitFor(() => expect(sent.some((r) => r.url.startsWith('/api/v6/auth/login'))).toBe(true));
    expect(sent.find((r) => r.url === '/api/dev/cab/id-token')?.body).toEqual({
      subject: 'cab:nora@example.test',
      email: 'nora@example.test',
      firstName: 'Nora',
      lastName: 'Vent',
    });
    expect(sent.find((r) => r.url.startsWith('/api/v6/auth/login'))?.body).toEqual({
      providerId: 'CAB',
      providerToken: 'head.claims.signature',
    });
  });

  it('offers no CAB when the server does not, and says so in Greek when its issuer does not answer', async () => {
    stubSiteApi({ 'GET /api/v6/auth/providers': { body: { providers: ['sandbox'] } } });
    renderWithSite(panel(), { language: 'el' });
    await screen.findByRole('button', { name: /Συνέχεια με τη σύνδεση sandbox/ });
    expect(screen.queryByRole('button', { name: /CAB/ })).toBeNull();
    cleanup();

    stubSiteApi({ 'GET /api/v6/auth/providers': { body: { providers: ['CAB'] } } });
    renderWithSite(panel(), { language: 'el' });
    fireEvent.click(await screen.findByRole('button', { name: /Συνέχεια με CAB/ }));
    fireEvent.change(screen.getByLabelText('E-mail που μοιράζεται ο πάροχος'), {
      target: { value: 'eleni@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Σύνδεση με CAB' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Η σύνδεση με CAB δεν είναι διαθέσιμη αυτή τη στιγμή. Δοκιμάστε ξανά ή συνεχίστε με το e-mail σας.',
    );
  });
});
