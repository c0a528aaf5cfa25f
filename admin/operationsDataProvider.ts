import type {
  AvailabilityBlockInput,
  BoatDetail,
  BoatPicturesInput,
  BoatPricesInput,
} from '../shared/admin/boats.ts';
import type { ManagerDashboard } from '../shared/admin/dashboard.ts';
import { httpClient } from './httpClient.ts';

const post = async (url: string, body: unknown) =>
  (await httpClient(url, { method: 'POST', body: JSON.stringify(body) })).json;
const send = async (method: 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<BoatDetail> =>
  (await httpClient(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).json;

/**
 * The operations back office's actions that are not CRUD (DESIGN.md: their own POST endpoints),
 * as custom data-provider methods, so views call them with useDataProvider and tests replace them.
 */
export const operationsMethods = {
  async getBookingCounts(filter: Record<string, unknown>): Promise<Record<string, number>> {
    const query = new URLSearchParams({ filter: JSON.stringify(filter) });
    return (await httpClient(`/api/admin/bookings/counts?${query}`)).json;
  },
  cancelBooking: (
    id: number | string,
    body: { onBehalfOf: 'tenant' | 'owner'; refundAmount?: number; reason: string },
  ) => post(`/api/admin/bookings/${id}/cancel`, body),
  /** A booking's weather: the forecast that triggered an outcome, the renter's request, the outcomes. */
  bookingWeather: async (id: number | string) => (await httpClient(`/api/admin/bookings/${id}/weather`)).json,
  decideWeather: (id: number | string, body: { decision: 'cancel' | 'keep'; reason: string }) =>
    post(`/api/admin/bookings/${id}/weather/decision`, body),
  approveAutorefund: (id: number | string, body: { amount?: number; reason?: string }) =>
    post(`/api/admin/autorefunds/${id}/approve`, body),
  rejectAutorefund: (id: number | string, body: { reason: string }) =>
    post(`/api/admin/autorefunds/${id}/reject`, body),
  bulkApproveAutorefunds: (
    ids: (number | string)[],
  ): Promise<{ approved: number[]; skipped: { id: number; code: string; message: string }[] }> =>
    post('/api/admin/autorefunds/approve', { ids: ids.map(Number) }),
  replyToConversation: (id: number | string, body: { body: string }) =>
    post(`/api/admin/conversations/${id}/messages`, body),
  arrangeBoatPictures: (id: number | string, body: BoatPicturesInput) =>
    send('PUT', `/api/admin/boats/${id}/pictures`, body),
  replaceBoatPrices: (id: number | string, body: BoatPricesInput) =>
    send('PUT', `/api/admin/boats/${id}/prices`, body),
  addBoatBlock: (id: number | string, body: AvailabilityBlockInput) =>
    send('POST', `/api/admin/boats/${id}/blocks`, body),
  removeBoatBlock: (id: number | string, blockId: number) =>
    send('DELETE', `/api/admin/boats/${id}/blocks/${blockId}`),
  /** Lifts a payout hold (audited by the server); answers the hold, released. */
  releasePayoutHold: (id: number | string) => post(`/api/admin/payout-holds/${id}/release`, {}),
  async getManagerDashboard(q: { from: string; to: string; country?: string }): Promise<ManagerDashboard> {
    const query = new URLSearchParams({
      from: q.from,
      to: q.to,
      ...(q.country ? { country: q.country } : {}),
    });
    return (await httpClient(`/api/admin/dashboard/manager?${query}`)).json;
  },
};

export type OperationsMethods = typeof operationsMethods;
