import { useId } from 'react';
import {
  ACTIVITY_TYPES,
  EQUIPMENT,
  EXPERIENCES,
  OWNER_TYPES,
  PRODUCT_TYPE_KEYS,
  TIMES_OF_THE_DAY,
} from '../../../shared/catalogue/catalogue.ts';
import { LANGUAGES } from '../../../shared/i18n/languages.ts';
import { MAX_PEOPLE } from '../../../shared/search/partySize.ts';
import {
  BUILD_YEAR_SPAN,
  SEARCH_DURATIONS,
  type SearchFilters,
} from '../../../shared/search/searchParams.ts';
import type { PriceChartBar, SearchPlace } from '../../../shared/search/searchResults.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { DateRangeField } from '../../components/DateRangePicker/DateRangeField.tsx';
import { PlaceAutocomplete } from '../../components/PlaceAutocomplete/PlaceAutocomplete.tsx';
import { CheckboxGroup, FlagCheckbox } from './CheckboxGroup.tsx';
import { NumberField } from './NumberField.tsx';
import { PriceRange } from './PriceRange.tsx';
import type { SearchKind } from './searchLoader.ts';
import { toggled } from './searchState.ts';

const DISTANCES = [10, 30, 50, 100, 200];
const PARTY_SIZES = Array.from({ length: MAX_PEOPLE }, (_, i) => i + 1);
const SKIPPER_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pl', 'pt', 'ru', 'sv', 'el'] as const;

export interface FilterPanelProps {
  kind: SearchKind;
  filters: SearchFilters;
  placeName: string;
  bars: PriceChartBar[];
  currency: string;
  language: string;
  change(patch: Partial<SearchFilters>, options?: { immediate?: boolean }): void;
  choosePlace(place: SearchPlace | null, text?: string): void;
  reset(): void;
}

