import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { LANGUAGE_CODES } from '../../shared/i18n/languages.ts';
import { unauthorized } from './errors.ts';
import { declareRequestParts, deferFailure, type RequestParts, validateRequestParts } from './validate.ts';

/**
 * The OpenAPI description written from the shared zod schemas that validate the requests, so the two
 * cannot drift apart. Every route's options are `described({...})`; the zod schemas it declares
 * (params, querystring, headers, body) are both the operation's description and its validator: a
 * request is parsed with them before the handler runs (a 400 naming the fields, a 404 for a path
 * parameter that names nothing), and src/http/validate.ts refuses to parse a request part with any
 * other schema, so a handler cannot read input its route does not describe.
 * src/http/described.test.ts fails on a route without a description. A route outside the API (a
 * page, a static file) says so with `{ schema: { hide: true } }`.
 */

/** The one error shape of the API (src/http/errors.ts), kept once in the document as `ErrorBody`. */
/** Loose at its top: an answer may carry more beside `error` (a third-party sign-in's `identity`). */
export const errorBodySchema = z
  .looseObject({
    error: z.object({
      code: z.string(),
      message: z.string(),
      /** Each field at fault and its SPEC message key (`emailInvalid`). */
      fields: z.record(z.string(), z.string()).optional(),
      /** Where to send the visitor instead (a paid post-booking cart: SPEC section 8). */
      redirectUrl: z.string().optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });

const COMPONENTS = '#/components/schemas/';
/** Where the document keeps the error shape once. */
export const ERROR_BODY_REF = `${COMPONENTS}ErrorBody`;

const ERRORS = {
  400: 'Invalid input: `error.fields` maps each field to a message key (SPEC section 5).',
  401: 'Not signed in (or, for a sign-in, wrong credentials).',
  403: 'Signed in without the right: the CSRF token is missing, or the role does not allow it.',
  404: 'No such record, or not one the caller may see (a malformed id names no record either).',
  409: 'Conflicts with the current state.',
  410: 'No longer available.',
  413: 'Too large.',
  415: 'Unsupported media type.',
  422: 'Not possible in the current state.',
  429: 'Too many requests: `Retry-After` says when to come back.',
  503: 'Not available right now: try again later.',
} as const;
export type ErrorStatus = keyof typeof ERRORS;

/** Session cookie or Bearer token (DESIGN.md, "API contract"). */
export const SIGNED_IN: { [scheme: string]: string[] }[] = [{ cookie: [] }, { bearer: [] }];

type JsonNode = Record<string, unknown>;

/**
 * The named answers: every shared zod schema given `.meta({ id })` (Booking, Message, ErrorBody…), as
 * JSON Schema, by name. app.ts serves them as the document's `components.schemas`; the operations
 * `$ref` them, so a generated client gets one `Booking` type instead of a copy per operation.
 */
export const namedSchemas: Record<string, JsonNode> = {};

/** A schema with each `$ref`, at any depth, replaced by what `at` gives for it (and its sibling keys). */
function mapRefs(node: unknown, at: (ref: string, siblings: JsonNode) => unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => mapRefs(item, at));
  if (typeof node !== 'object' || node === null) return node;
  const { $ref, ...rest } = node as JsonNode;
  const copy = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, mapRefs(value, at)]));
  return typeof $ref === 'string' ? at($ref, copy) : copy;
}

