import { BooleanField, DataTable, List, NullableBooleanInput, NumberInput, SearchInput } from 'react-admin';
import { DateField } from '../../components/LocaleFields.tsx';
import { HideMessageButton } from '../conversations/HideMessageButton.tsx';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NumberInput key="conversationId" source="conversationId" />,
  <NullableBooleanInput key="hidden" source="hidden" />,
  <NullableBooleanInput key="edited" source="edited" />,
];

/** Search across every message (full text on the body). */
export function MessageList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="conversationId" />
        <DataTable.Col source="senderName" />
        <DataTable.Col source="body" />
        <DataTable.Col source="hidden" field={BooleanField} />
        <DataTable.Col source="edited" field={BooleanField} />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col label="bosun.ops.action">
          <HideMessageButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
