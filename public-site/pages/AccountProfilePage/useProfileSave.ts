import { useState } from 'react';
import type { AccountProfile } from '../../../shared/auth/account.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import {
  type ApiFailure,
  errorText,
  failureKey,
  fieldErrors,
} from '../../components/AuthFunnel/funnelErrors.ts';

export type SaveStatus = 'idle' | 'pending' | 'error' | 'success';

/** One section's call: its status, its field errors, and a message for screen readers. */
export function useProfileSave() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  async function save<T = AccountProfile>(path: string, method: string, body: unknown): Promise<T | null> {
    setStatus('pending');
    setFailure(null);
    try {
      const result = await readJson<T>(await browserApi(path, { method, body }));
      setStatus('success');
      return result;
    } catch (error) {
      setFailure(error as ApiFailure);
      setStatus('error');
      return null;
    }
  }

  return {
    status,
    setStatus,
    failure,
    fields: fieldErrors(t, failure),
    message:
      status === 'success'
        ? t('auth:account.saved')
        : status === 'error' && failure
          ? failure.fields
            ? t('auth:errors.fieldsInvalid')
            : errorText(t, failureKey(failure))
          : '',
    save,
  };
}
