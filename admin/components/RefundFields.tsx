import TextField from '@mui/material/TextField';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../shared/currency.ts';

/** EUR minor units as staff read them, e.g. "1 234,50 €" — the shared money formatter. */
export const formatEuros = (cents: number, locale?: string) =>
  formatMoney(cents, { code: 'EUR', minorDigits: 2 }, locale ?? navigator.language);

/** Formats EUR minor units in the console's language (not the browser's): "3 855,65 €" in fr. */
export function useEuros() {
  const [locale] = useLocaleState();
  return (cents: number) => formatEuros(cents, locale);
}

/** The amount of a refund staff choose, with what may be refunded at most (money dialogs share it). */
export function RefundAmountField({
  label,
  value,
  onChange,
  maxCents,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  maxCents: number;
}) {
  const translate = useTranslate();
  const euros = useEuros();
  return (
    <TextField
      label={label}
      helperText={translate('bosun.ops.cancel.atMost', { amount: euros(maxCents) })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputMode="decimal"
      margin="normal"
      fullWidth
    />
  );
}

/** Why staff decided; every money decision needs one. */
export function DecisionReasonField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('bosun.ops.reason')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      margin="normal"
      multiline
      required
      fullWidth
    />
  );
}
