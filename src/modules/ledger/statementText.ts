import type { Statement } from '../../../shared/money/statement.ts';
import { readerLanguage, readerText } from '../i18n/readerText.ts';

/** The deposit's states a line is written for. */
const DEPOSIT_STATES = new Set(['toHold', 'held', 'released', 'captured']);

/**
 * The statement's totals as a few plain-text lines under a money e-mail, in the recipient's language:
 * the same figures the booking page and the back office read (DESIGN.md, "One money ledger"); the
 * words are `notices:ledger.statement` in the server's resources. `{{amount}}` and `{{date}}` are
 * formatted by the caller for the reader.
 */
export function statementSummaryLines(
  statement: Statement,
  language: string,
  money: (minor: number) => string,
  day: (date: string) => string,
): string[] {
  const { t } = readerText(readerLanguage(language));
  const word = (key: string, amount?: number, date = '') =>
    String(t(`notices:ledger.statement.${key}`, { amount: amount === undefined ? '' : money(amount), date }));
  const { totals } = statement;
  const lines = [word('title')];
  if (totals.paid > 0) lines.push(word('paid', totals.paid));
  if (totals.held > 0) lines.push(word('held', totals.held));
  const due = statement.lines.find((line) => line.kind === 'due');
  if (due) lines.push(word('dueOn', due.amount, due.dueDate ? day(due.dueDate) : ''));
  const harbour = statement.lines.find((line) => line.kind === 'atHarbour' && line.state === 'upcoming');
  if (harbour) lines.push(word('atHarbour', harbour.amount));
  if (totals.refunded > 0) lines.push(word('refunded', totals.refunded));
  const deposit = statement.lines.find((line) => line.kind === 'deposit');
  if (deposit) {
    const state = deposit.state;
    if (DEPOSIT_STATES.has(state))
      lines.push(
        word(
          `deposit.${state}`,
          state === 'captured' ? (deposit.deposit?.capturedAmount ?? 0) : deposit.amount,
        ),
      );
  }
  if (totals.paid > 0 || totals.refunded > 0) lines.push(word('documents'));
  return lines;
}
