import {
  ArrayField,
  BooleanField,
  DataTable,
  EditButton,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { DateField, EnumField } from '../../components/LocaleFields.tsx';
import { AuditTrailField } from '../bookings/AuditTrailField.tsx';
import { FlagConversationButton } from './FlagConversationButton.tsx';
import { HideMessageButton } from './HideMessageButton.tsx';

function ConversationActions() {
  return (
    <TopToolbar>
      <FlagConversationButton />
    </TopToolbar>
  );
}

/** `back-office/message/editConv/{id}`: the conversation in full, hidden and edited messages included. */
export function ConversationShow() {
  return (
    <Show actions={<ConversationActions />}>
      <SimpleShowLayout>
        <TextField source="productTitle" />
        <TextField source="bookingReference" emptyText="—" />
        <TextField source="tenantName" />
        <TextField source="ownerName" />
        <BooleanField source="flagged" />
        <TextField source="flagReason" emptyText="—" />
        <ArrayField source="messages">
          <DataTable bulkActionButtons={false} rowClick={false} resource="messages">
            <DataTable.Col source="createdAt" label="bosun.ops.when">
              <DateField source="createdAt" showTime />
            </DataTable.Col>
            <DataTable.Col source="senderName" label="bosun.ops.who" />
            <DataTable.Col source="senderRole" label="bosun.ops.actorRole">
              <EnumField source="senderRole" group="actorRole" />
            </DataTable.Col>
            <DataTable.Col source="body" label="bosun.ops.body" />
            <DataTable.Col source="hidden" label="bosun.ops.hidden" field={BooleanField} />
            <DataTable.Col source="edited" label="bosun.ops.edited" field={BooleanField} />
            <DataTable.Col label="bosun.ops.action">
              <HideMessageButton />
              <EditButton resource="messages" />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
        <AuditTrailField />
      </SimpleShowLayout>
    </Show>
  );
}
