import type { z } from 'zod';
import { badRequest, notFound } from './errors.ts';

/** A SPEC-style message key (`emailInvalid`), as the shared schemas give; zod's own texts have spaces. */
const MESSAGE_KEY = /^[a-z][A-Za-z0-9]*$/;

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const step of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[step];
  }
  return at;
}

/**
 * The issue's message key. Where a schema gives none, zod's English text ("Invalid input: expected
 * string, received undefined") becomes `<field>Required` for a missing value, else `<field>Invalid`.
 */
function messageKeyOf(issue: z.core.$ZodIssue, value: unknown): string {
  if (MESSAGE_KEY.test(issue.message)) return issue.message;
  const field = [...issue.path].reverse().find((step): step is string => typeof step === 'string') ?? 'value';
  const given = valueAt(value, issue.path);
  return `${field}${given === undefined || given === '' ? 'Required' : 'Invalid'}`;
}

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
    if (!(key in fields)) fields[key] = messageKeyOf(issue, value);
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
