import { normaliseEmail } from '../../../shared/validation/auth.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import type { EmailProvider } from '../../providers/email.ts';
import { authTexts } from './messages.ts';
import {
  countRecentHits,
  findActiveRecipient,
  insertDeviceUnlockLink,
  recordHit,
  useDeviceUnlockLink,
} from './repository.ts';
import { newToken, sha256 } from './session.ts';

/** A link works once, within the hour; an account is sent at most one every 15 minutes. */
export const DEVICE_UNLOCK_RULES = {
  validMinutes: 60,
  perAccount: { max: 1, windowSeconds: 15 * 60 },
} as const;
export const DEVICE_UNLOCK_PATH = '/api/v6/auth/device-unlock';

export const deviceUnlockLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}${DEVICE_UNLOCK_PATH}?token=${encodeURIComponent(token)}`;

/**
 * The account refuses browsers it does not know: its owner is e-mailed a link that makes the browser
 * they open it in a known one. Sent at most once per window, whoever keeps trying.
 */
export async function sendDeviceUnlock(
  db: Database,
  email: EmailProvider,
  userId: number,
  publicUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const bucket = `device-unlock:${userId}`;
    const { windowSeconds, max } = DEVICE_UNLOCK_RULES.perAccount;
    if ((await countRecentHits(tx, bucket, windowSeconds)).hits >= max) return;
    await recordHit(tx, bucket, windowSeconds);
    const user = await findActiveRecipient(tx, userId);
    if (!user) return;
    const token = newToken();
    const expiresAt = new Date(appClock.now().getTime() + DEVICE_UNLOCK_RULES.validMinutes * 60_000);
    await insertDeviceUnlockLink(tx, userId, sha256(token), expiresAt);
    const link = deviceUnlockLink(publicUrl, token);
    const texts = authTexts(user.language_code);
    await email.send(tx, {
      to: user.email,
      subject: texts.unlockSubject,
      body: texts.unlockBody(link),
      template: 'device-unlock',
      payload: { link },
    });
  });
}

/** Uses a link: the account's e-mail hash (what its device cookie is signed for) and language, or null. */
export async function useDeviceUnlock(
  db: Queryable,
  token: string,
): Promise<{ accountHash: string; language: string } | null> {
  const user = await useDeviceUnlockLink(db, sha256(token), appClock.now());
  return user ? { accountHash: sha256(normaliseEmail(user.email)), language: user.language_code } : null;
}
