import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currencyKeySchema, currencySchema } from '../../../shared/currency.ts';
import { described } from '../../http/describe.ts';
import { notFound } from '../../http/errors.ts';
import { parsePathParam } from '../../http/validate.ts';
import { findCurrency, findCurrencyByLegacyId, listCurrencies } from './repository.ts';

export default async function currencyRoutes(app: FastifyInstance) {
  app.get(
    '/api/v6/currencies',
    described({
      tags: ['currencies'],
      summary: 'Every currency with its rate to EUR',
      signedIn: false,
      ok: { schema: z.array(currencySchema), description: 'The currencies.' },
    }),
    async () => listCurrencies(app.db),
  );

  app.get<{ Params: { code: string } }>(
    '/api/v6/currencies/:code',
    described({
      tags: ['currencies'],
      summary: 'One currency by ISO code or legacy id: code, legacy id, rate to EUR, symbol',
      signedIn: false,
      params: z.object({ code: z.string() }),
      ok: { schema: currencySchema, description: 'The currency.' },
    }),
    async (request) => {
      const key = parsePathParam(currencyKeySchema, request.params.code);
      const currency =
        'code' in key
          ? await findCurrency(app.db, key.code)
          : await findCurrencyByLegacyId(app.db, key.legacyId);
      if (!currency) throw notFound(`Unknown currency ${request.params.code}.`);
      return currency;
    },
  );
}
