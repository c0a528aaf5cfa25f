import {
  BooleanInput,
  Edit,
  type Identifier,
  Labeled,
  minLength,
  required,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { AuditTrailField } from '../bookings/AuditTrailField.tsx';

/** Only what support may change is sent: the text, the visibility and why (always required). */
export const messageChange = (data: { body?: string; hidden?: boolean; reason?: string }) => ({
  body: data.body,
  hidden: data.hidden,
  reason: data.reason?.trim() ?? '',
});

const reasonRules = [
  required('bosun.validation.reasonRequired'),
  minLength(3, 'bosun.validation.reasonRequired'),
];

/** `back-office/message/edit/{id}`; the original text stays in the audit trail. The id comes from the route unless given. */
export function MessageEdit({ id }: { id?: Identifier }) {
  return (
    <Edit id={id} mutationMode="pessimistic" transform={messageChange} redirect={false}>
      <SimpleForm>
        <Labeled>
          <TextField source="senderName" />
        </Labeled>
        <Labeled>
          <TextField source="originalBody" emptyText="—" />
        </Labeled>
        <TextInput source="body" multiline minRows={3} fullWidth />
        <BooleanInput source="hidden" />
        <TextInput
          source="reason"
          label="bosun.ops.reason"
          validate={reasonRules}
          helperText="bosun.ops.messageActions.reasonHint"
          fullWidth
        />
        <AuditTrailField />
      </SimpleForm>
    </Edit>
  );
}
