import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { OperationsMethods } from '../../operationsDataProvider.ts';

/** Field errors of a refused change, e.g. `{"seasons.1.startDate": "bosun.validation.seasonOverlaps"}`. */
export type FieldErrors = Record<string, string>;

/**
 * Runs one boat change pessimistically: the screen waits for the server, then shows its answer;
 * a refused change says why, under each field, and leaves the form as the manager typed it.
 */
export function useBoatAction() {
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & OperationsMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const run = async (change: (api: OperationsMethods) => Promise<unknown>, done: string) => {
    setSaving(true);
    setErrors({});
    try {
      await change(dataProvider);
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      if (error instanceof HttpError) setErrors((error.body as { errors?: FieldErrors })?.errors ?? {});
      notify((error as Error).message, { type: 'error' });
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { run, saving, errors };
}
