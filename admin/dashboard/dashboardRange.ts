/** The default range: the last 90 days up to today (UTC dates, as the API reads them). */
export function defaultRange(today = new Date()): { from: string; to: string } {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(today.getTime() - 89 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
