import { FunctionField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateField, EnumField } from '../../components/LocaleFields.tsx';

export function OutboxShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <EnumField source="channel" group="outboxChannel" />
        <TextField source="recipient" />
        <TextField source="subject" emptyText="—" />
        <FunctionField
          source="body"
          render={(m: { body: string }) => <pre style={{ whiteSpace: 'pre-wrap' }}>{m.body}</pre>}
        />
        <TextField source="template" emptyText="—" />
        <EnumField source="status" group="outboxStatus" />
        <TextField source="lastError" emptyText="—" />
        <DateField source="createdAt" showTime />
        <TextField source="deepLink" emptyText="—" />
        <NumberField source="received" />
        <NumberField source="clicked" />
        <NumberField source="opened" />
      </SimpleShowLayout>
    </Show>
  );
}
