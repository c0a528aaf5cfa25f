import { languageOf } from '../../../shared/i18n/languages.ts';
import { useSite } from '../../app/useSite.ts';

const formats = new Map<string, Intl.NumberFormat>();

/** An owner's price in EUR minor units, as the owner set it: "200 €", "1 250,50 €". */
export function useEuros(): (minor: number) => string {
  const { language } = useSite();
  const locale = languageOf(language).dateLocale;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 0 });
    formats.set(locale, format);
  }
  const chosen = format;
  return (minor) => chosen.format(minor / 100);
}
