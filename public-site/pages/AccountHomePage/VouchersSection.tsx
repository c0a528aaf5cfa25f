import { useEffect, useState } from 'react';
import type { VoucherList } from '../../../shared/weather/weather.ts';
import { weatherPaths } from '../../../shared/weather/weatherPaths.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { useTripDates } from '../../components/Trip/tripDates.ts';

type Money = (amountEurMinor: number) => string;

/**
 * The account's vouchers (DESIGN.md, "Weather"): the credit left, spent automatically at the next
 * checkout before the card, and each voucher with its reason and expiry. Shown only when there is one.
 */
export function VouchersSection({ money }: { money: Money }) {
  const { t } = useTranslation();
  const dates = useTripDates();
  const [list, setList] = useState<VoucherList | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    browserApi(weatherPaths.vouchers, { signal: abort.signal })
      .then((res) => readJson<VoucherList>(res))
      .then(setList)
      .catch(() => {});
    return () => abort.abort();
  }, []);
  if (!list || list.vouchers.length === 0) return null;
  const usable = list.usable.reduce((sum, credit) => sum + credit.amount, 0);
  return (
    <section
      className="account-home__section"
      aria-labelledby="vouchers-title"
      data-testid="account-vouchers"
    >
      <h2 id="vouchers-title">{t('weather:vouchers.title')}</h2>
      <p>
        {usable > 0 ? t('weather:vouchers.usable', { amount: money(usable) }) : t('weather:vouchers.empty')}
      </p>
      <ul>
        {list.vouchers.map((voucher) => (
          <li key={voucher.id} data-state={voucher.state}>
            {t(`weather:vouchers.reason.${voucher.reason}`)}:{' '}
            {t('weather:vouchers.item', {
              balance: money(voucher.balance),
              amount: money(voucher.amount),
              date: dates.day(voucher.expiresAt.slice(0, 10)),
            })}{' '}
            <span className="muted">({t(`weather:vouchers.state.${voucher.state}`)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
