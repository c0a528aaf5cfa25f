import { useLocaleState, useRecordContext } from 'react-admin';
import { formatMoney } from '../../../shared/currency.ts';

const EUR = { code: 'EUR', minorDigits: 2 };

/** An amount in EUR minor units, as the API stores money. */
export function MoneyField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const amount = record?.[source];
  if (typeof amount !== 'number') return <span>—</span>;
  return <span>{formatMoney(amount, EUR, locale)}</span>;
}

export const formatEur = (amount: number, locale: string) => formatMoney(amount, EUR, locale);
