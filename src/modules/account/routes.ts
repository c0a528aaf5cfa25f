import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountDeletedSchema,
  accountProfileSchema,
  type OwnerStatus,
  ownerStatusSchema,
  passwordChangedSchema,
} from '../../../shared/auth/account.ts';
import { toE164 } from '../../../shared/catalogue/phonePrefixes.ts';
import { isLanguageCode } from '../../../shared/i18n/languages.ts';
import {
  accountDeletionSchema,
  passwordChangeSchema,
  phoneChangeSchema,
  profileUpdateSchema,
} from '../../../shared/validation/auth.ts';
import { described } from '../../http/describe.ts';
import { HttpError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { smsProviderFor } from '../../providers/sms.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../auth/passwords.ts';
import { requireViewer, SESSION_COOKIE } from '../auth/session.ts';
import {
  type CodeCheck,
  checkValidationCode,
  refusedCode,
  sendValidationCode,
  twoFactorChallenge,
} from '../auth/validationCodes.ts';
import { anonymiseUser } from './repository.ts';
import { getProfile, updateProfile } from './service.ts';

const wrongPassword = () =>
  new HttpError(403, 'password-wrong', 'The current password is wrong.', {
    currentPassword: 'passwordWrong',
  });

export default async function accountRoutes(app: FastifyInstance) {
  const sms = smsProviderFor(app.config);
  const localeOf = (request: FastifyRequest) => {
    const locale = (request.query as { _locale?: unknown } | undefined)?._locale;
    return typeof locale === 'string' && isLanguageCode(locale) ? locale : request.viewer?.languageCode;
  };

  async function passwordHashOf(userId: number): Promise<string | null> {
    const { rows } = await app.db.query<{ password_hash: string | null }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [userId],
    );
    return rows[0]?.password_hash ?? null;
  }

  app.get(
    '/api/v6/account/is-owner',
    described({
      tags: ['account'],
      summary: 'Whether the signed-in user lists boats (owner flags)',
      signedIn: true,
      ok: { schema: ownerStatusSchema },
    }),
    async (request): Promise<OwnerStatus> => {
      const viewer = requireViewer(request);
      const { rows } = await app.db.query<{
        is_owner: boolean;
        is_super_owner: boolean;
        owner_type: OwnerStatus['ownerType'];
      }>('SELECT is_owner, is_super_owner, owner_type FROM users WHERE id = $1', [viewer.id]);
      const row = rows[0];
      return { isOwner: row.is_owner, isSuperOwner: row.is_super_owner, ownerType: row.owner_type };
    },
  );

  app.get(
    '/api/v6/account/profile',
    described({
      tags: ['account'],
      summary: 'The signed-in user’s profile',
      signedIn: true,
      ok: { schema: accountProfileSchema },
    }),
    async (request) => getProfile(app.db, requireViewer(request).id),
  );

  app.put(
    '/api/v6/account/profile',
    described({
      tags: ['account'],
      summary: 'Change names, language, currency or notification choices (fields sent are merged)',
      signedIn: true,
      body: profileUpdateSchema,
      ok: { schema: accountProfileSchema, description: 'The profile as saved.' },
    }),
    async (request) => {
      const viewer = requireViewer(request);
      return updateProfile(app.db, viewer.id, parseInput(profileUpdateSchema, request.body));
    },
  );

  app.put(
    '/api/v6/account/phone',
    described({
      tags: ['account'],
      summary:
        'Change the phone: without validationCode, 401 X-Two-Factor-Challenge: sms and a code sent to the new number',
      twoFactor: true,
      signedIn: true,
      body: phoneChangeSchema,
      ok: { schema: accountProfileSchema, description: 'The profile with the new, verified phone.' },
      errors: [409],
    }),
    async (request) => {
      const viewer = requireViewer(request);
      const input = parseInput(phoneChangeSchema, request.body);
      const phone = toE164(input.phoneGroup.country, input.phoneGroup.number)!;
      if (!input.validationCode) {
        await app.db.transaction((tx) =>
          sendValidationCode(tx, sms, {
            phone,
            email: viewer.email,
            userId: viewer.id,
            purpose: 'phone-change',
            language: localeOf(request),
          }),
        );
        throw twoFactorChallenge('two-factor-required', 'Enter the code we sent by SMS to the new number.');
      }
      const code = input.validationCode;
      const check = await app.db.transaction<CodeCheck>(async (tx) => {
        const result = await checkValidationCode(tx, { phone, code, purpose: 'phone-change' });
        if (result === 'valid') {
          await tx.query(
            `UPDATE users SET phone_country = $2, phone_number = $3, phone_verified_at = now(), updated_at = now()
              WHERE id = $1`,
            [viewer.id, input.phoneGroup.country.toUpperCase(), phone],
          );
        }
        return result;
      });
      if (check !== 'valid') throw refusedCode(check);
      return getProfile(app.db, viewer.id);
    },
  );

  app.put(
    '/api/v6/account/password',
    described({
      tags: ['account'],
      summary: 'Change the password (the current one is required); other sessions are signed out',
      signedIn: true,
      body: passwordChangeSchema,
      ok: { schema: passwordChangedSchema },
    }),
    async (request) => {
      const viewer = requireViewer(request);
      const input = parseInput(passwordChangeSchema, request.body);
      const current = await passwordHashOf(viewer.id);
      const ok = current
        ? await verifyPassword(current, input.currentPassword)
        : await verifyAgainstNothing(input.currentPassword);
      if (!ok) throw wrongPassword();
      const passwordHash = await hashPassword(input.newPassword);
      await app.db.transaction(async (tx) => {
        await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
          viewer.id,
          passwordHash,
        ]);
        await tx.query(
          'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL',
          [viewer.id, viewer.sessionId],
        );
      });
      return { changed: true };
    },
  );

  app.delete(
    '/api/v6/account',
    described({
      tags: ['account'],
      summary:
        'Delete the account: personal data erased, bookings kept anonymised; {password} when it has one',
      signedIn: true,
      body: accountDeletionSchema,
      ok: { schema: accountDeletedSchema },
    }),
    async (request, reply) => {
      const viewer = requireViewer(request);
      const input = parseInput(accountDeletionSchema, request.body);
      const current = await passwordHashOf(viewer.id);
      if (current && !(await verifyPassword(current, input.password ?? ''))) {
        throw new HttpError(403, 'password-wrong', 'The password is wrong.', { password: 'passwordWrong' });
      }
      await app.db.transaction((tx) => anonymiseUser(tx, viewer.id));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { deleted: true };
    },
  );
}
