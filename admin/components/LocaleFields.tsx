import {
  type DateFieldProps,
  FunctionField,
  type NumberFieldProps,
  DateField as RaDateField,
  NumberField as RaNumberField,
  SelectField,
  type SelectFieldProps,
  useLocaleState,
} from 'react-admin';
import { type EnumGroup, enumChoices } from '../i18n/enums.ts';

/**
 * react-admin's date and number fields format in the browser's language unless told; these follow the
 * console's language instead, so a French console reads "30/11/2026" and "12,5 %" whatever the browser.
 */
export function DateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <RaDateField locales={locale} {...props} />;
}

export function NumberField(props: NumberFieldProps) {
  const [locale] = useLocaleState();
  return <RaNumberField locales={locale} {...props} />;
}

/** An enumeration's value in words ("Motor yacht", not `motorYacht`); see admin/i18n/enums.ts. */
export function EnumField({ group, ...props }: Omit<SelectFieldProps, 'choices'> & { group: EnumGroup }) {
  return <SelectField choices={enumChoices(group)} emptyText="—" {...props} />;
}

const displayNames = (locale: string, type: 'language' | 'region') => {
  const names = new Intl.DisplayNames([locale], { type, fallback: 'code' });
  return (code: string) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
};

/** Language codes (one or a list) by their name in the console's language: `en-US` → "anglais (États-Unis)". */
export function LanguageField({ source, label }: { source: string; label?: string }) {
  const [locale] = useLocaleState();
  const name = displayNames(locale, 'language');
  return (
    <FunctionField
      source={source}
      label={label}
      render={(record: Record<string, unknown>) => namesOf(record[source], name)}
    />
  );
}

/** Country codes (one or a list) by their name in the console's language: `FR` → "France". */
export function CountryField({ source, label }: { source: string; label?: string }) {
  const [locale] = useLocaleState();
  const name = displayNames(locale, 'region');
  return (
    <FunctionField
      source={source}
      label={label}
      render={(record: Record<string, unknown>) => namesOf(record[source], name)}
    />
  );
}

function namesOf(value: unknown, name: (code: string) => string) {
  if (value == null || value === '') return '—';
  const codes = Array.isArray(value) ? value : [value];
  return codes.map((code) => name(String(code))).join(', ');
}
