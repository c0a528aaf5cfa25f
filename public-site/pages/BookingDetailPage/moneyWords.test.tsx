// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingDetail } from '../../../shared/bookings/trips.ts';
import type { StatementLine } from '../../../shared/money/statement.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { renderWithSite } from '../../components/Trip/renderWithSite.tsx';
import { useTripDates } from '../../components/Trip/tripDates.ts';
import { CancellationSection } from './CancellationSection.tsx';
import { statementLineWords } from './PaymentSection.tsx';
import { TimelineSection } from './TimelineSection.tsx';

afterEach(cleanup);

const euros = (cents: number) => `${(cents / 100).toFixed(2)} €`;
const at = (minute: number) => `2030-06-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

function booking(overrides: Partial<BookingDetail>): BookingDetail {
  return {
    heldAmount: 0,
    harbour: { timeZone: 'Europe/Paris' },
    cancellation: {
      policy: 'moderate',
      terms: [],
      refundNowAmount: 0,
      refundNowPercentage: 100,
      cancelledAt: null,
      reason: null,
    },
    timeline: [],
    ...overrides,
  } as unknown as BookingDetail;
}

const refundNow = () => screen.getByTestId('refund-now').textContent;

describe('the booking page’s words match the money', () => {
  it('says a request only authorised is released, not "refunds 0 € (100 %)"', () => {
    renderWithSite(
      <CancellationSection booking={booking({ heldAmount: 141264 })} money={euros} cancel={null} />,
      {
        language: 'fr',
      },
    );
    expect(refundNow()).toBe(
      'Un retrait maintenant libère les 1412.64 € bloqués sur votre carte : rien n’a été débité.',
    );
    expect(refundNow()).not.toMatch(/rembourse/);
  });

  it('says a cancellation refunds nothing when the policy gives nothing back', () => {
    const late = booking({
      cancellation: { ...booking({}).cancellation, refundNowAmount: 0, refundNowPercentage: 0 },
    });
    renderWithSite(<CancellationSection booking={late} money={euros} cancel={null} />, { language: 'de' });
    expect(refundNow()).toBe('Eine Stornierung jetzt wird nach den Stornierungsbedingungen nicht erstattet.');
  });

  it('keeps the amount and share for a real refund', () => {
    const refund = booking({
      cancellation: { ...booking({}).cancellation, refundNowAmount: 50000, refundNowPercentage: 50 },
    });
    renderWithSite(<CancellationSection booking={refund} money={euros} cancel={null} />);
    expect(refundNow()).toBe('A cancellation now refunds 500.00 € (50 %).');
  });

  it('never says an instant booking waited for the owner, and a request shows its hold', () => {
    const instant = booking({
      timeline: [
        { from: null, to: 'payment_pending', actorRole: 'tenant', reason: null, at: at(0) },
        { from: 'payment_pending', to: 'paid', actorRole: 'system', reason: null, at: at(1) },
        { from: 'paid', to: 'accepted', actorRole: 'system', reason: null, at: at(2) },
      ],
    });
    renderWithSite(<TimelineSection booking={instant} />, { language: 'es' });
    const steps = () =>
      [...document.querySelectorAll('.detail-timeline__what')].map((step) => step.textContent);
    expect(steps().slice(1)).toEqual(['Pagada', 'Reservada al instante']);
    expect(document.body.textContent).not.toMatch(/propietario/);
    cleanup();
    renderWithSite(<TimelineSection booking={booking({ timeline: instant.timeline.slice(0, 2) })} />);
    expect(steps()[1]).toBe('Request sent, the amount held on the card');
  });

  it('words a weather cancellation in the page’s language, not by the policy nor as a raw code', () => {
    const cancelled = booking({
      cancellation: {
        ...booking({}).cancellation,
        cancelledAt: '2030-06-01T10:00:00.000Z',
        reason: 'weather',
      },
    });
    renderWithSite(<CancellationSection booking={cancelled} money={euros} cancel={null} />, {
      language: 'el',
    });
    expect(screen.getByTestId('cancelled-at').textContent).toMatch(/ · Καιρός$/);
    cleanup();
    const line: StatementLine = {
      kind: 'refunded',
      state: 'done',
      amount: 49_448,
      at: null,
      dueDate: null,
      paymentKind: null,
      refund: { reason: 'weather', percentage: null, daysBeforeStart: null },
      deposit: null,
      documentId: null,
    };
    function Words() {
      const { t } = useTranslation();
      const dates = useTripDates();
      const words = statementLineWords(line, false, t, euros, dates, 'Europe/Paris');
      return <p data-testid="words">{`${words.label} | ${words.detail}`}</p>;
    }
    renderWithSite(<Words />, { language: 'fr' });
    expect(screen.getByTestId('words').textContent).toBe(
      'Remboursé sur votre carte | Annulée pour météo : remboursée selon les règles météo',
    );
  });
});
