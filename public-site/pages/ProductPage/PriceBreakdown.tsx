import type { Quote } from '../../../shared/product/quote.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { formatAmount } from './money.ts';
import { priceLineLabel } from './priceLineLabel.ts';

type AvailableQuote = Extract<Quote, { available: true }>;

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
              {priceLineLabel(line, t)}
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
