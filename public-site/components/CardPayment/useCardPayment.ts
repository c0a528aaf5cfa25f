import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { browserApi } from '../../app/siteApi.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import type { StripeConfirm } from './CardForm.tsx';
import { type CardDetails, declinedMessage, inPageLanguage, payWithCard } from './cardPayment.ts';

/** Paying a balance or a post-booking cart: one intent, the card step, then the success page. */
export function useCardPayment(intentPath: string, confirmPath: (intentId: string) => string) {
  const { t } = useTranslation();
  const { language, currency } = useSite();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stripeConfirm = useRef<StripeConfirm | undefined>(undefined);
  const query = `_locale=${language}&currency=${currency}`;

  const pay = async (card: CardDetails | null) => {
    setBusy(true);
    setError(null);
    const result = await payWithCard(
      {
        api: browserApi,
        query,
        confirmWithStripe: (intent) =>
          stripeConfirm.current
            ? stripeConfirm.current(intent)
            : Promise.resolve({ status: 'failed', message: '' }),
      },
      intentPath,
      card,
      confirmPath,
    );
    if (result.status === 'paid') return navigate(inPageLanguage(result.successUrl, language));
    if (result.status === 'requiresAction') return navigate(inPageLanguage(result.redirectUrl, language));
    setBusy(false);
    setError(
      result.status === 'declined'
        ? declinedMessage(result.message, t('searchMore:card.declined'))
        : t('checkout:card.failed'),
    );
  };
  const onStripeReady = useCallback((confirm: StripeConfirm) => {
    stripeConfirm.current = confirm;
  }, []);
  return { pay, busy, error, onStripeReady, intentPathWithQuery: `${intentPath}?${query}` };
}
