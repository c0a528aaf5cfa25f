import type { FastifyInstance } from 'fastify';
import { isLanguageCode } from '../../../shared/i18n/languages.ts';
import {
  placeAutocompleteQuerySchema,
  placeLookupBodySchema,
  placeLookupSchema,
  placeSuggestionsSchema,
} from '../../../shared/search/placeAutocomplete.ts';
import { described } from '../../http/describe.ts';
import { notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { placeBySlug, placesMatching, placesResembling } from '../search/repository.ts';

const AUTOCOMPLETE_LIMIT = 8;

const languageOf = (lang: string | undefined) => (lang && isLanguageCode(lang) ? lang : 'en');

/** SPEC section 7: GET /api/v6/autocomplete/places {input, lang}; POST the same {place, lang}. */
export default async function placeRoutes(app: FastifyInstance) {
  app.get(
    '/api/v6/autocomplete/places',
    described({
      tags: ['search'],
      summary: 'Places whose name contains the typed text, else resembles it',
      signedIn: false,
      querystring: placeAutocompleteQuerySchema,
      ok: { schema: placeSuggestionsSchema },
    }),
    async (request) => {
      const { input, lang } = parseInput(placeAutocompleteQuerySchema, request.query);
      if (input.length < 2) return { places: [] };
      const language = languageOf(lang);
      const matching = await placesMatching(app.db, input, language, AUTOCOMPLETE_LIMIT);
      // Nothing contains the text: a misspelling, answered with the names that resemble it.
      if (matching.length > 0 || input.length < 4) return { places: matching };
      return { places: await placesResembling(app.db, input, language, AUTOCOMPLETE_LIMIT) };
    },
  );

  app.post(
    '/api/v6/autocomplete/places',
    described({
      tags: ['search'],
      summary: 'The one place a slug or a chosen name names',
      signedIn: false,
      body: placeLookupBodySchema,
      ok: { schema: placeLookupSchema },
      errors: [404],
    }),
    async (request) => {
      const { place, lang } = parseInput(placeLookupBodySchema, request.body);
      const language = languageOf(lang);
      const found =
        (await placeBySlug(app.db, place, language)) ?? (await placesMatching(app.db, place, language, 1))[0];
      if (!found) throw notFound('No place has this name.');
      return { place: found };
    },
  );
}
