import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type {
  SandboxAuthenticationAnswer,
  SandboxAuthenticationDetails,
} from '../../../shared/checkout/payment.ts';
import { FINGERPRINT_INTENT_PARAM, paymentPaths } from '../../../shared/checkout/paymentPaths.ts';
import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/checkout.css';
import { inPageLanguage } from '../../components/CardPayment/cardPayment.ts';
import { CheckoutNotice } from '../CheckoutPage/CheckoutNotice.tsx';
import { apiQuery, signInRedirect } from '../CheckoutPage/checkoutLoader.ts';
import { EURO, useMoney } from '../CheckoutPage/checkoutMoney.ts';

export function head(t: TFunction) {
  return { title: t('checkout:fingerprint.head') };
}

type FingerprintData = { details: SandboxAuthenticationDetails | null };

export async function loader(context: ScreenLoaderContext): Promise<ScreenLoaderResult> {
  const intentId = new URL(context.request.url).searchParams.get(FINGERPRINT_INTENT_PARAM) ?? '';
  // No payment named (a bare or mangled link): nothing to ask the API, the page says it is gone.
  if (!/^[\w-]{1,200}$/.test(intentId))
    return { data: { details: null } satisfies FingerprintData, status: 404 };
  const response = await context.api(`${paymentPaths.sandboxAuthentication(intentId)}?${apiQuery(context)}`);
  if (response.status === 401) return signInRedirect(context);
  const data: FingerprintData = { details: response.ok ? await readJson(response) : null };
  return { data, status: response.ok ? undefined : 404 };
}

/** ps/fingerprint: the sandbox provider's 3-D Secure challenge, where the renter approves or fails. */
export default function PaymentFingerprintPage() {
  const { details } = usePageData<FingerprintData>();
  const { t } = useTranslation();
  const { language, currency } = useSite();
  const navigate = useNavigate();
  const money = useMoney(EURO);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);

  if (!details) {
    return (
      <CheckoutNotice
        title={t('checkout:fingerprint.missingTitle')}
        text={t('checkout:fingerprint.missingText')}
      />
    );
  }
  const answer = async (outcome: 'approve' | 'fail') => {
    setBusy(true);
    setError(false);
    try {
      const result = await readJson<SandboxAuthenticationAnswer>(
        await browserApi(
          `${paymentPaths.sandboxAuthentication(details.intentId)}?_locale=${language}&currency=${currency}`,
          {
            method: 'POST',
            body: { outcome },
          },
        ),
      );
      navigate(inPageLanguage(result.redirectUrl, language));
    } catch {
      setBusy(false);
      setError(true);
    }
  };
  return (
    <section className="checkout-fingerprint container" aria-labelledby="fingerprint-title">
      <div className="checkout-card">
        <p className="checkout-sandbox">
          <strong>{t('checkout:card.sandboxTitle')}</strong> {t('checkout:fingerprint.sandboxText')}
        </p>
        <h1 id="fingerprint-title">{t('checkout:fingerprint.title')}</h1>
        <p>
          {t('checkout:fingerprint.text', {
            amount: money(details.amount),
            merchant: details.merchantName,
            last4: details.cardLast4 ?? '····',
          })}
        </p>
        <p className="form-error" role="alert">
          {error ? t('checkout:fingerprint.error') : ''}
        </p>
        <div className="checkout-notice__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => answer('approve')}
          >
            {t('checkout:fingerprint.approve')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => answer('fail')}
          >
            {t('checkout:fingerprint.fail')}
          </button>
        </div>
      </div>
    </section>
  );
}
