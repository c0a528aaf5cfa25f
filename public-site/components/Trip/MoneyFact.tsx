import type { ReactNode } from 'react';

/** One amount of a booking in a description list (total, held, paid, due, refunded, deposit). */
export function MoneyFact({ label, amount, testId }: { label: ReactNode; amount: string; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{amount}</dd>
    </div>
  );
}
