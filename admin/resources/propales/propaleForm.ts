import type { Propale } from '../../../shared/sales/propales.ts';

/** One quote line as the form edits it: the record's `options` lifted beside the dates. */
export interface PropaleFormItem {
  productId?: number;
  start?: string;
  end?: string;
  people?: number;
  withCaptain?: boolean;
  extraIds?: number[];
  insurances?: string[];
  options?: { withCaptain?: boolean; extraIds?: number[]; insurances?: string[] };
}

/**
 * The API nests captain, extras and insurances under `options`; the form inputs read them flat,
 * so a draft must open with them lifted or its checkboxes show empty and a re-save drops them.
 */
export function toFormRecord(record: Propale): Propale & { items: PropaleFormItem[] } {
  return {
    ...record,
    items: record.items.map((item) => ({
      ...item,
      withCaptain: item.options.withCaptain,
      extraIds: item.options.extraIds,
      insurances: item.options.insurances,
    })),
  };
}

/** Only the writable fields go back; the server recomputes every price. */
export function toPropaleUpdate(data: Record<string, unknown>) {
  const items = (data.items as PropaleFormItem[] | undefined) ?? [];
  return {
    items: items.map((item) => ({
      productId: item.productId,
      start: item.start,
      end: item.end,
      people: item.people,
      withCaptain: item.withCaptain ?? item.options?.withCaptain ?? false,
      // The form has no extras input: keep the ones the quote already has.
      extraIds: item.extraIds ?? item.options?.extraIds ?? [],
      insurances: item.insurances ?? item.options?.insurances ?? [],
    })),
    discountAmount: data.discountAmount,
    validUntil: data.validUntil,
    languageCode: data.languageCode,
    message: data.message ?? '',
  };
}
