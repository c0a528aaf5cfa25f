import {
  BooleanField,
  EditButton,
  EmailField,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  usePermissions,
} from 'react-admin';
import { canOperate } from '../../../shared/admin/operations.ts';
import { canChangeUser } from '../../../shared/admin/users.ts';
import { DateField, LanguageField } from '../../components/LocaleFields.tsx';
import { OwnerCommission } from '../payouts/OwnerCommission.tsx';
import { ownerTypeChoices, staffRoleChoices, statusChoices } from './choices.ts';

function UserShowActions() {
  const { permissions } = usePermissions();
  return <TopToolbar>{canChangeUser(permissions, 'changeStatus') && <EditButton />}</TopToolbar>;
}

export function UserShow() {
  const { permissions } = usePermissions();
  return (
    <Show actions={<UserShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="bosun.users.sections.identity">
          <TextField source="firstName" />
          <TextField source="lastName" />
          <EmailField source="email" />
          <TextField source="phone" emptyText="—" />
          <LanguageField source="languageCode" />
          <TextField source="currencyCode" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.users.sections.access">
          <SelectField source="staffRole" choices={staffRoleChoices} emptyText="bosun.users.noStaffRole" />
          <SelectField source="status" choices={statusChoices} />
          <BooleanField source="isOwner" />
          <SelectField source="ownerType" choices={ownerTypeChoices} emptyText="—" />
          <BooleanField source="isSuperOwner" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.users.sections.activity">
          <DateField source="createdAt" showTime />
          <DateField source="lastLoginAt" showTime emptyText="—" />
        </TabbedShowLayout.Tab>
        {canOperate(permissions, 'payouts') && (
          <TabbedShowLayout.Tab label="bosun.payouts.commission.tab" path="commission">
            <OwnerCommission />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  );
}
