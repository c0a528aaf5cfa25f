import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertProductFixture, type ProductFixture } from './testFixtures.ts';

// Product URLs carry the title in the page's language; the id identifies the product (issue 23).
let ctx: TestContext;
let fixture: ProductFixture;
let id: number;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  id = fixture.productId;
  await ctx.db.query(
    `INSERT INTO product_translations (product_id, language, title, description, origin) VALUES
       ($1, 'el', 'Ιστιοπλοϊκό Beneteau Oceanis 46 στη Μασσαλία', 'Γρήγορο σκάφος.', 'machine'),
       ($1, 'ru', 'Парусная яхта Beneteau Oceanis 46 в Марселе', 'Быстрая яхта.', 'machine')`,
    [id],
  );
});
afterAll(() => ctx.close());

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const withName = (path: string, name: string) => `${path.slice(0, path.lastIndexOf('/'))}/${name}`;
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const productIn = async (language: string) =>
  (await get(`/api/v6/products/${id}?_locale=${language}`)).json();

describe('product slugs by language', () => {
  it('builds each language’s slug from its title, Greek and Cyrillic in Latin letters', async () => {
    const { paths } = await productIn('fr');
    expect(paths.fr).toBe(
      `/location-bateau/marseille/voilier/blue-wind-beneteau-oceanis-46-a-marseille-${id}`,
    );
    expect(paths.en).toBe(`/boat-rental/marseille/sailboat/blue-wind-beneteau-oceanis-46-in-marseille-${id}`);
    // en-GB reads the English text, so its URL carries the English title too
    expect(paths['en-GB']).toMatch(new RegExp(`/blue-wind-beneteau-oceanis-46-in-marseille-${id}$`));
    expect(paths.el).toMatch(new RegExp(`/istioploiko-beneteau-oceanis-46-sti-massalia-${id}$`));
    expect(paths.ru).toMatch(new RegExp(`/parusnaya-yakhta-beneteau-oceanis-46-v-marsele-${id}$`));
    // a language nobody translated into uses the listing's own title
    expect(paths.de).toMatch(new RegExp(`^/boot-mieten/marseille/[a-z-]+/blue-wind-${id}$`));
    for (const path of Object.values(paths) as string[]) expect(path).toMatch(/^[a-z0-9/-]+$/);
  });

  it('links the search results in the page’s language', async () => {
    const cards = async (language: string) =>
      (await get(`/api/v6/products?_locale=${language}`)).json().products as { id: number; slug: string }[];
    expect((await cards('fr')).find((card) => card.id === id)?.slug).toBe(
      `blue-wind-beneteau-oceanis-46-a-marseille-${id}`,
    );
    expect((await cards('el')).find((card) => card.id === id)?.slug).toBe(
      `istioploiko-beneteau-oceanis-46-sti-massalia-${id}`,
    );
  });

  it('serves the page at its language’s slug with every language’s slug as alternates', async () => {
    const { paths } = await productIn('el');
    const page = await get(`/el${paths.el}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`hreflang="fr" href="http://localhost:3000/fr${paths.fr}"`);
    expect(page.body).toContain(`hreflang="el" href="http://localhost:3000/el${paths.el}"`);
    expect(page.body).toContain(`hreflang="ru" href="http://localhost:3000/ru${paths.ru}"`);
  });

  it('redirects another language’s slug or an old slug to the page’s own, keeping the query', async () => {
    const { paths } = await productIn('el');
    const french = await get(`/fr${withName(paths.fr, lastSegment(paths.el))}`);
    expect(french.statusCode).toBe(301);
    expect(french.headers.location).toBe(`/fr${paths.fr}`);
    const old = await get(
      `/el${withName(paths.el, `sailboat-beneteau-oceanis-46-marseille-${id}`)}?numberOfPeople=4`,
    );
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/el${paths.el}?numberOfPeople=4`);
  });

  it('follows a changed title: the new slug answers, the old one redirects to it', async () => {
    const before = (await productIn('fr')).paths.fr;
    await ctx.db.query(
      `UPDATE product_translations SET title = 'Vent Bleu à Marseille' WHERE product_id = $1 AND language = 'fr'`,
      [id],
    );
    const after = (await productIn('fr')).paths.fr;
    expect(after).toMatch(new RegExp(`/vent-bleu-a-marseille-${id}$`));
    const old = await get(`/fr${before}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/fr${after}`);
  });
});
