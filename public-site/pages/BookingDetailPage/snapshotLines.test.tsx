// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingDetail } from '../../../shared/bookings/trips.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { renderWithSite } from '../../components/Trip/renderWithSite.tsx';
import { snapshotLineLabel } from './PaymentSection.tsx';

afterEach(cleanup);

type Line = BookingDetail['priceLines'][number];
function Labels({ lines }: { lines: Line[] }) {
  const { t } = useTranslation();
  return (
    <ul>
      {lines.map((line) => (
        <li key={line.label}>{snapshotLineLabel(line, t)}</li>
      ))}
    </ul>
  );
}

// What a booking made on the English site keeps in its snapshot.
const snapshot: Line[] = [
  { key: 'rental', label: 'Rental, 3 days', amount: 90000, params: { days: 3 } },
  { key: 'serviceFee', label: 'Service fee', amount: 4000, params: {} },
  { key: 'extra', label: 'Final cleaning', amount: 8000, params: { name: 'Final cleaning' } },
  { key: 'promoCode', label: 'SUMMER50', amount: -5000, params: {}, promoCode: 'SUMMER50' },
];

describe('the booking’s price lines', () => {
  it('are worded in the reader’s language, whatever language the booking was made in', () => {
    renderWithSite(<Labels lines={snapshot} />, { language: 'fr' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Location, 3 jours',
      'Frais de service',
      'Final cleaning',
      'Code promo SUMMER50',
    ]);
  });

  it('say the rental’s days as a phrase, one day or several, in the reader’s grammar', () => {
    const rental = (days: number): Line => ({ key: 'rental', label: '', amount: 1, params: { days } });
    renderWithSite(<Labels lines={[rental(1)]} />, { language: 'de' });
    expect(screen.getByRole('listitem').textContent).toBe('Miete, 1 Tag');
    cleanup();
    renderWithSite(<Labels lines={[rental(5)]} />, { language: 'ru' });
    expect(screen.getByRole('listitem').textContent).toBe('Аренда, 5 дней');
  });
});
