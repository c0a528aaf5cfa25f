// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingDetail } from '../../../shared/bookings/trips.ts';
import { renderWithSite } from '../../components/Trip/renderWithSite.tsx';
import { TimelineSection } from './TimelineSection.tsx';

afterEach(cleanup);

/** A history with each code the parties read (src/db/migrations/294_history_sentences_as_codes.sql). */
const history = (): BookingDetail['timeline'] =>
  (
    [
      ['modificationRequested', { startDate: '2027-07-14', endDate: '2027-07-16' }],
      ['modificationApplied', { startDate: '2027-07-14', endDate: '2027-07-16' }],
      ['modificationDeclined', { message: 'Bateau en révision' }],
      ['modificationWithdrawn', undefined],
      ['modificationPaid', undefined],
      ['modificationExpired', undefined],
      ['weatherPostponed', { fromDate: '2027-07-10', toDate: '2027-07-24' }],
      ['reviewPublished', undefined],
    ] as const
  ).map(([reason, facts], n) => ({
    from: 'accepted',
    to: 'accepted',
    actorRole: 'system',
    reason,
    ...(facts ? { facts } : {}),
    at: `2027-07-0${n + 1}T08:00:00.000Z`,
  }));

const booking = { timeline: history(), harbour: { timeZone: 'Europe/Paris' } } as unknown as BookingDetail;

describe('the booking page’s history in the page’s language (DESIGN: whose language)', () => {
  it('words every code of a booking change, a postponement and a review in French, dates included', () => {
    renderWithSite(<TimelineSection booking={booking} />, { language: 'fr' });
    const reasons = screen.getAllByText((_, element) =>
      Boolean(element?.classList.contains('detail-timeline__reason')),
    );
    expect(reasons.map((p) => p.textContent)).toEqual([
      'Modification demandée · 14 juil. – 16 juil. 2027',
      'Réservation modifiée · 14 juil. – 16 juil. 2027',
      'Modification refusée par le propriétaire · Bateau en révision',
      'Modification retirée par le locataire',
      'Modification payée',
      'Modification expirée sans réponse',
      'Reportée pour la météo : 10 juil. 2027 → 24 juil. 2027',
      'Avis publié',
    ]);
  });

  it('never shows a code or an English word in any of the 13 languages', () => {
    for (const language of ['de', 'el', 'es', 'it', 'nl', 'pl', 'pt', 'ru', 'sv'] as const) {
      renderWithSite(<TimelineSection booking={booking} />, { language });
      const text = document.body.textContent ?? '';
      expect(text, language).not.toMatch(/modification[A-Z]|weatherPostponed|reviewPublished/);
      expect(text, language).not.toMatch(/Change|Review|weather|\d{4}-\d{2}-\d{2}/);
      cleanup();
    }
  });
});
