import { useState } from 'react';
import { useTranslation } from '../../app/useTranslation.ts';
import { Field } from '../../components/AuthFunnel/Field.tsx';
import { StepForm } from './StepForm.tsx';
import { dayAfter, dayBefore } from './seasonDates.ts';
import { fromMinor, type ListingEditorState, toMinor, toNumber } from './useListingEditor.ts';

type Season = { name: string; startDate: string; lastDay: string; pricePerDay: string; pricePerWeek: string };
type Discount = { minDays: string; percent: string };

/** Prices in euros: per day, half day and week, seasons with their dates, duration discounts, minimum stay. */
export function PricesStep({ editorState }: { editorState: ListingEditorState }) {
  const { t } = useTranslation();
  const { prices } = editorState.editor;
  const [base, setBase] = useState({
    basePricePerDay: fromMinor(prices.basePricePerDay),
    basePricePerHalfDay: fromMinor(prices.basePricePerHalfDay),
    basePricePerWeek: fromMinor(prices.basePricePerWeek),
    minimumDays: String(prices.minimumDays),
  });
  const [seasons, setSeasons] = useState<Season[]>(
    prices.seasons.map((s) => ({
      name: s.name,
      startDate: s.startDate,
      lastDay: dayBefore(s.endDate),
      pricePerDay: fromMinor(s.pricePerDay),
      pricePerWeek: fromMinor(s.pricePerWeek),
    })),
  );
  const [discounts, setDiscounts] = useState<Discount[]>(
    prices.durationDiscounts.map((d) => ({ minDays: String(d.minDays), percent: String(d.percent) })),
  );
  const { fields } = editorState;
  const setSeason = (index: number, change: Partial<Season>) =>
    setSeasons(seasons.map((s, i) => (i === index ? { ...s, ...change } : s)));
  const setDiscount = (index: number, change: Partial<Discount>) =>
    setDiscounts(discounts.map((d, i) => (i === index ? { ...d, ...change } : d)));
  const money = (field: 'basePricePerDay' | 'basePricePerHalfDay' | 'basePricePerWeek') => (
    <Field
      label={t(`listingEditor:prices.${field}`)}
      name={field}
      inputMode="decimal"
      value={base[field]}
      onChange={(e) => setBase({ ...base, [field]: e.target.value })}
      error={fields[field]}
    />
  );

  return (
    <StepForm
      editorState={editorState}
      titleKey="listingEditor:steps.prices"
      hintKey="listingEditor:prices.hint"
      onSubmit={() =>
        editorState.save(
          'prices',
          {
            basePricePerDay: toMinor(base.basePricePerDay),
            basePricePerHalfDay: toMinor(base.basePricePerHalfDay),
            basePricePerWeek: toMinor(base.basePricePerWeek),
            minimumDays: toNumber(base.minimumDays),
            seasons: seasons.map((s) => ({
              name: s.name,
              startDate: s.startDate,
              endDate: dayAfter(s.lastDay),
              pricePerDay: toMinor(s.pricePerDay),
              pricePerWeek: toMinor(s.pricePerWeek),
            })),
            durationDiscounts: discounts.map((d) => ({
              minDays: toNumber(d.minDays),
              percent: toNumber(d.percent),
            })),
          },
          'extras',
        )
      }
    >
      <div className="listing-editor__row">
        {money('basePricePerDay')}
        {money('basePricePerHalfDay')}
        {money('basePricePerWeek')}
      </div>
      <Field
        label={t('listingEditor:prices.minimumDays')}
        name="minimumDays"
        inputMode="numeric"
        value={base.minimumDays}
        onChange={(e) => setBase({ ...base, minimumDays: e.target.value })}
        error={fields.minimumDays}
      />

      <h4>{t('listingEditor:prices.seasons')}</h4>
      {seasons.length === 0 && <p className="muted">{t('listingEditor:prices.noSeason')}</p>}
      {seasons.map((season, index) => {
        const at = (field: string) => fields[`seasons.${index}.${field}`];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; their order is their identity
          <fieldset key={index} className="listing-editor__item" data-testid="season">
            <legend>{season.name || t('listingEditor:prices.season', { number: index + 1 })}</legend>
            <Field
              label={t('listingEditor:name')}
              value={season.name}
              onChange={(e) => setSeason(index, { name: e.target.value })}
              error={at('name')}
            />
            <div className="listing-editor__row">
              <Field
                label={t('listingEditor:prices.startDate')}
                type="date"
                value={season.startDate}
                onChange={(e) => setSeason(index, { startDate: e.target.value })}
                error={at('startDate')}
              />
              <Field
                label={t('listingEditor:prices.lastDay')}
                type="date"
                value={season.lastDay}
                onChange={(e) => setSeason(index, { lastDay: e.target.value })}
                error={at('endDate')}
              />
            </div>
            <div className="listing-editor__row">
              <Field
                label={t('listingEditor:prices.seasonPricePerDay')}
                inputMode="decimal"
                value={season.pricePerDay}
                onChange={(e) => setSeason(index, { pricePerDay: e.target.value })}
                error={at('pricePerDay')}
              />
              <Field
                label={t('listingEditor:prices.seasonPricePerWeek')}
                inputMode="decimal"
                value={season.pricePerWeek}
                onChange={(e) => setSeason(index, { pricePerWeek: e.target.value })}
                error={at('pricePerWeek')}
              />
            </div>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setSeasons(seasons.filter((_, i) => i !== index))}
            >
              {t('listingEditor:remove', {
                name: season.name || t('listingEditor:prices.season', { number: index + 1 }),
              })}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button--ghost"
        onClick={() =>
          setSeasons([
            ...seasons,
            { name: '', startDate: '', lastDay: '', pricePerDay: '', pricePerWeek: '' },
          ])
        }
      >
        {t('listingEditor:prices.addSeason')}
      </button>

      <h4>{t('listingEditor:prices.discounts')}</h4>
      {discounts.map((discount, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; their order is their identity
        <fieldset key={index} className="listing-editor__item">
          <legend>{t('listingEditor:prices.discount', { number: index + 1 })}</legend>
          <div className="listing-editor__row">
            <Field
              label={t('listingEditor:prices.minDays')}
              inputMode="numeric"
              value={discount.minDays}
              onChange={(e) => setDiscount(index, { minDays: e.target.value })}
              error={fields[`durationDiscounts.${index}.minDays`]}
            />
            <Field
              label={t('listingEditor:prices.percent')}
              inputMode="numeric"
              value={discount.percent}
              onChange={(e) => setDiscount(index, { percent: e.target.value })}
              error={fields[`durationDiscounts.${index}.percent`]}
            />
          </div>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setDiscounts(discounts.filter((_, i) => i !== index))}
          >
            {t('listingEditor:remove', { name: t('listingEditor:prices.discount', { number: index + 1 }) })}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => setDiscounts([...discounts, { minDays: '7', percent: '10' }])}
      >
        {t('listingEditor:prices.addDiscount')}
      </button>
    </StepForm>
  );
}