const defName = (ref: string) => ref.replace(/^#\/\$defs\//, '');

/**
 * JSON Schema 2020-12 of a zod schema: what a client sends (`input`) or what it receives (`output`).
 * Its named parts become `$ref`s to `#/components/schemas/<id>` (kept in `namedSchemas`), but for a
 * request's named objects, which stay inline.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonNode {
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonNode & {
    $defs?: Record<string, JsonNode>;
  };
  if (!$defs) return rest;
  // zod names a recursive schema without an id `__schema0`: it would clash across operations.
  for (const name of Object.keys($defs))
    if (name.startsWith('__schema'))
      throw new Error(`jsonSchemaOf(): give the recursive schema an id (${name}).`);
  // A request's named objects stay inline: a write's body is closed where its answer is not
  // (closedObjects). Its named values (a currency code) are referenced like an answer's.
  const inlined = new Set(
    io === 'input'
      ? Object.keys($defs).filter((name) => JSON.stringify($defs[name]).includes('"type":"object"'))
      : [],
  );
  const toComponent = (ref: string, siblings: JsonNode): unknown =>
    inlined.has(defName(ref))
      ? { ...(mapRefs($defs[defName(ref)], toComponent) as JsonNode), ...siblings }
      : { $ref: COMPONENTS + defName(ref), ...siblings };
  for (const [name, def] of Object.entries($defs)) {
    if (inlined.has(name)) continue;
    const component = mapRefs(def, toComponent) as JsonNode;
    const known = namedSchemas[name];
    if (known && JSON.stringify(known) !== JSON.stringify(component))
      throw new Error(`jsonSchemaOf(): two different schemas are named ${name}.`);
    namedSchemas[name] = component;
  }
  return mapRefs(rest, toComponent) as JsonNode;
}

/**
 * A schema that `$ref`s components, made self-contained for a validator (z.fromJSONSchema resolves
 * `#/$defs/…` only): the components it reaches, directly or not, become its `$defs`.
 */
export function withDefinitions(schema: JsonNode, components: Record<string, JsonNode>): JsonNode {
  const $defs: Record<string, JsonNode> = {};
  const toDef = (ref: string, siblings: JsonNode) => {
    const name = ref.replace(COMPONENTS, '');
    if (!(name in $defs) && components[name]) {
      $defs[name] = {};
      $defs[name] = mapRefs(components[name], toDef) as JsonNode;
    }
    return { $ref: `#/$defs/${name}`, ...siblings };
  };
  const self = mapRefs(schema, toDef) as JsonNode;
  return Object.keys($defs).length > 0 ? { ...self, $defs } : self;
}

// Every error answer refers to ErrorBody: named before any route is described.
jsonSchemaOf(errorBodySchema, 'output');

type SuccessStatus = 200 | 201 | 202 | 204 | 301 | 302 | 303;

export interface Description {
  tags: string[];
  summary: string;
  /** Whether the operation needs a session; public operations declare no security. */
  signedIn: boolean;
  /** The path parameters, when a schema names them; otherwise each `:name` of the URL is a string. */
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** The query is sanitised, never refused (search, SPEC section 5): no 400 for it. */
  lenientQuery?: boolean;
  /** Request headers the operation reads (`Idempotency-Key`); other headers pass untouched. */
  headers?: z.ZodObject;
  /**
   * The body: a zod schema, parsed before the handler. A write's body is closed: a field its schema
   * does not name is refused with a 400 naming it, unless the schema is a `z.looseObject`.
   */
  body?: z.ZodType;
  /**
   * The record as the back office reads it: react-admin's Edit sends it whole, so its fields are
   * accepted in the body and ignored where the body's schema does not name them (never refused).
   */
  readOnly?: z.ZodObject;
  /**
   * The body may also come as `text/plain` holding the JSON (navigator.sendBeacon sends no JSON type):
   * described in both media types; such a text is the handler's to decode.
   */
  beacon?: boolean;
  /**
   * A file upload: multipart/form-data with the file (or files) in `part`, and/or the file itself as
   * the body in one of `mediaTypes`. Described here; the handler reads and checks the bytes (by
   * content, by size).
   */
  upload?: { part?: string; many?: boolean; mediaTypes?: string[] };
  /**
   * The success answer: its schema when a shared zod schema gives it (else any JSON), or another
   * media type (`text/xml`, `image/webp`). Default: 200, JSON.
   */
  ok?: {
    status?: SuccessStatus;
    schema?: z.ZodType;
    description?: string;
    contentType?: string | string[];
    /** Other statuses answering the same body (an idempotent retry's 200 beside a creation's 201). */
    also?: SuccessStatus[];
  };
  /**
   * Answer headers of the success the client reads, beyond those given centrally (see
   * registerDescriptions); an empty text takes the header's usual description.
   */
  answerHeaders?: Partial<Record<AnswerHeader, string>>;
  /** A 401 may ask for a second factor (`X-Two-Factor-Challenge: sms`, DESIGN.md "Two-factor"). */
  twoFactor?: boolean;
  /**
   * Error answers beyond those every route of its kind gives: 429 (the global rate limit); 400 unless
   * the query is lenient, and with a body; 401 signed in; 403 signed in or a cookie-carrying write (CSRF); 404 with a path
   * parameter.
   */
  errors?: ErrorStatus[];
}

/** Marks the route options of a described route, for the check that every route has one. */
const DESCRIBED = 'x-bosun-described';

/** The zod schemas each described route declares, by its schema object (read again in onRoute). */
const declaredParts = new WeakMap<object, RequestParts & { signedIn: boolean; strictBody: boolean }>();

/** Headers the API answers with, each described once (DESIGN.md, "API contract"). */
const ANSWER_HEADERS = {
  'Content-Range': 'The back office lists: `<resource> <first>-<last>/<total>` (ra-data-simple-rest).',
  'Retry-After': 'Seconds to wait before trying again.',
  'X-Two-Factor-Challenge': 'The second factor to send (`sms`): a code went to the account’s phone.',
  Location: 'Where the created record (or the redirection) is.',
} as const;
export type AnswerHeader = keyof typeof ANSWER_HEADERS;

/** A write's body object gives `additionalProperties: false` where its zod schema refuses unknown fields. */
function closedObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closedObjects);
  if (typeof node !== 'object' || node === null) return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, closedObjects(value)]));
  if (copy.type === 'object' && copy.properties && copy.additionalProperties === undefined)
    copy.additionalProperties = false;
  return copy;
}

