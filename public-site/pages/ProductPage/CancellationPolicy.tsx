import type { ProductDetails } from '../../../shared/product/productDetails.ts';
import { useTranslation } from '../../app/useTranslation.ts';

/** The refund schedule in words: what comes back when cancelling how many days before departure. */
export function CancellationPolicy({ policy }: { policy: ProductDetails['cancellationPolicy'] }) {
  const { t } = useTranslation();
  const terms = [...policy.terms].sort((a, b) => b.daysBefore - a.daysBefore);
  const last = terms[terms.length - 1];
  // "1 jour", "2 jours": the day count takes its language's plural form.
  const days = (count: number) => t('searchMore:days', { count });
  return (
    <section className="product-section" aria-labelledby="product-cancellation">
      <h2 id="product-cancellation">{t('product:sections.cancellation')}</h2>
      <p>
        <strong>{t(`product:cancellation.${policy.key}`)}</strong>
      </p>
      <ul className="cancellation-terms">
        {terms.map((term) => (
          <li key={term.daysBefore}>
            {t('product:cancellation.term', { days: days(term.daysBefore), percent: term.refundPercentage })}
          </li>
        ))}
        {last && <li>{t('product:cancellation.noRefund', { days: days(last.daysBefore) })}</li>}
      </ul>
      <p className="muted">{t('product:cancellation.serviceFee')}</p>
    </section>
  );
}
