import type { FastifyInstance } from 'fastify';
import { isLanguageCode } from '../../../shared/i18n/languages.ts';
import { landingQuerySchema } from '../../../shared/search/landing.ts';
import { landingInformationSchema } from '../../../shared/search/searchResults.ts';
import { described } from '../../http/describe.ts';
import { notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { landingInformation } from './service.ts';

/** SPEC section 7: GET /api/v6/lp/information?customization=<segments>; 404 when no such landing. */
export default async function landingRoutes(app: FastifyInstance) {
  app.get(
    '/api/v6/lp/information',
    described({
      tags: ['search'],
      summary: 'What a landing page is about, and its filters',
      signedIn: false,
      querystring: landingQuerySchema,
      ok: { schema: landingInformationSchema },
      errors: [404],
    }),
    async (request) => {
      const { customization, _locale } = parseInput(landingQuerySchema, request.query);
      const language = _locale && isLanguageCode(_locale) ? _locale : 'en';
      const landing = await landingInformation(app.db, customization, language);
      if (!landing) throw notFound('There is no landing page at this address.');
      return landing;
    },
  );
}
