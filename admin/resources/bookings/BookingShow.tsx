import {
  ArrayField,
  BooleanField,
  DataTable,
  EmailField,
  FunctionField,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { DateField, EnumField, NumberField } from '../../components/LocaleFields.tsx';
import { type PriceLineSnapshot, usePriceLineLabel } from '../../components/priceLineLabel.ts';
import { useSystemText } from '../../components/systemText.ts';
import { type Deposit, DepositSummary } from '../damages/DamageDeposit.tsx';
import { BookingPayoutHolds } from '../payouts/BookingPayoutHolds.tsx';
import { AuditTrailField } from './AuditTrailField.tsx';
import { BookingStatement } from './BookingStatement.tsx';
import { BookingWeather } from './BookingWeather.tsx';
import { CancelBookingButton } from './CancelBookingButton.tsx';
import { bookingStatusChoices } from './choices.ts';
import { MoneyField } from './MoneyField.tsx';

const Empty = () => <span>—</span>;

/** A reason the server wrote (refunds, timeline), in the console's language when it is one it knows. */
function SystemTextField({ source }: { source: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const systemText = useSystemText();
  const text = record?.[source];
  const facts = record?.facts as Record<string, unknown> | undefined;
  return record ? <span>{systemText(typeof text === 'string' ? text : null, facts)}</span> : null;
}

/** A price line of the booking's snapshot in the console's language. */
function PriceLineField() {
  const line = useRecordContext<PriceLineSnapshot>();
  const priceLineLabel = usePriceLineLabel();
  return line ? <span>{priceLineLabel(line)}</span> : null;
}

/** The e-contract's deposit beside the payments: what a settled damage claim took from it. */
function BookingDeposit() {
  const record = useRecordContext<{ id: number; reference: string; deposit?: Deposit | null }>();
  if (!record?.deposit) return null;
  return (
    <DepositSummary deposit={record.deposit} bookingId={record.id} bookingReference={record.reference} />
  );
}

function BookingShowActions() {
  return (
    <TopToolbar>
      <CancelBookingButton />
    </TopToolbar>
  );
}

/** `back-office/booking/details/{id}`: everything about one booking, tab by tab. */
export function BookingShow() {
  return (
    <Show actions={<BookingShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="bosun.ops.sections.summary">
          <TextField source="reference" />
          <SelectField source="status" choices={bookingStatusChoices} />
          <TextField source="listingTitle" />
          <TextField source="boat.title" label="bosun.ops.boat" />
          <DateField source="startDate" />
          <DateField source="endDate" />
          <NumberField source="people" />
          <BooleanField source="withCaptain" />
          <TextField source="tenant.firstName" label="bosun.ops.tenant" />
          <EmailField source="tenant.email" label="bosun.ops.tenantEmail" />
          <TextField source="owner.firstName" label="bosun.ops.owner" />
          <EmailField source="owner.email" label="bosun.ops.ownerEmail" />
          <EnumField source="cancellationPolicy" group="cancellationPolicy" />
          <TextField source="cancellationReason" emptyText="—" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.ops.sections.price">
          <ArrayField source="priceLines">
            <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
              <DataTable.Col source="label" label="bosun.ops.line">
                <PriceLineField />
              </DataTable.Col>
              <DataTable.Col source="amount" label="bosun.ops.amount" field={MoneyField} />
            </DataTable>
          </ArrayField>
          <MoneyField source="rentalAmount" />
          <MoneyField source="serviceFeeAmount" />
          <MoneyField source="insuranceAmount" />
          <MoneyField source="discountAmount" />
          <MoneyField source="totalAmount" />
          <MoneyField source="onlineAmount" />
          <MoneyField source="harbourAmount" />
          <MoneyField source="depositAmount" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.ops.sections.payments" path="payments">
          <BookingStatement />
          <BookingPayoutHolds />
          <BookingDeposit />
          <ArrayField source="payments">
            <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
              <DataTable.Col source="id" label="bosun.ops.id" />
              <DataTable.Col source="kind" label="bosun.ops.kind">
                <EnumField source="kind" group="paymentKind" />
              </DataTable.Col>
              <DataTable.Col source="status" label="bosun.ops.status">
                <EnumField source="status" group="paymentStatus" />
              </DataTable.Col>
              <DataTable.Col source="amount" label="bosun.ops.amount" field={MoneyField} />
              <DataTable.Col source="refundedAmount" label="bosun.ops.refunded" field={MoneyField} />
              <DataTable.Col source="providerReference" label="bosun.ops.providerReference" />
              <DataTable.Col source="createdAt" label="bosun.ops.when" field={DateField} />
            </DataTable>
          </ArrayField>
          <ArrayField source="refunds">
            <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
              <DataTable.Col source="id" label="bosun.ops.id" />
              <DataTable.Col source="paymentId" label="bosun.ops.payment" />
              <DataTable.Col source="amount" label="bosun.ops.amount" field={MoneyField} />
              <DataTable.Col source="status" label="bosun.ops.status">
                <EnumField source="status" group="refundStatus" />
              </DataTable.Col>
              <DataTable.Col source="reason" label="bosun.ops.reason">
                <SystemTextField source="reason" />
              </DataTable.Col>
              <DataTable.Col source="createdByName" label="bosun.ops.who" />
              <DataTable.Col source="createdAt" label="bosun.ops.when" field={DateField} />
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.ops.sections.timeline">
          <ArrayField source="events">
            <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
              <DataTable.Col source="at" label="bosun.ops.when">
                <DateField source="at" showTime />
              </DataTable.Col>
              <DataTable.Col source="fromStatus" label="bosun.ops.from">
                <SelectField source="fromStatus" choices={bookingStatusChoices} emptyText="—" />
              </DataTable.Col>
              <DataTable.Col source="toStatus" label="bosun.ops.to">
                <SelectField source="toStatus" choices={bookingStatusChoices} />
              </DataTable.Col>
              <DataTable.Col source="actorRole" label="bosun.ops.actorRole">
                <EnumField source="actorRole" group="actorRole" />
              </DataTable.Col>
              <DataTable.Col source="actorName" label="bosun.ops.who" />
              <DataTable.Col source="reason" label="bosun.ops.reason">
                <SystemTextField source="reason" />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.ops.sections.contracts">
          <ArrayField source="contracts">
            <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
              <DataTable.Col source="kind" label="bosun.ops.kind">
                <EnumField source="kind" group="contractKind" />
              </DataTable.Col>
              <DataTable.Col source="status" label="bosun.ops.status">
                <EnumField source="status" group="contractStatus" />
              </DataTable.Col>
              <DataTable.Col source="fuelLevel" label="bosun.ops.fuelLevel" />
              <DataTable.Col source="engineHours" label="bosun.ops.engineHours" />
              <DataTable.Col source="remarks" label="bosun.ops.remarks" />
              <DataTable.Col label="bosun.ops.photos">
                <FunctionField render={(c: { photos: unknown[] }) => c.photos.length} />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.ops.sections.conversation">
          <TextField source="conversation.id" label="bosun.ops.conversation" emptyText="—" />
          <ArrayField source="conversation.messages" label="bosun.ops.messages">
            <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
              <DataTable.Col source="createdAt" label="bosun.ops.when">
                <DateField source="createdAt" showTime />
              </DataTable.Col>
              <DataTable.Col source="body" label="bosun.ops.body" />
              <DataTable.Col source="hidden" label="bosun.ops.hidden" field={BooleanField} />
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.ops.sections.audit">
          <AuditTrailField />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.ops.sections.weather" path="weather">
          <BookingWeather />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
