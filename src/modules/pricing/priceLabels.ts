import type { HalfDayPeriod } from '../../../shared/catalogue/catalogue.ts';
import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages.ts';

/** The words of the price engine's own lines, per language (other lines carry the product's own names). */
interface PriceLabels {
  /** "day" by plural category (Intl.PluralRules), `other` when a category is not listed. */
  day: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  rental(days: string): string;
  halfDay: Record<HalfDayPeriod, string>;
  durationDiscount(percent: number, days: string): string;
  serviceFee: string;
}

const en: PriceLabels = {
  day: { one: 'day', other: 'days' },
  rental: (days) => `Rental, ${days}`,
  halfDay: { morning: 'Half day (morning)', afternoon: 'Half day (afternoon)' },
  durationDiscount: (percent, days) => `${percent} % off for ${days}`,
  serviceFee: 'Service fee',
};

const LABELS: Record<LanguageCode, PriceLabels> = {
  en,
  'en-GB': en,
  'en-US': en,
  fr: {
    day: { one: 'jour', other: 'jours' },
    rental: (days) => `Location, ${days}`,
    halfDay: { morning: 'Demi-journée (matin)', afternoon: 'Demi-journée (après-midi)' },
    durationDiscount: (percent, days) => `Remise de ${percent} % pour ${days}`,
    serviceFee: 'Frais de service',
  },
  de: {
    day: { one: 'Tag', other: 'Tage' },
    rental: (days) => `Miete, ${days}`,
    halfDay: { morning: 'Halber Tag (Vormittag)', afternoon: 'Halber Tag (Nachmittag)' },
    durationDiscount: (percent, days) => `${percent} % Rabatt für ${days}`,
    serviceFee: 'Servicegebühr',
  },
  es: {
    day: { one: 'día', other: 'días' },
    rental: (days) => `Alquiler, ${days}`,
    halfDay: { morning: 'Medio día (mañana)', afternoon: 'Medio día (tarde)' },
    durationDiscount: (percent, days) => `${percent} % de descuento por ${days}`,
    serviceFee: 'Gastos de servicio',
  },
  it: {
    day: { one: 'giorno', other: 'giorni' },
    rental: (days) => `Noleggio, ${days}`,
    halfDay: { morning: 'Mezza giornata (mattina)', afternoon: 'Mezza giornata (pomeriggio)' },
    durationDiscount: (percent, days) => `Sconto del ${percent} % per ${days}`,
    serviceFee: 'Costi di servizio',
  },
  nl: {
    day: { one: 'dag', other: 'dagen' },
    rental: (days) => `Huur, ${days}`,
    halfDay: { morning: 'Halve dag (ochtend)', afternoon: 'Halve dag (middag)' },
    durationDiscount: (percent, days) => `${percent} % korting voor ${days}`,
    serviceFee: 'Servicekosten',
  },
  pl: {
    day: { one: 'dzień', few: 'dni', many: 'dni', other: 'dni' },
    rental: (days) => `Wynajem, ${days}`,
    halfDay: { morning: 'Pół dnia (rano)', afternoon: 'Pół dnia (po południu)' },
    durationDiscount: (percent, days) => `${percent} % zniżki za ${days}`,
    serviceFee: 'Opłata serwisowa',
  },
  pt: {
    day: { one: 'dia', other: 'dias' },
    rental: (days) => `Aluguer, ${days}`,
    halfDay: { morning: 'Meio dia (manhã)', afternoon: 'Meio dia (tarde)' },
    durationDiscount: (percent, days) => `${percent} % de desconto para ${days}`,
    serviceFee: 'Taxa de serviço',
  },
  el: {
    day: { one: 'ημέρα', other: 'ημέρες' },
    rental: (days) => `Ενοικίαση, ${days}`,
    halfDay: { morning: 'Μισή ημέρα (πρωί)', afternoon: 'Μισή ημέρα (απόγευμα)' },
    durationDiscount: (percent, days) => `Έκπτωση ${percent} % για ${days}`,
    serviceFee: 'Χρέωση υπηρεσίας',
  },
  ru: {
    day: { one: 'день', few: 'дня', many: 'дней', other: 'дня' },
    rental: (days) => `Аренда, ${days}`,
    halfDay: { morning: 'Полдня (утро)', afternoon: 'Полдня (после обеда)' },
    durationDiscount: (percent, days) => `Скидка ${percent} % за ${days}`,
    serviceFee: 'Сервисный сбор',
  },
  sv: {
    day: { one: 'dag', other: 'dagar' },
    rental: (days) => `Hyra, ${days}`,
    halfDay: { morning: 'Halvdag (förmiddag)', afternoon: 'Halvdag (eftermiddag)' },
    durationDiscount: (percent, days) => `${percent} % rabatt för ${days}`,
    serviceFee: 'Serviceavgift',
  },
};

// Made once per language: a search prices a page of cards, each with its labels.
const pluralRules = new Map<LanguageCode, Intl.PluralRules>();
function pluralRulesOf(code: LanguageCode): Intl.PluralRules {
  let rules = pluralRules.get(code);
  if (!rules) {
    rules = new Intl.PluralRules(code);
    pluralRules.set(code, rules);
  }
  return rules;
}

/** The labels of `language` (a code such as `fr` or `en-GB`; anything else reads English). */
export function priceLabels(language: string | undefined) {
  const code = language && isLanguageCode(language) ? language : FALLBACK_LANGUAGE;
  const labels = LABELS[code];
  const plural = pluralRulesOf(code);
  const days = (n: number) => `${n} ${labels.day[plural.select(n)] ?? labels.day.other}`;
  return {
    rental: (n: number) => labels.rental(days(n)),
    halfDay: (period: HalfDayPeriod) => labels.halfDay[period],
    durationDiscount: (percent: number, n: number) => labels.durationDiscount(percent, days(n)),
    serviceFee: labels.serviceFee,
  };
}
