import { z } from 'zod';
import { currencyCodeValue, instant, languageCodeValue } from '../apiValues.ts';

/** The back-office roles, from the least to the most powerful. */
export const STAFF_ROLES = ['sales', 'support', 'manager', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const USER_STATUSES = ['active', 'suspended', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const OWNER_TYPES = ['private', 'professional'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

/** Who may change what on `/api/admin/users` (the server enforces it, the back office hides the rest). */
export const USER_ACCESS = {
  read: ['sales', 'manager', 'support', 'admin'],
  changeStatus: ['manager', 'admin'],
  changeStaffRole: ['admin'],
  delete: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export const canChangeUser = (role: StaffRole | null | undefined, action: keyof typeof USER_ACCESS) =>
  role != null && (USER_ACCESS[action] as readonly StaffRole[]).includes(role);

/** A user as the back office sees it (`/api/admin/users`). */
export const adminUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** E.164, e.g. +33612345678. */
    phone: z.string().nullable(),
    languageCode: languageCodeValue,
    currencyCode: currencyCodeValue,
    isOwner: z.boolean(),
    ownerType: z.enum(OWNER_TYPES).nullable(),
    isSuperOwner: z.boolean(),
    staffRole: z.enum(STAFF_ROLES).nullable(),
    status: z.enum(USER_STATUSES),
    createdAt: instant(),
    lastLoginAt: instant().nullable(),
  })
  .meta({ id: 'User' });
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * The body of `PUT /api/admin/users/:id`. react-admin sends the whole record; only these fields are
 * writable, every other key is ignored. Deleting is `DELETE`, not a status.
 */
export const adminUserUpdateSchema = z.object({
  staffRole: z.enum(STAFF_ROLES, { error: 'staffRoleInvalid' }).nullable().optional(),
  status: z.enum(USER_STATUSES, { error: 'statusInvalid' }).optional(),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;
