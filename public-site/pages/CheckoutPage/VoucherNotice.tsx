import { useEffect, useState } from 'react';
import { languageOf } from '../../../shared/i18n/languages.ts';
import { EUR, formatMoney } from '../../../shared/money/format.ts';
import type { VoucherList } from '../../../shared/weather/weather.ts';
import { weatherPaths } from '../../../shared/weather/weatherPaths.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';

/**
 * The renter's credit, said before they pay (DESIGN.md, "Weather"): the server spends it before the
 * card when it makes the payment, so the card form asks for less than the total.
 */
export function VoucherNotice() {
  const { t } = useTranslation();
  const { language } = useSite();
  const [credit, setCredit] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    browserApi(weatherPaths.vouchers, { signal: abort.signal })
      .then((res) => readJson<VoucherList>(res))
      .then((list) => setCredit(list.usable.find((c) => c.currency === 'EUR')?.amount ?? 0))
      .catch(() => {});
    return () => abort.abort();
  }, []);
  if (credit <= 0) return null;
  return (
    <p className="muted" data-testid="checkout-voucher">
      {t('weather:vouchers.usable', { amount: formatMoney(credit, EUR, languageOf(language).dateLocale) })}
    </p>
  );
}
