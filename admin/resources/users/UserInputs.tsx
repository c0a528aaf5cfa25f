import { Typography } from '@mui/material';
import { SelectInput, usePermissions, useTranslate } from 'react-admin';
import { canChangeUser } from '../../../shared/admin/users.ts';
import { staffRoleChoices, statusChoices } from './choices.ts';

// Deleting is the admin's Delete button, not a status to pick; a deleted user still shows as such.
const editableStatusChoices = statusChoices.map((choice) => ({
  ...choice,
  disabled: choice.id === 'deleted',
}));

/** The writable part of a user: what the server's role rules let the signed-in staff member change. */
export function UserInputs() {
  const { permissions } = usePermissions();
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate('bosun.users.accessHint')}
      </Typography>
      <SelectInput
        source="staffRole"
        choices={staffRoleChoices}
        emptyText="bosun.users.noStaffRole"
        disabled={!canChangeUser(permissions, 'changeStaffRole')}
      />
      <SelectInput
        source="status"
        choices={editableStatusChoices}
        disabled={!canChangeUser(permissions, 'changeStatus')}
      />
    </>
  );
}
