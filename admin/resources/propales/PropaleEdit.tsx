import { Edit, SimpleForm } from 'react-admin';
import { PropaleInputs } from './PropaleInputs.tsx';

/** Only the writable fields go back; the server recomputes every price. */
const writable = (data: Record<string, unknown>) => ({
  items: (data.items as Array<Record<string, unknown>>).map((item) => ({
    productId: item.productId,
    start: item.start,
    end: item.end,
    people: item.people,
    withCaptain:
      item.withCaptain ?? (item.options as { withCaptain?: boolean } | undefined)?.withCaptain ?? false,
    insurances: item.insurances ?? (item.options as { insurances?: string[] } | undefined)?.insurances ?? [],
  })),
  discountAmount: data.discountAmount,
  validUntil: data.validUntil,
  languageCode: data.languageCode,
  message: data.message ?? '',
});

export function PropaleEdit() {
  return (
    <Edit transform={writable} mutationMode="pessimistic" redirect="show">
      <SimpleForm>
        <PropaleInputs />
      </SimpleForm>
    </Edit>
  );
}
