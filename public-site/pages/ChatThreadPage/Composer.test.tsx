// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../components/Trip/renderWithSite.tsx';
import { Composer } from './Composer.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The composer after the server refused the chosen file with `fields.file` = reason. */
async function refusedUpload(reason: string | undefined, language: 'fr' | 'de') {
  const body = {
    error: { code: 'bad-request', message: 'refused', ...(reason ? { fields: { file: reason } } : {}) },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 400 })),
  );
  renderWithSite(<Composer conversationHash="abc" onSend={vi.fn()} />, { language });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File(['%PDF-1.7 locked'], 'contrat.pdf', { type: 'application/pdf' });
  fireEvent.change(input, { target: { files: [file] } });
  return waitFor(() => screen.getByRole('alert'));
}

describe('the composer says why a file was refused', () => {
  it('a password-protected PDF', async () => {
    expect((await refusedUpload('pdfEncrypted', 'fr')).textContent).toBe(
      'Ce PDF est protégé par un mot de passe : enregistrez-le sans mot de passe puis renvoyez-le.',
    );
  });

  it('a damaged file', async () => {
    expect((await refusedUpload('fileUnreadable', 'de')).textContent).toContain('beschädigt');
  });

  it('anything else: what may be sent', async () => {
    expect((await refusedUpload(undefined, 'fr')).textContent).toContain('PDF');
    expect(screen.getByRole('alert').textContent).not.toContain('mot de passe');
  });
});
