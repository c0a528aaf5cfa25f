import type { FastifyInstance } from 'fastify';
import { FALLBACK_LANGUAGE, isLanguageCode, LANGUAGE_CODES } from '../../../shared/i18n/languages.ts';
import {
  activityLandingPath,
  activitySearchPath,
  localizedPath,
  searchPath,
} from '../../../shared/routing/routeWords.ts';
import { described } from '../../http/describe.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * GET /sitemap.xml: the search and landing pages of every language: the whole search, each city's
 * search page and landing where boats are listed, and the activity landings where activities are.
 */
export default async function sitemapRoutes(app: FastifyInstance) {
  app.get(
    '/sitemap.xml',
    described({
      tags: ['search'],
      summary: 'Search and landing pages per language',
      signedIn: false,
      ok: { contentType: 'application/xml', description: 'The sitemap.' },
    }),
    async (request, reply) => {
      const { rows: cities } = await app.db.replica.query<{
        slug: string;
        boats: boolean;
        activities: boolean;
      }>(
        `SELECT c.slug, bool_or(p.kind = 'boat') AS boats, bool_or(p.kind = 'activity') AS activities
       FROM products p JOIN cities c ON c.id = p.city_id WHERE p.moderation_status = 'published'
       GROUP BY c.slug ORDER BY c.slug`,
      );
      const origin = `${request.protocol}://${request.host}`;
      const paths: string[] = [];
      const configured = app.config.DEFAULT_LANGUAGE;
      const defaultLanguage = isLanguageCode(configured) ? configured : FALLBACK_LANGUAGE;
      for (const language of LANGUAGE_CODES) {
        const options = { defaultLanguage };
        paths.push(
          searchPath(language, options),
          activitySearchPath(language, options),
          activityLandingPath(language, options),
        );
        for (const city of cities) {
          if (city.boats) {
            paths.push(searchPath(language, { ...options, placeSlug: city.slug }));
            paths.push(localizedPath(language, `/${city.slug}`, defaultLanguage));
          }
          if (city.activities)
            paths.push(activityLandingPath(language, { ...options, landingSlug: city.slug }));
        }
      }
      const urls = [...new Set(paths)].map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`);
      reply.type('application/xml; charset=utf-8');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    },
  );
}
