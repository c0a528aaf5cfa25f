import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { loadAuthRules, preloadAuthRules } from '../../components/AuthFunnel/authRules.ts';
import { Field, SubmitButton } from '../../components/AuthFunnel/Field.tsx';
import {
  type ApiFailure,
  errorText,
  failureKey,
  schemaFields,
  translateKey,
} from '../../components/AuthFunnel/funnelErrors.ts';

/** The page an e-mailed reset link opens: choose a new password, once. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<'idle' | 'pending' | 'error' | 'success'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rules = await loadAuthRules();
    const checked = rules && schemaFields(rules.newPasswordSchema.safeParse(password));
    if (checked) {
      setError(translateKey(t, checked._));
      return;
    }
    setStatus('pending');
    setError(null);
    try {
      await readJson(
        await browserApi('/api/v6/auth/password-reset', { method: 'POST', body: { token, password } }),
      );
      setStatus('success');
    } catch (failure) {
      const apiFailure = failure as ApiFailure;
      setStatus('error');
      setError(
        apiFailure.fields?.password
          ? translateKey(t, apiFailure.fields.password)
          : errorText(t, failureKey(apiFailure)),
      );
    }
  }

  if (status === 'success') {
    return (
      <div className="auth-funnel__form">
        <p className="auth-funnel__success" role="status">
          {t('auth:reset.done')}
        </p>
        <Link className="button button--primary" to={localizedPath(language, '/login', defaultLanguage)}>
          {t('auth:actions.signIn')}
        </Link>
      </div>
    );
  }
  return (
    <form className="auth-funnel__form" onFocus={preloadAuthRules} onSubmit={submit} noValidate>
      <Field
        label={t('auth:fields.newPassword')}
        type="password"
        name="password"
        autoComplete="new-password"
        hint={t('auth:fields.passwordHint')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
      />
      <SubmitButton pending={status === 'pending'}>{t('auth:reset.save')}</SubmitButton>
    </form>
  );
}
