import { describe, expect, it } from 'vitest';
import * as shared from '../../../shared/bookings/trips.ts';
import * as client from './tripContract.ts';

describe('the trip pages’ copy of the contract', () => {
  it('builds the same API paths as shared/bookings/trips.ts', () => {
    const id = 'a/b 7';
    const paths = Object.keys(client.tripApi) as (keyof typeof client.tripApi)[];
    for (const name of paths) {
      const mine = client.tripApi[name];
      const theirs = shared.tripPaths[name];
      if (typeof mine === 'string') expect(mine, name).toBe(theirs);
      else
        expect((mine as (a: string, b: number) => string)(id, 9), name).toBe(
          (theirs as (a: string, b: number) => string)(id, 9),
        );
    }
  });

  it('has the same tabs, decline reasons and limits', () => {
    expect(client.TENANT_TABS).toEqual(shared.TENANT_TABS);
    expect(client.OWNER_TABS).toEqual(shared.OWNER_TABS);
    expect(client.DECLINE_REASONS).toEqual(shared.DECLINE_REASONS);
    expect(client.REVIEW_COMMENT_MAX).toBe(shared.REVIEW_COMMENT_MAX);
    expect(client.CANCEL_REASON_MAX).toBe(shared.CANCEL_REASON_MAX);
  });
});
