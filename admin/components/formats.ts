import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../shared/currency.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Numbers, money, rates, durations and days as staff read them in the console's language: "12,5 %",
 * "19 h 21 min", "30 nov. 2026" in French; never a dot decimal, a raw minute count or an ISO date.
 */
export function formatsFor(locale: string, translate: Translate) {
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const compactEuros = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const utc = (isoDay: string) => new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  /** Minutes as hours and minutes: 1161 → "19 h 21 min"; days from 48 hours. */
  const duration = (minutes: number) => {
    const total = Math.round(minutes);
    const hours = Math.floor(total / 60);
    if (hours >= 48)
      return translate('bosun.format.daysHours', { days: Math.floor(hours / 24), hours: hours % 24 });
    if (hours > 0 && total % 60 === 0) return translate('bosun.format.hours', { hours });
    if (hours > 0) return translate('bosun.format.hoursMinutes', { hours, minutes: total % 60 });
    return translate('bosun.format.minutes', { minutes: total });
  };
  return {
    /** EUR minor units, cents shown only when there are some. */
    euros: (cents: number) => formatMoney(cents, { code: 'EUR', minorDigits: 2 }, locale),
    /** Whole euros on a chart axis, short: "12 k€". */
    eurosAxis: (euros: number) => compactEuros.format(euros),
    count: (n: number) => count.format(n),
    /** A ratio (0.125) as a rate: "12.5%" / "12,5 %". */
    percent: (ratio: number) => rate.format(ratio),
    duration,
    /** Hours as a duration: 30 → "30 h 0 min"; days from 48 hours. */
    hours: (hours: number) => duration(hours * 60),
    /** A calendar day `YYYY-MM-DD`: "30 Nov 2026" / "30 nov. 2026". */
    day: (isoDay: string) => day.format(utc(isoDay)),
    /** A day on a chart axis: "30 Nov". */
    shortDay: (isoDay: string) => shortDay.format(utc(isoDay)),
    /** A period on a time axis: its month when the series is monthly, else its first day. */
    period: (isoDay: string, bucket: 'day' | 'week' | 'month') =>
      bucket === 'month' ? month.format(utc(isoDay)) : shortDay.format(utc(isoDay)),
    country: (code: string) => {
      try {
        return regions.of(code) ?? code;
      } catch {
        return code;
      }
    },
  };
}

export type ConsoleFormats = ReturnType<typeof formatsFor>;

export function useFormats(): ConsoleFormats {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return formatsFor(locale, translate as Translate);
}
