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

describe('with S3, a file goes straight to the store', () => {
  it('asks for a ticket, posts the file to the store, confirms, and attaches it once its job cleaned it', async () => {
    const uploadId = '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    const attachment = { id: 41, name: 'licence.png', contentType: 'image/png', size: 120, url: '/x' };
    const sent: { url: string; method: string; body: unknown }[] = [];
    let polls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        sent.push({ url, method, body: init.body });
        if (url.startsWith('https://files.example/')) return new Response(null, { status: 204 });
        if (/\/attachments\/uploads(\?|$)/.test(url))
          return Response.json({
            via: 'store',
            id: uploadId,
            url: 'https://files.example/bosun',
            fields: { key: `uploads/messages/1/${uploadId}` },
            expiresInSeconds: 900,
          });
        if (method === 'POST')
          return Response.json(
            { id: uploadId, state: 'processing', attachment: null, error: null },
            { status: 202 },
          );
        polls++;
        return Response.json({ id: uploadId, state: 'ready', attachment, error: null });
      }),
    );
    renderWithSite(<Composer conversationHash="abc" onSend={vi.fn()} />, { language: 'en' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'licence.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByText('licence.png')).toBeTruthy(), { timeout: 4000 });
    expect(polls).toBe(1);
    // The file itself went to the store only; the API had JSON.
    const withFile = sent.filter(
      (request) => request.body instanceof FormData || request.body instanceof File,
    );
    expect(withFile.map((request) => request.url)).toEqual(['https://files.example/bosun']);
    expect(JSON.parse(String(sent[0].body))).toEqual({
      conversation: 'abc',
      name: 'licence.png',
      size: 3,
      type: 'image/png',
    });
  });
});
