/** An action's failure, as the page words it: the API's error code when it has words for it. */
export type CalendarProblem =
  | 'datesBooked'
  | 'tooManyPeriods'
  | 'dateInPast'
  | 'invalid'
  | 'feedUrlInvalid'
  | 'failed';

export function problemOf(error: unknown): CalendarProblem {
  const { code, fields } = (error ?? {}) as { code?: string; fields?: Record<string, string> };
  if (code === 'dates-booked') return 'datesBooked';
  if (code === 'too-many-periods') return 'tooManyPeriods';
  const keys = Object.values(fields ?? {});
  if (keys.includes('dateInPast')) return 'dateInPast';
  if (keys.includes('feedUrlInvalid')) return 'feedUrlInvalid';
  return code === 'validation-failed' ? 'invalid' : 'failed';
}
