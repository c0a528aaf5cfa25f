import {
  ArrayField,
  BooleanField,
  DataTable,
  DateField,
  EditButton,
  EmailField,
  FunctionField,
  NumberField,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { AuditTrailField } from '../bookings/AuditTrailField.tsx';
import { MoneyField } from '../bookings/MoneyField.tsx';
import { moderationChoices } from './choices.ts';

const Empty = () => <span>—</span>;

/** `back-office/boat/details/{id}`: the listing, pictures, prices, calendar, owner and history. */
export function BoatShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="bosun.ops.sections.listing">
          <TextField source="title" />
          <SelectField source="moderationStatus" choices={moderationChoices} />
          <TextField source="moderationReason" emptyText="—" />
          <TextField source="kind" />
          <TextField source="productType" emptyText="—" />
          <TextField source="harbourName" />
          <TextField source="cityName" />
          <TextField source="countryCode" />
          <NumberField source="lengthM" emptyText="—" />
          <NumberField source="capacity" />
          <NumberField source="cabins" />
          <NumberField source="berths" />
          <TextField source="builderName" emptyText="—" />
          <TextField source="modelName" emptyText="—" />
          <NumberField source="buildYear" emptyText="—" options={{ useGrouping: false }} />
          <BooleanField source="instantBooking" />
          <TextField source="cancellationPolicy" />
          <DateField source="publishedAt" emptyText="—" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.ops.sections.pictures">
          <FunctionField
            label={false}
            render={(boat: { pictures: { id: number; url: string; alt: string | null }[] }) =>
              boat.pictures.length === 0 ? (
                <Empty />
              ) : (
                boat.pictures.map((p) => (
                  <img
                    key={p.id}
                    src={p.url}
                    alt={p.alt ?? ''}
                    width={200}
                    loading="lazy"
                    style={{ marginRight: 8 }}
                  />
                ))
              )
            }
          />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.ops.sections.price">
          <MoneyField source="basePricePerDay" />
          <MoneyField source="basePricePerHalfDay" />
          <MoneyField source="basePricePerWeek" />
          <MoneyField source="captainPricePerDay" />
          <MoneyField source="depositAmount" />
          <ArrayField source="seasons">
            <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
              <DataTable.Col source="name" label="bosun.ops.name" />
              <DataTable.Col source="startDate" label="bosun.ops.from" field={DateField} />
              <DataTable.Col source="endDate" label="bosun.ops.to" field={DateField} />
              <DataTable.Col source="pricePerDay" label="bosun.ops.pricePerDay" field={MoneyField} />
            </DataTable>
          </ArrayField>
          <ArrayField source="extras">
            <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
              <DataTable.Col source="name" label="bosun.ops.name" />
              <DataTable.Col source="price" label="bosun.ops.amount" field={MoneyField} />
              <DataTable.Col source="priceType" label="bosun.ops.kind" />
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.ops.sections.calendar">
          <ArrayField source="calendar">
            <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
              <DataTable.Col source="startDate" label="bosun.ops.from" field={DateField} />
              <DataTable.Col source="endDate" label="bosun.ops.to" field={DateField} />
              <DataTable.Col source="kind" label="bosun.ops.kind" />
              <DataTable.Col source="label" label="bosun.ops.name" />
              <DataTable.Col source="status" label="bosun.ops.status" />
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.ops.sections.owner">
          <TextField source="owner.firstName" label="bosun.ops.owner" />
          <TextField source="owner.lastName" label="bosun.ops.ownerLastName" />
          <EmailField source="owner.email" label="bosun.ops.ownerEmail" />
          <TextField source="owner.ownerType" label="bosun.ops.ownerType" emptyText="—" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.ops.sections.audit">
          <AuditTrailField />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
