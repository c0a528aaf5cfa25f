// Prints, as JSON, the SQL the search API runs for a query string (the benchmark's bare-SQL floors):
// the place lookup happens here once, as the API's warm lookup memo does.

import { sanitizeSearchParams } from '../../shared/search/searchParams.ts';
import { openDatabase } from '../../src/db/connection.ts';
import { searchSummarySql } from '../../src/modules/search/repository.ts';
import { summaryQuery } from '../../src/modules/search/service.ts';

const [databaseUrl, query] = process.argv.slice(2);
const db = await openDatabase({ databaseUrl });
const params = new URLSearchParams(query);
const { query: summary } = await summaryQuery(
  {
    db,
    language: 'en',
    currencyCode: 'EUR',
    viewerId: null,
    abVariations: { rankingAlgo: 'A', multiverse: 'A' },
  },
  { kind: 'boat', filters: sanitizeSearchParams(params), placeSlug: params.get('placeSlug') ?? undefined },
);
// Every request runs the summary without its price statistics once they were computed for the same
// filters less than a minute ago (service.ts summaryWithStatistics): that is the floor; the full
// statement, with statistics, runs once a minute per filter set.
console.log(
  JSON.stringify({
    perRequest: searchSummarySql({ ...summary, statistics: false }),
    withStatistics: searchSummarySql(summary),
  }),
);
await db.close();
