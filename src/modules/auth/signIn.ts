import type { Queryable } from '../../db/connection.ts';
import { type LoginMeta, type SignedIn, trackingOf } from './service.ts';
import { createSession } from './session.ts';

/** A new session for a user who just proved who they are; the answer of login and register. */
export async function signIn(
  db: Queryable,
  user: { id: number; email: string; phone_number: string | null },
  meta: LoginMeta,
): Promise<SignedIn> {
  const token = await createSession(db, user.id, meta.sessionIdleDays, {
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return { token, body: { authToken: token, tracking: trackingOf(user) } };
}
