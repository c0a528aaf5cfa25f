import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import { routesOf } from './describe.ts';

/**
 * A client generated from the description (openapi-typescript, as an outside team would) must be
 * able to call every write with the body its handler needs. The writes are read from the description
 * itself, so a new one is covered without touching this file: each gets a body its route's zod schema
 * accepts (sampled from the description, or given below where a sample cannot be guessed) and the
 * calls are type-checked together, in one program, under `tsc --strict`. Bodies the API refuses (an
 * unknown field, a missing acceptance) must not compile.
 */

type Json = Record<string, unknown>;
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: Json }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Json }> };
}

let ctx: TestContext;
let dir: string;
let spec: OpenAPI3 & { paths: Record<string, Record<string, Operation>>; components: { schemas: Json } };
let writes: Write[];

interface Write {
  key: string;
  path: string;
  method: string;
  operation: Operation;
  /** The zod schema the route validates its body with, when it reads JSON. */
  body?: z.ZodType;
}

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

beforeAll(async () => {
  ctx = await createTestApp();
  spec = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  dir = await mkdtemp(join(tmpdir(), 'bosun-client-'));
  await writeFile(join(dir, 'api.ts'), astToString(await openapiTS(spec)));
  const routes = routesOf(ctx.app);
  writes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => WRITE_METHODS.includes(method))
      .map(([method, operation]) => {
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        const route = routes.find((r) => r.url === url && r.method === method.toUpperCase());
        return { key: `${method.toUpperCase()} ${path}`, path, method, operation, body: route?.body };
      }),
  );
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

/**
 * Bodies the description alone cannot sample (a value that must match another field, a refinement
 * across fields): what a client would send, checked against the route's zod schema like the others.
 */
const BODIES: Record<string, unknown> = {
  'POST /api/v6/auth/register': {
    email: 'skipper@bosun.test',
    firstName: 'Ada',
    lastName: 'Marin',
    phoneGroup: { country: 'FR', number: '612345678' },
    password: 'Bosun-demo-2026',
  },
  'POST /api/v6/auth/resend-validation-code': { phone: '612345678', prefix: 'FR' },
  'PUT /api/v6/account/phone': { phoneGroup: { country: 'FR', number: '612345678' } },
  'POST /api/admin/boats/{id}/blocks': {
    startDate: '2027-06-14',
    endDate: '2027-06-16',
    reason: 'maintenance',
  },
  'POST /api/admin/payout-holds': { ownerId: 1, reason: 'An open damage claim' },
  'PUT /api/v6/account/listings/{productId}/editor/captain': {
    sailingType: 'withCaptain',
    captainPricePerDay: 15000,
    skipperLanguages: ['fr', 'en'],
  },
  'PUT /api/v6/account/listings/{productId}/editor/conditions': {
    depositAmount: 50000,
    cancellationPolicy: 'moderate',
    instantBooking: false,
    checkInTime: '09:00',
    checkOutTime: '18:00',
  },
  'POST /api/v6/products/{id}/payment-sessions': {
    dateFrom: '2027-06-14',
    dateTo: '2027-06-16',
    numberOfPeople: 4,
  },
  'POST /api/v6/payments/sandbox/confirm': {
    clientSecret: 'pi_sandbox_secret_0123456789',
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  },
  'POST /api/v6/messages': {
    conversationHash: 'hArb0ur-2027',
    clientId: '7d3f1c1e-8a53-4f0b-9d6e-0c2b1f3a4e5d',
    body: 'Is there a life jacket for a child?',
  },
  'POST /api/v6/leads/{leadId}/propales': {
    items: [{ productId: 1, start: '2027-06-14', end: '2027-06-16', people: 4 }],
    validUntil: '2027-05-31',
  },
  'POST /api/admin/propales': {
    leadId: 1,
    items: [{ productId: 1, start: '2027-06-14', end: '2027-06-16', people: 4 }],
    validUntil: '2027-05-31',
  },
  'PUT /api/v6/ps/{hash}/insurances/selected': {
    cabWeather: true,
    mondialAssistance: true,
    mondialMultiRisk: false,
    damageWaiver: false,
  },
  'POST /api/v6/booking/{id}/econtract/contracts/{contractId}/signature': {
    method: 'drawn',
    strokes: [{ points: [{ x: 1, y: 2, time: 0 }] }],
    png: 'data:image/png;base64,iVBORw0KGgo=',
  },
  'PUT /api/v6/account/payout-details': {
    ownerType: 'private',
    accountHolder: 'Ada Marin',
    iban: 'FR7630006000011234567890189',
  },
  'POST /api/v6/account/device': { deviceToken: 'device-0123456789', deviceType: 'ios' },
};

