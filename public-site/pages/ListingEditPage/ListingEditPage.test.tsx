// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingEditor } from '../../../shared/owners/editor.ts';
import { renderWithSite } from '../../components/Trip/renderWithSite.tsx';
import { ListingEditorView } from './ListingEditorView.tsx';
import { head } from './ListingEditPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A draft whose details and harbour are saved: the editor resumes at its description. */
const draft: ListingEditor = {
  id: 42,
  state: 'draft',
  moderationReason: null,
  basics: {
    title: 'Sea Breeze',
    productType: 'motorboat',
    builderName: 'Jeanneau',
    modelName: 'Cap Camarat',
    buildYear: 2019,
    lengthM: 7.5,
    enginePowerHp: 250,
    capacity: 8,
    cabins: 1,
    berths: 2,
    licenceRequired: true,
  },
  place: { harbour: null, latitude: null, longitude: null },
  descriptions: [],
  titles: { en: 'Sea Breeze', fr: 'Bateau à moteur Jeanneau Cap Camarat à Cannes' },
  pictures: [],
  equipment: [],
  cabins: { sleepingAreas: [], itineraries: [] },
  captain: { sailingType: 'withoutCaptain', captainPricePerDay: null, skipperLanguages: [] },
  prices: {
    basePricePerDay: null,
    basePricePerHalfDay: null,
    basePricePerWeek: null,
    minimumDays: 1,
    seasons: [],
    durationDiscounts: [],
  },
  extras: [],
  conditions: {
    depositAmount: 0,
    cancellationPolicy: 'moderate',
    instantBooking: false,
    checkInTime: null,
    checkOutTime: null,
  },
  completeness: {
    score: 20,
    done: ['basics', 'captain'],
    missing: ['place', 'description', 'photos', 'equipment', 'cabins', 'prices', 'extras', 'conditions'],
    requiredMissing: ['place', 'description', 'prices'],
  },
  resumeStep: 'place',
};

describe('the listing editor', () => {
  it('opens at the first step not done, shows the completeness, and names what keeps it from review', () => {
    renderWithSite(<ListingEditorView initial={draft} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Harbour' })).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Listing 20 % complete' }).getAttribute('value')).toBe('20');
    const steps = screen.getByRole('navigation', { name: 'Listing steps' });
    expect(
      within(steps)
        .getByRole('button', { name: /Harbour/ })
        .getAttribute('aria-current'),
    ).toBe('step');
    expect(within(steps).getByRole('button', { name: /Type and details.*done/ })).toBeTruthy();
    const panel = screen.getByTestId('publish-panel');
    expect(within(panel).getByRole('heading', { name: 'Draft' })).toBeTruthy();
    expect(within(panel).getByTestId('missing-steps').textContent).toBe('HarbourDescriptionPrices');
    expect(
      (within(panel).getByRole('button', { name: 'Send to review' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows the server’s field error on a negative price and stays on the step', async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { error: { code: 'validation-failed', message: 'x', fields: { basePricePerDay: 'amountInvalid' } } },
        { status: 400 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithSite(<ListingEditorView initial={{ ...draft, resumeStep: 'prices' }} />, { language: 'fr' });
    expect(screen.getByRole('heading', { level: 3, name: 'Prix' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Prix par jour (€)'), { target: { value: '-50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    await waitFor(() => expect(screen.getByText('Saisissez un montant supérieur ou égal à 0.')).toBeTruthy());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v6/account/listings/42/editor/prices');
    expect(JSON.parse(String(init.body))).toMatchObject({ basePricePerDay: -5000 });
    expect(screen.getByRole('heading', { level: 3, name: 'Prix' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Certains champs sont à corriger.');
  });

  it('drops a field’s error as soon as the owner corrects it, and the summary with the last one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            error: {
              code: 'validation-failed',
              message: 'x',
              fields: { basePricePerDay: 'amountInvalid', minimumDays: 'minimumDaysInvalid' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithSite(<ListingEditorView initial={{ ...draft, resumeStep: 'prices' }} />);
    fireEvent.change(screen.getByLabelText('Price per day (€)'), { target: { value: '-50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByText('Enter an amount of 0 or more.');
    expect(screen.getByRole('alert').textContent).toBe('Some fields need your attention.');

    fireEvent.change(screen.getByLabelText('Price per day (€)'), { target: { value: '50' } });
    expect(screen.queryByText('Enter an amount of 0 or more.')).toBeNull();
    // Another field still needs fixing: the summary stays until it is fixed too.
    expect(screen.getByRole('alert').textContent).toBe('Some fields need your attention.');
    fireEvent.change(screen.getByLabelText('Minimum rental (days)'), { target: { value: '2' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the listing by its title in the page’s language, in the heading and the document title', () => {
    renderWithSite(<ListingEditorView initial={draft} />, { language: 'fr' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Bateau à moteur Jeanneau Cap Camarat à Cannes' }),
    ).toBeTruthy();
    cleanup();
    renderWithSite(<ListingEditorView initial={{ ...draft, titles: {} }} />, { language: 'de' });
    expect(screen.getByRole('heading', { level: 2, name: 'Sea Breeze' })).toBeTruthy();
    const t = ((key: string, values?: { title: string }) =>
      key === 'ownerMore:editTitleOf' ? `Modifier « ${values?.title} »` : key) as never;
    expect(head(t, { title: 'Bateau à moteur Jeanneau' }).title).toBe(
      'Modifier « Bateau à moteur Jeanneau »',
    );
    expect(head(t, { answer: null }).title).toBe('listingEditor:title');
  });
});
