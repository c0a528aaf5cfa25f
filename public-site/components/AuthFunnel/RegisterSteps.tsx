import { type FormEvent, useState } from 'react';
import { fallbackPhoneCountry } from '../../../shared/catalogue/phonePrefixes.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { loadAuthRules, preloadAuthRules } from './authRules.ts';
import { Field, SubmitButton } from './Field.tsx';
import { schemaFields, translateKey } from './funnelErrors.ts';
import type { FunnelState } from './funnelState.ts';
import { PhoneField } from './PhoneField.tsx';
import type { RegistrationForm } from './useFunnelActions.ts';

interface RegisterStepProps {
  state: FunnelState;
  fields: Record<string, string>;
  /** thirdPartyRegister asks no password: the provider signs the person in. */
  withPassword: boolean;
  onRegister(form: RegistrationForm): void;
}

/** register and thirdPartyRegister: names, phone (for the SMS code) and, by e-mail, a password. */
export function RegisterStep({ state, fields, withPassword, onRegister }: RegisterStepProps) {
  const { t } = useTranslation();
  const { language } = useSite();
  const [firstName, setFirstName] = useState(state.identity?.firstName ?? '');
  const [lastName, setLastName] = useState(state.identity?.lastName ?? '');
  const [phone, setPhone] = useState({ country: fallbackPhoneCountry(language), number: '' });
  const [password, setPassword] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rules = await loadAuthRules();
    const keys: Record<string, string> = {};
    const check = (field: string, result: Parameters<typeof schemaFields>[0]) => {
      for (const [path, key] of Object.entries(schemaFields(result) ?? {})) {
        keys[path === '_' ? field : `${field}.${path}`] = key;
      }
    };
    if (rules) {
      check('firstName', rules.firstNameSchema.safeParse(firstName));
      check('lastName', rules.lastNameSchema.safeParse(lastName));
      check('phoneGroup', rules.phoneGroupSchema.safeParse(phone));
      if (withPassword) check('password', rules.newPasswordSchema.safeParse(password));
    }
    // Both names (or the prefix and the number) failing alike get one message (SPEC section 5).
    const errors = Object.fromEntries(
      Object.entries(rules ? rules.combineFieldKeys(keys) : keys).map(([path, key]) => [
        path,
        translateKey(t, key),
      ]),
    );
    setLocal(errors);
    if (Object.keys(errors).length === 0) {
      onRegister({ firstName, lastName, phoneGroup: phone, ...(withPassword ? { password } : {}) });
    }
  };
  const error = (field: string) => local[field] ?? fields[field];

  return (
    <form className="auth-funnel__form" onFocus={preloadAuthRules} onSubmit={submit} noValidate>
      <p className="auth-funnel__email">{state.email}</p>
      <div className="auth-funnel__names">
        <Field
          label={t('auth:fields.firstName')}
          name="firstName"
          autoComplete="given-name"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          error={error('firstName')}
          autoFocus
        />
        <Field
          label={t('auth:fields.lastName')}
          name="lastName"
          autoComplete="family-name"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          error={error('lastName')}
        />
      </div>
      <PhoneField
        country={phone.country}
        number={phone.number}
        onChange={setPhone}
        countryError={error('phoneGroup.country')}
        numberError={error('phoneGroup.number')}
      />
      {withPassword && (
        <Field
          label={t('auth:fields.newPassword')}
          type="password"
          name="password"
          autoComplete="new-password"
          hint={t('auth:fields.passwordHint')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error('password')}
        />
      )}
      <p className="auth-funnel__fine-print">{t('auth:register.smsNotice')}</p>
      <SubmitButton pending={state.status === 'pending'}>{t('auth:actions.createAccount')}</SubmitButton>
    </form>
  );
}

/** twoFactorAuth: the 6-digit code from the SMS; a new code can be asked for. */
export function TwoFactorStep({
  state,
  fields,
  onCode,
  onCodeChange,
  onResend,
}: {
  state: FunnelState;
  fields: Record<string, string>;
  onCode(code: string): void;
  onCodeChange(code: string): void;
  onResend(): void;
}) {
  const { t } = useTranslation();
  const [local, setLocal] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rules = await loadAuthRules();
    const checked = rules && schemaFields(rules.validationCodeSchema.safeParse(state.validationCode));
    setLocal(checked ? translateKey(t, checked._) : null);
    if (!checked) onCode(state.validationCode.trim());
  };
  return (
    <form className="auth-funnel__form" onFocus={preloadAuthRules} onSubmit={submit} noValidate>
      <p>
        {state.codePhone ? t('searchMore:sms.sentTo', { phone: state.codePhone }) : t('auth:twoFactor.intro')}
      </p>
      <Field
        label={t('auth:fields.validationCode')}
        name="validationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        value={state.validationCode}
        onChange={(event) => onCodeChange(event.target.value.replace(/\D/g, ''))}
        error={local ?? fields.validationCode}
        autoFocus
      />
      <SubmitButton pending={state.status === 'pending'}>{t('auth:actions.confirmCode')}</SubmitButton>
      <button
        type="button"
        className="auth-funnel__link"
        onClick={onResend}
        disabled={state.resendStatus === 'pending'}
      >
        {state.resendStatus === 'pending' ? t('auth:twoFactor.resending') : t('auth:actions.resendCode')}
      </button>
      <p className="auth-funnel__resend-status" role="status">
        {state.resendStatus === 'error' ? t('auth:twoFactor.resendFailed') : ''}
      </p>
    </form>
  );
}
