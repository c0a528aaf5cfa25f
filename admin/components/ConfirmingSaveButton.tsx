import { Typography } from '@mui/material';
import { useState } from 'react';
import {
  type RaRecord,
  SaveButton,
  setSubmissionErrors,
  Toolbar,
  useRecordContext,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useEuros } from './RefundFields.tsx';

/** What a save will do, when it moves money or hides content: a title and a sentence, both translated. */
export interface SaveConfirmation {
  title: string;
  effect: string;
  effectArgs?: Record<string, unknown>;
}

/** Decides whether a save needs confirming; `euros` formats an amount in the console's language. */
export type ConfirmationRule<R extends RaRecord> = (
  values: FieldValues,
  record: R | undefined,
  euros: (cents: number) => string,
) => SaveConfirmation | null;

/**
 * Save, but when `confirmation(values, record)` says the change moves money or hides content, staff
 * first read its effect and confirm; nothing is sent before. The form's own validation runs first.
 */
export function ConfirmingSaveButton<R extends RaRecord>({
  confirmation,
}: {
  confirmation: ConfirmationRule<R>;
}) {
  const form = useFormContext();
  const record = useRecordContext<R>();
  const { save, saving } = useSaveContext();
  const translate = useTranslate();
  const euros = useEuros();
  const [asked, setAsked] = useState<SaveConfirmation | null>(null);
  const submit = form.handleSubmit(async (values) => {
    const errors = await save?.(values);
    if (errors) setSubmissionErrors(errors, form.setError);
    setAsked(null);
  });
  return (
    <>
      <SaveButton
        onClick={async (event) => {
          const question = confirmation(form.getValues(), record, euros);
          if (!question) return;
          event.preventDefault();
          // Invalid input shows its errors instead of a question about it.
          if (await form.trigger()) setAsked(question);
        }}
      />
      <ConfirmDialog
        open={asked != null}
        title={asked?.title ?? ''}
        onConfirm={() => submit()}
        onClose={() => setAsked(null)}
        saving={saving}
        color="error"
      >
        <Typography>{asked && translate(asked.effect, asked.effectArgs)}</Typography>
      </ConfirmDialog>
    </>
  );
}

/** A form toolbar whose Save asks first (see ConfirmingSaveButton). */
export function ConfirmingToolbar<R extends RaRecord>(props: { confirmation: ConfirmationRule<R> }) {
  return (
    <Toolbar>
      <ConfirmingSaveButton {...props} />
    </Toolbar>
  );
}
