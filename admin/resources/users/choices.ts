import { OWNER_TYPES, STAFF_ROLES, USER_STATUSES } from '../../../shared/admin/users.ts';

/** Choices for selects and fields, labelled by translation keys. */
export const staffRoleChoices = STAFF_ROLES.map((id) => ({ id, name: `bosun.staffRole.${id}` }));
export const statusChoices = USER_STATUSES.map((id) => ({ id, name: `bosun.status.${id}` }));
export const ownerTypeChoices = OWNER_TYPES.map((id) => ({ id, name: `bosun.ownerType.${id}` }));
