import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import {
  type MachineTranslator,
  TEXT_LANGUAGES,
  TranslationUnavailable,
} from '../../providers/translation.ts';
import { insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import { runListingTranslations } from './service.ts';

let ctx: TestContext;
let fixture: ProductFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
}, 120_000);
afterAll(() => ctx.close());

const textIn = async (language: string) =>
  (
    await ctx.db.query<{
      title: string;
      description: string;
      origin: string;
      description_language: string | null;
    }>(
      `SELECT title, description, origin, description_language FROM product_translations
        WHERE product_id = $1 AND language = $2`,
      [fixture.productId, language],
    )
  ).rows[0];
const queued = async () =>
  (
    await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM listing_translation_requests WHERE product_id = $1',
      [fixture.productId],
    )
  ).rows[0].n;

/** A translator double for the tests: DeepL's shape, words the test can recognise. */
const tagging: MachineTranslator = {
  name: 'deepl',
  translate: async (texts, from, to) => texts.map((text) => `[${from}→${to}] ${text}`),
};

describe('listing translations (issue 23)', () => {
  it('gives a new listing every language: titles from its facts, the description kept in its original', async () => {
    expect(await queued()).toBe(1);
    const run = await runListingTranslations(ctx.db, { translator: null });
    expect(run.translated).toBeGreaterThanOrEqual(1);
    expect(await textIn('de')).toEqual({
      title: 'Segelboot Beneteau Oceanis 46 in Marseille',
      description: 'A fast and comfortable cruiser.',
      origin: 'facts',
      description_language: 'en',
    });
    expect((await textIn('es')).title).toBe('Velero Beneteau Oceanis 46 en Marseille');
    expect((await textIn('el')).title).toBe('Ιστιοπλοϊκό Beneteau Oceanis 46 – Marseille');
    // what the owner wrote stays theirs
    expect(await textIn('fr')).toMatchObject({
      title: 'Blue Wind, Beneteau Oceanis 46 à Marseille',
      origin: 'owner',
    });
    const { rows } = await ctx.db.query('SELECT language FROM product_translations WHERE product_id = $1', [
      fixture.productId,
    ]);
    expect(rows.map((r) => r.language).sort()).toEqual([...TEXT_LANGUAGES].sort());
    expect(await queued()).toBe(0);
  });

  it('is safe to run twice and translates again only when the listing changes', async () => {
    expect((await runListingTranslations(ctx.db, { translator: null })).translated).toBe(0);
    await ctx.db.query(`UPDATE products SET score = score + 1 WHERE id = $1`, [fixture.productId]);
    expect(await queued()).toBe(0);
    await ctx.db.query(`UPDATE products SET model_name = 'Oceanis 51.1' WHERE id = $1`, [fixture.productId]);
    expect(await queued()).toBe(1);
    await runListingTranslations(ctx.db, { translator: null });
    expect((await textIn('de')).title).toBe('Segelboot Beneteau Oceanis 51.1 in Marseille');
  });

  it('an owner editing their text queues the listing; a claimed listing is not claimed twice', async () => {
    await ctx.db.query(
      `UPDATE product_translations SET description = 'Fast, comfortable and recently refitted.'
        WHERE product_id = $1 AND language = 'en'`,
      [fixture.productId],
    );
    expect(await queued()).toBe(1);
    const now = new Date();
    const first = runListingTranslations(ctx.db, { translator: null, now: () => now });
    const second = runListingTranslations(ctx.db, { translator: null, now: () => now });
    const runs = await Promise.all([first, second]);
    expect(runs.map((r) => r.translated).sort()).toEqual([0, 1]);
    expect((await textIn('nl')).description).toBe('Fast, comfortable and recently refitted.');
  });

  it('with a machine translator, stores its translations marked machine', async () => {
    await ctx.db.query(
      `UPDATE products SET original_language = 'en', title = 'Blue Wind (2024)' WHERE id = $1`,
      [fixture.productId],
    );
    await runListingTranslations(ctx.db, { translator: tagging });
    expect(await textIn('it')).toEqual({
      title: '[en→it] Blue Wind, Beneteau Oceanis 46 in Marseille',
      description: '[en→it] Fast, comfortable and recently refitted.',
      origin: 'machine',
      description_language: 'it',
    });
  });

  it('keeps the listing queued while the translator is unavailable, and falls back to facts when it refuses for good', async () => {
    await ctx.db.query(`UPDATE products SET title = 'Blue Wind II' WHERE id = $1`, [fixture.productId]);
    const down: MachineTranslator = {
      name: 'deepl',
      translate: async () => {
        throw new TranslationUnavailable('DeepL: 503', false);
      },
    };
    expect(await runListingTranslations(ctx.db, { translator: down })).toEqual({
      translated: 0,
      deferred: 1,
    });
    expect(await queued()).toBe(1);
    const refused: MachineTranslator = {
      name: 'deepl',
      translate: async () => {
        throw new TranslationUnavailable('DeepL: quota exceeded', true);
      },
    };
    // the lease of the deferred run still holds: a run an hour later claims it again
    const later = new Date(Date.now() + 3_600_000);
    expect((await runListingTranslations(ctx.db, { translator: refused, now: () => later })).translated).toBe(
      1,
    );
    expect(await textIn('it')).toMatchObject({
      origin: 'facts',
      title: 'Barca a vela Beneteau Oceanis 51.1 a Marseille',
    });
  });

  it('shows the product page’s texts in its language, labelling an untranslated description', async () => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/v6/products/${fixture.productId}?_locale=de`,
    });
    expect(answer.statusCode).toBe(200);
    const product = answer.json();
    expect(product.title).toBe('Segelboot Beneteau Oceanis 51.1 in Marseille');
    expect(product.descriptionLanguage).toBe('en');
    expect(product.translation).toBe('facts');
    expect(product.pictures[0].alt).toBe('Segelboot Beneteau Oceanis 51.1 in Marseille (1/2)');
    const page = await ctx.app.inject({ method: 'GET', url: `/de${product.paths.de}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Originalbeschreibung (Englisch)');
    expect(page.body).toContain('<div lang="en">');
    expect(page.body).toMatch(/<title>[^<]*Segelboot Beneteau Oceanis 51\.1 in Marseille \| Bosun<\/title>/);
  });
});