const headerSchemaOf = (headers: Record<string, string>) =>
  Object.fromEntries(
    // @fastify/swagger puts each header's JSON schema under `schema` itself.
    Object.entries(headers).map(([name, description]) => [name, { type: 'string', description }]),
  );

/** Route options whose schema documents the operation from its zod schemas; `...extra` adds options. */
export function described(d: Description): { schema: FastifySchema & Record<string, unknown> } {
  const ok = d.ok ?? {};
  const query = d.querystring ? jsonSchemaOf(d.querystring, 'input') : undefined;
  // Each property becomes a query parameter: a record or a union would give the document nonsense.
  if (query && !query.properties)
    throw new Error(`described(): the querystring of "${d.summary}" must be a z.object.`);
  const okSchema = ok.schema ? jsonSchemaOf(ok.schema, 'output') : {};
  const answerHeaders = d.answerHeaders
    ? {
        headers: headerSchemaOf(
          Object.fromEntries(
            Object.entries(d.answerHeaders).map(([name, said]) => [
              name,
              said || ANSWER_HEADERS[name as AnswerHeader],
            ]),
          ),
        ),
      }
    : {};
  // No body: 204, and a redirection (its Location says where).
  const success =
    ok.status === 204 || (ok.status ?? 200) >= 300
      ? { description: ok.description ?? 'Done; no content.', type: 'null', ...answerHeaders }
      : ok.contentType
        ? {
            description: ok.description ?? 'OK.',
            content: Object.fromEntries([ok.contentType].flat().map((type) => [type, { schema: okSchema }])),
            ...answerHeaders,
          }
        : { description: ok.description ?? 'OK.', ...okSchema, ...answerHeaders };
  const strictBody = !(d.body instanceof z.ZodObject && d.body._zod.def.catchall);
  const file = { type: 'string', contentMediaType: 'application/octet-stream' };
  const body = d.upload
    ? {
        content: {
          ...(d.upload.part
            ? {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    properties: { [d.upload.part]: d.upload.many ? { type: 'array', items: file } : file },
                    required: [d.upload.part],
                  },
                },
              }
            : {}),
          ...Object.fromEntries((d.upload.mediaTypes ?? []).map((type) => [type, { schema: file }])),
        },
      }
    : d.body && d.beacon
      ? {
          content: Object.fromEntries(
            ['application/json', 'text/plain'].map((type) => [
              type,
              { schema: closedObjects(jsonSchemaOf(d.body as z.ZodType, 'input')) },
            ]),
          ),
        }
      : d.body
        ? strictBody
          ? closedObjects(jsonSchemaOf(d.body, 'input'))
          : jsonSchemaOf(d.body, 'input')
        : undefined;
  const schema = {
    tags: d.tags,
    summary: d.summary,
    security: d.signedIn ? SIGNED_IN : [],
    ...(d.params ? { params: jsonSchemaOf(d.params, 'input') } : {}),
    ...(query ? { querystring: query } : {}),
    ...(d.headers ? { headers: jsonSchemaOf(d.headers, 'input') } : {}),
    ...(body ? { body } : {}),
    response: Object.fromEntries([ok.status ?? 200, ...(ok.also ?? [])].map((status) => [status, success])),
    [DESCRIBED]: {
      signedIn: d.signedIn,
      errors: d.errors ?? [],
      lenientQuery: d.lenientQuery ?? false,
      twoFactor: d.twoFactor ?? false,
    },
  };
  declaredParts.set(schema, {
    params: d.params,
    // A lenient query is the handler's to sanitise (SPEC section 5), never refused here.
    querystring: d.lenientQuery ? undefined : d.querystring,
    lenientQuerystring: d.lenientQuery ? d.querystring : undefined,
    headers: d.headers,
    body: d.body,
    beacon: d.beacon ?? false,
    readOnlyFields: d.readOnly ? Object.keys(d.readOnly.shape) : [],
    signedIn: d.signedIn,
    strictBody,
  });
  return { schema };
}

