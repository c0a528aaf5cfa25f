import type { TFunction } from 'i18next';
import type { PostBookingInit } from '../../../shared/checkout/checkout.ts';
import { paymentPaths } from '../../../shared/checkout/paymentPaths.ts';
import type { ScreenLoaderContext } from '../../app/screens.ts';
import { browserApi } from '../../app/siteApi.ts';
import { usePageData } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/checkout.css';
import { CardForm } from '../../components/CardPayment/CardForm.tsx';
import { useCardPayment } from '../../components/CardPayment/useCardPayment.ts';
import { CheckoutNotice } from '../CheckoutPage/CheckoutNotice.tsx';
import { EURO, useMoney } from '../CheckoutPage/checkoutMoney.ts';
import { CartLines } from '../PostBookingPage/CartLines.tsx';
import { loadPostBookingInit } from '../PostBookingPage/postBookingLoader.ts';

export function head(t: TFunction) {
  return { title: t('checkout:postBooking.payHead') };
}

export function loader(context: ScreenLoaderContext) {
  const { bookingId, cartId } = context.route.params;
  return loadPostBookingInit(context, `/api/v6/post-booking/${bookingId}/purchase/${cartId}/init`);
}

/** post-booking/{bookingId}/purchase/{cartId}: pay the chosen post-booking insurances. */
export default function PostBookingPurchasePage() {
  const { init } = usePageData<{ init: PostBookingInit | null }>();
  const { t } = useTranslation();
  const cart = init?.cart ?? null;
  const money = useMoney(cart?.currency ?? EURO);
  const euros = useMoney(EURO);
  const payment = useCardPayment(
    paymentPaths.cartIntent(init?.bookingId ?? 0, cart?.cartId ?? 0),
    paymentPaths.intentConfirm,
  );
  if (!init || !cart) {
    return (
      <CheckoutNotice
        title={t('checkout:notice.unavailableTitle')}
        text={t('checkout:notice.unavailableText')}
      />
    );
  }
  if (cart.status === 'paid') {
    return (
      <CheckoutNotice
        testId="post-booking-paid"
        title={t('checkout:postBooking.paidTitle')}
        text={t('checkout:postBooking.paidText')}
      />
    );
  }
  return (
    <div className="checkout container checkout--narrow">
      <header className="checkout__header">
        <h1>{t('checkout:postBooking.payTitle')}</h1>
      </header>
      <section className="checkout-card" aria-labelledby="cart-title">
        <h2 id="cart-title" className="checkout-card__title">
          {t('checkout:price.title')}
        </h2>
        <CartLines cart={cart} money={money} />
        <p className="checkout-note">
          {t('checkout:price.chargedInEur', { amount: euros(cart.totalAmountEur) })}
        </p>
      </section>
      <CardForm
        provider="sandbox"
        payLabel={t('checkout:card.pay', { price: money(cart.totalAmount) })}
        busy={payment.busy}
        disabled={cart.items.length === 0}
        error={payment.error}
        onPay={payment.pay}
        stripe={{ api: browserApi, intentPath: payment.intentPathWithQuery, onReady: payment.onStripeReady }}
      />
    </div>
  );
}
