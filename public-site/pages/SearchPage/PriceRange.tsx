import type { PriceChartBar } from '../../../shared/search/searchResults.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { formatPrice } from '../../components/ResultCard/formatPrice.ts';
import { NumberField } from './NumberField.tsx';

interface PriceRangeProps {
  bars: PriceChartBar[];
  currency: string;
  language: string;
  priceFrom?: number;
  priceTo?: number;
  onChange(range: { priceFrom?: number; priceTo?: number }): void;
}

/** The price filter over the histogram of the whole result set; a bar click narrows to it. */
export function PriceRange({ bars, currency, language, priceFrom, priceTo, onChange }: PriceRangeProps) {
  const { t } = useTranslation();
  const highest = Math.max(1, ...bars.map((b) => b.count));
  const inRange = (bar: PriceChartBar) =>
    (priceFrom === undefined || bar.to / 100 > priceFrom) &&
    (priceTo === undefined || bar.from / 100 <= priceTo);
  return (
    <fieldset className="filter-group">
      <legend>{t('search:filters.price', { currency })}</legend>
      {bars.length > 0 && (
        <div className="price-chart" title={t('search:filters.priceChart')}>
          {bars.map((bar) => (
            <button
              key={bar.from}
              type="button"
              className={`price-chart__bar${inRange(bar) ? ' price-chart__bar--in' : ''}`}
              style={{ height: `${Math.max(4, (bar.count / highest) * 100)}%` }}
              aria-label={t('search:filters.priceBar', {
                from: formatPrice(bar.from, currency, language),
                to: formatPrice(bar.to, currency, language),
                count: bar.count,
              })}
              onClick={() =>
                onChange({
                  priceFrom: Math.floor(bar.from / 100) || undefined,
                  priceTo: Math.ceil(bar.to / 100),
                })
              }
            />
          ))}
        </div>
      )}
      <div className="filter-pair">
        <NumberField
          label={t('search:filters.from')}
          value={priceFrom}
          min={0}
          onChange={(v) => onChange({ priceFrom: v, priceTo })}
        />
        <NumberField
          label={t('search:filters.to')}
          value={priceTo}
          min={0}
          onChange={(v) => onChange({ priceFrom, priceTo: v })}
        />
      </div>
    </fieldset>
  );
}
