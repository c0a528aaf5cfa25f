import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currencyCodeSchema, currencySchema } from '../../../shared/currency.ts';
import { described } from '../../http/describe.ts';
import { notFound } from '../../http/errors.ts';
import { parsePathParam } from '../../http/validate.ts';
import { findCurrency, listCurrencies } from './repository.ts';

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
      summary: 'One currency: code, rate to EUR, symbol',
      signedIn: false,
      params: z.object({ code: currencyCodeSchema }),
      ok: { schema: currencySchema, description: 'The currency.' },
    }),
    async (request) => {
      const code = parsePathParam(currencyCodeSchema, request.params.code);
      const currency = await findCurrency(app.db, code);
      if (!currency) throw notFound(`Unknown currency ${code}.`);
      return currency;
    },
  );
}
