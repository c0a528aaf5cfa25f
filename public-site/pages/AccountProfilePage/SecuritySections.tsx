import { type FormEvent, useState } from 'react';
import type { AccountProfile } from '../../../shared/auth/account.ts';
import { fallbackPhoneCountry, phonePrefixOf } from '../../../shared/catalogue/phonePrefixes.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { Field } from '../../components/AuthFunnel/Field.tsx';
import {
  type ApiFailure,
  errorText,
  failureKey,
  fieldErrors,
} from '../../components/AuthFunnel/funnelErrors.ts';
import { PhoneField } from '../../components/AuthFunnel/PhoneField.tsx';
import { SectionStatus } from './ProfileSections.tsx';
import { useProfileSave } from './useProfileSave.ts';

/** The phone: a new number is saved only with the SMS code sent to it. */
export function PhoneSection({
  profile,
  onSaved,
}: {
  profile: AccountProfile;
  onSaved(profile: AccountProfile): void;
}) {
  const { t } = useTranslation();
  const { language } = useSite();
  const [editing, setEditing] = useState(false);
  const [phone, setPhone] = useState({
    country: profile.phoneGroup?.country || fallbackPhoneCountry(language),
    number: '',
  });
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<'idle' | 'pending' | 'error' | 'success'>('idle');
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const fields = fieldErrors(t, failure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('pending');
    setFailure(null);
    const response = await browserApi('/api/v6/account/phone', {
      method: 'PUT',
      body: { phoneGroup: phone, ...(codeSent ? { validationCode: code } : {}) },
    });
    if (response.status === 401 && response.headers.get('x-two-factor-challenge') && !codeSent) {
      setCodeSent(true);
      setStatus('idle');
      return;
    }
    try {
      onSaved(await readJson<AccountProfile>(response));
      setStatus('success');
      setEditing(false);
      setCodeSent(false);
      setCode('');
    } catch (error) {
      setFailure(error as ApiFailure);
      setStatus('error');
    }
  }

  const current = profile.phoneGroup
    ? `${profile.phoneGroup.country ? `${phonePrefixOf(profile.phoneGroup.country).dialCode} ` : ''}${profile.phoneGroup.number}`
    : t('auth:account.noPhone');
  const message =
    status === 'success'
      ? t('auth:account.saved')
      : status === 'error' && failure && !failure.fields
        ? errorText(t, failureKey(failure))
        : codeSent
          ? t('auth:account.phoneCodeSent')
          : '';

  return (
    <section className="account-section" aria-labelledby="profile-phone">
      <h3 id="profile-phone">{t('auth:fields.phone')}</h3>
      <p className="account-section__fixed">
        {current}{' '}
        {profile.phoneVerified && (
          <span className="account-section__badge">{t('auth:account.verified')}</span>
        )}
      </p>
      {!editing ? (
        <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
          {t('auth:account.changePhone')}
        </button>
      ) : (
        <form className="auth-funnel__form" onSubmit={submit} noValidate>
          <PhoneField
            country={phone.country}
            number={phone.number}
            onChange={(value) => {
              setPhone(value);
              setCodeSent(false);
            }}
            countryError={fields['phoneGroup.country']}
            numberError={fields['phoneGroup.number']}
          />
          {codeSent && (
            <Field
              label={t('auth:fields.validationCode')}
              name="validationCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              error={fields.validationCode}
              autoFocus
            />
          )}
          <button className="button button--primary" type="submit" disabled={status === 'pending'}>
            {codeSent ? t('auth:actions.confirmCode') : t('auth:account.sendCode')}
          </button>
        </form>
      )}
      <SectionStatus status={status} message={message} />
    </section>
  );
}

/** The password: the current one, then the new one; other devices are signed out. */
export function PasswordSection() {
  const { t } = useTranslation();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const { status, message, fields, save } = useProfileSave();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await save('/api/v6/account/password', 'PUT', { currentPassword, newPassword });
    if (saved) {
      setCurrentPassword('');
      setNewPassword('');
    }
  }
  return (
    <section className="account-section" aria-labelledby="profile-password">
      <h3 id="profile-password">{t('auth:fields.password')}</h3>
      <form className="auth-funnel__form" onSubmit={submit} noValidate>
        <Field
          label={t('auth:fields.currentPassword')}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={fields.currentPassword}
        />
        <Field
          label={t('auth:fields.newPassword')}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          hint={t('auth:fields.passwordHint')}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          error={fields.newPassword}
        />
        <button className="button button--primary" type="submit" disabled={status === 'pending'}>
          {t('auth:account.changePassword')}
        </button>
        <SectionStatus status={status} message={message} />
      </form>
    </section>
  );
}
