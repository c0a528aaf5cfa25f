import { useState } from 'react';
import { EXTRA_PRICE_TYPES } from '../../../shared/owners/editorSteps.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { Field } from '../../components/AuthFunnel/Field.tsx';
import { CheckField, SelectField, StepForm } from './StepForm.tsx';
import { fromMinor, type ListingEditorState, toMinor } from './useListingEditor.ts';

type Extra = {
  name: string;
  price: string;
  priceType: (typeof EXTRA_PRICE_TYPES)[number];
  isMandatory: boolean;
};

/** Extras: mandatory (cleaning) or optional (paddle board), per day or per booking. */
export function ExtrasStep({ editorState }: { editorState: ListingEditorState }) {
  const { t } = useTranslation();
  const [extras, setExtras] = useState<Extra[]>(
    editorState.editor.extras.map((e) => ({
      name: e.name,
      price: fromMinor(e.price),
      priceType: e.priceType === 'per_day' ? 'per_day' : 'per_booking',
      isMandatory: e.isMandatory,
    })),
  );
  const { fields } = editorState;
  const setExtra = (index: number, change: Partial<Extra>) =>
    setExtras(extras.map((e, i) => (i === index ? { ...e, ...change } : e)));
  return (
    <StepForm
      editorState={editorState}
      titleKey="listingEditor:steps.extras"
      onSubmit={() =>
        editorState.save(
          'extras',
          { extras: extras.map((e) => ({ ...e, price: toMinor(e.price) })) },
          'conditions',
        )
      }
    >
      {extras.length === 0 && <p className="muted">{t('listingEditor:extras.none')}</p>}
      {extras.map((extra, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; their order is their identity
        <fieldset key={index} className="listing-editor__item" data-testid="extra">
          <legend>{extra.name || t('listingEditor:extras.extra', { number: index + 1 })}</legend>
          <Field
            label={t('listingEditor:name')}
            value={extra.name}
            onChange={(e) => setExtra(index, { name: e.target.value })}
            error={fields[`extras.${index}.name`]}
          />
          <div className="listing-editor__row">
            <Field
              label={t('listingEditor:extras.price')}
              inputMode="decimal"
              value={extra.price}
              onChange={(e) => setExtra(index, { price: e.target.value })}
              error={fields[`extras.${index}.price`]}
            />
            <SelectField
              id={`editor-extra-type-${index}`}
              label={t('listingEditor:extras.priceType')}
              value={extra.priceType}
              onChange={(priceType) => setExtra(index, { priceType: priceType as Extra['priceType'] })}
              options={EXTRA_PRICE_TYPES.map((type) => ({
                value: type,
                label: t(`listingEditor:extras.types.${type}`),
              }))}
            />
          </div>
          <CheckField
            label={t('listingEditor:extras.mandatory')}
            checked={extra.isMandatory}
            onChange={(isMandatory) => setExtra(index, { isMandatory })}
          />
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setExtras(extras.filter((_, i) => i !== index))}
          >
            {t('listingEditor:remove', {
              name: extra.name || t('listingEditor:extras.extra', { number: index + 1 }),
            })}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button button--ghost"
        onClick={() =>
          setExtras([...extras, { name: '', price: '', priceType: 'per_booking', isMandatory: false }])
        }
      >
        {t('listingEditor:extras.add')}
      </button>
    </StepForm>
  );
}
