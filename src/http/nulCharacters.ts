import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Search routes: a query value PostgreSQL cannot hold is dropped like any invalid filter (SPEC section 5). */
    lenientQuery?: boolean;
  }
}

const NUL = '\u0000';

// Parsed JSON and query strings (whose objects have no Object prototype, hence no constructor).
const isPlainContainer = (value: object) =>
  Array.isArray(value) || value.constructor === Object || value.constructor === undefined;

/** Deeper than any input of ours: a body nested deeper is refused rather than walked. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Where the first U+0000 sits in parsed input (a key or a string value), as a field path such as
 * `items.0.name`, or null. Only JSON-shaped values are walked, without recursion (a hostile body may
 * nest thousands of levels), and no deeper than MAX_INPUT_DEPTH.
 */
export function nulCharacterAt(value: unknown, path: string[] = []): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path }];
  while (stack.length > 0) {
    const next = stack.pop() as { value: unknown; path: string[] };
    const at = next.path.join('.') || '_';
    if (typeof next.value === 'string') {
      if (next.value.includes(NUL)) return at;
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null || !isPlainContainer(next.value)) continue;
    if (next.path.length - path.length >= MAX_INPUT_DEPTH) continue;
    const entries = Object.entries(next.value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i];
      if (key.includes(NUL)) return [...next.path, key.replaceAll(NUL, '')].join('.') || '_';
      stack.push({ value: inner, path: [...next.path, key] });
    }
  }
  return null;
}

/** Whether parsed input nests deeper than `max` levels (counted without recursion). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop() as { value: unknown; depth: number };
    if (typeof next.value !== 'object' || next.value === null || !isPlainContainer(next.value)) continue;
    if (next.depth >= max) return true;
    for (const inner of Object.values(next.value)) stack.push({ value: inner, depth: next.depth + 1 });
  }
  return false;
}

export const nulCharacterError = (field: string) =>
  new HttpError(400, 'invalid-character', 'Text may not contain the NUL character (U+0000).', {
    [field]: 'nulCharacter',
  });

/** Rewrites the request's URL and query without the parameters that hold a NUL. */
function dropNulParameters(request: FastifyRequest) {
  const url = request.raw.url ?? '';
  const at = url.indexOf('?');
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(at === -1 ? '' : url.slice(at + 1))) {
    if (!key.includes(NUL) && !value.includes(NUL)) kept.append(key, value);
  }
  const path = at === -1 ? url : url.slice(0, at);
  request.raw.url = kept.size > 0 ? `${path}?${kept}` : path;
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request.query as Record<string, unknown>)) {
    if (key.includes(NUL)) continue;
    if (Array.isArray(value)) query[key] = value.filter((v) => nulCharacterAt(v) === null);
    else if (nulCharacterAt(value) === null) query[key] = value;
  }
  request.query = query;
}

/**
 * One guard for every route: PostgreSQL text cannot hold U+0000, so a NUL in a query, a path or a JSON
 * body is refused (400 with the field) before any handler runs, instead of failing in the database
 * (issue 22 found 20 endpoints answering 500). Search routes drop the parameter instead. A body nested
 * deeper than any of ours is refused too, before anything walks it.
 */
export function registerNulCharacterGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // Pages answer their own not-found page (and call the API, which is guarded, for their data).
    if (!request.url.startsWith('/api/')) return;
    if (nulCharacterAt(request.params) !== null) throw notFound('Nothing has this name.');
    const inQuery = nulCharacterAt(request.query);
    if (inQuery !== null) {
      if (request.routeOptions.config?.lenientQuery) dropNulParameters(request);
      else throw nulCharacterError(inQuery);
    }
    if (nestsDeeperThan(request.body, MAX_INPUT_DEPTH))
      throw new HttpError(400, 'too-deeply-nested', `The body nests deeper than ${MAX_INPUT_DEPTH} levels.`);
    const inBody = nulCharacterAt(request.body);
    if (inBody !== null) throw nulCharacterError(inBody);
  });
}
