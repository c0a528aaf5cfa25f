import type { NumberFieldProps } from 'react-admin';
import { NumberField } from '../../components/LocaleFields.tsx';

/** Amounts are integer minor units of EUR (DESIGN.md): shown as euros. */
export function MoneyField(props: NumberFieldProps) {
  return (
    <NumberField
      transform={(cents: number) => cents / 100}
      options={{ style: 'currency', currency: 'EUR' }}
      emptyText="—"
      {...props}
    />
  );
}

/** Euros typed in a form become minor units for the API, and back. */
export const toCents = (euros: unknown) =>
  euros === '' || euros == null ? null : Math.round(Number(euros) * 100);
export const toEuros = (cents: unknown) => (cents == null || cents === '' ? '' : Number(cents) / 100);
