import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ERROR_BODY_REF, namedSchemas, withDefinitions } from './describe.ts';

/**
 * Test builds only (`buildApp({ checkAnswers })`): every answer of a described operation is checked
 * against the operation's documented response, so the description cannot drift from what the
 * handlers send. A mismatch is handed to `report`; tests/helpers/answerCheck.setup.ts
 * fails the test that produced it. Each documented schema is compiled once.
 */

export interface AnswerProblem {
  operation: string;
  status: number;
  url: string;
  message: string;
}

type JsonSchema = Parameters<typeof z.fromJSONSchema>[0];

/** Keys that document a schema without constraining it: a success answer with only these is "any JSON". */
const DOCUMENTING_KEYS = new Set(['description', 'content']);

/** Whether a documented success answer gives a body schema (not "any JSON", nor another media type). */
export function documentsBody(answer: Record<string, unknown>): boolean {
  return Object.keys(answer).some((key) => !DOCUMENTING_KEYS.has(key));
}

/** A documented schema as a validator, its `$ref`s to the named schemas resolved. */
const validatorFrom = (schema: Record<string, unknown>) =>
  z.fromJSONSchema(withDefinitions(schema, namedSchemas) as JsonSchema);
const errorBody = validatorFrom({ $ref: ERROR_BODY_REF });
const compiled = new WeakMap<object, z.ZodType | null>();

/** The validator of one documented answer: null when it documents no JSON body to check. */
function validatorOf(answer: Record<string, unknown>): z.ZodType | null {
  const known = compiled.get(answer);
  if (known !== undefined) return known;
  let validator: z.ZodType | null = null;
  const content = answer.content as Record<string, { schema?: { $ref?: string } }> | undefined;
  if (content?.['application/json']?.schema?.$ref === ERROR_BODY_REF) validator = errorBody;
  else if (!content && answer.type !== 'null' && documentsBody(answer)) {
    const { description: _description, ...schema } = answer;
    validator = validatorFrom(schema);
  }
  compiled.set(answer, validator);
  return validator;
}

/** `items.0.price`, or `(the body)` for the top level. */
const pathOf = (path: PropertyKey[]) => (path.length > 0 ? path.map(String).join('.') : '(the body)');

/**
 * Whether the operation's success answer is "any JSON": such an operation is not checked at all
 * (src/http/answersWithoutSchema.test.ts keeps the API free of them).
 */
export function answersAnyJson(responses: Record<string, Record<string, unknown>>): boolean {
  const success = Object.entries(responses).find(([status]) => /^2\d\d$/.test(status))?.[1];
  return Boolean(success && !success.content && success.type !== 'null' && !documentsBody(success));
}

const unchecked = new WeakMap<object, boolean>();

function problemOf(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | null {
  const schema = request.routeOptions.schema as Record<string, unknown> | undefined;
  if (!schema?.['x-bosun-described']) return null;
  if (!unchecked.has(schema))
    unchecked.set(schema, answersAnyJson(schema.response as Record<string, Record<string, unknown>>));
  if (unchecked.get(schema)) return null;
  const status = reply.statusCode;
  // A crash is the test's own business; 304 answers a conditional request without a body.
  if (status >= 500 || status === 304 || request.method === 'HEAD') return null;
  const responses = schema.response as Record<string, Record<string, unknown>>;
  const answer = responses[String(status)];
  if (!answer) return `${status} is not documented (it documents ${Object.keys(responses).join(', ')})`;
  const validator = validatorOf(answer);
  if (!validator) return null;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.startsWith('application/json')) return `documents JSON, answered "${type}"`;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  const checked = validator.safeParse(JSON.parse(payload.toString()));
  if (checked.success) return null;
  const [first] = checked.error.issues;
  return `${pathOf(first.path)}: ${first.message}`;
}

export function registerAnswerCheck(app: FastifyInstance, report: (problem: AnswerProblem) => void) {
  app.addHook('onSend', async (request, reply, payload) => {
    const message = problemOf(request, reply, payload);
    if (!message) return payload;
    const schema = request.routeOptions.schema as { operationId?: string };
    report({
      operation: `${request.method} ${request.routeOptions.url} (${schema.operationId})`,
      status: reply.statusCode,
      url: request.url,
      message,
    });
    return payload;
  });
}
