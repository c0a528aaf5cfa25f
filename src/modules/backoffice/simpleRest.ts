import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import { nulCharacterAt, nulCharacterError } from '../../http/nulCharacters.ts';

/**
 * The ra-data-simple-rest dialect of `/api/admin/<resource>` lists (DESIGN.md, "API contract"):
 * `sort=["field","ASC"]`, `range=[0,24]`, `filter={...}` in, a bare array and
 * `Content-Range: <resource> 0-24/319` out. Each resource declares its fields once; anything not
 * declared is refused with a 400, so a typo never turns into a silent full-table answer or a 500.
 */

export type ListFieldKind = 'number' | 'text' | 'boolean' | 'instant' | 'enum';

export interface ListField {
  /** The SQL expression the field reads, e.g. `u.created_at`. Never user input. */
  column: string;
  kind: ListFieldKind;
  /** Allowed values of an `enum` field. */
  values?: readonly string[];
  /** Defaults to true. */
  sortable?: boolean;
  /** Defaults to true. */
  filterable?: boolean;
}

export interface ListResource<F extends string = string> {
  /** The resource name as in the URL and the Content-Range header, e.g. `users`. */
  name: string;
  fields: Record<F, ListField>;
  /** SQL condition for the `q` filter; `param` is the placeholder holding `%words%` (already escaped). */
  search?: (param: string) => string;
  defaultSort: readonly [F, SortOrder];
  /** A unique column appended to every ORDER BY so that pages never overlap. */
  tieBreaker: string;
  /** Largest page a client may ask for; also the page when no range is given (getMany). */
  maxPageSize?: number;
}

export type SortOrder = 'ASC' | 'DESC';

/** SQL fragments for the repository. Placeholders in `where` are $1..$n, matching `params`. */
export interface ListQuery {
  where: string;
  params: unknown[];
  orderBy: string;
  limit: number;
  offset: number;
}

/** The list query as a client sends it: JSON in each parameter, read by parseListQuery. */
export const listQuerySchema = z.object({
  sort: z.string().optional().describe('JSON `["field","ASC"|"DESC"]`'),
  range: z.string().optional().describe('JSON `[first, last]`, both included'),
  filter: z.string().optional().describe('JSON object of declared fields (`field_gte`, `field_lte`, `q`)'),
});

const DEFAULT_MAX_PAGE_SIZE = 500;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const invalid = (part: 'sort' | 'range' | 'filter', key: string, message: string) =>
  badRequest(message, { [part]: key }, 'invalid-list-query');

