import { NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import { ownerTypeChoices, staffRoleChoices, statusChoices } from './choices.ts';

export const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="staffRole" source="staffRole" choices={staffRoleChoices} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <NullableBooleanInput key="isOwner" source="isOwner" />,
  <SelectInput key="ownerType" source="ownerType" choices={ownerTypeChoices} />,
];
