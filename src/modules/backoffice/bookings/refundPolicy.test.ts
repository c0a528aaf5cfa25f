import { describe, expect, it } from 'vitest';
import { policyRefund } from './refundPolicy.ts';

const moderate = [
  { daysBefore: 2, refundPercentage: 50 },
  { daysBefore: 7, refundPercentage: 100 },
];

describe('the refund of a cancellation by the snapshot policy', () => {
  it('refunds the renter by notice: full, half, nothing', () => {
    expect(policyRefund('tenant', moderate, 10, 40000)).toBe(40000);
    expect(policyRefund('tenant', moderate, 7, 40000)).toBe(40000);
    expect(policyRefund('tenant', moderate, 3, 40001)).toBe(20001);
    expect(policyRefund('tenant', moderate, 1, 40000)).toBe(0);
    expect(policyRefund('tenant', [], 100, 40000)).toBe(0);
  });

  it('refunds everything paid when the owner cancels', () => {
    expect(policyRefund('owner', moderate, 0, 40000)).toBe(40000);
  });
});
