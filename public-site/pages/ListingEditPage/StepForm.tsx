import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../app/useTranslation.ts';
import type { ListingEditorState } from './useListingEditor.ts';

interface StepFormProps {
  editorState: ListingEditorState;
  titleKey: string;
  hintKey?: string;
  onSubmit(): void;
  children: ReactNode;
}

/** One step: its heading, its fields, "save and continue", and what the save did (announced). */
export function StepForm({ editorState, titleKey, hintKey, onSubmit, children }: StepFormProps) {
  const { t } = useTranslation();
  const { state, message } = editorState;
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    // Validation is the server's (the same shared schemas): its field errors are shown by each field.
    <form
      className="listing-editor__step"
      onSubmit={submit}
      // A corrected field loses its error at once, not at the next save.
      onChange={(event) => {
        const { name } = event.target as EventTarget & { name?: unknown };
        if (typeof name === 'string' && name) editorState.clearField(name);
      }}
      noValidate
      aria-labelledby="editor-step-title"
    >
      <h3 id="editor-step-title" tabIndex={-1}>
        {t(titleKey)}
      </h3>
      {hintKey && <p className="muted">{t(hintKey)}</p>}
      {children}
      <div className="listing-editor__actions">
        <button className="button button--primary" type="submit" disabled={state === 'pending'}>
          {state === 'pending' ? t('listingEditor:saving') : t('listingEditor:saveAndContinue')}
        </button>
      </div>
      <p
        className={`listing-editor__status listing-editor__status--${state}`}
        role={state === 'error' ? 'alert' : 'status'}
        data-testid="editor-status"
      >
        {message}
      </p>
    </form>
  );
}

/** A labelled select whose error is tied to it, like Field. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  error,
  id,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: { value: string; label: string }[];
  error?: string;
  id: string;
}) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        className="field__input"
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label. */
export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(v: boolean): void;
}) {
  return (
    <label className="listing-editor__check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
