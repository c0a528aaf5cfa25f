import { BooleanField, DataTable, List, SearchInput, SelectField, SelectInput, TextInput } from 'react-admin';
import { CountryField, DateField, EnumField } from '../../components/LocaleFields.tsx';
import { MoneyField } from '../bookings/MoneyField.tsx';
import { moderationChoices, productTypeChoices } from './choices.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="moderationStatus" source="moderationStatus" choices={moderationChoices} alwaysOn />,
  <SelectInput key="productType" source="productType" choices={productTypeChoices} />,
  <SelectInput
    key="kind"
    source="kind"
    choices={[
      { id: 'boat', name: 'boat' },
      { id: 'activity', name: 'activity' },
    ]}
  />,
  <TextInput key="countryCode" source="countryCode" parse={(v: string) => v.toUpperCase()} />,
];

export function BoatList() {
  return (
    <List filters={filters} sort={{ field: 'updatedAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="title" />
        <DataTable.Col source="productType">
          <EnumField source="productType" group="productType" />
        </DataTable.Col>
        <DataTable.Col source="moderationStatus">
          <SelectField source="moderationStatus" choices={moderationChoices} />
        </DataTable.Col>
        <DataTable.Col source="ownerName" />
        <DataTable.Col source="countryCode">
          <CountryField source="countryCode" />
        </DataTable.Col>
        <DataTable.Col source="basePricePerDay" field={MoneyField} />
        <DataTable.Col source="instantBooking" field={BooleanField} />
        <DataTable.Col source="updatedAt" field={DateField} />
      </DataTable>
    </List>
  );
}
