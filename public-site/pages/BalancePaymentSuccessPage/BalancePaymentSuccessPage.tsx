import type { TFunction } from 'i18next';
import type { BalancePaymentSuccess } from '../../../shared/checkout/checkout.ts';
import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import { readJson } from '../../app/siteApi.ts';
import { usePageData } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/checkout.css';
import { apiQuery, signInRedirect } from '../CheckoutPage/checkoutLoader.ts';

export function head(t: TFunction) {
  return { title: t('checkout:balance.successHead') };
}

export async function loader(context: ScreenLoaderContext): Promise<ScreenLoaderResult> {
  const response = await context.api(
    `/api/v6/balance-payment/${context.route.params.id}/success?${apiQuery(context)}`,
  );
  if (response.status === 401) return signInRedirect(context);
  if (!response.ok) return { notFound: true };
  return { data: await readJson<BalancePaymentSuccess>(response) };
}

/** balance-payment/{id}/success: the balance is paid; bank details for anyone who prefers a transfer. */
export default function BalancePaymentSuccessPage() {
  const success = usePageData<BalancePaymentSuccess>();
  const { t } = useTranslation();
  const bank = success.bankTransferInfo;
  return (
    <section
      className="checkout-done container"
      aria-labelledby="balance-success-title"
      data-testid="balance-success"
    >
      <div className="checkout-done__mark" aria-hidden="true">
        ✓
      </div>
      <h1 id="balance-success-title">
        {success.isPaid ? t('checkout:balance.successTitle') : t('checkout:balance.pendingTitle')}
      </h1>
      <p>{t('checkout:balance.successText', { reference: success.reference })}</p>
      {!success.isPaid && (
        <dl className="checkout-facts checkout-card" aria-label={t('checkout:balance.bankTitle')}>
          <div>
            <dt>{t('checkout:balance.beneficiary')}</dt>
            <dd>{bank.beneficiary}</dd>
          </div>
          <div>
            <dt>IBAN</dt>
            <dd>{bank.iban}</dd>
          </div>
          <div>
            <dt>BIC</dt>
            <dd>{bank.bic}</dd>
          </div>
          <div>
            <dt>{t('checkout:success.reference')}</dt>
            <dd>{bank.reference}</dd>
          </div>
        </dl>
      )}
      <div className="checkout-notice__actions">
        <a className="button button--primary" href={success.urlBookingDetails}>
          {t('checkout:success.details')}
        </a>
        {success.urlConversation && (
          <a className="button button--ghost" href={success.urlConversation}>
            {t('checkout:success.message')}
          </a>
        )}
      </div>
    </section>
  );
}
