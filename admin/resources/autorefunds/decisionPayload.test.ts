import { describe, expect, it } from 'vitest';
import { decisionPayload } from './decisionPayload.ts';

describe('the refund decision payload', () => {
  it('adjusts with the amount in minor units and the reason', () => {
    expect(decisionPayload({ decision: 'adjust', amountEuros: '80,25', reason: ' Fee kept ' })).toEqual({
      decision: 'adjust',
      body: { amount: 8025, reason: 'Fee kept' },
    });
  });

  it('rejects with the reason only', () => {
    expect(decisionPayload({ decision: 'reject', amountEuros: '80', reason: 'Outside the policy' })).toEqual({
      decision: 'reject',
      body: { reason: 'Outside the policy' },
    });
  });
});
