import { useState } from 'react';
import { PRODUCT_TYPE_KEYS } from '../../../shared/catalogue/catalogue.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { Field } from '../../components/AuthFunnel/Field.tsx';
import { CheckField, SelectField, StepForm } from './StepForm.tsx';
import { type ListingEditorState, toNumber } from './useListingEditor.ts';

/** Type and basics: what the boat is, its size and who may steer it. */
export function BasicsStep({ editorState }: { editorState: ListingEditorState }) {
  const { t } = useTranslation();
  const basics = editorState.editor.basics;
  const text = (value: number | null) => (value == null ? '' : String(value));
  const [form, setForm] = useState({
    title: basics.title,
    productType: basics.productType ?? '',
    builderName: basics.builderName ?? '',
    modelName: basics.modelName ?? '',
    buildYear: text(basics.buildYear),
    lengthM: text(basics.lengthM),
    enginePowerHp: text(basics.enginePowerHp),
    capacity: text(basics.capacity),
    cabins: String(basics.cabins),
    berths: String(basics.berths),
    licenceRequired: basics.licenceRequired,
  });
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });
  const { fields } = editorState;
  const numberField = (
    field: 'buildYear' | 'lengthM' | 'enginePowerHp' | 'capacity' | 'cabins' | 'berths',
  ) => (
    <Field
      label={t(`listingEditor:basics.${field}`)}
      name={field}
      inputMode={field === 'lengthM' ? 'decimal' : 'numeric'}
      value={form[field]}
      onChange={set(field)}
      error={fields[field]}
    />
  );
  return (
    <StepForm
      editorState={editorState}
      titleKey="listingEditor:steps.basics"
      onSubmit={() =>
        editorState.save(
          'basics',
          {
            ...form,
            productType: form.productType || null,
            buildYear: toNumber(form.buildYear),
            lengthM: toNumber(form.lengthM),
            enginePowerHp: toNumber(form.enginePowerHp),
            capacity: toNumber(form.capacity),
            cabins: toNumber(form.cabins) ?? 0,
            berths: toNumber(form.berths) ?? 0,
          },
          'place',
        )
      }
    >
      <Field
        label={t('listingEditor:basics.title')}
        name="title"
        value={form.title}
        onChange={set('title')}
        error={fields.title}
        hint={t('listingEditor:basics.titleHint')}
      />
      <SelectField
        id="editor-product-type"
        label={t('listingEditor:basics.productType')}
        value={form.productType}
        onChange={(productType) => setForm({ ...form, productType })}
        error={fields.productType}
        options={[
          { value: '', label: t('listingEditor:basics.chooseType') },
          ...PRODUCT_TYPE_KEYS.map((key) => ({ value: key, label: t(`productTypes:${key}`) })),
        ]}
      />
      <div className="listing-editor__row">
        <Field
          label={t('listingEditor:basics.builderName')}
          name="builderName"
          value={form.builderName}
          onChange={set('builderName')}
          error={fields.builderName}
        />
        <Field
          label={t('listingEditor:basics.modelName')}
          name="modelName"
          value={form.modelName}
          onChange={set('modelName')}
          error={fields.modelName}
        />
      </div>
      <div className="listing-editor__row">
        {numberField('buildYear')}
        {numberField('lengthM')}
        {numberField('enginePowerHp')}
      </div>
      <div className="listing-editor__row">
        {numberField('capacity')}
        {numberField('cabins')}
        {numberField('berths')}
      </div>
      <CheckField
        label={t('listingEditor:basics.licenceRequired')}
        checked={form.licenceRequired}
        onChange={(licenceRequired) => setForm({ ...form, licenceRequired })}
      />
    </StepForm>
  );
}
