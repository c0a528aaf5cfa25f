import { describe, expect, it } from 'vitest';
import { changedFields } from './dataProvider.ts';

/** PUT merges partial bodies and refuses unknown fields: an Edit form sends only what it changed. */
describe('the console’s update', () => {
  it('sends the changed fields only, never the id nor the read-only fields it was shown', () => {
    const previousData = {
      id: 7,
      name: 'Aurora',
      minimumDays: 2,
      createdAt: '2026-01-01T00:00:00Z',
      tags: ['a'],
    };
    expect(
      changedFields({ data: { ...previousData, minimumDays: 3, tags: ['a', 'b'] }, previousData }),
    ).toEqual({ minimumDays: 3, tags: ['a', 'b'] });
    expect(changedFields({ data: { ...previousData }, previousData })).toEqual({});
  });

  it('sends a field the record as read did not have', () => {
    expect(changedFields({ data: { id: 7, note: 'x' }, previousData: { id: 7 } })).toEqual({ note: 'x' });
  });
});
