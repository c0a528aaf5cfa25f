import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, UpdateParams } from 'react-admin';
import { httpClient } from './httpClient.ts';
import { operationsMethods } from './operationsDataProvider.ts';

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of an edited record that changed: `PUT` merges partial bodies and refuses fields it does
 * not know (DESIGN.md, "API contract"), while an Edit form holds the whole record as read (its id,
 * its read-only figures). Without the record as read, everything but the id is sent.
 */
export function changedFields(params: Pick<UpdateParams, 'data' | 'previousData'>): Record<string, unknown> {
  const previous = (params.previousData ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(params.data as Record<string, unknown>).filter(
      ([field, value]) => field !== 'id' && !(field in previous && sameValue(previous[field], value)),
    ),
  );
}

const simpleRest = simpleRestProvider('/api/admin', httpClient);

/**
 * Resources whose PUT takes the whole body their form sends: the quote and message forms send only
 * their writable fields (a quote's PUT replaces them all), and a boat's PUT accepts the record's own
 * read-only fields; the others get only what changed.
 */
const WHOLE_BODIES = new Set(['propales', 'messages', 'boats']);

/** `/api/admin/<resource>` speaks the ra-data-simple-rest dialect (DESIGN.md, "API contract"). */
export const dataProvider: DataProvider & typeof operationsMethods = {
  ...simpleRest,
  update: (resource, params) =>
    simpleRest.update(resource, {
      ...params,
      data: WHOLE_BODIES.has(resource) ? params.data : changedFields(params),
    }),
  ...operationsMethods,
};
