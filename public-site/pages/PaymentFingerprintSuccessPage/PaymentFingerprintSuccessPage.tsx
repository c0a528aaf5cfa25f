import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentOutcome } from '../../../shared/checkout/payment.ts';
import { FINGERPRINT_INTENT_PARAM, paymentPaths } from '../../../shared/checkout/paymentPaths.ts';
import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/checkout.css';
import { inPageLanguage } from '../../components/CardPayment/cardPayment.ts';
import { CheckoutNotice } from '../CheckoutPage/CheckoutNotice.tsx';

export function head(t: TFunction) {
  return { title: t('checkout:fingerprint.head') };
}

export async function loader({ request }: ScreenLoaderContext): Promise<ScreenLoaderResult> {
  return { data: { intentId: new URL(request.url).searchParams.get(FINGERPRINT_INTENT_PARAM) ?? '' } };
}

const PENDING_RETRY_MS = 1500;

/**
 * ps/fingerprint/success: back from the 3-D Secure step, the server settles the intent (it may
 * already have, by webhook) and the renter goes on to the success page or back to pay again.
 */
export default function PaymentFingerprintSuccessPage() {
  const { intentId } = usePageData<{ intentId: string }>();
  const { t } = useTranslation();
  const { language, currency } = useSite();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<PaymentOutcome | 'error' | null>(null);

  useEffect(() => {
    let cancelled = false;
    let timer = 0;
    const settle = async () => {
      try {
        const answer = await readJson<PaymentOutcome>(
          await browserApi(
            `${paymentPaths.intentConfirm(intentId)}?_locale=${language}&currency=${currency}`,
            {
              method: 'POST',
              body: {},
            },
          ),
        );
        if (cancelled) return;
        if (answer.status === 'paid' && answer.successUrl)
          return navigate(inPageLanguage(answer.successUrl, language), { replace: true });
        if (answer.status === 'pending') timer = window.setTimeout(settle, PENDING_RETRY_MS);
        setOutcome(answer);
      } catch {
        if (!cancelled) setOutcome('error');
      }
    };
    settle();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [intentId, language, currency, navigate]);

  if (outcome === null || (outcome !== 'error' && outcome.status === 'pending')) {
    return (
      <div aria-live="polite">
        <CheckoutNotice
          title={t('checkout:fingerprint.confirmingTitle')}
          text={t('checkout:fingerprint.confirmingText')}
        />
      </div>
    );
  }
  const retryUrl = outcome === 'error' ? null : outcome.retryUrl;
  return (
    <div role="alert">
      <CheckoutNotice
        testId="fingerprint-failed"
        title={t('checkout:fingerprint.failedTitle')}
        text={outcome !== 'error' && outcome.message ? outcome.message : t('checkout:fingerprint.failedText')}
        action={
          retryUrl && (
            <a className="button button--primary" href={retryUrl}>
              {t('checkout:fingerprint.retry')}
            </a>
          )
        }
      />
    </div>
  );
}
