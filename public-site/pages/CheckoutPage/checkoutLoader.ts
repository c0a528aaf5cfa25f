import type {
  CheckoutActivity,
  CheckoutDownPayment,
  CheckoutExtras,
  CheckoutInsurances,
  CheckoutPriceDetails,
  CheckoutSession,
  CheckoutTracking,
  RentalTypeExtra,
} from '../../../shared/checkout/checkout.ts';
import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import { readJson } from '../../app/siteApi.ts';
import { checkoutPaths } from './checkoutEffects.ts';
import type { CheckoutLoad } from './checkoutState.ts';

export interface CheckoutPageData {
  hash: string;
  load: CheckoutLoad;
}

/** The language and display currency every payment-area call carries. */
export function apiQuery({ language, currency }: Pick<ScreenLoaderContext, 'language' | 'currency'>): string {
  return `_locale=${language}&currency=${currency}`;
}

/** The payment area needs a signed-in renter: a guest signs in on the login page and comes back. */
export function signInRedirect({ request, route }: ScreenLoaderContext): ScreenLoaderResult {
  const url = new URL(request.url);
  const next = encodeURIComponent(url.pathname + url.search);
  const login = route.languageInPath ? `/${route.language}/login` : '/login';
  return { redirect: { location: `${login}?next=${next}`, status: 302 } };
}

async function bodyOf<T>(response: Response): Promise<T | null> {
  return response.ok ? readJson<T>(response).catch(() => null) : null;
}

/** SPEC section 4: session, price, insurances, rental type, extras and tracking load in parallel. */
export async function loadCheckoutPage(context: ScreenLoaderContext): Promise<ScreenLoaderResult> {
  const hash = context.route.params.hash;
  const paths = checkoutPaths(hash);
  const query = apiQuery(context);
  const call = (path: string) => context.api(`${path}?${query}`);
  const [session, price, insurances, rentalType, extras, downPayment, tracking] = await Promise.all([
    call(paths.session),
    call(paths.price),
    call(paths.insurances),
    call(paths.rentalType),
    call(paths.extras),
    call(paths.downPayment),
    call(paths.tracking),
  ]);
  if (session.status === 401) return signInRedirect(context);
  const sessionBody = await bodyOf<CheckoutSession>(session);
  // Only an activity's checkout has an activity: asking it of a boat's is a 404 (and an error logged).
  const activity = sessionBody?.session.isActivity ? await call(paths.activity) : null;
  const load: CheckoutLoad = {
    session: sessionBody,
    activity: activity ? await bodyOf<CheckoutActivity>(activity) : null,
    price: await bodyOf<CheckoutPriceDetails>(price),
    insurances: await bodyOf<CheckoutInsurances>(insurances),
    rentalType: await bodyOf<RentalTypeExtra>(rentalType),
    extras: await bodyOf<CheckoutExtras>(extras),
    downPayment: await bodyOf<CheckoutDownPayment>(downPayment),
    tracking: await bodyOf<CheckoutTracking>(tracking),
  };
  const data: CheckoutPageData = { hash, load };
  return { data, status: load.session ? undefined : session.status === 404 ? 404 : 503 };
}
