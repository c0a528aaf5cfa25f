import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { englishSeedPhrases } from '../../../tests/helpers/englishSeedPhrases.ts';
import { seedDemoMarketplace } from '../../db/seed/seed.ts';

let ctx: TestContext;

const decode = (text: string) =>
  text
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replaceAll('\\u0026', '&');

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoMarketplace(ctx.db, { boats: 24, activities: 12, production: true });
}, 240_000);
afterAll(() => ctx.close());

describe('the demo marketplace in the renter’s language (issue 23)', () => {
  it('writes every listing in all 11 text languages and leaves nothing for the job', async () => {
    const { rows } = await ctx.db.query<{ n: number; languages: number }>(
      `SELECT count(*)::int AS n, min(c)::int AS languages
         FROM (SELECT product_id, count(*) AS c FROM product_translations GROUP BY product_id) t`,
    );
    expect(rows[0].languages).toBe(11);
    const waiting = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM listing_translation_requests',
    );
    expect(waiting.rows[0].n).toBe(0);
  });

  it('leaves the queueing triggers on once seeded: a listing whose title changes waits for the job', async () => {
    const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1');
    await ctx.db.query(`UPDATE products SET title = title || ' (refitted)' WHERE id = $1`, [rows[0].id]);
    const waiting = await ctx.db.query<{ product_id: number }>(
      'SELECT product_id FROM listing_translation_requests',
    );
    expect(waiting.rows.map((row) => Number(row.product_id))).toEqual([Number(rows[0].id)]);
    // as it was, for the pages below
    await ctx.db.query(`UPDATE products SET title = left(title, -length(' (refitted)')) WHERE id = $1`, [
      rows[0].id,
    ]);
    await ctx.db.query('DELETE FROM listing_translation_requests');
  });

  it('product pages in es, el and de carry none of the English seed phrases', async () => {
    const { rows: products } = await ctx.db.query<{ id: number }>(
      `SELECT id FROM products WHERE moderation_status = 'published' ORDER BY kind, id LIMIT 14`,
    );
    expect(products.length).toBeGreaterThan(8);
    for (const language of ['es', 'el', 'de'] as const) {
      const english = englishSeedPhrases(language);
      expect(english.length).toBeGreaterThan(40);
      for (const { id } of products) {
        const api = await ctx.app.inject({
          method: 'GET',
          url: `/api/v6/products/${id}?_locale=${language}`,
        });
        const product = api.json();
        const page = await ctx.app.inject({ method: 'GET', url: `/${language}${product.paths[language]}` });
        expect(page.statusCode, `${language} ${id}`).toBe(200);
        // What a person reads or hears: text, titles and alt texts, not the hydration data's keys
        const html = decode(page.body.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' '));
        expect(html).toContain(`<html lang="${language}"`);
        expect(html).toContain(product.title);
        const leaked = english.filter((phrase) => html.includes(phrase));
        expect(leaked, `${language} product ${id}`).toEqual([]);
      }
    }
  }, 240_000);
});
