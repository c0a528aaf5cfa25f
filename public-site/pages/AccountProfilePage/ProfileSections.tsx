import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { AccountProfile } from '../../../shared/auth/account.ts';
import { LANGUAGES } from '../../../shared/i18n/languages.ts';
import type { NotificationPreferences } from '../../../shared/validation/auth.ts';
import { NOTIFICATION_PREFERENCES } from '../../../shared/validation/notificationPreferences.ts';
import { SITE_CURRENCIES } from '../../app/currency.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { Field } from '../../components/AuthFunnel/Field.tsx';
import { useSetViewer, useViewer } from '../../components/AuthFunnel/useAuthenticateRequest.ts';
import { useProfileSave } from './useProfileSave.ts';

interface SectionProps {
  profile: AccountProfile;
  onSaved(profile: AccountProfile): void;
}

export function SectionStatus({ message, status }: { message: string; status: string }) {
  return (
    <p className={`account-section__status account-section__status--${status}`} role="status">
      {message}
    </p>
  );
}

/** First and last name. */
export function DetailsSection({ profile, onSaved }: SectionProps) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const setViewer = useSetViewer();
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const { status, message, fields, save } = useProfileSave();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await save('/api/v6/account/profile', 'PUT', { firstName, lastName });
    if (saved) {
      onSaved(saved);
      if (viewer) setViewer({ ...viewer, firstName: saved.firstName, lastName: saved.lastName });
    }
  }
  return (
    <section className="account-section" aria-labelledby="profile-details">
      <h3 id="profile-details">{t('auth:account.details')}</h3>
      <form className="auth-funnel__form" onSubmit={submit} noValidate>
        <p className="account-section__fixed">
          <span className="account-section__label">{t('auth:fields.email')}</span> {profile.email}
        </p>
        <div className="auth-funnel__names">
          <Field
            label={t('auth:fields.firstName')}
            name="firstName"
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            error={fields.firstName}
          />
          <Field
            label={t('auth:fields.lastName')}
            name="lastName"
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            error={fields.lastName}
          />
        </div>
        <button className="button button--primary" type="submit" disabled={status === 'pending'}>
          {t('auth:account.save')}
        </button>
        <SectionStatus status={status} message={message} />
      </form>
    </section>
  );
}

/** Language and currency of e-mails, SMS and prices. */
export function PreferencesSection({ profile, onSaved }: SectionProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [languageCode, setLanguageCode] = useState(profile.languageCode);
  const [currencyCode, setCurrencyCode] = useState(profile.currencyCode);
  const { status, message, save } = useProfileSave();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await save('/api/v6/account/profile', 'PUT', { languageCode, currencyCode });
    if (saved) {
      onSaved(saved);
      revalidator.revalidate();
    }
  }
  return (
    <section className="account-section" aria-labelledby="profile-preferences">
      <h3 id="profile-preferences">{t('auth:account.preferences')}</h3>
      <form className="auth-funnel__form" onSubmit={submit}>
        <div className="auth-funnel__names">
          <div className="field">
            <label className="field__label" htmlFor="profile-language">
              {t('auth:account.language')}
            </label>
            <select
              id="profile-language"
              className="field__input"
              value={languageCode}
              onChange={(event) => setLanguageCode(event.target.value)}
            >
              {LANGUAGES.map((language) => (
                <option key={language.code} value={language.code} lang={language.code}>
                  {language.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="profile-currency">
              {t('auth:account.currency')}
            </label>
            <select
              id="profile-currency"
              className="field__input"
              value={currencyCode}
              onChange={(event) => setCurrencyCode(event.target.value)}
            >
              {SITE_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button className="button button--primary" type="submit" disabled={status === 'pending'}>
          {t('auth:account.save')}
        </button>
        <SectionStatus status={status} message={message} />
      </form>
    </section>
  );
}

/** Which messages the person wants. */
export function NotificationsSection({ profile, onSaved }: SectionProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<NotificationPreferences>(profile.notifications);
  const { status, message, save } = useProfileSave();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await save('/api/v6/account/profile', 'PUT', { notifications: choices });
    if (saved) onSaved(saved);
  }
  return (
    <section className="account-section" aria-labelledby="profile-notifications">
      <h3 id="profile-notifications">{t('auth:account.notifications.title')}</h3>
      <form className="auth-funnel__form" onSubmit={submit}>
        <fieldset className="account-section__choices">
          <legend className="visually-hidden">{t('auth:account.notifications.title')}</legend>
          {NOTIFICATION_PREFERENCES.map((key) => (
            <label key={key} className="account-section__choice">
              <input
                type="checkbox"
                name={key}
                checked={choices[key]}
                onChange={(event) => setChoices({ ...choices, [key]: event.target.checked })}
              />
              {t(`auth:account.notifications.${key}`)}
            </label>
          ))}
        </fieldset>
        <button className="button button--primary" type="submit" disabled={status === 'pending'}>
          {t('auth:account.save')}
        </button>
        <SectionStatus status={status} message={message} />
      </form>
    </section>
  );
}
