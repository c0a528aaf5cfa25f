import type { Currency } from '../../../shared/currency.ts';
import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import type { TripMoneyCurrency } from './tripMoney.ts';

/** What every trip page's data carries besides its own answer: the currency to show money in. */
export interface TripPageData<T> {
  answer: T;
  currency: TripMoneyCurrency;
  /** The server's clock when the page was loaded, so that the first browser render matches it. */
  loadedAt: string;
}

export const EURO: TripMoneyCurrency = { code: 'EUR', symbol: '€', minorDigits: 2, rate: 1 };

/** Signed-out visitors go to the login page and come back here after signing in (as the profile page). */
export function signInFirst({ request, route }: ScreenLoaderContext): ScreenLoaderResult {
  const url = new URL(request.url);
  const next = encodeURIComponent(url.pathname + url.search);
  const login = route.languageInPath ? `/${route.language}/login` : '/login';
  return { redirect: { location: `${login}?next=${next}`, status: 302 } };
}

/** The rate of the visitor's currency: amounts are EUR minor units, shown converted like the checkout. */
async function visitorCurrency({ api, currency }: ScreenLoaderContext): Promise<TripMoneyCurrency> {
  if (currency === 'EUR') return EURO;
  const response = await api(`/api/v6/currencies/${currency}`).catch(() => null);
  if (!response?.ok) return EURO;
  const found = (await response.json()) as Currency;
  return { code: found.code, symbol: found.symbol, minorDigits: found.minorDigits, rate: found.rate };
}

/**
 * Loads one trip API answer as the visitor: 401 signs in first, 404 shows the not-found page (a
 * booking of someone else), another failure renders the page's error state with a 503.
 */
export async function loadTripPage<T>(
  context: ScreenLoaderContext,
  path: string,
): Promise<ScreenLoaderResult> {
  const separator = path.includes('?') ? '&' : '?';
  const [response, currency] = await Promise.all([
    context.api(`${path}${separator}_locale=${context.language}&currency=${context.currency}`),
    visitorCurrency(context),
  ]);
  if (response.status === 401) return signInFirst(context);
  if (response.status === 404) return { notFound: true };
  const loadedAt = new Date().toISOString();
  if (!response.ok) return { data: { answer: null, currency, loadedAt }, status: 503 };
  const answer = (await response.json()) as T;
  const data: TripPageData<T> = { answer, currency, loadedAt };
  return { data };
}