/** Values a string with a pattern is tried with, most specific first. */
const PATTERNED = [
  'skipper@bosun.test',
  '2027-06-14',
  '09:00',
  '123456',
  'EUR',
  'hArb0ur-2027',
  'https://example.com/calendar.ics',
  '/search?where=marseille',
  'data:image/png;base64,iVBORw0KGgo=',
  'Marin',
];

/** A value of a JSON schema: its example, or the simplest one its type and bounds allow. */
function sampleOf(schema: Json): unknown {
  if (typeof schema.$ref === 'string')
    return sampleOf(spec.components.schemas[schema.$ref.replace('#/components/schemas/', '')] as Json);
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null);
  if (schema.default !== undefined) return schema.default;
  const choices = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (choices) return sampleOf(choices.find((choice) => choice.type !== 'null') ?? choices[0]);
  if (Array.isArray(schema.allOf))
    return Object.assign({}, ...(schema.allOf as Json[]).map((part) => sampleOf(part)));
  const type = [schema.type].flat().find((t) => t !== 'null');
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, sampleOf(properties[name] ?? {})]));
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () =>
        sampleOf((schema.items ?? {}) as Json),
      );
    case 'integer':
    case 'number': {
      const least = Number(schema.minimum ?? Number(schema.exclusiveMinimum ?? 0) + 1);
      return Math.min(Math.max(least, 1), Number(schema.maximum ?? Number.MAX_SAFE_INTEGER));
    }
    case 'boolean':
      return true;
    case 'string':
      return stringSample(schema);
    default:
      return null;
  }
}

function stringSample(schema: Json): string {
  switch (schema.format) {
    case 'email':
      return 'skipper@bosun.test';
    case 'date':
      return '2027-06-14';
    case 'date-time':
      return '2027-06-14T09:00:00.000Z';
    case 'uuid':
      return '7d3f1c1e-8a53-4f0b-9d6e-0c2b1f3a4e5d';
    case 'uri':
      return 'https://example.com/calendar.ics';
  }
  const least = Number(schema.minLength ?? 1);
  const most = Number(schema.maxLength ?? 1_000);
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    const fitting = PATTERNED.find(
      (value) => pattern.test(value) && value.length >= least && value.length <= most,
    );
    if (fitting) return fitting;
  }
  return 'Sea'.padEnd(least, 'a').slice(0, most);
}

/** The JSON body a write is called with; undefined when it reads none (or a file). */
function jsonBodyOf(write: Write): { schema: Json; required: boolean } | undefined {
  const content = write.operation.requestBody?.content;
  const schema = content?.['application/json']?.schema;
  return schema ? { schema, required: write.operation.requestBody?.required ?? false } : undefined;
}

const bodyOf = (write: Write, schema: Json) => (write.key in BODIES ? BODIES[write.key] : sampleOf(schema));

/** The path parameters of a write, each sampled from its declared schema. */
const pathOf = (write: Write) =>
  Object.fromEntries(
    (write.operation.parameters ?? [])
      .filter((p) => p.in === 'path')
      .map((p) => [p.name, sampleOf(p.schema)]),
  );

const HELPERS = `
import type { paths } from './api.ts';
type Operation<P extends keyof paths, M extends keyof paths[P]> = NonNullable<paths[P][M]>;
type PathOf<O> = O extends { parameters: { path: infer X } } ? ([X] extends [undefined] ? {} : { path: X }) : {};
type BodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : {};
/** A call as a generated client makes it (openapi-fetch's shape): path parameters and JSON body typed. */
export declare function call<P extends keyof paths, M extends keyof paths[P]>(
  path: P,
  method: M,
  init: PathOf<Operation<P, M>> & BodyOf<Operation<P, M>>,
): void;
`;

/** One call per line; the compiler's complaints about each line of each file (none: it compiles). */
async function complaintsOf(files: Record<string, string[]>): Promise<Record<string, Map<number, string>>> {
  await writeFile(join(dir, 'client.ts'), HELPERS);
  const names = Object.keys(files);
  for (const name of names)
    await writeFile(
      join(dir, `${name}.ts`),
      `import { call } from './client.ts';\n${files[name].join('\n')}\n`,
    );
  const program = ts.createProgram(
    names.map((name) => join(dir, `${name}.ts`)),
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
    },
  );
  const byFile: Record<string, Map<number, string>> = Object.fromEntries(names.map((n) => [n, new Map()]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const name = d.file ? d.file.fileName.replace(`${dir}/`, '').replace(/\.ts$/, '') : 'client';
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
    byFile[name] ??= new Map();
    byFile[name].set(line, ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0]);
  }
  return byFile;
}

