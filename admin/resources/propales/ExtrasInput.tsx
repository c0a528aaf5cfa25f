import { useQuery } from '@tanstack/react-query';
import { CheckboxGroupInput, useLocaleState, useSimpleFormIteratorItem, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { QuoteOptions } from '../../../shared/sales/propales.ts';
import { salesGet } from '../leads/salesApi.ts';
import { formatEur } from './MoneyField.tsx';

/**
 * The optional extras of the line's boat, loaded when its boat is chosen, named in the console's
 * language when the owner gave that name; the server prices them.
 */
export function ExtrasInput() {
  const { index } = useSimpleFormIteratorItem();
  const productId = useWatch({ name: `items.${index}.productId` });
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const known = Number.isInteger(productId) && productId > 0;
  const { data } = useQuery({
    queryKey: ['propale-quote-options', productId],
    queryFn: () => salesGet<QuoteOptions>(`/propales/quote-options/${productId}`),
    enabled: known,
  });
  if (!known || !data?.extras.length) return null;
  return (
    <CheckboxGroupInput
      source="extraIds"
      label="bosun.sales.propale.extraIds"
      translateChoice={false}
      choices={data.extras.map((e) => ({
        id: e.id,
        name: `${e.names?.[locale] || e.name} (${formatEur(e.price, locale)} ${translate(`bosun.sales.propale.priceType.${e.priceType}`)})`,
      }))}
    />
  );
}
