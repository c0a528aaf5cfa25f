import { useState } from 'react';
import type { ListingHarbour } from '../../../shared/owners/editor.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { HarbourAutocomplete } from './HarbourAutocomplete.tsx';
import { PinMap } from './PinMap.tsx';
import { StepForm } from './StepForm.tsx';
import type { ListingEditorState } from './useListingEditor.ts';

/** The place: a harbour chosen from the existing ones, and a pin where the boat lies in it. */
export function PlaceStep({ editorState }: { editorState: ListingEditorState }) {
  const { t } = useTranslation();
  const place = editorState.editor.place;
  const [harbour, setHarbour] = useState<ListingHarbour | null>(place.harbour);
  const [pin, setPin] = useState(
    place.latitude != null && place.longitude != null
      ? { latitude: place.latitude, longitude: place.longitude }
      : null,
  );
  const { fields } = editorState;
  return (
    <StepForm
      editorState={editorState}
      titleKey="listingEditor:steps.place"
      hintKey="listingEditor:place.hint"
      onSubmit={() =>
        editorState.save(
          'place',
          {
            harbourId: harbour?.id ?? null,
            latitude: pin?.latitude ?? null,
            longitude: pin?.longitude ?? null,
          },
          'description',
        )
      }
    >
      <HarbourAutocomplete
        initial={harbour ? `${harbour.name}, ${harbour.cityName}` : ''}
        error={fields.harbourId}
        onHarbour={(chosen) => {
          setHarbour(chosen);
          // the pin starts at the harbour; the owner moves it to the berth
          setPin({ latitude: chosen.latitude, longitude: chosen.longitude });
        }}
      />
      {harbour && (
        <>
          <PinMap key={harbour.id} centre={harbour} pin={pin} onPin={setPin} />
          <p className="listing-editor__pin" data-testid="pin-position">
            {pin
              ? t('listingEditor:place.pinAt', {
                  latitude: pin.latitude.toFixed(5),
                  longitude: pin.longitude.toFixed(5),
                })
              : ''}
          </p>
          {(fields.latitude || fields.longitude) && (
            <p className="field__error" role="alert">
              {fields.latitude ?? fields.longitude}
            </p>
          )}
        </>
      )}
    </StepForm>
  );
}
