import type { ActivityFacts, ProductDetails } from '../../../shared/product/productDetails.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { ListingText } from './ListingText.tsx';
import { formatAmount } from './money.ts';

interface Props {
  product: ProductDetails;
  activity: ActivityFacts;
}

/** An activity's facts at a glance (duration, times, group, price unit), its description and what is included. */
export function ActivityDescription({ product, activity }: Props) {
  const { t } = useTranslation();
  const { language } = useSite();
  const money = (amount: number) => formatAmount(amount, product.currency, language);
  const times = activity.timesOfDay.map((time) => t(`activity:times.${time}`)).join(', ');
  const glance = [
    activity.durationHours ? t('activity:facts.duration', { count: activity.durationHours }) : null,
    times ? t('activity:facts.times', { times }) : null,
    t('activity:facts.groupSize', { count: product.specifications.capacity }),
    activity.pricingUnit === 'per_person' ? t('activity:facts.perPerson') : t('activity:facts.perGroup'),
  ].filter((fact): fact is string => fact !== null);
  const included = [
    activity.allInclusive ? t('activity:included.allInclusive') : null,
    activity.skipperPaidAtHarbour ? t('activity:included.skipperAtHarbour') : null,
    ...product.extras.filter((extra) => extra.included).map((extra) => extra.name),
    t('activity:included.guide'),
  ].filter((item): item is string => item !== null);
  const extras = product.extras.filter((extra) => !extra.included);

  return (
    <>
      <ul className="product-glance" aria-label={t('activity:facts.title')}>
        {glance.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <section className="product-section" aria-labelledby="activity-description">
        <h2 id="activity-description">{t('activity:sections.description')}</h2>
        <ListingText product={product} />
      </section>
      <section className="product-section" aria-labelledby="activity-included">
        <h2 id="activity-included">{t('activity:sections.included')}</h2>
        <ul className="product-included">
          {included.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      {extras.length > 0 && (
        <section className="product-section" aria-labelledby="activity-extras">
          <h2 id="activity-extras">{t('product:sections.extras')}</h2>
          <ul className="product-extras">
            {extras.map((extra) => (
              <li key={extra.id}>
                <span>{extra.name}</span> <strong>{money(extra.price)}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
