import { useState } from 'react';
import { CANCELLATION_POLICIES, type CancellationPolicy } from '../../../shared/catalogue/catalogue.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { Field } from '../../components/AuthFunnel/Field.tsx';
import { CheckField, SelectField, StepForm } from './StepForm.tsx';
import { fromMinor, type ListingEditorState, toMinor } from './useListingEditor.ts';

/** Deposit, cancellation policy, instant booking, and when the boat is handed over and given back. */
export function ConditionsStep({ editorState }: { editorState: ListingEditorState }) {
  const { t } = useTranslation();
  const { conditions } = editorState.editor;
  const [form, setForm] = useState({
    depositAmount: fromMinor(conditions.depositAmount),
    cancellationPolicy: conditions.cancellationPolicy,
    instantBooking: conditions.instantBooking,
    checkInTime: conditions.checkInTime ?? '',
    checkOutTime: conditions.checkOutTime ?? '',
  });
  const { fields } = editorState;
  return (
    <StepForm
      editorState={editorState}
      titleKey="listingEditor:steps.conditions"
      onSubmit={() =>
        editorState.save('conditions', {
          ...form,
          depositAmount: toMinor(form.depositAmount) ?? 0,
          checkInTime: form.checkInTime || null,
          checkOutTime: form.checkOutTime || null,
        })
      }
    >
      <Field
        label={t('listingEditor:conditions.deposit')}
        name="depositAmount"
        inputMode="decimal"
        value={form.depositAmount}
        onChange={(e) => setForm({ ...form, depositAmount: e.target.value })}
        error={fields.depositAmount}
      />
      <SelectField
        id="editor-cancellation"
        label={t('listingEditor:conditions.cancellationPolicy')}
        value={form.cancellationPolicy}
        onChange={(value) => setForm({ ...form, cancellationPolicy: value as CancellationPolicy })}
        options={CANCELLATION_POLICIES.map((p) => ({
          value: p,
          label: t(`listingEditor:conditions.policies.${p}`),
        }))}
      />
      <CheckField
        label={t('listingEditor:conditions.instantBooking')}
        checked={form.instantBooking}
        onChange={(instantBooking) => setForm({ ...form, instantBooking })}
      />
      <div className="listing-editor__row">
        <Field
          label={t('listingEditor:conditions.checkIn')}
          type="time"
          value={form.checkInTime}
          onChange={(e) => setForm({ ...form, checkInTime: e.target.value })}
          error={fields.checkInTime}
        />
        <Field
          label={t('listingEditor:conditions.checkOut')}
          type="time"
          value={form.checkOutTime}
          onChange={(e) => setForm({ ...form, checkOutTime: e.target.value })}
          error={fields.checkOutTime}
        />
      </div>
    </StepForm>
  );
}
