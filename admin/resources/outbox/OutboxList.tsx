import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { DateField, EnumField } from '../../components/LocaleFields.tsx';

const channelChoices = ['sms', 'email', 'push'].map((id) => ({ id, name: id }));
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="channel" source="channel" choices={channelChoices} alwaysOn />,
];

export function OutboxList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="channel">
          <EnumField source="channel" group="outboxChannel" />
        </DataTable.Col>
        <DataTable.Col source="recipient" />
        <DataTable.Col source="subject" />
        <DataTable.Col source="template" />
        <DataTable.Col source="status">
          <EnumField source="status" group="outboxStatus" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
