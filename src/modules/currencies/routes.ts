import type { FastifyInstance } from 'fastify';
import { currencyCodeSchema } from '../../../shared/currency.ts';
import { notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { findCurrency, listCurrencies } from './repository.ts';

export default async function currencyRoutes(app: FastifyInstance) {
  app.get(
    '/api/v6/currencies',
    { schema: { tags: ['currencies'], summary: 'Every currency with its rate to EUR' } },
    async () => listCurrencies(app.db),
  );

  app.get<{ Params: { code: string } }>(
    '/api/v6/currencies/:code',
    { schema: { tags: ['currencies'], summary: 'One currency: code, rate to EUR, symbol' } },
    async (request) => {
      const code = parseInput(currencyCodeSchema, request.params.code);
      const currency = await findCurrency(app.db, code);
      if (!currency) throw notFound(`Unknown currency ${code}.`);
      return currency;
    },
  );
}
