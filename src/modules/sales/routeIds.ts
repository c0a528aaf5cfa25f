import { z } from 'zod';
import { notFound } from '../../http/errors.ts';

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A malformed id names nothing: 404, like an id that does not exist. */
export function idParam(params: unknown, key: string, what: string): number {
  const parsed = idSchema.safeParse((params as Record<string, string | undefined>)[key]);
  if (!parsed.success) throw notFound(`No such ${what}.`);
  return parsed.data;
}
