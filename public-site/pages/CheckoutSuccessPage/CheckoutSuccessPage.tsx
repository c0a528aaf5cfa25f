import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import type { CheckoutSuccess, PurchaseTracking } from '../../../shared/checkout/checkout.ts';
import { pushToDataLayer } from '../../app/dataLayer.ts';
import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useDateFormat, usePageData, useScreenData } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/checkout.css';
import { CheckoutNotice } from '../CheckoutPage/CheckoutNotice.tsx';
import { checkoutPaths } from '../CheckoutPage/checkoutEffects.ts';
import { apiQuery, signInRedirect } from '../CheckoutPage/checkoutLoader.ts';
import { useMoney } from '../CheckoutPage/checkoutMoney.ts';

export function head(t: TFunction) {
  return { title: t('checkout:success.head') };
}

/** SPEC section 8: success-page loads have no error handling beyond the sign-in. */
export async function loader(context: ScreenLoaderContext): Promise<ScreenLoaderResult> {
  const response = await context.api(
    `${checkoutPaths(context.route.params.hash).success}?${apiQuery(context)}`,
  );
  if (response.status === 401) return signInRedirect(context);
  if (!response.ok) return { notFound: true };
  return { data: await readJson<CheckoutSuccess>(response) };
}

const SETTLING_POLL_MS = 2000;

/** ps/{hash}/success: the booking made (or the request sent), what was paid and what comes next. */
export default function CheckoutSuccessPage() {
  const success = usePageData<CheckoutSuccess>();
  const { t } = useTranslation();
  const money = useMoney(success.currency);
  const date = useDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  const revalidator = useRevalidator();
  const day = (value: string) => date(new Date(`${value}T00:00:00Z`));

  // A payment settled by the webhook a moment later: look again until it is.
  useEffect(() => {
    if (success.isPaid) return;
    const timer = window.setTimeout(() => revalidator.revalidate(), SETTLING_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [success.isPaid, revalidator]);

  usePurchaseTracking(success.isPaid ? success.bookingId : null);

  if (!success.isPaid) {
    return (
      <CheckoutNotice title={t('checkout:success.settlingTitle')} text={t('checkout:success.settlingText')} />
    );
  }
  return (
    <section
      className="checkout-done container"
      aria-labelledby="success-title"
      data-testid="checkout-success"
    >
      <div className="checkout-done__mark" aria-hidden="true">
        ✓
      </div>
      <h1 id="success-title">
        {success.isDirect ? t('checkout:success.booked') : t('checkout:success.requested')}
      </h1>
      <p>
        {success.isDirect
          ? t('checkout:success.bookedText', { name: success.productName })
          : t('checkout:success.requestedText', { name: success.productName })}
      </p>
      <dl className="checkout-facts checkout-card">
        <div>
          <dt>{t('checkout:success.reference')}</dt>
          <dd data-testid="booking-reference">{success.reference}</dd>
        </div>
        <div>
          <dt>{t('checkout:summary.dates')}</dt>
          <dd>
            {success.startAt === success.endAt
              ? day(success.startAt)
              : `${day(success.startAt)} – ${day(success.endAt)}`}
          </dd>
        </div>
        <div>
          <dt>{t('checkout:success.paid')}</dt>
          <dd data-testid="paid-amount">{money(success.paidAmount)}</dd>
        </div>
        {success.isDownPayment && success.balancePaymentDate && (
          <div>
            <dt>{t('checkout:success.balance')}</dt>
            <dd data-testid="success-balance">
              {t('checkout:success.balanceText', {
                price: money(success.balancePaymentAmount),
                date: day(success.balancePaymentDate),
              })}
            </dd>
          </div>
        )}
      </dl>
      <p className="muted">{t('checkout:success.email', { email: success.tenantEmail })}</p>
      <div className="checkout-notice__actions">
        {success.urlBookingDetails && (
          <a className="button button--primary" href={success.urlBookingDetails}>
            {t('checkout:success.details')}
          </a>
        )}
        {success.urlConversation && (
          <a className="button button--ghost" href={success.urlConversation}>
            {t('checkout:success.message')}
          </a>
        )}
      </div>
    </section>
  );
}

/**
 * Once the booking is paid, the data layer hears its purchase event (the API's payload), once per
 * booking in this tab, so a reload does not count the sale twice.
 */
function usePurchaseTracking(bookingId: number | null) {
  const hash = useScreenData()?.route.params.hash;
  useEffect(() => {
    if (bookingId === null || !hash) return;
    const key = `bosun.purchaseTracked.${bookingId}`;
    if (window.sessionStorage.getItem(key)) return;
    window.sessionStorage.setItem(key, '1');
    browserApi(`${checkoutPaths(hash).tracking}/${bookingId}`)
      .then((response) => readJson<PurchaseTracking>(response))
      .then((tracking) => pushToDataLayer(tracking))
      .catch(() => window.sessionStorage.removeItem(key));
  }, [bookingId, hash]);
}
