import { type AdminUser, adminUserUpdateSchema, canChangeUser } from '../../../../shared/admin/users.ts';
import type { Database } from '../../../db/connection.ts';
import { badRequest, HttpError, notFound, unprocessable } from '../../../http/errors.ts';
import { parseInput } from '../../../http/validate.ts';
import { toE164 } from '../../auth/service.ts';
import type { Viewer } from '../../auth/session.ts';
import { writeAuditLog } from '../auditLog.ts';
import type { ListQuery } from '../simpleRest.ts';
import * as repo from './repository.ts';

export function toAdminUser(row: repo.AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: toE164(row.phone_number),
    languageCode: row.language_code,
    currencyCode: row.currency_code.trim(),
    isOwner: row.is_owner,
    ownerType: row.owner_type,
    isSuperOwner: row.is_super_owner,
    staffRole: row.staff_role,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
  };
}

export async function listUsers(db: Database, query: ListQuery) {
  const page = await repo.listUsers(db, query);
  return { rows: page.rows.map(toAdminUser), total: page.total };
}

export async function getUser(db: Database, id: number): Promise<AdminUser> {
  const row = await repo.findUser(db, id);
  if (!row) throw notFound('No such user.');
  return toAdminUser(row);
}

const cannotChangeOwnAccess = () =>
  unprocessable('own-access', 'Staff cannot change their own role or status; ask another admin.');

/**
 * Merges a partial body into a user. Only the role and the status are writable here: the role by
 * admins, the status by admins and managers. Nobody changes their own access, so the last admin
 * cannot lock everybody out. The change and its audit row commit together.
 */
export async function updateUser(db: Database, actor: Viewer, id: number, body: unknown): Promise<AdminUser> {
  const input = parseInput(adminUserUpdateSchema, body);
  return db.transaction(async (tx) => {
    const current = await repo.findUser(tx, id, true);
    if (!current) throw notFound('No such user.');
    const change: repo.UserAccessChange = {};
    if (input.staffRole !== undefined && input.staffRole !== current.staff_role) {
      if (!canChangeUser(actor.staffRole, 'changeStaffRole'))
        throw new HttpError(403, 'staff-role-admin-only', 'Only an admin can change a staff role.');
      change.staffRole = input.staffRole;
    }
    if (input.status !== undefined && input.status !== current.status) {
      if (!canChangeUser(actor.staffRole, 'changeStatus'))
        throw new HttpError(
          403,
          'user-status-manager-only',
          'Only a manager or an admin can change a status.',
        );
      if (input.status === 'deleted')
        throw badRequest('Delete a user with DELETE.', { status: 'statusInvalid' });
      change.status = input.status;
    }
    if (Object.keys(change).length === 0) return toAdminUser(current);
    if (current.id === actor.id) throw cannotChangeOwnAccess();

    const updated = await repo.updateUserAccess(tx, id, change);
    if (change.status && change.status !== 'active') await repo.revokeUserSessions(tx, id);
    const before = toAdminUser(current);
    const after = toAdminUser(updated);
    await writeAuditLog(tx, {
      actorId: actor.id,
      resource: 'users',
      recordId: id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}

/** Soft delete: the row stays (bookings and reviews point at it), the person can no longer sign in. */
export async function deleteUser(db: Database, actor: Viewer, id: number): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const current = await repo.findUser(tx, id, true);
    if (!current) throw notFound('No such user.');
    if (current.status === 'deleted') return toAdminUser(current);
    if (current.id === actor.id) throw cannotChangeOwnAccess();
    const updated = await repo.updateUserAccess(tx, id, { status: 'deleted' });
    await repo.revokeUserSessions(tx, id);
    const before = toAdminUser(current);
    const after = toAdminUser(updated);
    await writeAuditLog(tx, {
      actorId: actor.id,
      resource: 'users',
      recordId: id,
      action: 'delete',
      before,
      after,
    });
    return after;
  });
}
