import { BooleanField, DataTable, List, NullableBooleanInput, SearchInput } from 'react-admin';
import { DateField, NumberField } from '../../components/LocaleFields.tsx';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="flagged" source="flagged" alwaysOn />,
];

export function ConversationList() {
  return (
    <List filters={filters} sort={{ field: 'lastMessageAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="productTitle" />
        <DataTable.Col source="bookingReference" />
        <DataTable.Col source="tenantName" />
        <DataTable.Col source="ownerName" />
        <DataTable.Col source="messageCount" field={NumberField} />
        <DataTable.Col source="flagged" field={BooleanField} />
        <DataTable.Col source="lastMessageAt">
          <DateField source="lastMessageAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
