import { toE164 } from '../../../shared/catalogue/phonePrefixes.ts';
import {
  normaliseEmail,
  type RegisterInput,
  type ThirdPartyRegisterInput,
} from '../../../shared/validation/auth.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { IdentityProvider, VerifiedIdentity } from '../../providers/identity/identityProvider.ts';
import type { SmsProvider } from '../../providers/sms.ts';
import { notify } from '../notifications/service.ts';
import { hashPassword } from './passwords.ts';
import type { LoginMeta, SignedIn } from './service.ts';
import { signIn } from './signIn.ts';
import { verifyProviderToken } from './thirdParty.ts';
import {
  type CodeCheck,
  checkValidationCode,
  refusedCode,
  sendValidationCode,
  twoFactorChallenge,
} from './validationCodes.ts';
import { welcomeTexts } from './welcomeNotice.ts';

export interface RegisterContext extends LoginMeta {
  sms: SmsProvider;
  language: string;
  /** The site's origin, linked from the welcome e-mail. */
  publicUrl: string;
}

interface NewUser {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  phoneCountry: string;
  phone: string;
  currencyCode: string;
  language: string;
}

async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE lower(email) = $1', [email]);
  return rows.length > 0;
}

async function assertCurrency(db: Queryable, code: string): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM currencies WHERE code = $1', [code]);
  if (!rows.length)
    throw badRequest('This currency is not offered.', { currencyCode: 'currencyCodeInvalid' });
}

async function insertUser(
  tx: Queryable,
  user: NewUser,
): Promise<{ id: number; email: string; phone_number: string }> {
  const { rows } = await tx.query<{ id: number; email: string; phone_number: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_country, phone_number, phone_verified_at,
                        language_code, currency_code)
     VALUES ($1, $2, $3, $4, $5, $6, now(), $7, $8)
     RETURNING id, email, phone_number`,
    [
      user.email,
      user.passwordHash,
      user.firstName,
      user.lastName,
      user.phoneCountry,
      user.phone,
      user.language,
      user.currencyCode,
    ],
  );
  return rows[0];
}

type Outcome = { refused: Exclude<CodeCheck, 'valid'> } | { signedIn: SignedIn };

/**
 * The two-factor part every registration shares (DESIGN.md): without a code, send one and answer
 * the challenge; with one, check it and create the account in the same transaction. A refused
 * code's try is committed before the 401, so wrong tries add up.
 */
async function registerWithCode(
  db: Database,
  context: RegisterContext,
  user: NewUser,
  validationCode: string | undefined,
  afterInsert?: (tx: Queryable, userId: number) => Promise<void>,
): Promise<SignedIn> {
  if (!validationCode) {
    await db.transaction((tx) =>
      sendValidationCode(tx, context.sms, {
        phone: user.phone,
        email: user.email,
        purpose: 'register',
        language: context.language,
      }),
    );
    throw twoFactorChallenge('two-factor-required', 'Enter the code we sent you by SMS.');
  }
  const outcome = await db.transaction<Outcome>(async (tx) => {
    const check = await checkValidationCode(tx, {
      phone: user.phone,
      code: validationCode,
      purpose: 'register',
    });
    if (check !== 'valid') return { refused: check };
    const created = await insertUser(tx, user);
    await afterInsert?.(tx, created.id);
    // Written with the account: the welcome e-mail exists exactly when the account does.
    await notify(tx, {
      userId: created.id,
      kind: 'auth.welcome',
      texts: welcomeTexts,
      values: (language) => ({
        firstName: user.firstName,
        siteUrl: `${context.publicUrl.replace(/\/$/, '')}/${language}`,
      }),
    });
    return { signedIn: await signIn(tx, created, context) };
  });
  if ('refused' in outcome) throw refusedCode(outcome.refused);
  return outcome.signedIn;
}

/** `POST /api/v6/auth/register` with an e-mail and a password. */
export async function registerWithEmail(db: Database, input: RegisterInput, context: RegisterContext) {
  const email = normaliseEmail(input.email);
  if (await emailTaken(db, email)) {
    throw conflict('email-already-registered', 'An account already uses this e-mail. Sign in instead.');
  }
  await assertCurrency(db, input.currencyCode);
  // Hashed before the transaction: the hash takes tens of milliseconds and PGlite has one connection.
  const passwordHash = input.validationCode ? await hashPassword(input.password) : null;
  return registerWithCode(
    db,
    context,
    {
      email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneCountry: input.phoneGroup.country.toUpperCase(),
      phone: toE164(input.phoneGroup.country, input.phoneGroup.number)!,
      currencyCode: input.currencyCode,
      language: context.language,
    },
    input.validationCode,
  );
}

/**
 * Third-party register (SPEC section 4): the provider's e-mail becomes the account's; an e-mail
 * that already has an account is 409 third-party-duplicate-account (the client goes to login).
 */
export async function registerWithProvider(
  db: Database,
  providers: Map<string, IdentityProvider>,
  input: ThirdPartyRegisterInput,
  context: RegisterContext,
): Promise<SignedIn> {
  const identity: VerifiedIdentity = await verifyProviderToken(
    providers,
    input.providerId,
    input.providerToken,
  );
  if (!identity.email) {
    throw badRequest(
      'The sign-in provider did not share your e-mail address.',
      { email: 'thirdPartyNoEmailAccess' },
      'third-party-no-email-access',
    );
  }
  const email = normaliseEmail(identity.email);
  if (await emailTaken(db, email)) {
    throw conflict(
      'third-party-duplicate-account',
      'An account already uses this e-mail. Sign in with it first.',
    );
  }
  await assertCurrency(db, input.currencyCode);
  return registerWithCode(
    db,
    context,
    {
      email,
      passwordHash: null,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneCountry: input.phoneGroup.country.toUpperCase(),
      phone: toE164(input.phoneGroup.country, input.phoneGroup.number)!,
      currencyCode: input.currencyCode,
      language: context.language,
    },
    input.validationCode,
    async (tx, userId) => {
      await tx.query('INSERT INTO user_identities (provider_id, subject, user_id) VALUES ($1, $2, $3)', [
        identity.providerId,
        identity.subject,
        userId,
      ]);
    },
  );
}
