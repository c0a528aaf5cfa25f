import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';

/**
 * The OpenAPI description written from the shared zod schemas that validate the requests, so the two
 * cannot drift apart (issue 22). Converted operations carry `x-bosun-described`; src/http/openapi.test.ts
 * checks the live answers of exactly those against their description. The others still have only a
 * summary (and an operationId): converting one is giving its route `described({...})`.
 */

/** The one error shape of the API (src/http/errors.ts). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Each field at fault and its SPEC message key (`emailInvalid`). */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

const ERRORS = {
  400: 'Invalid input: `error.fields` maps each field to a message key (SPEC section 5).',
  401: 'Not signed in (or, for a sign-in, wrong credentials).',
  403: 'Signed in without the right: the CSRF token is missing, or the role does not allow it.',
  404: 'No such record, or not one the caller may see.',
  409: 'Conflicts with the current state.',
  422: 'Not possible in the current state.',
  429: 'Too many requests: `Retry-After` says when to come back.',
} as const;
export type ErrorStatus = keyof typeof ERRORS;

/** Session cookie or Bearer token (DESIGN.md, "API contract"). */
export const SIGNED_IN: { [scheme: string]: string[] }[] = [{ cookie: [] }, { bearer: [] }];

/** JSON Schema 2020-12 of a zod schema: what a client sends (`input`) or what it receives (`output`). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}

export interface Description {
  tags: string[];
  summary: string;
  /** Whether the operation needs a session; public operations declare no security. */
  signedIn: boolean;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The success answer. */
  ok: { status: 200 | 201; schema: z.ZodType; description: string };
  /** The error answers it really gives, each in the error shape. */
  errors: ErrorStatus[];
}

export function described(d: Description): { schema: FastifySchema & Record<string, unknown> } {
  const errors = Object.fromEntries(
    d.errors.map((status) => [
      status,
      { description: ERRORS[status], ...jsonSchemaOf(errorBodySchema, 'output') },
    ]),
  );
  return {
    schema: {
      tags: d.tags,
      summary: d.summary,
      security: d.signedIn ? SIGNED_IN : [],
      ...(d.querystring ? { querystring: jsonSchemaOf(d.querystring, 'input') } : {}),
      ...(d.body ? { body: jsonSchemaOf(d.body, 'input') } : {}),
      response: {
        [d.ok.status]: { description: d.ok.description, ...jsonSchemaOf(d.ok.schema, 'output') },
        ...errors,
      },
      'x-bosun-described': true,
    },
  };
}

/** `GET /api/v6/products/:id/quote` → `getApiV6ProductsIdQuote`: unique, since method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/**
 * Gives every documented operation an operationId, and keeps replies serialised as they are (a
 * response schema here documents; it must not make Fastify drop fields it does not list).
 */
export function registerDescriptions(app: FastifyInstance) {
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.schema || methods.includes('HEAD')) return;
    const schema = route.schema as Record<string, unknown>;
    if (!schema.operationId) schema.operationId = operationIdOf(methods[0], route.url);
  });
}
