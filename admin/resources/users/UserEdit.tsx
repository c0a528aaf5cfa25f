import {
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  usePermissions,
  useRecordContext,
} from 'react-admin';
import { canChangeUser } from '../../../shared/admin/users.ts';
import { UserInputs } from './UserInputs.tsx';

function UserTitle() {
  const record = useRecordContext();
  return record ? <span>{record.email}</span> : null;
}

function UserEditToolbar() {
  const { permissions } = usePermissions();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canChangeUser(permissions, 'delete') && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

/** Only the role and the status are sent: the API ignores the rest of the record anyway. */
const onlyAccessFields = (data: { staffRole?: unknown; status?: unknown }) => ({
  // The select's empty choice is '', which means no staff role.
  staffRole: data.staffRole || null,
  status: data.status,
});

export function UserEdit() {
  return (
    <Edit title={<UserTitle />} transform={onlyAccessFields} mutationMode="pessimistic">
      <SimpleForm toolbar={<UserEditToolbar />}>
        <UserInputs />
      </SimpleForm>
    </Edit>
  );
}
