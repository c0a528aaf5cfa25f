import type { HalfDayPeriod } from '../../../shared/catalogue/catalogue.ts';
import { readerText } from '../i18n/readerText.ts';

/**
 * The words of the price engine's own lines in a reader's language (other lines carry the product's
 * own names). The phrases are the `priceLines` namespace of the server's resources (DESIGN: whose
 * language), with i18next plurals for the days.
 */
export function priceLabels(language: string | undefined) {
  const { t } = readerText(language);
  return {
    rental: (days: number) => t('priceLines:rental', { count: days }),
    halfDay: (period: HalfDayPeriod) => t(`priceLines:halfDay.${period}`),
    durationDiscount: (percent: number, days: number) =>
      t('priceLines:durationDiscount', { percent, count: days }),
    serviceFee: t('priceLines:serviceFee'),
  };
}

/** A price line as stored or answered: its key and facts, and (for a line named by the owner) its name. */
export interface PriceLineFacts {
  key: string;
  label?: string;
  params?: { days?: number; percent?: number; halfDayPeriod?: string; name?: string };
  promoCode?: string;
  code?: string;
}

/** The lines whose words are Bosun's: stored as key and params, worded for each reader when read. */
const WORDED_BY_BOSUN = new Set([
  'rental',
  'durationDiscount',
  'serviceFee',
  'commercialDiscount',
  'modificationKept',
]);

/** The line's own words in `language`, or null when its key and params do not say it (an old snapshot). */
function bosunWords(line: PriceLineFacts, language: string | undefined): string | null {
  const params = line.params ?? {};
  const words = priceLabels(language);
  switch (line.key) {
    case 'rental':
      if (params.halfDayPeriod === 'morning' || params.halfDayPeriod === 'afternoon')
        return words.halfDay(params.halfDayPeriod);
      return typeof params.days === 'number' ? words.rental(params.days) : null;
    case 'durationDiscount':
      return typeof params.percent === 'number' && typeof params.days === 'number'
        ? words.durationDiscount(params.percent, params.days)
        : null;
    case 'serviceFee':
      return words.serviceFee;
    case 'commercialDiscount':
    case 'modificationKept':
      return readerText(language).t(`priceLines:${line.key}`);
    default:
      return null;
  }
}

/**
 * A price line's words for its reader (DESIGN: whose language): Bosun's own lines from their key and
 * params in `language`; a line named by the owner (extra, captain), an insurance or a promo code by
 * the name it keeps.
 */
export function priceLineLabel(line: PriceLineFacts, language: string | undefined): string {
  return (
    (WORDED_BY_BOSUN.has(line.key) ? bosunWords(line, language) : null) ??
    line.label ??
    line.params?.name ??
    line.promoCode ??
    line.code ??
    line.key
  );
}

/** The lines with their words in the reader's language. */
export const wordedPriceLines = <L extends PriceLineFacts>(
  lines: readonly L[],
  language: string | undefined,
) => lines.map((line) => ({ ...line, label: priceLineLabel(line, language) }));

/**
 * The lines as a snapshot keeps them: codes and facts, never a sentence (DESIGN: whose language).
 * Bosun's own lines lose their rendered label; a line whose params cannot say it keeps it.
 */
export const storedPriceLines = <L extends PriceLineFacts>(lines: readonly L[]) =>
  lines.map((line) => {
    if (!WORDED_BY_BOSUN.has(line.key) || bosunWords(line, 'en') === null) return line;
    const { label: _rendered, ...facts } = line;
    return facts;
  });

/** A price computation as a snapshot keeps it: its lines without Bosun's sentences. */
export const storedComputation = <C extends { lines: readonly PriceLineFacts[] }>(computation: C) => ({
  ...computation,
  lines: storedPriceLines(computation.lines),
});
