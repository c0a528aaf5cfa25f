import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSitePageTexts, SITE_COOKIES } from '../../../public-site/pages/SitePage/sitePageTexts.ts';
import { texts as de } from '../../../public-site/pages/SitePage/texts/de.ts';
import { texts as en } from '../../../public-site/pages/SitePage/texts/en.ts';
import { texts as fr } from '../../../public-site/pages/SitePage/texts/fr.ts';
import { LANGUAGE_CODES } from '../../../shared/i18n/languages.ts';
import { SITE_PAGES } from '../../../shared/routing/sitePages.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
const decode = (text: string) =>
  text.replaceAll('&#x27;', "'").replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the footer pages (issue 23)', () => {
  it('answers 200 for every footer link in all 13 languages, in the page’s language', async () => {
    for (const language of LANGUAGE_CODES) {
      const texts = await loadSitePageTexts(language);
      for (const page of SITE_PAGES) {
        const response = await ctx.app.inject({ method: 'GET', url: `/${language}/${page}` });
        expect(response.statusCode, `/${language}/${page}`).toBe(200);
        const html = decode(response.body);
        expect(html, `/${language}/${page}`).toContain(`<html lang="${language}"`);
        expect(decode(titleOf(response.body)), `/${language}/${page}`).toContain(texts.pages[page].title);
        // every section's heading is in the server's HTML, not only after hydration
        for (const section of texts.pages[page].sections) expect(html).toContain(section.heading);
      }
    }
  }, 240_000);

  it('writes each language in its own words, with the same pages and the same cookies', async () => {
    for (const language of LANGUAGE_CODES) {
      const texts = await loadSitePageTexts(language);
      expect(Object.keys(texts.pages).sort(), language).toEqual([...SITE_PAGES].sort());
      expect(Object.keys(texts.cookies).sort(), language).toEqual(SITE_COOKIES.map((c) => c.name).sort());
      if (language.startsWith('en')) continue;
      for (const page of SITE_PAGES) {
        expect(texts.pages[page].sections[0].paragraphs[0], `${language} ${page}`).not.toBe(
          en.pages[page].sections[0].paragraphs[0],
        );
      }
    }
    expect(fr.pages.terms.title).toBe('Conditions d’utilisation');
    expect(de.pages.privacy.title).toBe('Datenschutzerklärung');
  });

  it('lists the real cookies on the cookie page and offers to change the choice', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/fr/cookies' });
    const html = decode(response.body);
    for (const cookie of SITE_COOKIES) expect(html).toContain(`<code>${cookie.name}</code>`);
    expect(html).toContain('href="#cookie-preferences"');
    expect(html).toContain('Modifier mes choix de cookies');
  });

  it('the terms and privacy pages describe what Bosun stores and who receives it', () => {
    const privacy = en.pages.privacy.sections.flatMap((s) => s.paragraphs).join(' ');
    for (const fact of ['Stripe', 'Twilio', 'argon2', 'SMS', 'messages', 'check-in'])
      expect(privacy).toContain(fact);
    const terms = en.pages.terms.sections.flatMap((s) => s.paragraphs).join(' ');
    for (const fact of ['48 hours', 'cancellation policy', 'deposit']) expect(terms).toContain(fact);
  });

  it('the contact page has a form that writes a contact lead the sales team sees', async () => {
    const page = decode((await ctx.app.inject({ method: 'GET', url: '/es/contact' })).body);
    expect(page).toContain('name="email"');
    expect(page).toContain('Escríbanos');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/leads',
      payload: {
        source: 'contact_form',
        contactName: 'Lucía',
        contactEmail: 'lucia@example.test',
        message: '¿Hay barcos para 8 personas en Ibiza?',
        languageCode: 'es',
      },
    });
    expect(sent.statusCode).toBe(201);
    const { rows } = await ctx.db.query<{ source: string; contact_email: string }>(
      `SELECT source, contact_email FROM leads WHERE contact_email = 'lucia@example.test'`,
    );
    expect(rows).toEqual([{ source: 'contact_form', contact_email: 'lucia@example.test' }]);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/leads',
      payload: { source: 'contact_form', contactEmail: 'not-an-address', message: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.contactEmail).toBe('emailInvalid');
  });
});
