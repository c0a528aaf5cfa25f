import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import { type AnswerProblem, registerAnswerCheck } from './answerCheck.ts';
import { described, registerDescriptions } from './describe.ts';

type Answer = { content?: Record<string, { schema?: Record<string, unknown> }> };

let ctx: TestContext;
let paths: Record<string, Record<string, { responses: Record<string, Answer> }>>;
beforeAll(async () => {
  ctx = await createTestApp();
  paths = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
});
afterAll(() => ctx.close());

/** `METHOD /path` of each operation whose success answer is JSON without a schema. */
function operationsAnsweringAnyJson(): string[] {
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => {
        const success = Object.entries(operation.responses).find(([status]) => /^2\d\d$/.test(status))?.[1];
        const schema = success?.content?.['application/json']?.schema;
        return Boolean(schema && Object.keys(schema).every((key) => key === 'description'));
      })
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

describe('the success answers', () => {
  it('are each described: no operation answers "any JSON", so the check of live answers looks at every one', () => {
    expect(
      operationsAnsweringAnyJson().sort(),
      'operations without a success schema: give each `ok.schema` in described({...})',
    ).toEqual([]);
  });
});

describe('the check of live answers against the description', () => {
  /** A small app with the check, whose handlers answer what each test needs. */
  async function appAnswering(answer: { status: number; body: unknown }) {
    const problems: AnswerProblem[] = [];
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(() => () => true);
    registerDescriptions(app);
    registerAnswerCheck(app, (problem) => problems.push(problem));
    app.get(
      '/api/boats/:id',
      described({
        tags: ['test'],
        summary: 'A boat',
        signedIn: false,
        ok: { schema: z.object({ id: z.number(), prices: z.array(z.object({ amount: z.number().int() })) }) },
      }),
      async (_request, reply) => reply.status(answer.status).send(answer.body),
    );
    app.get(
      '/api/anything',
      described({ tags: ['test'], summary: 'Any JSON', signedIn: false }),
      async () => ({ whatever: true }),
    );
    await app.ready();
    return { app, problems };
  }

  it('lets an answer that fits its schema through untouched', async () => {
    const { app, problems } = await appAnswering({ status: 200, body: { id: 1, prices: [{ amount: 5 }] } });
    const res = await app.inject({ method: 'GET', url: '/api/boats/1' });
    expect(res.json()).toEqual({ id: 1, prices: [{ amount: 5 }] });
    expect(problems).toEqual([]);
  });

  it('names the operation, the status, the path and the first wrong field', async () => {
    const { app, problems } = await appAnswering({ status: 200, body: { id: 1, prices: [{ amount: '5' }] } });
    await app.inject({ method: 'GET', url: '/api/boats/1?x=1' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      operation: 'GET /api/boats/:id (getApiBoatsId)',
      status: 200,
      url: '/api/boats/1?x=1',
    });
    expect(problems[0].message).toMatch(/^prices\.0\.amount: .*expected number/);
  });

  it('refuses a field the schema does not list, and a status the operation does not document', async () => {
    const extra = await appAnswering({ status: 200, body: { id: 1, prices: [], secret: 'x' } });
    await extra.app.inject({ method: 'GET', url: '/api/boats/1' });
    expect(extra.problems[0].message).toMatch(/secret/);
    const conflict = await appAnswering({ status: 409, body: { error: { code: 'c', message: 'm' } } });
    await conflict.app.inject({ method: 'GET', url: '/api/boats/1' });
    expect(conflict.problems[0].message).toMatch(/^409 is not documented/);
  });

  it('checks an error answer against the one error shape', async () => {
    const { app, problems } = await appAnswering({ status: 404, body: { message: 'gone' } });
    await app.inject({ method: 'GET', url: '/api/boats/1' });
    expect(problems[0]).toMatchObject({ status: 404 });
    expect(problems[0].message).toMatch(/^error: /);
  });

  it('leaves an operation answering "any JSON" unchecked (the test above keeps the API free of them)', async () => {
    const { app, problems } = await appAnswering({ status: 200, body: {} });
    const res = await app.inject({ method: 'GET', url: '/api/anything' });
    expect(res.json()).toEqual({ whatever: true });
    expect(problems).toEqual([]);
  });
});
