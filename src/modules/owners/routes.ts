import type { FastifyInstance } from 'fastify';
import { isLanguageCode } from '../../../shared/i18n/languages.ts';
import {
  ownerListingPaths,
  ownerListingsQuerySchema,
  ownerListingsSchema,
} from '../../../shared/owners/listings.ts';
import { appClock } from '../../http/clock.ts';
import { described } from '../../http/describe.ts';
import { parseInput } from '../../http/validate.ts';
import { requireViewer } from '../auth/session.ts';
import { listOwnerListings } from './service.ts';

/** SPEC section 2's account/listings: the owner's side of the marketplace (issue 17). */
export default async function ownerRoutes(app: FastifyInstance) {
  app.get(
    ownerListingPaths.listings,
    described({
      tags: ['owners'],
      summary:
        'A page of the signed-in owner’s boats and activities (?state&page): state, completeness, recent figures, next bookings',
      signedIn: true,
      querystring: ownerListingsQuerySchema,
      ok: { schema: ownerListingsSchema, description: 'The listings.' },
    }),
    async (request) => {
      // SPEC section 7's _locale: each title in the page's language when the listing has one
      const locale = (request.query as { _locale?: unknown } | undefined)?._locale;
      const language = typeof locale === 'string' && isLanguageCode(locale) ? locale : null;
      const query = parseInput(ownerListingsQuerySchema, request.query);
      return listOwnerListings(app.db, requireViewer(request).id, appClock.now(), language, query);
    },
  );
}
