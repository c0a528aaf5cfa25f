import { describe, expect, it } from 'vitest';
import { cancelPayload } from './cancelPayload.ts';

describe('the cancel dialog payload', () => {
  it('sends no amount when the policy decides', () => {
    expect(
      cancelPayload({
        onBehalfOf: 'tenant',
        refund: 'policy',
        amountEuros: '12',
        reason: ' Asked by phone ',
      }),
    ).toEqual({
      onBehalfOf: 'tenant',
      reason: 'Asked by phone',
    });
  });

  it('sends the chosen amount in minor units, with a comma or a dot', () => {
    expect(
      cancelPayload({ onBehalfOf: 'owner', refund: 'amount', amountEuros: '120,50', reason: 'Storm' }),
    ).toEqual({
      onBehalfOf: 'owner',
      refundAmount: 12050,
      reason: 'Storm',
    });
    expect(
      cancelPayload({ onBehalfOf: 'owner', refund: 'amount', amountEuros: '0.1', reason: 'x' }).refundAmount,
    ).toBe(10);
  });
});
