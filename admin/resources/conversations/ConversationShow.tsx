import { BooleanField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { AuditTrailField } from '../bookings/AuditTrailField.tsx';
import { ConversationThread } from './ConversationThread.tsx';
import { FlagConversationButton } from './FlagConversationButton.tsx';
import { ReplyBox } from './ReplyBox.tsx';

function ConversationActions() {
  return (
    <TopToolbar>
      <FlagConversationButton />
    </TopToolbar>
  );
}

/**
 * `back-office/message/editConv/{id}`: the conversation in full as a chat, hidden and edited messages
 * included, and support's answer below it.
 */
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
        <Labeled label="resources.conversations.fields.messages" fullWidth>
          <ConversationThread />
        </Labeled>
        <ReplyBox />
        <AuditTrailField />
      </SimpleShowLayout>
    </Show>
  );
}