const callOf = (write: Write, init: Json) =>
  `call(${JSON.stringify(write.path)}, ${JSON.stringify(write.method)}, ${JSON.stringify(init)});`;

describe('a client generated from /api/docs/json', () => {
  it('describes the bodies of the writes a generated client could not call before', () => {
    const steps = [
      'basics',
      'place',
      'description',
      'equipment',
      'cabins',
      'captain',
      'prices',
      'extras',
      'conditions',
    ];
    const json = [
      'POST /api/v6/checkout/{hash}/payment-intent',
      ...steps.map((step) => `PUT /api/v6/account/listings/{productId}/editor/${step}`),
      'POST /api/v6/account/listing-calendar/{productId}/block',
      'POST /api/v6/account/listing-calendar/{productId}/unblock',
      'POST /api/v6/account/listing-calendar/{productId}/ical-feeds',
      'PUT /api/v6/account/listing-photos/{productId}/order',
      'POST /api/v6/booking/{id}/econtract/{kind}',
      'POST /api/v6/booking/{id}/econtract/contracts/{contractId}/signature',
      'POST /api/v6/booking/{id}/econtract/contracts/{contractId}/addendum',
      'POST /api/v6/booking/{id}/econtract/deposit/confirm',
      'POST /api/v6/booking/{id}/econtract/damage-claim',
      'POST /api/v6/booking/{id}/econtract/damage-claim/answer',
    ];
    const files: Record<string, string> = {
      'POST /api/v6/account/listing-photos/{productId}': 'multipart/form-data',
      'POST /api/v6/messages/attachments': 'application/pdf',
      'POST /api/v6/booking/{id}/econtract/photos': 'multipart/form-data',
    };
    const contentOf = (key: string) =>
      writes.find((write) => write.key === key)?.operation.requestBody?.content ?? {};
    const missing = [
      ...json.filter((key) => !contentOf(key)['application/json']),
      ...Object.entries(files)
        .filter(([key, type]) => !contentOf(key)[type])
        .map(([key]) => key),
    ];
    expect(missing).toEqual([]);
  });

  it('describes a JSON body for every write whose route reads one', () => {
    const undescribed = writes.filter((write) => write.body && !jsonBodyOf(write)).map((write) => write.key);
    expect(undescribed).toEqual([]);
  });

  it('has, for every write, a body its route accepts', () => {
    const refused = writes.flatMap((write) => {
      const json = jsonBodyOf(write);
      if (!json || !write.body) return [];
      const checked = write.body.safeParse(bodyOf(write, json.schema));
      return checked.success
        ? []
        : [`${write.key}: ${checked.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`];
    });
    expect(refused).toEqual([]);
  });

  it('type-checks a call to every write with that body, and refuses unknown fields and wrong values', async () => {
    const good = writes.map((write) => {
      const json = jsonBodyOf(write);
      const path = pathOf(write);
      return callOf(write, {
        ...(Object.keys(path).length > 0 ? { path } : {}),
        ...(json ? { body: bodyOf(write, json.schema) } : {}),
      });
    });
    // Wrong bodies: an unknown field in each closed body (the API answers 400 naming it), and values
    // the handler refuses.
    const closed = writes.filter((write) => {
      const json = jsonBodyOf(write);
      return json?.schema.type === 'object' && json.schema.additionalProperties === false;
    });
    const bad = [
      ...closed.map((write) =>
        callOf(write, {
          ...(Object.keys(pathOf(write)).length > 0 ? { path: pathOf(write) } : {}),
          body: { ...(bodyOf(write, jsonBodyOf(write)?.schema ?? {}) as Json), notAField: 1 },
        }),
      ),
      `call('/api/v6/checkout/{hash}/payment-intent', 'post', { path: { hash: 'x' }, body: { acceptedTerms: false } });`,
      `call('/api/v6/booking/{id}/econtract/damage-claim', 'post', { path: { id: 1 }, body: { clientId: 'x', description: 'A scratch.', estimateAmount: '15000' } });`,
    ];
    const complaints = await complaintsOf({ good, bad });
    // Line 0 of each file is the import.
    const goodComplaints = [...complaints.good].map(([line, message]) => `${good[line - 1]} → ${message}`);
    expect(goodComplaints).toEqual([]);
    expect(complaints.client ?? new Map()).toEqual(new Map());
    const compiledAnyway = bad.filter((_call, index) => !complaints.bad.has(index + 1));
    expect(compiledAnyway).toEqual([]);
    expect(good.length).toBe(writes.length);
    expect(closed.length).toBeGreaterThan(50);
  }, 180_000);
});
