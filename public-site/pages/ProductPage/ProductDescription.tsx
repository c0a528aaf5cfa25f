import { fullModelName } from '../../../shared/product/modelName.ts';
import type { Itinerary, ProductDetails, SleepingArea } from '../../../shared/product/productDetails.ts';
import { formatMeasure } from '../../app/numberFormat.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { ListingText } from './ListingText.tsx';
import { formatAmount } from './money.ts';

interface Props {
  product: ProductDetails;
  sleepingAreas: SleepingArea[];
  itineraries: Itinerary[];
}

/** Facts at a glance, the owner's description, specifications, equipment, cabins, trips and extras. */
export function ProductDescription({ product, sleepingAreas, itineraries }: Props) {
  const { t } = useTranslation();
  const { language } = useSite();
  const spec = product.specifications;
  const money = (amount: number) => formatAmount(amount, product.currency, language);
  const length = spec.length
    ? t('product:facts.length', { value: formatMeasure(spec.length, language) })
    : '';
  const glance = [
    t('product:facts.capacity', { count: spec.capacity }),
    spec.cabins > 0 ? t('product:facts.cabins', { count: spec.cabins }) : null,
    length || null,
    t(`product:sailingTypes.${product.sailingType}`),
    spec.licenceRequired ? t('product:facts.licenceRequired') : t('product:facts.noLicence'),
  ].filter((fact): fact is string => fact !== null);
  const specifications: [string, string][] = [
    [t('product:specs.builder'), fullModelName(spec.builderName, spec.modelName)],
    [t('product:specs.buildYear'), spec.buildYear ? String(spec.buildYear) : ''],
    [t('product:specs.length'), length],
    [
      t('product:specs.enginePower'),
      spec.enginePower ? t('product:specs.horsePower', { value: spec.enginePower }) : '',
    ],
    [t('product:specs.capacity'), String(spec.capacity)],
    // An open boat (a day boat, a jet ski) has no cabin or berth to speak of: no "Cabins 0".
    [t('product:specs.cabins'), spec.cabins > 0 ? String(spec.cabins) : ''],
    [t('product:specs.berths'), spec.berths > 0 ? String(spec.berths) : ''],
  ].filter((row): row is [string, string] => row[1] !== '');

  return (
    <>
      <ul className="product-glance" aria-label={t('product:facts.title')}>
        {glance.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>

      <section className="product-section" aria-labelledby="product-description">
        <h2 id="product-description">{t('product:sections.description')}</h2>
        <ListingText product={product} />
      </section>

      <section className="product-section" aria-labelledby="product-specifications">
        <h2 id="product-specifications">{t('product:sections.specifications')}</h2>
        <dl className="product-specs">
          {specifications.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {product.equipment.length > 0 && (
        <section className="product-section" aria-labelledby="product-equipment">
          <h2 id="product-equipment">{t('product:sections.equipment')}</h2>
          <ul className="product-equipment">
            {product.equipment.map((item) => (
              <li key={item.id} data-equipment-id={item.id}>
                {item.label}
              </li>
            ))}
          </ul>
        </section>
      )}

      {sleepingAreas.length > 0 && (
        <section className="product-section" aria-labelledby="product-sleeping">
          <h2 id="product-sleeping">{t('product:sections.sleepingAreas')}</h2>
          <ul className="product-cards">
            {sleepingAreas.map((area) => (
              <li key={area.id}>
                <strong>{t(`product:sleepingAreas.${area.kind}`)}</strong>
                <span>{t('product:sleepingAreas.beds', { count: area.beds })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {itineraries.length > 0 && (
        <section className="product-section" aria-labelledby="product-itineraries">
          <h2 id="product-itineraries">{t('product:sections.itineraries')}</h2>
          <ul className="product-itineraries">
            {itineraries.map((trip) => (
              <li key={trip.id}>
                <h3>{trip.title}</h3>
                {trip.durationHours && (
                  <p className="muted">{t('product:itineraries.hours', { count: trip.durationHours })}</p>
                )}
                <p>{trip.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="product-section" aria-labelledby="product-extras">
        <h2 id="product-extras">{t('product:sections.extras')}</h2>
        <ul className="product-extras">
          {product.captain.offered && (
            <li>
              <span>
                {product.captain.required
                  ? t('product:extras.captainIncluded')
                  : t('product:extras.captainOption')}
              </span>
              <span>
                {product.captain.pricePerDay
                  ? t('product:extras.perDay', { price: money(product.captain.pricePerDay) })
                  : t('product:extras.included')}
              </span>
            </li>
          )}
          {product.extras.map((extra) => (
            <li key={extra.id}>
              <span>
                {extra.name}
                {extra.mandatory && <em className="tag">{t('product:extras.mandatory')}</em>}
                {extra.paidAtHarbour && <em className="tag">{t('product:extras.paidAtHarbour')}</em>}
              </span>
              <span>
                {extra.included || extra.price === 0
                  ? t('product:extras.included')
                  : t(`product:extras.${extra.priceType}`, { price: money(extra.price) })}
              </span>
            </li>
          ))}
          <li>
            <span>{t('product:extras.deposit')}</span>
            <span>{money(product.deposit)}</span>
          </li>
        </ul>
        {product.minimumDays > 1 && (
          <p className="muted">{t('product:facts.minimumDays', { count: product.minimumDays })}</p>
        )}
      </section>
    </>
  );
}
