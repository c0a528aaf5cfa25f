import { useState } from 'react';
import type { ListingEditor } from '../../../shared/owners/editor.ts';
import { type EditorStep, listingEditorPaths, type SavedStep } from '../../../shared/owners/editorSteps.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';

export type SaveState = 'idle' | 'pending' | 'saved' | 'error';

interface Failure {
  status?: number;
  code?: string;
  fields?: Record<string, string>;
}

/**
 * The editor's state: the listing as the server last answered, the step shown, and the outcome of
 * the last save (its field errors translated, keyed as the API keys them: `seasons.1.startDate`).
 */
export function useListingEditor(initial: ListingEditor) {
  const { t } = useTranslation();
  const [editor, setEditor] = useState(initial);
  const [step, setStep] = useState<EditorStep>(initial.resumeStep);
  const [state, setState] = useState<SaveState>('idle');
  const [failure, setFailure] = useState<Failure | null>(null);

  const errorOf = (key: string) => t([`listingEditor:errors.${key}`, 'listingEditor:errors.generic']);
  const fields: Record<string, string> = {};
  for (const [field, key] of Object.entries(failure?.fields ?? {})) fields[field] = errorOf(key);

  async function call(path: string, method: 'PUT' | 'POST', body?: unknown): Promise<ListingEditor | null> {
    setState('pending');
    setFailure(null);
    try {
      const answer = await readJson<ListingEditor>(await browserApi(path, { method, body }));
      setEditor(answer);
      setState('saved');
      return answer;
    } catch (error) {
      setFailure(error as Failure);
      setState('error');
      return null;
    }
  }

  /** Saves the step and, when it was saved, moves to the next one. */
  async function save(saved: SavedStep, body: unknown, next?: EditorStep) {
    const answer = await call(listingEditorPaths.step(editor.id, saved), 'PUT', body);
    if (answer && next) go(next);
    return answer;
  }

  /**
   * The owner changed a field: its error (and those of its rows, `seasons.1` for `seasons.1.startDate`)
   * speaks of a value that is gone, so it goes; once none is left, so does "some fields need fixing".
   */
  function clearField(name: string) {
    setFailure((current) => {
      if (!current?.fields) return current;
      const kept = Object.entries(current.fields).filter(
        ([field]) => field !== name && !field.startsWith(`${name}.`),
      );
      if (kept.length === Object.keys(current.fields).length) return current;
      if (kept.length === 0) setState('idle');
      return kept.length === 0 ? null : { ...current, fields: Object.fromEntries(kept) };
    });
  }

  /** Opens a step and takes the focus to its heading, once it is drawn. */
  function go(next: EditorStep) {
    setStep(next);
    setFailure(null);
    setState('idle');
    setTimeout(() => document.getElementById('editor-step-title')?.focus(), 0);
  }

  const message =
    state === 'saved'
      ? t('listingEditor:saved')
      : state === 'error'
        ? failure?.fields
          ? t('listingEditor:errors.fields')
          : errorOf(failure?.code ?? 'generic')
        : '';

  return {
    editor,
    step,
    go,
    save,
    clearField,
    publish: () => call(listingEditorPaths.publish(editor.id), 'POST'),
    state,
    fields,
    message,
    failureFields: failure?.fields ?? {},
  };
}

export type ListingEditorState = ReturnType<typeof useListingEditor>;

/** Euros typed by the owner → EUR minor units; an empty field is null, text that is no number NaN. */
export function toMinor(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return null;
  return Math.round(Number(trimmed) * 100);
}

export const fromMinor = (value: number | null | undefined) => (value == null ? '' : String(value / 100));

/** A number field's value: empty is null. */
export function toNumber(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}
