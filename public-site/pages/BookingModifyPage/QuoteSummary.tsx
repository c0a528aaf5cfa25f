import { useTranslation } from '../../app/useTranslation.ts';
import type { QuoteState } from './useModificationQuote.ts';

/** Old total, new total, the difference in words, and whether the owner must approve. */
export function QuoteSummary({
  quote,
  unchanged,
  incomplete,
  money,
}: {
  quote: QuoteState;
  unchanged: boolean;
  incomplete: boolean;
  money(amountEurMinor: number): string;
}) {
  const { t } = useTranslation();
  if (incomplete) return <p className="muted">{t('trips:modify.incomplete')}</p>;
  if (unchanged) return <p className="muted">{t('trips:modify.unchanged')}</p>;
  if (quote.status === 'loading' || quote.status === 'idle')
    return <p className="muted">{t('trips:modify.quoting')}</p>;
  if (quote.status === 'failed') {
    return (
      <p className="trip-status-line trip-status-line--error" role="alert">
        {t('trips:errors.action', { message: quote.message })}
      </p>
    );
  }
  const { quote: answer } = quote;
  if (!answer.available) {
    return (
      <p className="trip-status-line trip-status-line--error" data-testid="quote-refused">
        {t(`trips:modify.refusal.${answer.refusal ?? 'other'}`, {
          defaultValue: t('trips:modify.refusal.other'),
        })}
      </p>
    );
  }
  const difference =
    answer.differenceAmount > 0
      ? t('trips:modification.payMore', { amount: money(answer.differenceAmount) })
      : answer.differenceAmount < 0
        ? t('trips:modification.getBack', { amount: money(answer.refundAmount) })
        : t('trips:modification.samePrice');
  return (
    <div data-testid="modify-quote">
      <ul className="booking-modify__lines">
        {answer.priceLines.map((line) => (
          <li key={line.key}>
            <span>{line.label}</span>
            <span>{money(line.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="booking-modify__totals">
        <div>
          <dt>{t('trips:modify.oldTotal')}</dt>
          <dd>{money(answer.oldTotalAmount)}</dd>
        </div>
        <div>
          <dt>{t('trips:modify.newTotal')}</dt>
          <dd>{money(answer.newTotalAmount)}</dd>
        </div>
      </dl>
      <p className="booking-modify__difference" data-testid="modify-difference">
        {difference}
      </p>
      <p className="muted">
        {answer.needsOwnerApproval ? t('trips:modify.ownerApproves') : t('trips:modify.instant')}
      </p>
    </div>
  );
}
