import type { z } from 'zod';
import { badRequest, notFound } from './errors.ts';

/**
 * Parses a request part with a shared zod schema. A failure is a 400 whose `fields` map each field to
 * the schema's message (the SPEC's message keys, e.g. `emailInvalid`), never a 500.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  throw badRequest('Some fields are missing or invalid.', fields, 'validation-failed');
}

/**
 * Parses a path segment that names a record (an id, a hash). One that cannot be valid names nothing:
 * 404 like any record that does not exist, not a 400 (DESIGN.md: what a caller may not see is 404).
 */
export function parsePathParam<S extends z.ZodType>(
  schema: S,
  value: unknown,
  message = 'Not found.',
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw notFound(message);
  return result.data;
}