/** `GET /api/v6/products/:id/quote` → `getApiV6ProductsIdQuote`: unique, since method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/**
 * A record's id in a path (`:id`, `:bookingId`): a positive integer in every operation, as the
 * handlers parse it (a malformed one names no record: 404); a route declaring its params describes
 * its ids the same way, so a client has one type for each.
 */
const PATH_ID = jsonSchemaOf(z.number().int().positive(), 'input');
const isPathId = (name: string) => /^(id|[a-z]\w*Id)$/.test(name);

const pathParamsOf = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

/** The error answers a route gives, from what it is (see Description.errors) and what it adds. */
function errorStatusesOf(method: string, url: string, schema: Record<string, unknown>): ErrorStatus[] {
  const { signedIn, errors, lenientQuery } = schema[DESCRIBED] as {
    signedIn: boolean;
    errors: ErrorStatus[];
    lenientQuery: boolean;
  };
  const writes = method !== 'GET';
  const statuses = new Set<ErrorStatus>([...errors, 429]);
  // Any query may be refused, declared or not: a NUL character (src/http/nulCharacters.ts) or a
  // malformed value; only a lenient query is sanitised instead.
  if (!lenientQuery || schema.body || writes) statuses.add(400);
  if (signedIn) statuses.add(401);
  if (signedIn || writes) statuses.add(403);
  // A body in a media type the route does not read (Fastify's content-type parsers).
  if (writes) statuses.add(415);
  if (pathParamsOf(url).length > 0) statuses.add(404);
  return [...statuses].sort();
}

