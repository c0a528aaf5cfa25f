import {
  ArrayField,
  BooleanField,
  DataTable,
  EditButton,
  EmailField,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  usePermissions,
} from 'react-admin';
import { canOperate } from '../../../shared/admin/operations.ts';
import { CountryField, DateField, EnumField, NumberField } from '../../components/LocaleFields.tsx';
import { AuditTrailField } from '../bookings/AuditTrailField.tsx';
import { MoneyField } from '../bookings/MoneyField.tsx';
import { ownerTypeChoices } from '../users/choices.ts';
import { BoatCalendar } from './BoatCalendar.tsx';
import { moderationChoices } from './choices.ts';
import { PicturesEditor } from './PicturesEditor.tsx';
import { PricesEditor } from './PricesEditor.tsx';

const Empty = () => <span>—</span>;

/** Only managers and admins change a listing; sales read it to quote it. */
function BoatShowActions() {
  const { permissions } = usePermissions();
  return <TopToolbar>{canOperate(permissions, 'boats') && <EditButton />}</TopToolbar>;
}

/**
 * `back-office/boat/details/{id}`: the listing, and where managers arrange its pictures, set its
 * prices and block dates; the owner and the history.
 */
export function BoatShow() {
  return (
    <Show actions={<BoatShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="bosun.ops.sections.listing">
          <TextField source="title" />
          <SelectField source="moderationStatus" choices={moderationChoices} />
          <TextField source="moderationReason" emptyText="—" />
          <EnumField source="kind" group="productKind" />
          <EnumField source="productType" group="productType" />
          <TextField source="harbourName" />
          <TextField source="cityName" />
          <CountryField source="countryCode" />
          <NumberField source="lengthM" emptyText="—" />
          <NumberField source="capacity" />
          <NumberField source="cabins" />
          <NumberField source="berths" />
          <TextField source="builderName" emptyText="—" />
          <TextField source="modelName" emptyText="—" />
          <NumberField source="buildYear" emptyText="—" options={{ useGrouping: false }} />
          <BooleanField source="instantBooking" />
          <EnumField source="cancellationPolicy" group="cancellationPolicy" />
          <DateField source="publishedAt" emptyText="—" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.ops.sections.pictures" path="pictures">
          <PicturesEditor />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.ops.sections.price" path="prices">
          <PricesEditor />
          <MoneyField source="captainPricePerDay" />
          <MoneyField source="depositAmount" />
          <ArrayField source="extras">
            <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
              <DataTable.Col source="name" label="bosun.ops.name" />
              <DataTable.Col source="price" label="bosun.ops.amount" field={MoneyField} />
              <DataTable.Col source="priceType" label="bosun.ops.kind">
                <EnumField source="priceType" group="extraPriceType" />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.ops.sections.calendar" path="calendar">
          <BoatCalendar />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.ops.sections.owner">
          <TextField source="owner.firstName" label="bosun.ops.owner" />
          <TextField source="owner.lastName" label="bosun.ops.ownerLastName" />
          <EmailField source="owner.email" label="bosun.ops.ownerEmail" />
          <SelectField
            source="owner.ownerType"
            label="bosun.ops.ownerType"
            choices={ownerTypeChoices}
            emptyText="—"
          />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.ops.sections.audit">
          <AuditTrailField />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
