import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { BalancePayment } from '../../../shared/checkout/checkout.ts';
import { paymentPaths } from '../../../shared/checkout/paymentPaths.ts';
import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useDateFormat, usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/checkout.css';
import { CardForm } from '../../components/CardPayment/CardForm.tsx';
import { useCardPayment } from '../../components/CardPayment/useCardPayment.ts';
import { CheckoutNotice } from '../CheckoutPage/CheckoutNotice.tsx';
import { apiQuery, signInRedirect } from '../CheckoutPage/checkoutLoader.ts';
import { EURO, useMoney } from '../CheckoutPage/checkoutMoney.ts';

export function head(t: TFunction) {
  return { title: t('checkout:balance.head') };
}

type BalanceData = { balance: BalancePayment | null; provider: 'sandbox' | 'stripe' };

/** SPEC section 8: a balance payment that fails to load is stored as a backend error, its message not shown. */
export async function loader(context: ScreenLoaderContext): Promise<ScreenLoaderResult> {
  const response = await context.api(
    `/api/v6/balance-payment/${context.route.params.id}?${apiQuery(context)}`,
  );
  if (response.status === 401) return signInRedirect(context);
  const balance = response.ok ? await readJson<BalancePayment>(response) : null;
  const provider = (balance as (BalancePayment & { cardProvider?: 'sandbox' | 'stripe' }) | null)
    ?.cardProvider;
  const data: BalanceData = { balance, provider: provider ?? 'sandbox' };
  return { data, status: response.ok ? undefined : 404 };
}

/** balance-payment/{id}: the rest of a down-payment booking, paid before its automatic date. */
export default function BalancePaymentPage() {
  const { balance, provider } = usePageData<BalanceData>();
  const { t } = useTranslation();
  const { language } = useSite();
  const date = useDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  const money = useMoney(balance?.currency ?? EURO);
  const euros = useMoney(EURO);
  const id = balance?.bookingId ?? 0;
  const payment = useCardPayment(paymentPaths.balanceIntent(id), paymentPaths.intentConfirm);
  if (!balance) {
    return (
      <CheckoutNotice
        title={t('checkout:notice.unavailableTitle')}
        text={t('checkout:notice.unavailableText')}
      />
    );
  }
  const day = (value: string) => date(new Date(`${value}T00:00:00Z`));
  if (balance.isPaid) {
    return (
      <CheckoutNotice
        title={t('checkout:balance.paidTitle')}
        text={t('checkout:balance.paidText')}
        action={
          <Link className="button button--primary" to={`/${language}/balance-payment/${id}/success`}>
            {t('checkout:notice.seeBooking')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="checkout container">
      <header className="checkout__header">
        <h1>{t('checkout:balance.title')}</h1>
        <p className="muted">
          {balance.balancePaymentDate
            ? t('checkout:balance.intro', { date: day(balance.balancePaymentDate) })
            : t('checkout:balance.introNoDate')}
        </p>
      </header>
      <div className="checkout-layout">
        <aside className="checkout-aside" aria-label={t('checkout:summary.label')}>
          <section className="checkout-card checkout-summary" aria-labelledby="balance-summary-title">
            {balance.image && (
              <img className="checkout-summary__image" src={balance.image} alt="" width={480} height={270} />
            )}
            <div className="checkout-summary__body">
              <h2 id="balance-summary-title">{balance.productName}</h2>
              <dl className="checkout-facts">
                <div>
                  <dt>{t('checkout:success.reference')}</dt>
                  <dd>{balance.reference}</dd>
                </div>
                <div>
                  <dt>{t('checkout:summary.dates')}</dt>
                  <dd>{`${day(balance.startAt)} – ${day(balance.endAt)}`}</dd>
                </div>
                <div>
                  <dt>{t('checkout:summary.owner')}</dt>
                  <dd>{balance.ownerName}</dd>
                </div>
              </dl>
            </div>
          </section>
          <section className="checkout-card checkout-price" aria-labelledby="balance-price-title">
            <h2 id="balance-price-title" className="checkout-card__title">
              {t('checkout:price.title')}
            </h2>
            <dl className="checkout-lines">
              {balance.insurances.map((insurance) => (
                <div key={insurance.key} className="checkout-line">
                  <dt>{insurance.name}</dt>
                  <dd>{money(insurance.amount)}</dd>
                </div>
              ))}
              <div className="checkout-line checkout-line--total">
                <dt>{t('checkout:price.total')}</dt>
                <dd>{money(balance.totalTenantAmount)}</dd>
              </div>
              <div className="checkout-line">
                <dt>
                  {balance.downPaymentDate
                    ? t('checkout:balance.downPaidOn', { date: day(balance.downPaymentDate) })
                    : t('checkout:balance.downPaid')}
                </dt>
                <dd>{money(balance.downPaymentAmount)}</dd>
              </div>
              <div className="checkout-line checkout-line--now">
                <dt>{t('checkout:balance.due')}</dt>
                <dd data-testid="balance-due">{money(balance.balancePaymentAmount)}</dd>
              </div>
            </dl>
            <p className="checkout-note">
              {t('checkout:price.chargedInEur', { amount: euros(balance.checkoutPaymentAmount) })}
            </p>
          </section>
        </aside>
        <div className="checkout-main">
          <CardForm
            provider={provider}
            payLabel={t('checkout:card.pay', { price: money(balance.balancePaymentAmount) })}
            busy={payment.busy}
            disabled={false}
            error={payment.error}
            onPay={payment.pay}
            stripe={{
              api: browserApi,
              intentPath: payment.intentPathWithQuery,
              onReady: payment.onStripeReady,
            }}
          />
        </div>
      </div>
    </div>
  );
}
