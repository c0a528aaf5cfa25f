import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, type HttpError, notFound } from './errors.ts';

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

/** The zod schemas a route declares for the parts of its requests (src/http/describe.ts). */
export interface RequestParts {
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** A lenient query: declared, sanitised by the handler rather than refused (SPEC section 5). */
  lenientQuerystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The body may come as text/plain (a beacon): such a text is the handler's to decode. */
  beacon?: boolean;
  /** Top-level fields of the record as read, accepted in the body and ignored (react-admin's whole records). */
  readOnlyFields?: string[];
}

/** The schema each request part (the very object the request carries) was declared with; null: none. */
const declaredFor = new WeakMap<object, z.ZodType | null>();

/**
 * Notes which schema the route declared for each part of this request, so that parseInput can refuse
 * to read a part with any other one (a handler reading input its route does not describe).
 */
export function declareRequestParts(request: FastifyRequest, parts: RequestParts) {
  const note = (value: unknown, schema: z.ZodType | undefined) => {
    if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value))
      declaredFor.set(value, schema ?? null);
  };
  note(request.params, parts.params);
  note(request.query, parts.querystring ?? parts.lenientQuerystring);
  note(request.body, parts.body);
}

function failureOf(issues: readonly z.core.$ZodIssue[], value: unknown): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (!(key in fields)) fields[key] = messageKeyOf(issue, value);
  }
  return badRequest('Some fields are missing or invalid.', fields, 'validation-failed');
}

/** The schema under wrappers that do not change which fields an object has. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let at: z.ZodType = schema;
  for (;;) {
    if (at instanceof z.ZodOptional || at instanceof z.ZodNullable || at instanceof z.ZodDefault)
      at = at.unwrap() as z.ZodType;
    else if (at instanceof z.ZodPipe) at = at.in as z.ZodType;
    else if (at instanceof z.ZodReadonly) at = at._zod.def.innerType as z.ZodType;
    else return at;
  }
}

/**
 * The fields of `value` no schema names, as paths (`minimumDayz`, `items.0.pricee`): a closed body
 * refuses them rather than dropping them silently. A loose object (`z.looseObject`) accepts any.
 */
export function unknownFieldsOf(schema: z.ZodType, value: unknown, path: string[] = []): string[] {
  const at = unwrapped(schema);
  if (at instanceof z.ZodArray && Array.isArray(value))
    return value.flatMap((item, i) => unknownFieldsOf(at.element as z.ZodType, item, [...path, String(i)]));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const options = at instanceof z.ZodUnion ? (at.options as z.ZodType[]).map(unwrapped) : [at];
  const objects = options.filter((option): option is z.ZodObject => option instanceof z.ZodObject);
  if (objects.length === 0 || objects.some((option) => option._zod.def.catchall)) return [];
  const found: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    const owners = objects.filter((option) => Object.hasOwn(option.shape, key));
    if (owners.length === 0) found.push([...path, key].join('.'));
    // Inside a union, only a field one option alone names is followed further.
    else if (owners.length === 1)
      found.push(...unknownFieldsOf(owners[0].shape[key] as z.ZodType, field, [...path, key]));
  }
  return found;
}

/**
 * Checks a request against its route's declared schemas (before the handler runs): the failure, or
 * null. A path parameter that cannot be valid names no record (404); a body or query is a 400 naming
 * each field, and a closed body's unknown fields are refused by name (`unknownField`).
 */
export function validateRequestParts(
  request: FastifyRequest,
  parts: RequestParts,
  strictBody: boolean,
): { error: HttpError; part: unknown } | null {
  if (parts.params && !parts.params.safeParse(request.params ?? {}).success)
    return { error: notFound(), part: request.params };
  for (const [schema, value] of [
    [parts.querystring, request.query],
    [parts.headers, request.headers],
  ] as const) {
    if (!schema) continue;
    const result = schema.safeParse(value ?? {});
    if (!result.success) return { error: failureOf(result.error.issues, value), part: value };
  }
  // A beacon's text (`text/plain`) is the handler's to decode.
  if (!parts.body || (parts.beacon && typeof request.body === 'string')) return null;
  const result = parts.body.safeParse(request.body ?? {});
  const readOnly = new Set(parts.readOnlyFields ?? []);
  const unknown = strictBody
    ? unknownFieldsOf(parts.body, request.body).filter((field) => !readOnly.has(field))
    : [];
  if (unknown.length > 0)
    return {
      error: badRequest(
        `Unknown fields: ${unknown.join(', ')}.`,
        Object.fromEntries(unknown.map((field) => [field, 'unknownField'])),
        'validation-failed',
      ),
      part: request.body,
    };
  return result.success ? null : { error: failureOf(result.error.issues, request.body), part: request.body };
}

/** Failures found before the handler, answered when the handler reads that part (see parseInput). */
const deferred = new WeakMap<object, HttpError>();

/**
 * Keeps a request part's failure for the moment its handler parses it, so a route naming a record
 * answers for the record first (a malformed or someone else's id is 404, a wrong role 403/404,
 * whatever the body) as it always did. False when the part cannot carry it (not an object).
 */
export function deferFailure(part: unknown, error: HttpError): boolean {
  if (typeof part !== 'object' || part === null || Buffer.isBuffer(part)) return false;
  deferred.set(part, error);
  return true;
}

/** Whether a declared schema is the one parsed with, or a union one of whose options it is. */
function declares(declared: z.ZodType | null, schema: z.ZodType): boolean {
  if (declared === schema) return true;
  return declared instanceof z.ZodUnion && (declared.options as z.ZodType[]).some((o) => declares(o, schema));
}

/**
 * Parses a request part with a shared zod schema. A failure is a 400 whose `fields` map each field to
 * the schema's message (the SPEC's message keys, e.g. `emailInvalid`), never a 500. A part of the
 * request (its body, query or params object) may be parsed only with the schema its route declares.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (typeof value === 'object' && value !== null) {
    const failure = deferred.get(value);
    // The handler's own parse words a failure as it always did (its message keys, which it may
    // combine); what only the declaration refuses (an unknown field) is the failure kept.
    if (failure) {
      const result = schema.safeParse(value);
      throw result.success ? failure : failureOf(result.error.issues, value);
    }
    const declared = declaredFor.get(value);
    if (declared !== undefined && !declares(declared, schema))
      throw new Error(
        'A handler parses a request part with a schema its route does not declare: put that schema in the route’s described({...}).',
      );
  }
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw failureOf(result.error.issues, value);
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
