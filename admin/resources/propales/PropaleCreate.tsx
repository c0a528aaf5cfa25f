import { Create, Loading, SimpleForm, useGetOne, useLocation } from 'react-admin';
import { PropaleInputs } from './PropaleInputs.tsx';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A quote is written from a lead (`?source={"leadId":…}`), starting from what the renter asked for. */
export function PropaleCreate() {
  const { search } = useLocation();
  const leadId = Number(JSON.parse(new URLSearchParams(search).get('source') ?? '{}').leadId);
  const { data: lead, isPending } = useGetOne('leads', { id: leadId }, { enabled: Number.isFinite(leadId) });
  if (isPending && Number.isFinite(leadId)) return <Loading />;
  const defaults = {
    leadId,
    items: [
      {
        productId: lead?.productId ?? undefined,
        start: lead?.datesWanted?.start ?? inDays(30),
        end: lead?.datesWanted?.end ?? inDays(37),
        people: lead?.people ?? 2,
        withCaptain: false,
        insurances: [],
      },
    ],
    discountAmount: 0,
    validUntil: inDays(7),
    languageCode: lead?.languageCode ?? 'en',
    message: '',
  };
  return (
    <Create redirect="show" mutationMode="pessimistic">
      <SimpleForm defaultValues={defaults}>
        <PropaleInputs />
      </SimpleForm>
    </Create>
  );
}
