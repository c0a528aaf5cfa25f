import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';

/**
 * A client generated from the description (openapi-typescript, as an outside team would) must be
 * able to call every write with the body its handler needs: the bodies below type-check against the
 * generated `paths`, and bodies the API refuses (a missing acceptance, an unknown field) do not.
 */

let ctx: TestContext;
let dir: string;
let spec: OpenAPI3;

beforeAll(async () => {
  ctx = await createTestApp();
  spec = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  dir = await mkdtemp(join(tmpdir(), 'bosun-client-'));
  await writeFile(join(dir, 'api.ts'), astToString(await openapiTS(spec)));
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const HELPERS = `
import type { paths } from './api.ts';
type JsonBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: infer R;
}
  ? NonNullable<R> extends { content: { 'application/json': infer B } }
    ? B
    : never
  : never;
`;

/** The compiler's complaints about a program using the generated client (none: it compiles). */
async function complaintsOf(program: string): Promise<string[]> {
  const file = join(dir, `use-${Math.random().toString(36).slice(2)}.ts`);
  await writeFile(file, HELPERS + program);
  const compiled = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
  });
  return ts
    .getPreEmitDiagnostics(compiled)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0]);
}

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
    const bodyOf = (key: string) => {
      const [method, path] = key.split(' ');
      const item = spec.paths?.[path] as Record<string, { requestBody?: unknown }> | undefined;
      const operation = item?.[method.toLowerCase()];
      return (operation?.requestBody as { content?: Record<string, unknown> } | undefined)?.content ?? {};
    };
    const missing = [
      ...json.filter((key) => !bodyOf(key)['application/json']),
      ...Object.entries(files)
        .filter(([key, type]) => !bodyOf(key)[type])
        .map(([key]) => key),
    ];
    expect(missing).toEqual([]);
  });

  it('type-checks the payment intent’s and an e-contract call’s bodies, and refuses wrong ones', async () => {
    const good = await complaintsOf(`
      const intent: JsonBody<'/api/v6/checkout/{hash}/payment-intent', 'post'> = { acceptedTerms: true };
      const claim: JsonBody<'/api/v6/booking/{id}/econtract/damage-claim', 'post'> = {
        clientId: '7d3f1c1e-8a53-4f0b-9d6e-0c2b1f3a4e5d',
        description: 'A scratch on the hull, port side.',
        estimateAmount: 15000,
      };
      const answer: JsonBody<'/api/v6/booking/{id}/econtract/damage-claim/answer', 'post'> = {
        text: 'It was there before the rental.',
      };
      const step: JsonBody<'/api/v6/account/listings/{productId}/editor/prices', 'put'> = {} as never;
      export { intent, claim, answer, step };
    `);
    expect(good).toEqual([]);
    const bad = await complaintsOf(`
      const intent: JsonBody<'/api/v6/checkout/{hash}/payment-intent', 'post'> = { acceptedTerms: false };
      const claim: JsonBody<'/api/v6/booking/{id}/econtract/damage-claim', 'post'> = {
        clientId: 'x',
        description: 'A scratch on the hull.',
        estimateAmount: 1,
        estimateAmuont: 2,
      };
      export { intent, claim };
    `);
    expect(bad).toHaveLength(2);
  }, 120_000);
});
