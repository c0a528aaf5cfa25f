// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TermsAcceptance } from '../../pages/CheckoutPage/TermsAcceptance.tsx';
import { renderWithSite, siteTree } from '../Trip/renderWithSite.tsx';
import { CardForm } from './CardForm.tsx';
import { declinedMessage } from './cardPayment.ts';

afterEach(cleanup);

const refused = 'Votre carte a été refusée. Rien n’a été débité : essayez une autre carte.';

describe('the card step', () => {
  it('shows the bank’s reason once, not inside a second "declined" sentence', () => {
    expect(declinedMessage(refused, 'Votre carte a été refusée.')).toBe(refused);
    expect(declinedMessage('', 'Votre carte a été refusée.')).toBe('Votre carte a été refusée.');
  });

  it('clears the old card’s error when the renter tries again', async () => {
    const user = userEvent.setup();
    const onPay = vi.fn();
    renderWithSite(
      <CardForm
        provider="sandbox"
        payLabel="Payer"
        busy={false}
        disabled={false}
        error={refused}
        onPay={onPay}
      />,
      { language: 'fr' },
    );
    expect(screen.getByTestId('payment-error').textContent).toBe(refused);
    expect(document.activeElement).toBe(screen.getByTestId('payment-error'));
    await user.click(screen.getByRole('button', { name: 'Payer' }));
    expect(screen.getByTestId('payment-error').textContent).toBe('');
    expect(onPay).not.toHaveBeenCalled();
  });

  it('keeps what was typed and ticked before the page took over (a slow phone shows the form early)', async () => {
    const onPay = vi.fn();
    const onAccept = vi.fn();
    const tree = siteTree(
      <>
        <TermsAcceptance accepted={false} productUrl="/fr/p/1" disabled={false} onChange={onAccept} />
        <CardForm
          provider="sandbox"
          payLabel="Payer"
          busy={false}
          disabled={false}
          error={null}
          onPay={onPay}
        />
      </>,
      { language: 'fr' },
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(tree);
    const field = (name: string) => container.querySelector(`[name="${name}"]`) as HTMLInputElement;
    field('acceptedTerms').checked = true;
    field('cardNumber').value = '4242 4242 4242 4242';
    field('expiry').value = '12/34';
    field('cvc').value = '123';
    await act(async () => {
      render(tree, { container, hydrate: true });
    });
    expect(onAccept).toHaveBeenCalledWith(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Payer' }));
    expect(onPay).toHaveBeenCalledWith({
      cardNumber: '4242424242424242',
      expMonth: '12',
      expYear: '34',
      cvc: '123',
    });
  });
});