function parseJsonParam(part: 'sort' | 'range' | 'filter', raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string')
    throw invalid(part, `${part}Invalid`, `"${part}" must be given once, as JSON.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalid(part, `${part}Invalid`, `"${part}" is not valid JSON.`);
  }
  // JSON's \u0000 escape reaches here past the request guard, which sees only the escaped text.
  const nulAt = nulCharacterAt(parsed, [part]);
  if (nulAt !== null) throw nulCharacterError(nulAt);
  return parsed;
}

export function parseSort<F extends string>(resource: ListResource<F>, raw: unknown): string {
  const sort = parseJsonParam('sort', raw);
  if (sort !== undefined && !Array.isArray(sort))
    throw invalid('sort', 'sortInvalid', 'sort must be ["field","ASC|DESC"].');
  const [field, order] = sort === undefined ? resource.defaultSort : (sort as unknown[]);
  const spec =
    typeof field === 'string' && Object.hasOwn(resource.fields, field) ? resource.fields[field as F] : null;
  if (!spec || spec.sortable === false) {
    throw invalid('sort', 'sortFieldUnknown', `Cannot sort ${resource.name} by "${String(field)}".`);
  }
  const direction = typeof order === 'string' ? order.toUpperCase() : '';
  if (direction !== 'ASC' && direction !== 'DESC')
    throw invalid('sort', 'sortOrderInvalid', 'The sort order must be ASC or DESC.');
  return `${spec.column} ${direction} NULLS LAST, ${resource.tieBreaker} ${direction}`;
}

export function parseRange(resource: ListResource, raw: unknown): { limit: number; offset: number } {
  const max = resource.maxPageSize ?? DEFAULT_MAX_PAGE_SIZE;
  const range = parseJsonParam('range', raw);
  if (range === undefined) return { limit: max, offset: 0 };
  const ok =
    Array.isArray(range) &&
    range.length === 2 &&
    range.every((n) => Number.isSafeInteger(n) && n >= 0) &&
    range[0] <= range[1];
  if (!ok) throw invalid('range', 'rangeInvalid', 'range must be [first, last] with 0 <= first <= last.');
  const [first, last] = range as [number, number];
  if (last - first + 1 > max)
    throw invalid('range', 'rangeTooLarge', `At most ${max} ${resource.name} per page.`);
  return { limit: last - first + 1, offset: first };
}

// Each kind's values as a client may send them (JSON or a query string's text). Numbers are
// integers within JavaScript's safe range: every numeric list field is an integer column (ids,
// cents, counts), so 1.5 or 1e30 is the client's mistake (400), never the database's (500).
const SAFE = Number.MAX_SAFE_INTEGER;
const FILTER_VALUES: Record<Exclude<ListFieldKind, 'enum'>, z.ZodType> = {
  number: z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(-SAFE).max(SAFE)),
  text: z.union([z.string(), z.number().transform(String)]),
  boolean: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
  // A calendar day or an instant; "1" or "2026-02-30" (which Date.parse reads) are refused.
  instant: z.union([z.iso.date(), z.iso.datetime({ offset: true, local: true })]),
};

function coerce(field: ListField, key: string, value: unknown): unknown {
  const schema = field.kind === 'enum' ? z.enum(field.values ?? []) : FILTER_VALUES[field.kind];
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid('filter', key, `Filter "${key}" has a value of the wrong type.`);
  return parsed.data;
}

// Numbers are compared as bigint whatever the column's width, so that a large bound on a smallint
// column is simply out of reach instead of an out-of-range error.
const typed = (field: ListField, placeholder: string, array = false) =>
  field.kind === 'number' ? `${placeholder}::bigint${array ? '[]' : ''}` : placeholder;

/** `%words%` for ILIKE, with the user's own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function parseFilter<F extends string>(
  resource: ListResource<F>,
  raw: unknown,
): { where: string; params: unknown[] } {
  const filter = parseJsonParam('filter', raw) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw invalid('filter', 'filterInvalid', 'filter must be a JSON object.');
  }
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };

  for (const [key, value] of Object.entries(filter)) {
    if (key === 'q') {
      if (!resource.search) throw invalid('filter', key, `${resource.name} have no full-text search.`);
      if (typeof value !== 'string') throw invalid('filter', key, 'The search text must be a string.');
      if (value.trim() !== '') conditions.push(resource.search(param(containsPattern(value.trim()))));
      continue;
    }
    const bound = /_(gte|lte)$/.exec(key)?.[1] as 'gte' | 'lte' | undefined;
    const name = bound ? key.slice(0, -4) : key;
    const field = Object.hasOwn(resource.fields, name) ? resource.fields[name as F] : undefined;
    if (!field || field.filterable === false)
      throw invalid('filter', key, `Cannot filter ${resource.name} by "${key}".`);

    if (bound) {
      const v = coerce(field, key, value);
      // A bare date as an upper bound means "up to the end of that day".
      if (bound === 'lte' && field.kind === 'instant' && DATE_ONLY.test(v as string)) {
        conditions.push(`${field.column} < (${param(v)}::date + 1)`);
      } else {
        conditions.push(`${field.column} ${bound === 'gte' ? '>=' : '<='} ${typed(field, param(v))}`);
      }
    } else if (value === null) {
      conditions.push(`${field.column} IS NULL`);
    } else if (Array.isArray(value)) {
      if (value.length === 0) conditions.push('false');
      // one value as a plain equality: PostgreSQL then reads an ordered page off a (column, sort) index
      else if (value.length === 1)
        conditions.push(`${field.column} = ${typed(field, param(coerce(field, key, value[0])))}`);
      else
        conditions.push(
          `${field.column} = ANY(${typed(field, param(value.map((v) => coerce(field, key, v))), true)})`,
        );
    } else {
      conditions.push(`${field.column} = ${typed(field, param(coerce(field, key, value)))}`);
    }
  }
  return { where: conditions.length > 0 ? conditions.join(' AND ') : 'true', params };
}

/** Reads `sort`, `range` and `filter` from a request's query string. */
export function parseListQuery<F extends string>(resource: ListResource<F>, query: unknown): ListQuery {
  const q = (query ?? {}) as Record<string, unknown>;
  const orderBy = parseSort(resource, q.sort);
  const { limit, offset } = parseRange(resource, q.range);
  const { where, params } = parseFilter(resource, q.filter);
  return { where, params, orderBy, limit, offset };
}

// `users 0-24/319`; an empty page is `users */319` (RFC 9110's form for a range that matches nothing).
export function contentRange(resourceName: string, offset: number, rowCount: number, total: number): string {
  return rowCount === 0
    ? `${resourceName} */${total}`
    : `${resourceName} ${offset}-${offset + rowCount - 1}/${total}`;
}

/** Sets Content-Range and returns the bare array react-admin expects. */
export function sendListPage<T>(
  reply: FastifyReply,
  resourceName: string,
  query: ListQuery,
  page: { rows: T[]; total: number },
): T[] {
  reply.header('Content-Range', contentRange(resourceName, query.offset, page.rows.length, page.total));
  return page.rows;
}
