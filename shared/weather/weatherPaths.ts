/**
 * The weather calls' paths (DESIGN.md, "Weather"), apart from their schemas so the booking page's
 * first load reads them without zod.
 */
const segment = (id: number | string) => encodeURIComponent(String(id));

export const weatherPaths = {
  /** GET → WeatherSection: the forecast of the booking's slot and the viewer's actions. */
  section: (bookingId: number | string) => `/api/v6/booking/${segment(bookingId)}/weather`,
  /** POST → WeatherCancellation: cancel for weather (either side over the threshold; the renter once agreed). */
  cancel: (bookingId: number | string) => `/api/v6/booking/${segment(bookingId)}/weather/cancel`,
  /** POST WeatherPostponeInput → WeatherPostponement: another free day of the same boat, same price. */
  postpone: (bookingId: number | string) => `/api/v6/booking/${segment(bookingId)}/weather/postpone`,
  /** POST (renter, below the threshold) → WeatherSection: asks the owner to agree. */
  ask: (bookingId: number | string) => `/api/v6/booking/${segment(bookingId)}/weather/request`,
  /** POST WeatherAnswerInput (owner) → WeatherSection. */
  answer: (bookingId: number | string) => `/api/v6/booking/${segment(bookingId)}/weather/answer`,
  /** GET → VoucherList: the signed-in person's vouchers. */
  vouchers: '/api/v6/account/vouchers',
};
