import { DataTable, List, SelectField, TextField } from 'react-admin';
import { CountryField, DateField } from '../../components/LocaleFields.tsx';
import { BookingTabs } from './BookingTabs.tsx';
import { bookingFilters } from './bookingFilters.tsx';
import { bookingStatusChoices } from './choices.ts';
import { MoneyField } from './MoneyField.tsx';

export function BookingList() {
  return (
    <List filters={bookingFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <BookingTabs />
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="reference" />
        <DataTable.Col source="status">
          <SelectField source="status" choices={bookingStatusChoices} />
        </DataTable.Col>
        <DataTable.Col source="listingTitle" />
        <DataTable.Col source="countryCode">
          <CountryField source="countryCode" />
        </DataTable.Col>
        <DataTable.Col source="tenantName" />
        <DataTable.Col source="ownerName" />
        <DataTable.Col source="startDate" field={DateField} />
        <DataTable.Col source="endDate" field={DateField} />
        <DataTable.Col source="totalAmount" field={MoneyField} />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="id">
          <TextField source="id" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
