// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutPriceDetails } from '../../../shared/checkout/checkout.ts';
import { renderWithSite } from '../../components/Trip/renderWithSite.tsx';
import { CheckoutPrice } from './CheckoutPrice.tsx';

afterEach(cleanup);

const price = (voucher: number) =>
  ({
    currency: { code: 'EUR', symbol: '€', minorDigits: 2 },
    chargeCurrency: 'EUR',
    lines: [
      { key: 'rental', label: 'Rental, 1 day', amount: 20_000, params: { days: 1 } },
      { key: 'serviceFee', label: 'Service fee', amount: 1_600, params: {} },
    ],
    total: 21_600,
    online: 21_600,
    harborAmount: 0,
    checkoutPaymentAmount: 21_600,
    voucherAmount: voucher,
    cardPaymentAmount: 21_600 - voucher,
    deposit: 0,
    downPayment: { isSelected: false },
    activityIsAllInclusive: false,
    activityIsSkipperPaidAtHarbor: false,
    eur: { checkoutPaymentAmount: 21_600, voucherAmount: voucher, cardPaymentAmount: 21_600 - voucher },
  }) as unknown as CheckoutPriceDetails;

const lines = () =>
  [...document.querySelectorAll('.checkout-line')].map(
    (line) => `${line.querySelector('dt')?.textContent}: ${line.querySelector('dd')?.textContent}`,
  );

describe("the checkout's price with the renter's credit (DESIGN.md, Weather)", () => {
  it('shows what the credit pays as a line, and what the card is charged', () => {
    renderWithSite(
      <CheckoutPrice price={price(5_000)} isRefreshing={false} unavailable={false} onRetry={() => {}} />,
    );
    expect(lines().slice(-3)).toEqual([
      'Online payment: €216',
      'Your account credit: −€50',
      'Charged to your card now: €166',
    ]);
    expect(screen.getByTestId('charged-in-eur').textContent).toBe('Your card is charged in EUR: €166.');
  });

  it('says it in the page’s language (el)', () => {
    renderWithSite(
      <CheckoutPrice price={price(5_000)} isRefreshing={false} unavailable={false} onRetry={() => {}} />,
      {
        language: 'el',
      },
    );
    expect(screen.getByTestId('checkout-voucher-line').querySelector('dt')?.textContent).toBe(
      'Η πίστωση του λογαριασμού σας',
    );
  });

  it('has no credit line when the renter has none', () => {
    renderWithSite(
      <CheckoutPrice price={price(0)} isRefreshing={false} unavailable={false} onRetry={() => {}} />,
    );
    expect(screen.queryByTestId('checkout-voucher-line')).toBeNull();
    expect(screen.getByTestId('charged-in-eur').textContent).toBe('Your card is charged in EUR: €216.');
  });
});
