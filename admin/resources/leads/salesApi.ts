import { httpClient } from '../../httpClient.ts';

/** The sales actions that are not CRUD (DESIGN.md): their own POST endpoints under /api/v6. */
export async function salesPost<T = unknown>(path: string, body: object = {}): Promise<T> {
  const { json } = await httpClient(`/api/v6${path}`, { method: 'POST', body: JSON.stringify(body) });
  return json as T;
}

export async function salesGet<T = unknown>(path: string): Promise<T> {
  const { json } = await httpClient(`/api/v6${path}`);
  return json as T;
}

/** What get-leads-count answers (shared/sales/leads.ts, the server's description of it). */
export type { LeadsCount } from '../../../shared/sales/leads.ts';

export const LEADS_COUNT_KEY = ['leads', 'get-leads-count'] as const;
