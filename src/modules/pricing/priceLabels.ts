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
