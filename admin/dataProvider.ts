import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient.ts';
import { operationsMethods } from './operationsDataProvider.ts';

/** `/api/admin/<resource>` speaks the ra-data-simple-rest dialect (DESIGN.md, "API contract"). */
export const dataProvider = { ...simpleRestProvider('/api/admin', httpClient), ...operationsMethods };
