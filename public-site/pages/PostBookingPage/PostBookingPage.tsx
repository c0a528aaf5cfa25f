import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type {
  PostBookingCart,
  PostBookingInit,
  PostBookingInsurances,
} from '../../../shared/checkout/checkout.ts';
import { POST_BOOKING_INSURANCE_KEYS } from '../../../shared/checkout/checkoutChoices.ts';
import type { ScreenLoaderContext } from '../../app/screens.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/checkout.css';
import { CheckoutNotice } from '../CheckoutPage/CheckoutNotice.tsx';
import { useMoney } from '../CheckoutPage/checkoutMoney.ts';
import { CartLines } from './CartLines.tsx';
import { loadPostBookingInit } from './postBookingLoader.ts';
import {
  type PostBookingAction,
  type PostBookingEffect,
  type PostBookingState,
  postBookingTransition,
} from './postBookingState.ts';

export function head(t: TFunction) {
  return { title: t('checkout:postBooking.head') };
}

export function loader(context: ScreenLoaderContext) {
  return loadPostBookingInit(context, `/api/v6/post-booking/${context.route.params.bookingId}/init`);
}

function usePostBooking(init: PostBookingInit) {
  const { language, currency } = useSite();
  const query = `_locale=${language}&currency=${currency}`;
  const [state, setState] = useState<PostBookingState>({
    insurances: init.insurances,
    cart: init.cart,
    loading: false,
    failed: false,
  });
  const current = useRef(state);
  const run = async (effect: PostBookingEffect): Promise<PostBookingAction> => {
    const cartId = init.cartId ?? 0;
    if (effect.type === 'loadCart') {
      return browserApi(`/api/v6/post-booking/cart/${cartId}?${query}`)
        .then((response) => readJson<PostBookingCart>(response))
        .then(
          (cart): PostBookingAction => ({ type: 'cartLoaded', cart }),
          (): PostBookingAction => ({ type: 'cartFailed' }),
        );
    }
    return browserApi(`/api/v6/post-booking/${cartId}/insurances/selected?${query}`, {
      method: 'PUT',
      body: { items: effect.items },
    })
      .then((response) => readJson<unknown>(response))
      .then(
        (): PostBookingAction => ({ type: 'insurancesSaved' }),
        (): PostBookingAction => ({ type: 'insurancesFailed', previous: effect.previous }),
      );
  };
  const dispatch = (action: PostBookingAction) => {
    const [next, effects] = postBookingTransition(current.current, action);
    current.current = next;
    setState(next);
    for (const effect of effects) run(effect).then(dispatch);
  };
  return [state, dispatch] as const;
}

/** post-booking/{bookingId}: add weather cover, damage waiver or assistance to a booking already made. */
export default function PostBookingPage() {
  const { init } = usePageData<{ init: PostBookingInit | null }>();
  const { t } = useTranslation();
  if (!init?.insurances || !init.cart) {
    return (
      <CheckoutNotice
        title={t('checkout:notice.unavailableTitle')}
        text={t('checkout:notice.unavailableText')}
      />
    );
  }
  return <PostBookingOffer init={init} />;
}

function PostBookingOffer({ init }: { init: PostBookingInit }) {
  const { t } = useTranslation();
  const [state, dispatch] = usePostBooking(init);
  const insurances = state.insurances as PostBookingInsurances;
  const cart = state.cart as PostBookingCart;
  const money = useMoney(cart.currency);
  const offered = POST_BOOKING_INSURANCE_KEYS.filter((key) => insurances[key].available);
  return (
    <div className="checkout container checkout--narrow">
      <header className="checkout__header">
        <h1>{t('checkout:postBooking.title')}</h1>
        <p className="muted">{t('checkout:postBooking.intro')}</p>
      </header>
      <fieldset
        className="checkout-card checkout-choices"
        aria-busy={state.loading}
        data-testid="post-booking-insurances"
      >
        <legend>{t('checkout:insurances.title')}</legend>
        {offered.map((key) => (
          <label key={key} className="checkout-option" data-insurance={key}>
            <input
              type="checkbox"
              checked={insurances[key].selected}
              disabled={state.loading}
              onChange={(event) =>
                dispatch({ type: 'insuranceToggled', key, selected: event.target.checked })
              }
            />
            <span className="checkout-option__text">
              <strong>{insurances[key].name}</strong>
              {insurances[key].description && <small>{insurances[key].description}</small>}
            </span>
            <span className="checkout-option__price">{money(insurances[key].price)}</span>
          </label>
        ))}
      </fieldset>
      <section className="checkout-card" aria-live="polite" aria-busy={state.loading}>
        <p className="form-error" role="alert">
          {state.failed ? t('checkout:postBooking.failed') : ''}
        </p>
        <CartLines cart={cart} money={money} />
        {cart.items.length > 0 && init.paymentUrl && !state.loading ? (
          <Link className="button button--primary checkout-pay__button" to={init.paymentUrl}>
            {t('checkout:postBooking.continue')}
          </Link>
        ) : (
          <p className="muted">
            {state.loading ? t('checkout:price.refreshing') : t('checkout:postBooking.empty')}
          </p>
        )}
      </section>
    </div>
  );
}