/** The name each error answer is kept under in `components.responses`. */
const ERROR_ANSWER_NAMES: Record<ErrorStatus, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  410: 'Gone',
  413: 'TooLarge',
  415: 'UnsupportedMediaType',
  422: 'Unprocessable',
  429: 'TooManyRequests',
  503: 'Unavailable',
};

interface OpenApiDocument {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components?: { responses?: Record<string, unknown> };
}

/**
 * The error answers are the same for every operation (the one error shape, `Retry-After` on a 429):
 * the document keeps each once in `components.responses` and the operations `$ref` it, so a generated
 * client declares them once rather than beside each of its ~280 operations. An answer that says more
 * (a 401 asking for a second factor) stays where it is. @fastify/swagger's `transformObject`.
 */
export function shareErrorAnswers<T extends object>(written: T): T {
  const document = written as OpenApiDocument;
  const shared: Record<string, unknown> = {};
  for (const methods of Object.values(document.paths ?? {}))
    for (const operation of Object.values(methods))
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const name = ERROR_ANSWER_NAMES[Number(status) as ErrorStatus];
        if (!name) continue;
        const usual = errorAnswerOf(Number(status) as ErrorStatus);
        if (canonical(answer) !== canonical(usual)) continue;
        shared[name] = answer;
        (operation.responses as Record<string, unknown>)[status] = { $ref: `#/components/responses/${name}` };
      }
  document.components = {
    ...document.components,
    responses: { ...document.components?.responses, ...shared },
  };
  return written;
}

/** JSON with its keys in order, to compare two answers whatever order they were written in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, node) =>
    typeof node === 'object' && node !== null && !Array.isArray(node)
      ? Object.fromEntries(Object.entries(node).sort(([a], [b]) => a.localeCompare(b)))
      : node,
  );

/** An error answer as @fastify/swagger writes it into the document (its headers under `schema`). */
function errorAnswerOf(status: ErrorStatus) {
  return {
    description: ERRORS[status],
    ...(status === 429
      ? {
          headers: {
            'Retry-After': {
              schema: { type: 'string' },
              description: ANSWER_HEADERS['Retry-After'],
            },
          },
        }
      : {}),
    content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } },
  };
}

export interface RouteRecord {
  method: string;
  url: string;
  described: boolean;
  hidden: boolean;
  /** The zod schemas of its path parameters and of its body, when it declares them. */
  params?: z.ZodType;
  body?: z.ZodType;
}

const registries = new WeakMap<FastifyInstance, RouteRecord[]>();

/** Every route registered on the app, and whether it is described (for src/http/described.test.ts). */
export const routesOf = (app: FastifyInstance): RouteRecord[] => registries.get(app) ?? [];

/**
 * Completes each described route's schema (path parameters, the error answers, an operationId) and
 * keeps replies serialised as they are (a response schema here documents; it must not make Fastify
 * drop fields it does not list).
 */
