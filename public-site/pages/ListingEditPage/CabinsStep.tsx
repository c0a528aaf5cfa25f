import { useState } from 'react';
import { SLEEPING_AREA_KINDS } from '../../../shared/owners/editorSteps.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { Field } from '../../components/AuthFunnel/Field.tsx';
import { SelectField, StepForm } from './StepForm.tsx';
import { type ListingEditorState, toNumber } from './useListingEditor.ts';

type Area = { name: string; beds: string; kind: (typeof SLEEPING_AREA_KINDS)[number] };
type Trip = { title: string; description: string; durationHours: string };

/** Sleeping areas (cabins, saloon) and suggested itineraries from the harbour. */
export function CabinsStep({ editorState }: { editorState: ListingEditorState }) {
  const { t } = useTranslation();
  const { cabins } = editorState.editor;
  const [areas, setAreas] = useState<Area[]>(
    cabins.sleepingAreas.map((a) => ({ ...a, beds: String(a.beds) })),
  );
  const [trips, setTrips] = useState<Trip[]>(
    cabins.itineraries.map((i) => ({
      ...i,
      durationHours: i.durationHours == null ? '' : String(i.durationHours),
    })),
  );
  const { fields } = editorState;
  const setArea = (index: number, change: Partial<Area>) =>
    setAreas(areas.map((a, i) => (i === index ? { ...a, ...change } : a)));
  const setTrip = (index: number, change: Partial<Trip>) =>
    setTrips(trips.map((trip, i) => (i === index ? { ...trip, ...change } : trip)));
  return (
    <StepForm
      editorState={editorState}
      titleKey="listingEditor:steps.cabins"
      onSubmit={() =>
        editorState.save(
          'cabins',
          {
            sleepingAreas: areas.map((a) => ({ ...a, beds: toNumber(a.beds) })),
            itineraries: trips.map((trip) => ({ ...trip, durationHours: toNumber(trip.durationHours) })),
          },
          'captain',
        )
      }
    >
      <h4>{t('listingEditor:cabins.sleepingAreas')}</h4>
      {areas.length === 0 && <p className="muted">{t('listingEditor:cabins.noArea')}</p>}
      {areas.map((area, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; their order is their identity
        <fieldset key={index} className="listing-editor__item">
          <legend>{t('listingEditor:cabins.area', { number: index + 1 })}</legend>
          <Field
            label={t('listingEditor:name')}
            value={area.name}
            onChange={(e) => setArea(index, { name: e.target.value })}
            error={fields[`sleepingAreas.${index}.name`]}
          />
          <div className="listing-editor__row">
            <SelectField
              id={`editor-area-kind-${index}`}
              label={t('listingEditor:cabins.kind')}
              value={area.kind}
              onChange={(kind) => setArea(index, { kind: kind as Area['kind'] })}
              options={SLEEPING_AREA_KINDS.map((kind) => ({
                value: kind,
                label: t(`listingEditor:cabins.kinds.${kind}`),
              }))}
            />
            <Field
              label={t('listingEditor:cabins.beds')}
              inputMode="numeric"
              value={area.beds}
              onChange={(e) => setArea(index, { beds: e.target.value })}
              error={fields[`sleepingAreas.${index}.beds`]}
            />
          </div>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setAreas(areas.filter((_, i) => i !== index))}
          >
            {t('listingEditor:remove', {
              name: area.name || t('listingEditor:cabins.area', { number: index + 1 }),
            })}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => setAreas([...areas, { name: '', beds: '2', kind: 'double_cabin' }])}
      >
        {t('listingEditor:cabins.addArea')}
      </button>

      <h4>{t('listingEditor:cabins.itineraries')}</h4>
      {trips.map((trip, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; their order is their identity
        <fieldset key={index} className="listing-editor__item">
          <legend>{t('listingEditor:cabins.itinerary', { number: index + 1 })}</legend>
          <Field
            label={t('listingEditor:cabins.itineraryTitle')}
            value={trip.title}
            onChange={(e) => setTrip(index, { title: e.target.value })}
            error={fields[`itineraries.${index}.title`]}
          />
          <Field
            label={t('listingEditor:cabins.itineraryDescription')}
            value={trip.description}
            onChange={(e) => setTrip(index, { description: e.target.value })}
            error={fields[`itineraries.${index}.description`]}
          />
          <Field
            label={t('listingEditor:cabins.durationHours')}
            inputMode="decimal"
            value={trip.durationHours}
            onChange={(e) => setTrip(index, { durationHours: e.target.value })}
            error={fields[`itineraries.${index}.durationHours`]}
          />
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setTrips(trips.filter((_, i) => i !== index))}
          >
            {t('listingEditor:remove', {
              name: trip.title || t('listingEditor:cabins.itinerary', { number: index + 1 }),
            })}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => setTrips([...trips, { title: '', description: '', durationHours: '' }])}
      >
        {t('listingEditor:cabins.addItinerary')}
      </button>
    </StepForm>
  );
}
