import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../app/useTranslation.ts';
import { loadAuthRules, preloadAuthRules } from './authRules.ts';
import { Field, SubmitButton } from './Field.tsx';
import { schemaFields, translateKey } from './funnelErrors.ts';
import type { FunnelState } from './funnelState.ts';
import { CabSignIn, SandboxSignIn } from './SandboxSignIn.tsx';

interface StepProps {
  state: FunnelState;
  fields: Record<string, string>;
}

/** loginOrRegister: the e-mail decides between login and register; social sign-in sits beside it. */
export function EmailStep({
  state,
  fields,
  onEmail,
  onProvider,
  providers,
}: StepProps & {
  onEmail(email: string): void;
  onProvider(id: string, token: string): void;
  /** The social sign-ins this server accepts (`GET /api/v6/auth/providers`). */
  providers: readonly string[];
}) {
  const { t } = useTranslation();
  const email = useCheckedEmail(state.email);
  const pending = state.status === 'pending';
  const cab = providers.includes('CAB');
  const sandbox = providers.includes('sandbox');
  return (
    <>
      <form
        className="auth-funnel__form"
        onFocus={preloadAuthRules}
        onSubmit={email.submitWith(onEmail)}
        noValidate
      >
        <EmailField email={email} serverError={fields.email} />
        <SubmitButton pending={pending}>{t('auth:actions.continue')}</SubmitButton>
      </form>
      {(cab || sandbox) && <p className="auth-funnel__or">{t('auth:or')}</p>}
      {cab && <CabSignIn onToken={(token) => onProvider('CAB', token)} disabled={pending} />}
      {sandbox && <SandboxSignIn onToken={(token) => onProvider('sandbox', token)} disabled={pending} />}
    </>
  );
}

/** login: the e-mail is known; the password signs in. */
export function LoginStep({
  state,
  fields,
  onLogin,
  onForgot,
}: StepProps & { onLogin(password: string): void; onForgot(): void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rules = await loadAuthRules();
    const checked = rules && schemaFields(rules.passwordSchema.safeParse(password));
    setLocalError(checked ? translateKey(t, checked._) : null);
    if (!checked) onLogin(password);
  };
  return (
    <form className="auth-funnel__form" onFocus={preloadAuthRules} onSubmit={submit} noValidate>
      <p className="auth-funnel__email">{state.email}</p>
      <input type="email" name="email" autoComplete="username" value={state.email} readOnly hidden />
      <Field
        label={t('auth:fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={localError ?? fields.password}
        autoFocus
      />
      <SubmitButton pending={state.status === 'pending'}>{t('auth:actions.signIn')}</SubmitButton>
      <button type="button" className="auth-funnel__link" onClick={onForgot}>
        {t('auth:actions.forgotPassword')}
      </button>
    </form>
  );
}

/** forgotPassword: sends the reset link; success says so (SPEC section 4). */
export function ForgotPasswordStep({ state, fields, onSend }: StepProps & { onSend(email: string): void }) {
  const { t } = useTranslation();
  const email = useCheckedEmail(state.email);
  if (state.status === 'success') {
    return (
      <p className="auth-funnel__success" role="status">
        {t('auth:forgot.sent', { email: email.value })}
      </p>
    );
  }
  return (
    <form
      className="auth-funnel__form"
      onFocus={preloadAuthRules}
      onSubmit={email.submitWith(onSend)}
      noValidate
    >
      <p>{t('auth:forgot.intro')}</p>
      <EmailField email={email} serverError={fields.email} />
      <SubmitButton pending={state.status === 'pending'}>{t('auth:actions.sendResetLink')}</SubmitButton>
    </form>
  );
}

type CheckedEmail = ReturnType<typeof useCheckedEmail>;

/** An e-mail input's state, checked with the shared rule before the step sends it on. */
function useCheckedEmail(initial: string) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    setValue,
    error,
    submitWith: (send: (email: string) => void) => async (event: FormEvent) => {
      event.preventDefault();
      const rules = await loadAuthRules();
      const checked = rules && schemaFields(rules.emailSchema.safeParse(value));
      setError(checked ? translateKey(t, checked._) : null);
      if (!checked) send(value.trim());
    },
  };
}

function EmailField({ email, serverError }: { email: CheckedEmail; serverError?: string }) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('auth:fields.email')}
      type="email"
      name="email"
      autoComplete="email"
      value={email.value}
      onChange={(event) => email.setValue(event.target.value)}
      error={email.error ?? serverError}
      autoFocus
    />
  );
}
