/**
 * A measure (a length in metres) in the page's language: "5,2" in French, "5.2" in English. Digit
 * grouping is off, so that Node's and the browser's ICU agree and hydration sees the same text.
 */
export function formatMeasure(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1, useGrouping: false }).format(value);
}
