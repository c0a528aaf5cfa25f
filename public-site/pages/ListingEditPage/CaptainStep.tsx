import { useState } from 'react';
import { SAILING_TYPES, type SailingType } from '../../../shared/catalogue/catalogue.ts';
import { LANGUAGES } from '../../../shared/i18n/languages.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { Field } from '../../components/AuthFunnel/Field.tsx';
import { CheckField, StepForm } from './StepForm.tsx';
import { fromMinor, type ListingEditorState, toMinor } from './useListingEditor.ts';

/** Captain: with, with or without, or without a skipper (SPEC's sailing types), its price and languages. */
export function CaptainStep({ editorState }: { editorState: ListingEditorState }) {
  const { t } = useTranslation();
  const { captain } = editorState.editor;
  const [sailingType, setSailingType] = useState<SailingType>(captain.sailingType);
  const [price, setPrice] = useState(fromMinor(captain.captainPricePerDay));
  const [languages, setLanguages] = useState<string[]>(captain.skipperLanguages);
  const { fields } = editorState;
  const withSkipper = sailingType !== 'withoutCaptain';
  return (
    <StepForm
      editorState={editorState}
      titleKey="listingEditor:steps.captain"
      onSubmit={() =>
        editorState.save(
          'captain',
          {
            sailingType,
            captainPricePerDay: withSkipper ? toMinor(price) : null,
            skipperLanguages: withSkipper ? languages : [],
          },
          'prices',
        )
      }
    >
      <fieldset className="listing-editor__radios">
        <legend className="field__label">{t('listingEditor:captain.sailingType')}</legend>
        {SAILING_TYPES.map((type) => (
          <label key={type} className="listing-editor__check">
            <input
              type="radio"
              name="sailingType"
              value={type}
              checked={sailingType === type}
              onChange={() => setSailingType(type)}
            />
            <span>{t(`product:sailingTypes.${type}`)}</span>
          </label>
        ))}
      </fieldset>
      {withSkipper && (
        <>
          <Field
            label={t('listingEditor:captain.price')}
            name="captainPricePerDay"
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            error={fields.captainPricePerDay}
          />
          <fieldset
            className="listing-editor__checks"
            aria-describedby={fields.skipperLanguages ? 'skipper-languages-error' : undefined}
          >
            <legend className="field__label">{t('listingEditor:captain.languages')}</legend>
            {LANGUAGES.filter((l) => !l.code.includes('-')).map((l) => (
              <CheckField
                key={l.code}
                label={l.name}
                checked={languages.includes(l.code)}
                onChange={(on) =>
                  setLanguages(on ? [...languages, l.code] : languages.filter((c) => c !== l.code))
                }
              />
            ))}
          </fieldset>
          {fields.skipperLanguages && (
            <p className="field__error" id="skipper-languages-error">
              {fields.skipperLanguages}
            </p>
          )}
        </>
      )}
    </StepForm>
  );
}
