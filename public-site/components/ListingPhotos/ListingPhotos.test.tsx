// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingPhoto, ListingPhotos as ListingPhotosAnswer } from '../../../shared/owners/photos.ts';
import { renderWithSite } from '../Trip/renderWithSite.tsx';
import { ListingPhotos } from './ListingPhotos.tsx';

const photo = (id: number, isCover: boolean): ListingPhoto => ({
  id,
  url: `/media/listings/7/p${id}/800.webp`,
  alt: null,
  isCover,
  sources: [{ type: 'image/webp', srcSet: `/media/listings/7/p${id}/400.webp 400w` }],
});
const answer = (photos: ListingPhoto[]): ListingPhotosAnswer => ({
  productId: 7,
  photos,
  maxBytes: 15 * 1024 * 1024,
  maxPhotos: 40,
});

/** The API as the page meets it: what each request sent, and the answers of a listing of two photos. */
let sent: { url: string; method: string; body: unknown }[];
let xhrAnswer: { status: number; body: unknown };
/** What the API answers when asked for an upload: through the server (no S3) unless a test says. */
let uploadTickets: unknown;
/** The answers of the listing's photos, in turn (the last one repeats). */
let listings: ListingPhotosAnswer[];

/** The browser's XMLHttpRequest, answering as the server would (happy-dom's own would reach no server). */
class ServerXhr {
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    sent.push({ url: this.url, method: 'POST', body: 'multipart' });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = xhrAnswer.status;
      this.responseText = JSON.stringify(xhrAnswer.body);
      this.onload?.();
    }, 0);
  }
}

beforeEach(() => {
  sent = [];
  uploadTickets = { via: 'server' };
  listings = [answer([photo(1, true), photo(2, false)])];
  vi.stubGlobal('XMLHttpRequest', ServerXhr);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ url, method, body });
    if (method === 'PUT') {
      const ids = (body as { photoIds: number[] }).photoIds;
      return Response.json(answer(ids.map((id, i) => photo(id, i === 0))));
    }
    if (/\/uploads(\?|$)/.test(url)) return Response.json(uploadTickets);
    if (/\/uploads\/[^/?]+(\?|$)/.test(url))
      return Response.json(
        {
          ...answer([photo(1, true), photo(2, false)]),
          processing: [{ id: UPLOAD_ID, name: 'deck.jpg', error: null }],
        },
        { status: 202 },
      );
    return Response.json(listings.length > 1 ? listings.shift() : listings[0]);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UPLOAD_ID = '0b6b9c2e-3f4a-4d5e-9f60-7a8b9c0d1e2f';

describe('the listing editor’s photos', () => {
  it('shows the photos in order with the cover, and moves one with the arrow keys, announcing it', async () => {
    renderWithSite(<ListingPhotos productId="7" />);
    const items = await screen.findAllByTestId('listing-photo');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Cover')).toBeTruthy();

    const second = screen.getByRole('button', { name: 'Photo 2 of 2' });
    fireEvent.keyDown(second, { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(screen.getByTestId('listing-photos-announcement').textContent).toBe(
        'Photo moved to position 1 of 2.',
      ),
    );
    expect(sent.find((request) => request.method === 'PUT')).toEqual({
      url: '/api/v6/account/listing-photos/7/order',
      method: 'PUT',
      body: { photoIds: [2, 1] },
    });
    expect(within(screen.getAllByTestId('listing-photo')[0]).getByText('Cover')).toBeTruthy();
  });

  it('gives each file its own outcome: a PDF named .jpg says it is not a picture, a huge file is never sent', async () => {
    xhrAnswer = {
      status: 400,
      body: { error: { code: 'not-a-picture', message: 'x', fields: { 'photos.0': 'photoNotAPicture' } } },
    };
    renderWithSite(<ListingPhotos productId="7" />);
    const input = await screen.findByTestId('listing-photos-input');
    const pdf = new File(['%PDF-1.7'], 'contract.jpg', { type: 'image/jpeg' });
    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 16 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [pdf, huge] } });

    expect(await screen.findByText('contract.jpg is not a picture (JPEG, PNG, WebP or AVIF).')).toBeTruthy();
    expect(await screen.findByText('huge.jpg is too large.')).toBeTruthy();
    expect(sent.filter((request) => request.body === 'multipart')).toHaveLength(1);
  });

  it('adds an uploaded photo at the end and says so', async () => {
    xhrAnswer = { status: 201, body: answer([photo(1, true), photo(2, false), photo(3, false)]) };
    renderWithSite(<ListingPhotos productId="7" />);
    const input = await screen.findByTestId('listing-photos-input');
    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'deck.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(screen.getAllByTestId('listing-photo')).toHaveLength(3));
    expect(screen.getByTestId('listing-photos-announcement').textContent).toBe('deck.jpg added.');
  });

  it('with S3, sends the file straight to the store, confirms it, and shows it processing until it is ready', async () => {
    uploadTickets = {
      via: 'store',
      expiresInSeconds: 900,
      uploads: [{ id: UPLOAD_ID, url: 'https://files.example/bosun', fields: { key: 'uploads/x' } }],
    };
    xhrAnswer = { status: 204, body: '' };
    // Two photos when the page opens; three once the job made the new one ready.
    listings = [
      answer([photo(1, true), photo(2, false)]),
      answer([photo(1, true), photo(2, false), photo(3, false)]),
    ];
    renderWithSite(<ListingPhotos productId="7" />);
    const input = await screen.findByTestId('listing-photos-input');
    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'deck.jpg', { type: 'image/jpeg' })] } });

    const waiting = await screen.findByTestId('listing-photos-processing');
    expect(within(waiting).getByText('Preparing the sizes…')).toBeTruthy();
    // The file went to the store, never to the API.
    expect(sent.filter((request) => request.body === 'multipart').map((request) => request.url)).toEqual([
      'https://files.example/bosun',
    ]);
    expect(sent.find((request) => /\/7\/uploads(\?|$)/.test(request.url))?.body).toEqual({
      files: [{ name: 'deck.jpg', size: 4, type: 'image/jpeg' }],
    });
    await waitFor(() => expect(screen.getAllByTestId('listing-photo')).toHaveLength(3), { timeout: 6000 });
    expect(screen.queryByTestId('listing-photos-processing')).toBeNull();
  }, 15_000);
});
