import type { ActivityType, ProductTypeKey } from '../../../shared/catalogue/catalogue.ts';
import { FALLBACK_LANGUAGE, isLanguageCode, LANGUAGE_CODES } from '../../../shared/i18n/languages.ts';
import { canonicalProductPath, localizedProductSlugs } from '../../../shared/product/productUrl.ts';
import type { Queryable } from '../../db/connection.ts';
import { listSitemapProducts } from './repository.ts';

export interface SitemapEntry {
  loc: string;
  lastmod: string;
  alternates: { hreflang: string; href: string }[];
}

/** Search engines read at most 50,000 URLs per sitemap file; pages of 10,000 stay light. */
export const SITEMAP_PAGE_SIZE = 10_000;

/**
 * Published boats' and activities' pages: one entry per product in the default language, with its 13 language
 * versions as hreflang alternates. The /sitemap.xml index can list these pages.
 */
export async function productSitemapEntries(
  db: Queryable,
  publicUrl: string,
  options: { defaultLanguage?: string; offset?: number; limit?: number } = {},
): Promise<SitemapEntry[]> {
  const origin = new URL(publicUrl).origin;
  const defaultLanguage =
    options.defaultLanguage && isLanguageCode(options.defaultLanguage)
      ? options.defaultLanguage
      : FALLBACK_LANGUAGE;
  const rows = await listSitemapProducts(db, options.limit ?? SITEMAP_PAGE_SIZE, options.offset ?? 0);
  return rows.map((row) => {
    const parts = {
      id: row.id,
      slug: row.slug,
      citySlug: row.city_slug,
      type: (row.product_type ?? 'motorboat') as ProductTypeKey,
      activityType: row.activity_type as ActivityType | null,
      slugs: localizedProductSlugs(row.id, row.titles, row.title),
    };
    const href = (language: (typeof LANGUAGE_CODES)[number]) =>
      origin + canonicalProductPath(language, parts, defaultLanguage);
    return {
      loc: href(defaultLanguage),
      lastmod: row.updated_at.toISOString().slice(0, 10),
      alternates: [
        ...LANGUAGE_CODES.map((code) => ({ hreflang: code, href: href(code) })),
        { hreflang: 'x-default', href: href(defaultLanguage) },
      ],
    };
  });
}

const xmlEscape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export async function productSitemapXml(
  db: Queryable,
  publicUrl: string,
  defaultLanguage: string,
  page: number,
): Promise<string> {
  const entries = await productSitemapEntries(db, publicUrl, {
    defaultLanguage,
    offset: (page - 1) * SITEMAP_PAGE_SIZE,
    limit: SITEMAP_PAGE_SIZE,
  });
  const urls = entries.map((entry) =>
    [
      '<url>',
      `<loc>${xmlEscape(entry.loc)}</loc>`,
      `<lastmod>${entry.lastmod}</lastmod>`,
      ...entry.alternates.map(
        (a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`,
      ),
      '</url>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n');
}
