import { describe, expect, it } from 'vitest';
import { addEntry, liveEntries, readHistory, SEARCH_HISTORY_KEY } from './searchHistory.ts';

const NOW = Date.parse('2030-06-01T12:00:00Z');
const DAY = 86_400_000;

describe('search history', () => {
  it('keeps 5 entries, newest first, and moves a repeated search up', () => {
    let items = [] as ReturnType<typeof addEntry>;
    for (const address of ['A', 'B', 'C', 'D', 'E', 'F'])
      items = addEntry(items, { filters: { address }, href: `/${address}` }, NOW);
    expect(items.map((i) => i.filters.address)).toEqual(['F', 'E', 'D', 'C', 'B']);
    items = addEntry(items, { filters: { address: 'c' }, href: '/c' }, NOW + 1);
    expect(items.map((i) => i.filters.address)).toEqual(['c', 'F', 'E', 'D', 'B']);
  });

  it('ignores searches without a place, dates or types', () => {
    expect(addEntry([], { filters: {}, href: '/' }, NOW)).toEqual([]);
  });

  it('drops entries older than a year or whose dates are past', () => {
    const items = [
      { key: '1', timestamp: NOW - 366 * DAY, filters: { address: 'old' }, href: '/' },
      {
        key: '2',
        timestamp: NOW,
        filters: { address: 'past', startDate: '2030-05-01', endDate: '2030-05-31' },
        href: '/',
      },
      { key: '3', timestamp: NOW, filters: { address: 'today', startDate: '2030-06-01' }, href: '/' },
      { key: '4', timestamp: NOW - 300 * DAY, filters: { address: 'kept' }, href: '/' },
    ];
    expect(liveEntries(items, NOW, '2030-06-01').map((i) => i.filters.address)).toEqual(['today', 'kept']);
  });

  it('reads garbage as an empty history', () => {
    expect(readHistory({ getItem: () => '{not json' }, NOW, '2030-06-01')).toEqual([]);
    expect(
      readHistory({ getItem: (k) => (k === SEARCH_HISTORY_KEY ? '[{"x":1}]' : null) }, NOW, '2030-06-01'),
    ).toEqual([]);
  });
});
