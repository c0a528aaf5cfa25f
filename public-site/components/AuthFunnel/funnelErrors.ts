import type { TFunction } from 'i18next';

/** The API's error codes the funnel explains in the visitor's language. */
const ERROR_KEYS: Record<string, string> = {
  'invalid-credentials': 'invalidCredentials',
  'too-many-attempts': 'tooManyAttempts',
  'account-locked-new-device': 'accountLockedNewDevice',
  'too-many-requests': 'tooManyAttempts',
  'validation-code-wrong': 'validationCodeWrong',
  'validation-code-expired': 'validationCodeExpired',
  'email-already-registered': 'emailAlreadyRegistered',
  'reset-link-invalid': 'resetLinkInvalid',
  'password-wrong': 'passwordWrong',
  'provider-token-invalid': 'providerRefused',
  'provider-unavailable': 'providerRefused',
  'third-party-no-email-access': 'thirdPartyNoEmailAccess',
};

export interface ApiFailure {
  status?: number;
  code?: string;
  message: string;
  fields?: Record<string, string>;
}

/** A SPEC message key (validation namespace) or one of the funnel's own keys, in the page's language. */
export function translateKey(t: TFunction, key: string): string {
  return t([`validation:${key}`, `auth:errors.${key}`, 'auth:errors.generic']);
}

/** The one message shown for a failed call: a known code translated, else a generic sentence. */
export function failureKey(failure: ApiFailure): string {
  if (failure.code && ERROR_KEYS[failure.code]) return ERROR_KEYS[failure.code];
  return 'generic';
}

/** Field errors keyed by the form's field names (`phoneGroup.number` and so on). */
export function fieldErrors(t: TFunction, failure: ApiFailure | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, key] of Object.entries(failure?.fields ?? {})) out[field] = translateKey(t, key);
  return out;
}

/**
 * The text of the funnel's error: `server:<text>` is the server's own message (SPEC section 8,
 * forgot password), `code:<api code>` an API refusal, anything else a message key.
 */
export function errorText(t: TFunction, error: string): string {
  if (error.startsWith('server:')) return error.slice('server:'.length) || t('auth:errors.generic');
  if (error.startsWith('code:')) return translateKey(t, failureKey({ code: error.slice(5), message: '' }));
  return translateKey(t, error);
}

/** Field errors of a zod schema in the API's shape, so the browser checks before it calls. */
export function schemaFields(
  result:
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): Record<string, string> | null {
  if (result.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
