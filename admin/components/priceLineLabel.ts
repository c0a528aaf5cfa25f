import { useLocaleState, useTranslate } from 'react-admin';

/**
 * A price line as the API answers it: a key, its label (worded by the API in English for the console;
 * absent from a stored snapshot), and (newer ones) its params.
 */
export interface PriceLineSnapshot {
  key: string;
  label?: string;
  params?: Record<string, unknown>;
  insuranceKey?: string;
  promoCode?: string;
  code?: string;
}

const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * The words of a price line in the console's language, from its key and params. Older snapshots carry
 * only the English label, whose figures are read back from it. An extra's name is the owner's own
 * text: in the console's language when the owner gave it (quotes keep `params.names`), else in English.
 */
export function usePriceLineLabel() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (line: PriceLineSnapshot): string => {
    const params = line.params ?? {};
    const names = params.names as Record<string, string> | undefined;
    const ownName = names?.[locale] || names?.en;
    const label = line.label ?? '';
    const figure = (pattern: RegExp) => {
      const found = label.match(pattern);
      return found ? Number(found[1]) : undefined;
    };
    switch (line.key) {
      case 'rental': {
        const period =
          typeof params.halfDayPeriod === 'string'
            ? params.halfDayPeriod
            : label.match(/Half day \((\w+)\)/)?.[1];
        if (period)
          return translate('bosun.priceLine.halfDay', {
            period: translate(`bosun.enums.timeOfDay.${period}`),
          });
        const people = figure(/^Activity, (\d+) people/);
        if (people !== undefined) return translate('bosun.priceLine.activity', { smart_count: people });
        const days = number(params.days) ?? figure(/(\d+) days?/);
        return days === undefined
          ? translate('bosun.priceLine.rental')
          : translate('bosun.priceLine.rentalDays', { smart_count: days });
      }
      case 'durationDiscount': {
        const percent = number(params.percent) ?? figure(/^(\d+(?:\.\d+)?) %/);
        const days = number(params.days) ?? figure(/for (\d+) days/);
        return percent === undefined || days === undefined
          ? translate('bosun.priceLine.durationDiscount')
          : translate('bosun.priceLine.durationDiscountOf', { percent, smart_count: days });
      }
      case 'captain':
        return ownName ?? translate('bosun.priceLine.captain');
      case 'extra':
        return ownName ?? label;
      case 'serviceFee':
      case 'commercialDiscount':
        return translate(`bosun.priceLine.${line.key}`);
      case 'insurance':
        return line.insuranceKey
          ? translate(`bosun.sales.insurance.${line.insuranceKey}`, { _: label })
          : label;
      case 'promoCode':
        return translate('bosun.priceLine.promoCode', { code: line.promoCode ?? line.code ?? label });
      default:
        return label;
    }
  };
}
