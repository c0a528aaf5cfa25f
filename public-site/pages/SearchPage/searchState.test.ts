import { describe, expect, it } from 'vitest';
import { changeFilters, searchQuery, toggled } from './searchState.ts';

const TODAY = '2030-06-15';

describe('search state (SPEC section 4)', () => {
  it('resets the page to 1 when a filter changes, and keeps it when only the page changes', () => {
    const current = { page: 3, numberOfPeople: 4 };
    expect(changeFilters(current, { numberOfCabins: 2 }, TODAY)).toEqual({
      page: 1,
      numberOfPeople: 4,
      numberOfCabins: 2,
    });
    expect(changeFilters(current, { page: 4 }, TODAY)).toEqual({ page: 4, numberOfPeople: 4 });
  });

  it('clears ownerId and hasDiscount unless the change sets them', () => {
    const current = { page: 1, ownerId: 7, hasDiscount: true as const };
    expect(changeFilters(current, { withCaptain: true }, TODAY)).toEqual({ page: 1, withCaptain: true });
    expect(changeFilters(current, { hasDiscount: true }, TODAY)).toEqual({ page: 1, hasDiscount: true });
    expect(changeFilters(current, { page: 2 }, TODAY)).toEqual({ page: 2, ownerId: 7, hasDiscount: true });
  });

  it('removes a filter set to undefined and sanitises the result', () => {
    expect(changeFilters({ page: 1, numberOfPeople: 4 }, { numberOfPeople: undefined }, TODAY)).toEqual({
      page: 1,
    });
    expect(changeFilters({ page: 1, priceTo: 100 }, { priceFrom: 500 }, TODAY)).toEqual({
      page: 1,
      priceTo: 100,
    });
  });

  it('writes the URL query in current parameter names', () => {
    expect(searchQuery({ page: 2, boatTypes: ['sailboat', 'rib'], equipments: [29] })).toBe(
      '?equipments%5B%5D=29&boatTypes=sailboat%3Brib&_page=2',
    );
    expect(searchQuery({ page: 1 })).toBe('');
    expect(toggled(['a'], 'a')).toBeUndefined();
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
  });
});
