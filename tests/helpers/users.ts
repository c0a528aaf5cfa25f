import { hash } from '@node-rs/argon2';
import type { Queryable } from '../../src/db/connection.ts';

export interface TestUser {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  staffRole?: 'sales' | 'manager' | 'support' | 'admin' | null;
  status?: 'active' | 'suspended' | 'deleted';
  isOwner?: boolean;
  ownerType?: 'private' | 'professional' | null;
  createdAt?: string;
}

/** Inserts a user with an argon2 hash of `password` (default Bosun-demo-2026) and returns its id. */
export async function insertTestUser(db: Queryable, user: TestUser): Promise<number> {
  const passwordHash = await hash(user.password ?? 'Bosun-demo-2026');
  await db.query(
    `INSERT INTO currencies (code, symbol, name, rate) VALUES ('EUR', '€', 'Euro', 1) ON CONFLICT (code) DO NOTHING`,
  );
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, staff_role, status, is_owner,
                        owner_type, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, COALESCE($10::timestamptz, now()))
     RETURNING id`,
    [
      user.email,
      passwordHash,
      user.firstName ?? 'Test',
      user.lastName ?? 'User',
      user.phone ?? null,
      user.staffRole ?? null,
      user.status ?? 'active',
      user.isOwner ?? false,
      user.ownerType ?? null,
      user.createdAt ?? null,
    ],
  );
  return rows[0].id;
}
