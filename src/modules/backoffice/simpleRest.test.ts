import { describe, expect, it } from 'vitest';
import { contentRange, type ListResource, parseListQuery } from './simpleRest.ts';

const boats: ListResource = {
  name: 'boats',
  fields: {
    id: { column: 'b.id', kind: 'number' },
    title: { column: 'b.title', kind: 'text' },
    createdAt: { column: 'b.created_at', kind: 'instant' },
    internalNote: { column: 'b.note', kind: 'text', sortable: false, filterable: false },
  },
  search: (param) => `b.title ILIKE ${param}`,
  defaultSort: ['id', 'DESC'],
  tieBreaker: 'b.id',
  maxPageSize: 100,
};

describe('parseListQuery', () => {
  it('turns sort, range and filter into SQL fragments with numbered parameters', () => {
    const query = parseListQuery(boats, {
      sort: '["title","asc"]',
      range: '[50,74]',
      filter: '{"q":"50%_off","id":[3,"4"],"createdAt_gte":"2026-01-01","createdAt_lte":"2026-01-31"}',
    });
    expect(query).toEqual({
      orderBy: 'b.title ASC NULLS LAST, b.id ASC',
      limit: 25,
      offset: 50,
      where:
        'b.title ILIKE $1 AND b.id = ANY($2::bigint[]) AND b.created_at >= $3 AND b.created_at < ($4::date + 1)',
      params: ['%50\\%\\_off%', [3, 4], '2026-01-01', '2026-01-31'],
    });
  });

  it('uses the default sort and the largest page when nothing is given', () => {
    expect(parseListQuery(boats, {})).toEqual({
      orderBy: 'b.id DESC NULLS LAST, b.id DESC',
      limit: 100,
      offset: 0,
      where: 'true',
      params: [],
    });
  });

  it('refuses fields that are not sortable or filterable', () => {
    expect(() => parseListQuery(boats, { sort: '["internalNote","ASC"]' })).toThrow(/Cannot sort boats/);
    expect(() => parseListQuery(boats, { filter: '{"internalNote":"x"}' })).toThrow(/Cannot filter boats/);
    expect(() => parseListQuery(boats, { filter: '{"createdAt":"not a date"}' })).toThrow(/wrong type/);
  });

  it('reads numeric and date ranges as typed bounds', () => {
    const query = parseListQuery(boats, {
      filter: '{"id_gte":"10","id_lte":250,"createdAt_gte":"2026-01-01T08:00:00.000Z"}',
    });
    expect(query.where).toBe('b.id >= $1::bigint AND b.id <= $2::bigint AND b.created_at >= $3');
    expect(query.params).toEqual([10, 250, '2026-01-01T08:00:00.000Z']);
  });

  it.each([
    ['a decimal amount', '{"id_gte":1.5}'],
    ['a number beyond the safe integers', '{"id_lte":1e30}'],
    ['a number in words', '{"id_gte":"ten"}'],
    ['an empty number', '{"id_gte":""}'],
    ['an object', '{"id_gte":{"$gt":1}}'],
    ['a day that does not exist', '{"createdAt_gte":"2026-02-30"}'],
    ['a bare year Date.parse would read', '{"createdAt_lte":"1"}'],
    ['a list with one bad value', '{"id":[1,"x"]}'],
  ])('refuses %s as a filter value with a 400, never a database error', (_what, filter) => {
    let error: unknown;
    try {
      parseListQuery(boats, { filter });
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ statusCode: 400, code: 'invalid-list-query' });
  });

  it('matches nothing for an empty IN list', () => {
    expect(parseListQuery(boats, { filter: '{"id":[]}' }).where).toBe('false');
  });
});

describe('contentRange', () => {
  it('formats the range and total, and the empty form', () => {
    expect(contentRange('users', 0, 25, 319)).toBe('users 0-24/319');
    expect(contentRange('users', 300, 19, 319)).toBe('users 300-318/319');
    expect(contentRange('users', 400, 0, 319)).toBe('users */319');
  });
});