export function registerDescriptions(app: FastifyInstance) {
  const registry: RouteRecord[] = [];
  registries.set(app, registry);
  const errorBody = { content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } } };
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('HEAD') && methods.length === 1) return;
    const schema = route.schema as Record<string, unknown> | undefined;
    const isDescribed = Boolean(schema?.[DESCRIBED]);
    const declaredHere = schema ? declaredParts.get(schema) : undefined;
    for (const method of methods)
      registry.push({
        method,
        url: route.url,
        described: isDescribed,
        hidden: Boolean(schema?.hide),
        params: declaredHere?.params,
        body: declaredHere?.body,
      });
    if (!schema || !isDescribed) return;
    if (!schema.operationId) schema.operationId = operationIdOf(methods[0], route.url);
    const names = pathParamsOf(route.url);
    if (names.length > 0 && !schema.params)
      schema.params = {
        type: 'object',
        properties: Object.fromEntries(
          names.map((name) => [name, isPathId(name) ? PATH_ID : { type: 'string' }]),
        ),
        required: names,
      };
    const response = schema.response as Record<string, Record<string, unknown>>;
    const { twoFactor } = schema[DESCRIBED] as { twoFactor: boolean };
    for (const status of errorStatusesOf(methods[0], route.url, schema))
      response[status] = {
        description: ERRORS[status],
        ...errorBody,
        ...(status === 429
          ? { headers: headerSchemaOf({ 'Retry-After': ANSWER_HEADERS['Retry-After'] }) }
          : {}),
        ...(status === 401 && twoFactor
          ? {
              headers: headerSchemaOf({ 'X-Two-Factor-Challenge': ANSWER_HEADERS['X-Two-Factor-Challenge'] }),
            }
          : {}),
      };
    describeSuccessHeaders(methods[0], route.url, response);
    const declared = declaredParts.get(schema);
    if (route.url.startsWith('/api/v6/')) declareLocale(schema);
    if (methods[0] !== 'GET') declareCsrfHeader(schema);
    schema[DESCRIBED] = true;
    if (!declared) return;
    const strictBody = declared.strictBody && methods[0] !== 'GET';
    const validation = async (request: FastifyRequest) => {
      // A declared body that did not come is an empty one (as parseInput reads it).
      if (declared.body && request.body === undefined) request.body = {};
      declareRequestParts(request, declared);
      const failure = validateRequestParts(request, declared, strictBody);
      if (!failure) return;
      // A signed-out caller learns that first, whatever it sent (the handler would say so too).
      if (declared.signedIn && !request.viewer) throw unauthorized();
      // The handler answers for access and the record first (401/403, 404 for a malformed or someone
      // else's id, whatever the body): a 400 waits for the handler to read the part it is about.
      if (failure.error.statusCode === 400 && deferFailure(failure.part, failure.error)) return;
      throw failure.error;
    };
    route.preValidation = [route.preValidation ?? []].flat().concat(validation);
  });
}

/** A back-office list says its range (ra-data-simple-rest); a redirection says where. */
function describeSuccessHeaders(
  method: string,
  url: string,
  response: Record<string, Record<string, unknown>>,
) {
  for (const [status, answer] of Object.entries(response)) {
    const extra: Record<string, string> | null = /^3\d\d$/.test(status)
      ? { Location: ANSWER_HEADERS.Location }
      : method === 'GET' && url.startsWith('/api/admin/') && status === '200' && answer.type === 'array'
        ? { 'Content-Range': ANSWER_HEADERS['Content-Range'] }
        : null;
    if (!extra) continue;
    // A copy: several statuses may share one answer object.
    response[status] = {
      ...answer,
      headers: { ...(answer.headers as object | undefined), ...headerSchemaOf(extra) },
    };
  }
}

/** Every v6 request may carry `_locale` (DESIGN.md, "API contract"): one declaration for all of them. */
function declareLocale(schema: Record<string, unknown>) {
  type ObjectSchema = { type?: string; properties?: Record<string, unknown> };
  const query: ObjectSchema = (schema.querystring as ObjectSchema | undefined) ?? { type: 'object' };
  query.properties ??= {};
  const properties = query.properties;
  properties._locale ??= {
    type: 'string',
    enum: [...LANGUAGE_CODES],
    description: 'The language of the texts in the answer (an unknown one falls back to English).',
  };
  schema.querystring = query;
}

/** A cookie-authenticated write echoes the XSRF-TOKEN cookie (DESIGN.md, "CSRF"); Bearer calls need not. */
function declareCsrfHeader(schema: Record<string, unknown>) {
  type ObjectSchema = { type?: string; properties?: Record<string, unknown> };
  const headers: ObjectSchema = (schema.headers as ObjectSchema | undefined) ?? { type: 'object' };
  headers.properties ??= {};
  const properties = headers.properties;
  properties['x-xsrf-token'] ??= {
    type: 'string',
    description: 'The value of the XSRF-TOKEN cookie, when the session is the cookie (else 403).',
  };
  schema.headers = headers;
}
