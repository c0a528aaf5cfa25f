import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ SURVEY_WORKSPACE_KEY: 'workspace-1' });
});
afterAll(() => ctx.close());

const rows = async () =>
  (
    await ctx.db.query(
      'SELECT event, analytics, surveys, advertising, user_id AS "userId" FROM consent_events ORDER BY id',
    )
  ).rows;

describe('POST /api/v6/metrics/didomi {event, consent}', () => {
  it('records a visitor’s choice per purpose', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/metrics/didomi?_locale=fr',
      payload: {
        event: 'notice.clickdisagree',
        consent: { analytics: false, surveys: false, advertising: false },
      },
    });
    expect(res.statusCode).toBe(204);
    expect(await rows()).toEqual([
      { event: 'notice.clickdisagree', analytics: false, surveys: false, advertising: false, userId: null },
    ]);
  });

  it('records the signed-in user with their choice', async () => {
    const id = await insertTestUser(ctx.db, { email: 'consent@metrics.test' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email: 'consent@metrics.test', password: 'Bosun-demo-2026' },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/metrics/didomi',
      headers: { authorization: `Bearer ${login.json().authToken}` },
      payload: {
        event: 'preferences.clicksavechoices',
        consent: { analytics: true, surveys: false, advertising: false },
      },
    });
    expect(res.statusCode).toBe(204);
    expect((await rows()).at(-1)).toEqual({
      event: 'preferences.clicksavechoices',
      analytics: true,
      surveys: false,
      advertising: false,
      userId: id,
    });
  });

  it('refuses an unknown event or a consent that is not per purpose, with a 400 that records nothing', async () => {
    const before = (await rows()).length;
    for (const payload of [
      { event: 'hello', consent: { analytics: true, surveys: true, advertising: true } },
      { event: 'notice.clickagree', consent: true },
      { event: 'notice.clickagree', consent: { analytics: 'yes', surveys: true, advertising: true } },
      {},
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v6/metrics/didomi', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation-failed');
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/metrics/didomi',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await rows()).toHaveLength(before);
  });
});

describe('GET /api/v6/metrics/settings', () => {
  it('says which consent manager and survey tool are configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v6/metrics/settings' });
    expect(res.json()).toEqual({ didomiApiKey: null, surveyWorkspaceKey: 'workspace-1' });
  });
});
