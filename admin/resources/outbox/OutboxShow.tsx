import { DateField, FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';

export function OutboxShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="channel" />
        <TextField source="recipient" />
        <TextField source="subject" emptyText="—" />
        <FunctionField
          source="body"
          render={(m: { body: string }) => <pre style={{ whiteSpace: 'pre-wrap' }}>{m.body}</pre>}
        />
        <TextField source="template" emptyText="—" />
        <TextField source="status" />
        <DateField source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