/** Every search filter of SPEC section 2, grouped as renters think of them. */
export function FilterPanel({
  kind,
  filters: f,
  placeName,
  bars,
  currency,
  language,
  change,
  choosePlace,
  reset,
}: FilterPanelProps) {
  const { t } = useTranslation();
  const ids = { distance: useId(), people: useId(), half: useId(), owner: useId() };
  const thisYear = new Date().getUTCFullYear();
  // The discount checkbox is a filter the visitor sets, so it carries over other changes (SPEC
  // section 4 otherwise clears it).
  const set = (patch: Partial<SearchFilters>, options?: { immediate?: boolean }) =>
    change({ hasDiscount: f.hasDiscount, ...patch }, options);
  const oneDay = f.dateFrom !== undefined && f.dateFrom === f.dateTo;

  return (
    <div className="filter-panel">
      <PlaceAutocomplete
        initial={placeName}
        onPlace={(place) => choosePlace(place)}
        onText={(text) => choosePlace(null, text)}
      />
      <div className="filter-select">
        <label htmlFor={ids.distance}>{t('search:filters.distance')}</label>
        <select
          id={ids.distance}
          value={f.distance ?? ''}
          onChange={(e) => set({ distance: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">{t('search:filters.distanceDefault')}</option>
          {DISTANCES.map((d) => (
            <option key={d} value={d}>
              {t('search:filters.km', { count: d })}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="filter-group">
        <legend>{t('search:filters.dates')}</legend>
        <DateRangeField
          label={t('search:filters.dates')}
          today={new Date().toISOString().slice(0, 10)}
          range={{ dateFrom: f.dateFrom ?? null, dateTo: f.dateTo ?? null }}
          onChange={(range) =>
            set({ dateFrom: range.dateFrom ?? undefined, dateTo: range.dateTo ?? undefined })
          }
        />
        <div className="filter-select">
          <label htmlFor={ids.half}>{t('search:filters.halfDay')}</label>
          <select
            id={ids.half}
            disabled={!oneDay}
            value={f.halfDayPeriod ?? ''}
            onChange={(e) =>
              set({ halfDayPeriod: (e.target.value || undefined) as SearchFilters['halfDayPeriod'] })
            }
          >
            <option value="">{t('search:filters.fullDay')}</option>
            <option value="morning">{t('search:filters.morning')}</option>
            <option value="afternoon">{t('search:filters.afternoon')}</option>
          </select>
        </div>
      </fieldset>

      <div className="filter-select filter-people">
        <label htmlFor={ids.people}>{t('search:filters.people')}</label>
        {/* Only what the SPEC allows (1 to 20), so no typed value is silently dropped. */}
        <select
          id={ids.people}
          value={f.numberOfPeople ?? ''}
          onChange={(e) => set({ numberOfPeople: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">{t('searchMore:people.any')}</option>
          {PARTY_SIZES.map((size) => (
            <option key={size} value={size}>
              {t(size === MAX_PEOPLE ? 'searchMore:people.atLeast' : 'searchMore:people.count', {
                count: size,
              })}
            </option>
          ))}
        </select>
      </div>

      {kind === 'boat' && (
        <>
          <CheckboxGroup
            legend={t('search:filters.boatTypes')}
            options={PRODUCT_TYPE_KEYS.filter((k) => k !== 'yacht').map((value) => ({
              value,
              label: t(`productTypes:${value}`),
            }))}
            selected={f.boatTypes}
            onToggle={(value) => set({ boatTypes: toggled(f.boatTypes, value) })}
            columns
          />
          <FlagCheckbox
            label={t('search:filters.withCaptain')}
            checked={f.withCaptain === true}
            onChange={(c) => set({ withCaptain: c || undefined })}
          />
        </>
      )}

      <PriceRange
        bars={bars}
        currency={currency}
        language={language}
        priceFrom={f.priceFrom}
        priceTo={f.priceTo}
        onChange={(range) => set(range)}
      />

      {kind === 'boat' && (
        <>
          <fieldset className="filter-group">
            <legend>{t('search:filters.boat')}</legend>
            <div className="filter-pair">
              <NumberField
                label={t('search:filters.lengthFrom')}
                value={f.lengthFrom}
                min={0}
                max={15}
                onChange={(v) => set({ lengthFrom: v })}
              />
              <NumberField
                label={t('search:filters.lengthTo')}
                value={f.lengthTo}
                min={0}
                max={15}
                onChange={(v) => set({ lengthTo: v })}
              />
              <NumberField
                label={t('search:filters.enginePowerFrom')}
                value={f.enginePowerFrom}
                min={0}
                max={400}
                onChange={(v) => set({ enginePowerFrom: v })}
              />
              <NumberField
                label={t('search:filters.enginePowerTo')}
                value={f.enginePowerTo}
                min={0}
                max={400}
                onChange={(v) => set({ enginePowerTo: v })}
              />
              <NumberField
                label={t('search:filters.cabins')}
                value={f.numberOfCabins}
                min={0}
                max={20}
                onChange={(v) => set({ numberOfCabins: v })}
              />
              <NumberField
                label={t('search:filters.berths')}
                value={f.numberOfBerths}
                min={0}
                max={20}
                onChange={(v) => set({ numberOfBerths: v })}
              />
              <NumberField
                label={t('search:filters.minBuildYear')}
                value={f.minBuildYear}
                min={thisYear - BUILD_YEAR_SPAN}
                max={thisYear}
                onChange={(v) => set({ minBuildYear: v })}
              />
              <NumberField
                label={t('search:filters.maxBuildYear')}
                value={f.maxBuildYear}
                min={thisYear - BUILD_YEAR_SPAN}
                max={thisYear}
                onChange={(v) => set({ maxBuildYear: v })}
              />
            </div>
          </fieldset>
          <CheckboxGroup
            legend={t('search:filters.equipment')}
            options={Object.entries(EQUIPMENT).map(([key, value]) => ({
              value,
              label: t(`search:equipment.${key}`),
            }))}
            selected={f.equipments}
            onToggle={(value) => set({ equipments: toggled(f.equipments, value) })}
            columns
          />
          <CheckboxGroup
            legend={t('search:filters.experiences')}
            options={EXPERIENCES.map((value) => ({ value, label: t(`experiences:${value}`) }))}
            selected={f.experiences}
            onToggle={(value) => set({ experiences: toggled(f.experiences, value) })}
          />
        </>
      )}

      {kind === 'activity' && (
        <>
          <CheckboxGroup
            legend={t('search:filters.activityTypes')}
            options={ACTIVITY_TYPES.map((value) => ({ value, label: t(`search:activityTypes.${value}`) }))}
            selected={f.activityTypes}
            onToggle={(value) => set({ activityTypes: toggled(f.activityTypes, value) })}
            columns
          />
          <CheckboxGroup
            legend={t('search:filters.timesOfTheDay')}
            options={TIMES_OF_THE_DAY.map((value) => ({ value, label: t(`search:timesOfTheDay.${value}`) }))}
            selected={f.timesOfTheDay}
            onToggle={(value) => set({ timesOfTheDay: toggled(f.timesOfTheDay, value) })}
          />
          <CheckboxGroup
            legend={t('search:filters.durations')}
            options={SEARCH_DURATIONS.map((value) => ({ value, label: t(`search:durations.${value}`) }))}
            selected={f.durations}
            onToggle={(value) => set({ durations: toggled(f.durations, value) })}
          />
          <CheckboxGroup
            legend={t('search:filters.skipperLanguages')}
            options={SKIPPER_LANGUAGES.map((value) => ({
              value,
              label: LANGUAGES.find((l) => l.code === value)?.name ?? value,
            }))}
            selected={f.skipperLanguages}
            onToggle={(value) => set({ skipperLanguages: toggled(f.skipperLanguages, value) })}
            columns
          />
        </>
      )}

      <fieldset className="filter-group">
        <legend>{t('search:filters.more')}</legend>
        <FlagCheckbox
          label={t('search:filters.superOwner')}
          checked={f.superOwner === true}
          onChange={(c) => set({ superOwner: c || undefined })}
        />
        <FlagCheckbox
          label={t('search:filters.instantBooking')}
          checked={f.instantBooking === true}
          onChange={(c) => set({ instantBooking: c || undefined })}
        />
        <FlagCheckbox
          label={t('search:filters.bestRating')}
          checked={f.bestRating === true}
          onChange={(c) => set({ bestRating: c || undefined })}
        />
        <FlagCheckbox
          label={t('search:filters.hasDiscount')}
          checked={f.hasDiscount === true}
          onChange={(c) => change({ hasDiscount: c || undefined })}
        />
        <FlagCheckbox
          label={t('search:filters.flexibleCancellation')}
          checked={f.cancellationPolicy === 'Flexible'}
          onChange={(c) => set({ cancellationPolicy: c ? 'Flexible' : undefined })}
        />
        <div className="filter-select">
          <label htmlFor={ids.owner}>{t('search:filters.ownerType')}</label>
          <select
            id={ids.owner}
            value={f.ownerType ?? ''}
            onChange={(e) => set({ ownerType: (e.target.value || undefined) as SearchFilters['ownerType'] })}
          >
            <option value="">{t('search:filters.anyOwner')}</option>
            {OWNER_TYPES.map((o) => (
              <option key={o} value={o}>
                {t(`search:ownerTypes.${o}`)}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      <button type="button" className="button button--ghost filter-panel__reset" onClick={() => reset()}>
        {t('search:filters.reset')}
      </button>
    </div>
  );
}
