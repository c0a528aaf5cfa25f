import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Quote, QuoteLine } from '../../../shared/product/quote.ts';
import { useSite } from '../../app/useSite.ts';
import { formatAmount } from './money.ts';

type AvailableQuote = Extract<Quote, { available: true }>;

function lineLabel(line: QuoteLine, t: TFunction): string {
  const params = line.params ?? {};
  switch (line.key) {
    case 'rental':
      return params.halfDayPeriod
        ? t(`product:price.halfDay.${params.halfDayPeriod}`)
        : t('product:price.rental', { count: params.days ?? 1 });
    case 'durationDiscount':
      return t('product:price.durationDiscount', { percent: params.percent });
    case 'captain':
      return t('product:price.captain', { count: params.days ?? 1 });
    case 'serviceFee':
      return t('product:price.serviceFee');
    default:
      return params.name ?? line.label;
  }
}

/** The server's price lines in words, the total, the harbour part, the deposit and the down payment. */
export function PriceBreakdown({ quote }: { quote: AvailableQuote }) {
  const { t } = useTranslation();
  const { language } = useSite();
  const money = (amount: number) => formatAmount(amount, quote.currency, language);
  return (
    <div className="price-breakdown">
      <dl>
        {quote.lines.map((line) => (
          <div key={`${line.key}-${line.extraId ?? ''}`} className={`price-line price-line--${line.key}`}>
            <dt>
              {lineLabel(line, t)}
              {line.paidAtHarbour && <small> · {t('product:extras.paidAtHarbour')}</small>}
            </dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
        <div className="price-line price-line--total">
          <dt>{t('product:price.total')}</dt>
          <dd data-testid="quote-total">{money(quote.total)}</dd>
        </div>
      </dl>
      {quote.harbourAmount > 0 && (
        <p className="muted">
          {t('product:price.split', {
            online: money(quote.onlineAmount),
            harbour: money(quote.harbourAmount),
          })}
        </p>
      )}
      <p className="muted">{t('product:price.deposit', { price: money(quote.deposit) })}</p>
      {quote.downPayment.eligible && quote.downPayment.amount !== null && (
        <p className="muted">{t('product:price.downPayment', { price: money(quote.downPayment.amount) })}</p>
      )}
    </div>
  );
}
