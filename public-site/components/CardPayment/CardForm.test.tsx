// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../Trip/renderWithSite.tsx';
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
});
