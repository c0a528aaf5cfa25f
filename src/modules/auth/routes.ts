import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authResponseSchema, currentUserSchema } from '../../../shared/auth/session.ts';
import { isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import {
  combineFieldKeys,
  emailSchema,
  loginSchema,
  normaliseEmail,
  passwordLoginSchema,
  passwordResetSchema,
  phoneOfResend,
  registerSchema,
  resendValidationCodeSchema,
  thirdPartyLoginSchema,
  thirdPartyRegisterSchema,
} from '../../../shared/validation/auth.ts';
import { described } from '../../http/describe.ts';
import { badRequest, HttpError, notFound, unauthorized } from '../../http/errors.ts';
import { requestLanguage } from '../../http/requestLanguage.ts';
import { parseInput } from '../../http/validate.ts';
import { outboxEmail } from '../../providers/email.ts';
import { identityProvidersFor } from '../../providers/identity/identityProviders.ts';
import { smsProviderFor } from '../../providers/sms.ts';
import { crossSiteRoutes } from './crossSite.ts';
import { DEVICE_UNLOCK_PATH, useDeviceUnlock } from './deviceUnlock.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, newDeviceCookie } from './loginThrottle.ts';
import { authTexts } from './messages.ts';
import { requestPasswordReset, resetPassword } from './passwordReset.ts';
import { registerWithEmail, registerWithProvider } from './registration.ts';
import { emailInUse, hasPendingRegistration } from './repository.ts';
import { getCurrentUser, type LoginMeta, loginWithPassword } from './service.ts';
import { revokeSession, SESSION_COOKIE, sessionTokenOf, setSessionCookie } from './session.ts';
import { loginWithProvider } from './thirdParty.ts';
import { sendValidationCode } from './validationCodes.ts';

const localeQuery = z.object({ _locale: z.string().optional() }).passthrough();
const deviceUnlockQuery = z.object({ token: z.string().min(16).max(200) });

const legacyResetQuery = z.object({
  rquest: z.string().optional(),
  Email: z.string().optional(),
  lang: z.string().optional(),
});

const emailExistsSchema = z.object({ email: emailSchema });
/** The answers of the calls that only confirm they were done. */
const codeSentSchema = z.object({ sent: z.literal(true) });
const passwordResetDoneSchema = z.object({ reset: z.literal(true) });
/** Signing out answers an empty object (the site and the app read only the status). */
const signedOutSchema = z.object({});

/** The legacy reset call's success (its errors read ErreurMessage: see legacyError). */
const legacyResetAnswerSchema = z.object({ Success: z.literal(true) });

/**
 * An error of the legacy reset call: the message in ErreurMessage, where the old client reads it
 * (SPEC section 7), beside the API's one error shape.
 */
const legacyError = (error: HttpError) => ({ ErreurMessage: error.message, ...error.toBody() });

const hasProvider = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  'providerId' in body &&
  (body as { providerId?: unknown }).providerId;

export default async function authRoutes(app: FastifyInstance) {
  const idleDays = app.config.SESSION_IDLE_DAYS;
  const secureCookies = app.config.NODE_ENV === 'production';
  const sms = smsProviderFor(app.config);
  const identityProviders = identityProvidersFor(app.config);
  const defaultLanguage: LanguageCode = isLanguageCode(app.config.DEFAULT_LANGUAGE)
    ? app.config.DEFAULT_LANGUAGE
    : 'en';

  const metaOf = (request: FastifyRequest): LoginMeta => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    sessionIdleDays: idleDays,
  });
  /** Every v6 request may carry _locale (SPEC section 7): SMS and e-mails are written in it. */
  const languageOf = (request: FastifyRequest): LanguageCode => {
    const locale = localeQuery.safeParse(request.query).data?._locale;
    return locale && isLanguageCode(locale) ? locale : defaultLanguage;
  };

  app.post(
    '/api/v6/auth/email/exists',
    described({
      tags: ['auth'],
      summary: 'Whether an account uses this e-mail: 200 yes, 404 no (SPEC section 7)',
      signedIn: false,
      body: emailExistsSchema,
      ok: { status: 200, schema: z.object({ exists: z.literal(true) }), description: 'An account uses it.' },
      errors: [400, 404],
    }),
    async (request) => {
      const { email } = parseInput(emailExistsSchema, request.body);
      if (!(await emailInUse(app.db, normaliseEmail(email)))) throw notFound('No account uses this e-mail.');
      return { exists: true };
    },
  );

  app.get(
    '/api/v6/auth/providers',
    described({
      tags: ['auth'],
      summary: 'The social sign-in providers this server accepts',
      signedIn: false,
      ok: { status: 200, schema: z.object({ providers: z.array(z.string()) }), description: 'Provider ids.' },
      errors: [],
    }),
    async () => ({ providers: [...identityProviders.keys()] }),
  );

  app.post(
    '/api/v6/auth/login',
    described({
      tags: ['auth'],
      summary: 'Sign in with {email, password} or {providerId, providerToken}; sets the session cookie',
      signedIn: false,
      body: loginSchema,
      ok: {
        status: 200,
        schema: authResponseSchema,
        description: 'Signed in (SPEC section 3, auth response).',
      },
      errors: [400, 401, 403, 429],
    }),
    async (request, reply) => {
      const signedIn = hasProvider(request.body)
        ? await loginWithProvider(
            app.db,
            identityProviders,
            parseInput(thirdPartyLoginSchema, request.body),
            metaOf(request),
          )
        : await loginWithPassword(app.db, parseInput(passwordLoginSchema, request.body), {
            ...metaOf(request),
            deviceCookie: request.cookies[DEVICE_COOKIE],
            sessionSecret: app.config.SESSION_SECRET,
            unlock: { email: outboxEmail, publicUrl: app.config.PUBLIC_URL },
            language: requestLanguage(request),
          });
      // A new token at every sign-in: the session this browser had before ends.
      if (request.viewer) await revokeSession(app.db, request.viewer.sessionId);
      setSessionCookie(reply, signedIn.token, idleDays, secureCookies);
      // Marks this browser as one the owner signed in with: it may sign in while the account
      // refuses unknown clients (loginThrottle.ts).
      if (signedIn.deviceCookie)
        reply.setCookie(DEVICE_COOKIE, signedIn.deviceCookie, {
          path: '/api/v6/auth',
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies,
          maxAge: DEVICE_COOKIE_DAYS * 86400,
        });
      return signedIn.body;
    },
  );

  app.get(
    DEVICE_UNLOCK_PATH,
    described({
      tags: ['auth'],
      summary:
        'The link e-mailed when an account refuses unknown browsers: makes this browser a known one, then goes to sign-in',
      signedIn: false,
      querystring: deviceUnlockQuery,
      ok: { status: 303, description: 'To the sign-in page (`?deviceUnlock=done` or `expired`).' },
    }),
    async (request, reply) => {
      const { token } = parseInput(deviceUnlockQuery, request.query);
      const unlocked = await useDeviceUnlock(app.db, token);
      const language = unlocked && isLanguageCode(unlocked.language) ? unlocked.language : defaultLanguage;
      const login = localizedPath(language, '/login', defaultLanguage);
      if (!unlocked) return reply.redirect(`${login}?deviceUnlock=expired`, 303);
      reply.setCookie(DEVICE_COOKIE, newDeviceCookie(app.config.SESSION_SECRET, unlocked.accountHash), {
        path: '/api/v6/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: DEVICE_COOKIE_DAYS * 86400,
      });
      return reply.redirect(`${login}?deviceUnlock=done`, 303);
    },
  );

  app.post(
    '/api/v6/auth/register',
    described({
      tags: ['auth'],
      summary:
        'Create an account (e-mail and password, or a provider token). Without a valid validationCode: 401 with X-Two-Factor-Challenge: sms and a code sent by SMS',
      twoFactor: true,
      signedIn: false,
      body: z.union([registerSchema, thirdPartyRegisterSchema]),
      ok: {
        status: 201,
        schema: authResponseSchema,
        description: 'Registered and signed in (SPEC section 3, auth response).',
      },
      errors: [401, 409],
    }),
    async (request, reply) => {
      const context = {
        ...metaOf(request),
        sms,
        language: languageOf(request),
        publicUrl: app.config.PUBLIC_URL,
      };
      const signedIn = hasProvider(request.body)
        ? await registerWithProvider(
            app.db,
            identityProviders,
            withCombinedKeys(() => parseInput(thirdPartyRegisterSchema, request.body)),
            context,
          )
        : await registerWithEmail(
            app.db,
            withCombinedKeys(() => parseInput(registerSchema, request.body)),
            context,
          );
      if (request.viewer) await revokeSession(app.db, request.viewer.sessionId);
      setSessionCookie(reply, signedIn.token, idleDays, secureCookies);
      return reply.status(201).send(signedIn.body);
    },
  );

  app.post(
    '/api/v6/auth/resend-validation-code',
    described({
      tags: ['auth'],
      summary: 'Send a new registration code to {phone, prefix}; the previous code stops working',
      signedIn: false,
      body: resendValidationCodeSchema,
      ok: { schema: codeSentSchema, description: 'A new code is on its way by SMS.' },
      errors: [404],
    }),
    async (request) => {
      const input = parseInput(resendValidationCodeSchema, request.body);
      const phone = phoneOfResend(input.prefix, input.phone)!;
      await app.db.transaction(async (tx) => {
        // Only a number that a registration already challenged gets codes: no SMS to arbitrary numbers.
        if (!(await hasPendingRegistration(tx, phone))) {
          throw new HttpError(
            404,
            'no-pending-registration',
            'No registration is waiting for a code on this number.',
          );
        }
        await sendValidationCode(tx, sms, {
          phone,
          email: input.email ?? null,
          purpose: 'register',
          language: languageOf(request),
        });
      });
      return { sent: true };
    },
  );

  app.get(
    '/libs/Api/API.php',
    described({
      tags: ['auth'],
      summary:
        'Legacy call: ?rquest=PasswordReset&Email=...&lang=... e-mails a reset link; errors in ErreurMessage',
      signedIn: false,
      querystring: legacyResetQuery,
      ok: { schema: legacyResetAnswerSchema },
      errors: [404],
    }),
    async (request, reply) => {
      const query = legacyResetQuery.safeParse(request.query).data ?? {};
      const language = query.lang && isLanguageCode(query.lang) ? query.lang : defaultLanguage;
      if (query.rquest !== 'PasswordReset') {
        return reply.status(404).send(legacyError(new HttpError(404, 'unknown-request', 'Unknown request.')));
      }
      const email = emailSchema.safeParse(query.Email ?? '');
      if (!email.success) {
        const invalid = badRequest(authTexts(language).resetEmailInvalid, { Email: 'emailInvalid' });
        return reply.status(400).send(legacyError(invalid));
      }
      try {
        await requestPasswordReset(
          app.db,
          outboxEmail,
          { email: email.data, language },
          { publicUrl: app.config.PUBLIC_URL, defaultLanguage },
        );
      } catch (error) {
        if (error instanceof HttpError) {
          if (error.headers) reply.headers(error.headers);
          return reply.status(error.statusCode).send(legacyError(error));
        }
        throw error;
      }
      return { Success: true as const };
    },
  );

  app.post(
    '/api/v6/auth/password-reset',
    described({
      tags: ['auth'],
      summary: 'Choose a new password with the token of an e-mailed reset link',
      signedIn: false,
      body: passwordResetSchema,
      ok: {
        schema: passwordResetDoneSchema,
        description: 'The new password is set; every session is signed out.',
      },
      errors: [404, 410],
    }),
    async (request) => {
      await resetPassword(app.db, parseInput(passwordResetSchema, request.body));
      return { reset: true };
    },
  );

  // SPEC section 3's user carries its `token`: the native app reads the session it was handed as a
  // cookie and goes on with it as a Bearer token. It is the caller's own token, never stored anywhere.
  app.get(
    '/api/v3/users',
    described({
      tags: ['auth'],
      summary: 'The signed-in user, with the token of this session',
      signedIn: true,
      ok: {
        status: 200,
        schema: currentUserSchema.extend({ token: z.string() }),
        description: 'The user (SPEC section 3) and the token of the session that asked.',
      },
      errors: [401],
    }),
    async (request, reply) => {
      const user = request.viewer ? await getCurrentUser(app.db, request.viewer.id) : null;
      const token = sessionTokenOf(request);
      if (!user || !token) throw unauthorized();
      reply.header('cache-control', 'no-store');
      return { ...user, token };
    },
  );

  // The site's root loader asks on every page; a guest is a normal answer here, not a 401 the
  // browser would log as a failed resource.
  app.get(
    '/api/v6/auth/viewer',
    described({
      tags: ['auth'],
      summary: 'The signed-in user, or {user: null} for a guest (always 200)',
      signedIn: false,
      ok: { status: 200, schema: z.object({ user: currentUserSchema.nullable() }), description: 'Who asks.' },
      errors: [],
    }),
    async (request) => ({ user: request.viewer ? await getCurrentUser(app.db, request.viewer.id) : null }),
  );

  app.post(
    '/api/v3/users/logout',
    described({
      tags: ['auth'],
      summary: 'Sign out: revokes the session and clears its cookie',
      signedIn: false,
      ok: { schema: signedOutSchema, description: 'Signed out (also when no one was signed in).' },
    }),
    async (request, reply) => {
      if (request.viewer) await revokeSession(app.db, request.viewer.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return {};
    },
  );

  await app.register(crossSiteRoutes);
}

/** A registration's refusal with SPEC section 5's combined keys (both names, prefix and number). */
function withCombinedKeys<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof HttpError) || !error.fields) throw error;
    throw new HttpError(
      error.statusCode,
      error.code,
      error.message,
      combineFieldKeys(error.fields),
      error.headers,
    );
  }
}
