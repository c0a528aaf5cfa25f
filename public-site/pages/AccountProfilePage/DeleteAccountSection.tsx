import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { Field } from '../../components/AuthFunnel/Field.tsx';
import { useSetViewer } from '../../components/AuthFunnel/useAuthenticateRequest.ts';
import { SectionStatus } from './ProfileSections.tsx';
import { useProfileSave } from './useProfileSave.ts';

/** Deleting the account: personal data erased, bookings kept for the books (said before confirming). */
export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const setViewer = useSetViewer();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const { status, message, fields, save } = useProfileSave();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const deleted = await save('/api/v6/account', 'DELETE', hasPassword ? { password } : {});
    if (deleted) {
      setViewer(null);
      navigate(localizedPath(language, '/', defaultLanguage));
    }
  }
  return (
    <section className="account-section account-section--danger" aria-labelledby="profile-delete">
      <h3 id="profile-delete">{t('auth:account.delete.title')}</h3>
      <p>{t('auth:account.delete.text')}</p>
      <form className="auth-funnel__form" onSubmit={submit} noValidate>
        {hasPassword && (
          <Field
            label={t('auth:fields.password')}
            type="password"
            name="deletePassword"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fields.password}
          />
        )}
        <label className="account-section__choice">
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          {t('auth:account.delete.confirm')}
        </label>
        <button
          className="button account-section__danger"
          type="submit"
          disabled={!confirmed || status === 'pending'}
        >
          {t('auth:account.delete.button')}
        </button>
        <SectionStatus status={status} message={message} />
      </form>
    </section>
  );
}
