import { useId, useMemo } from 'react';
import { PHONE_PREFIXES } from '../../../shared/catalogue/phonePrefixes.ts';
import { languageOf } from '../../../shared/i18n/languages.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';

interface PhoneFieldProps {
  country: string;
  number: string;
  onChange(value: { country: string; number: string }): void;
  countryError?: string | null;
  numberError?: string | null;
}

/** The phone field: the country prefix list (names in the page's language) and the number. */
export function PhoneField({ country, number, onChange, countryError, numberError }: PhoneFieldProps) {
  const { t } = useTranslation();
  const { language } = useSite();
  const id = useId();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([languageOf(language).dateLocale], { type: 'region' });
    return PHONE_PREFIXES.map((prefix) => ({
      ...prefix,
      label: names.of(prefix.country) ?? prefix.name,
    })).sort((a, b) => a.label.localeCompare(b.label, languageOf(language).dateLocale));
  }, [language]);
  const error = countryError ?? numberError;
  return (
    <fieldset className={error ? 'field field--invalid phone-field' : 'field phone-field'}>
      <legend className="field__label">{t('auth:fields.phone')}</legend>
      <div className="phone-field__row">
        <label className="visually-hidden" htmlFor={`${id}-country`}>
          {t('auth:fields.phonePrefix')}
        </label>
        <select
          id={`${id}-country`}
          className="field__input phone-field__country"
          value={country}
          autoComplete="tel-country-code"
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${id}-error` : undefined}
          onChange={(event) => onChange({ country: event.target.value, number })}
        >
          <option value="">{t('auth:fields.phonePrefix')}</option>
          {options.map((option) => (
            <option key={option.country} value={option.country}>
              {option.label} ({option.dialCode})
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${id}-number`}>
          {t('auth:fields.phoneNumber')}
        </label>
        <input
          id={`${id}-number`}
          className="field__input phone-field__number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={number}
          aria-invalid={numberError ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange({ country, number: event.target.value })}
        />
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
