import { BooleanInput, Edit, Labeled, SimpleForm, TextField, TextInput } from 'react-admin';
import { AuditTrailField } from '../bookings/AuditTrailField.tsx';

/** Only what support may change is sent: the text, the visibility and why. */
export const messageChange = (data: { body?: string; hidden?: boolean; reason?: string }) => ({
  body: data.body,
  hidden: data.hidden,
  ...(data.reason ? { reason: data.reason } : {}),
});

/** `back-office/message/edit/{id}`; the original text stays in the audit trail. */
export function MessageEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={messageChange} redirect={false}>
      <SimpleForm>
        <Labeled>
          <TextField source="senderName" />
        </Labeled>
        <Labeled>
          <TextField source="originalBody" emptyText="—" />
        </Labeled>
        <TextInput source="body" multiline minRows={3} fullWidth />
        <BooleanInput source="hidden" />
        <TextInput source="reason" label="bosun.ops.reason" fullWidth />
        <AuditTrailField />
      </SimpleForm>
    </Edit>
  );
}
