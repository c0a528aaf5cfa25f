import { OWNER_TYPES, STAFF_ROLES, USER_STATUSES } from '../../../../shared/admin/users.ts';
import type { Queryable } from '../../../db/connection.ts';
import type { ListQuery, ListResource } from '../simpleRest.ts';

export interface AdminUserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  language_code: string;
  currency_code: string;
  is_owner: boolean;
  owner_type: 'private' | 'professional' | null;
  is_super_owner: boolean;
  staff_role: 'sales' | 'manager' | 'support' | 'admin' | null;
  status: 'active' | 'suspended' | 'deleted';
  created_at: Date;
  last_login_at: Date | null;
}

/** The fields a back-office list may sort and filter users by (DTO names -> columns). */
export const usersListResource: ListResource = {
  name: 'users',
  fields: {
    id: { column: 'u.id', kind: 'number' },
    email: { column: 'u.email', kind: 'text' },
    firstName: { column: 'u.first_name', kind: 'text' },
    lastName: { column: 'u.last_name', kind: 'text' },
    phone: { column: 'u.phone_number', kind: 'text' },
    languageCode: { column: 'u.language_code', kind: 'text' },
    currencyCode: { column: 'u.currency_code', kind: 'text' },
    isOwner: { column: 'u.is_owner', kind: 'boolean' },
    ownerType: { column: 'u.owner_type', kind: 'enum', values: OWNER_TYPES },
    isSuperOwner: { column: 'u.is_super_owner', kind: 'boolean' },
    staffRole: { column: 'u.staff_role', kind: 'enum', values: STAFF_ROLES },
    status: { column: 'u.status', kind: 'enum', values: USER_STATUSES },
    createdAt: { column: 'u.created_at', kind: 'instant' },
    lastLoginAt: { column: 'u.last_login_at', kind: 'instant' },
  },
  // The same expression as users_name_trgm_idx, so ILIKE '%words%' uses the trigram index.
  search: (param) => `(u.first_name || ' ' || u.last_name || ' ' || u.email) ILIKE ${param}`,
  defaultSort: ['createdAt', 'DESC'],
  tieBreaker: 'u.id',
};

const COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.phone_number, u.language_code, u.currency_code,
  u.is_owner, u.owner_type, u.is_super_owner, u.staff_role, u.status, u.created_at, u.last_login_at`;

export async function listUsers(
  db: Queryable,
  query: ListQuery,
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const { rows } = await db.query<AdminUserRow>(
    `SELECT ${COLUMNS} FROM users u WHERE ${query.where}
      ORDER BY ${query.orderBy} LIMIT ${query.limit} OFFSET ${query.offset}`,
    query.params,
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM users u WHERE ${query.where}`,
    query.params,
  );
  return { rows, total: count.rows[0].total };
}

export async function findUser(db: Queryable, id: number, forUpdate = false): Promise<AdminUserRow | null> {
  const { rows } = await db.query<AdminUserRow>(
    `SELECT ${COLUMNS} FROM users u WHERE u.id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export interface UserAccessChange {
  staffRole?: AdminUserRow['staff_role'];
  status?: AdminUserRow['status'];
}

export async function updateUserAccess(
  tx: Queryable,
  id: number,
  change: UserAccessChange,
): Promise<AdminUserRow> {
  const { rows } = await tx.query<AdminUserRow>(
    `UPDATE users u
        SET staff_role = CASE WHEN $2 THEN $3 ELSE staff_role END,
            status = COALESCE($4, status),
            updated_at = now()
      WHERE u.id = $1
      RETURNING ${COLUMNS}`,
    [id, 'staffRole' in change, change.staffRole ?? null, change.status ?? null],
  );
  return rows[0];
}

/** A suspended or deleted user is signed out everywhere at once. */
export async function revokeUserSessions(tx: Queryable, userId: number): Promise<void> {
  await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
  ]);
}
