import { DataTable, List, NumberField, SearchInput, SelectInput } from 'react-admin';
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
        {/* The app's three tracking calls (issue 20); zero for e-mails and SMS. */}
        <DataTable.Col source="received" disableSort>
          <NumberField source="received" />
        </DataTable.Col>
        <DataTable.Col source="clicked" disableSort>
          <NumberField source="clicked" />
        </DataTable.Col>
        <DataTable.Col source="opened" disableSort>
          <NumberField source="opened" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
