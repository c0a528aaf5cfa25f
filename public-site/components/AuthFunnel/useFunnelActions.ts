import { type Dispatch, useRef } from 'react';
import type { AuthResponse } from '../../../shared/auth/session.ts';
import { maskedPhone } from '../../../shared/catalogue/phonePrefixes.ts';
import type { PhoneGroup } from '../../../shared/validation/auth.ts';
import { pushToDataLayer, signedInEvent } from '../../app/dataLayer.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useSite } from '../../app/useSite.ts';
import type { ApiFailure } from './funnelErrors.ts';
import type { FunnelAction, FunnelState, ThirdPartyIdentity } from './funnelState.ts';

export interface RegistrationForm {
  firstName: string;
  lastName: string;
  phoneGroup: PhoneGroup;
  password?: string;
}

const TWO_FACTOR_HEADER = 'x-two-factor-challenge';

async function call(path: string, body: unknown): Promise<Response> {
  return browserApi(path, { method: 'POST', body });
}

/**
 * The funnel's calls (SPEC section 7) and what each answer does to the funnel (SPEC section 4).
 * Field-level refusals come back to the form through `onFields`.
 */
export function useFunnelActions(
  state: FunnelState,
  dispatch: Dispatch<FunnelAction>,
  onFields: (failure: ApiFailure | null) => void,
) {
  const { language, currency } = useSite();
  const v6 = (path: string) => `${path}?_locale=${encodeURIComponent(language)}`;
  // The last registration, repeated with the code once the SMS arrives.
  const pending = useRef<Record<string, unknown> | null>(null);

  async function run(work: () => Promise<void>) {
    dispatch({ type: 'submit' });
    onFields(null);
    try {
      await work();
    } catch (error) {
      const failure = error as ApiFailure;
      onFields(failure);
      dispatch({ type: 'failed', error: failure.fields ? 'fieldsInvalid' : errorOf(failure) });
    }
  }

  async function signedIn(response: Response, how: { newAccount: boolean; method: string }) {
    const body = await readJson<AuthResponse>(response);
    pushToDataLayer(signedInEvent(body, how));
    dispatch({ type: 'signedIn', authToken: body.authToken });
  }

  return {
    checkEmail: (email: string) =>
      run(async () => {
        const response = await call(v6('/api/v6/auth/email/exists'), { email });
        if (response.status === 404) return dispatch({ type: 'emailChecked', email, exists: false });
        await readJson(response);
        dispatch({ type: 'emailChecked', email, exists: true });
      }),

    login: (password: string) =>
      run(async () =>
        signedIn(await call(v6('/api/v6/auth/login'), { email: state.email, password }), {
          newAccount: false,
          method: 'email',
        }),
      ),

    loginWithProvider: (providerId: string, providerToken: string) =>
      run(async () => {
        const response = await call(v6('/api/v6/auth/login'), { providerId, providerToken });
        if (response.status === 403) {
          const body = (await response.json()) as {
            identity?: Omit<ThirdPartyIdentity, 'providerId' | 'providerToken'>;
          };
          const identity = body.identity ?? { email: null, firstName: null, lastName: null };
          return dispatch({ type: 'unknownIdentity', identity: { ...identity, providerId, providerToken } });
        }
        await signedIn(response, { newAccount: false, method: providerId });
      }),

    register: (form: RegistrationForm) => {
      const payload = state.identity
        ? {
            ...form,
            password: undefined,
            email: state.email,
            currencyCode: currency,
            providerId: state.identity.providerId,
            providerToken: state.identity.providerToken,
          }
        : { ...form, email: state.email, currencyCode: currency };
      pending.current = payload;
      return run(async () => {
        const response = await call(v6('/api/v6/auth/register'), payload);
        if (response.status === 401 && response.headers.get(TWO_FACTOR_HEADER)) {
          const phone = maskedPhone(form.phoneGroup.country, form.phoneGroup.number);
          return dispatch({ type: 'twoFactorChallenge', phone });
        }
        if (response.status === 409 && state.identity) {
          const body = await response.json().catch(() => null);
          if (body?.error?.code === 'third-party-duplicate-account') {
            return dispatch({ type: 'duplicateAccount', email: state.email });
          }
        }
        await signedIn(response, { newAccount: true, method: state.identity?.providerId ?? 'email' });
      });
    },

    submitCode: (validationCode: string) =>
      run(async () => {
        const response = await call(v6('/api/v6/auth/register'), { ...pending.current, validationCode });
        await signedIn(response, { newAccount: true, method: state.identity?.providerId ?? 'email' });
      }),

    resendCode: async () => {
      const phoneGroup = pending.current?.phoneGroup as PhoneGroup | undefined;
      if (!phoneGroup) return;
      dispatch({ type: 'resend' });
      const body = {
        phone: phoneGroup.number,
        prefix: phoneGroup.country,
        email: state.email,
        sender: 'sms',
      };
      // SPEC section 7: the resend is retried once after 1 s.
      for (const wait of [0, 1000]) {
        if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
        const response = await call(v6('/api/v6/auth/resend-validation-code'), body).catch(() => null);
        if (response?.ok) return dispatch({ type: 'resent' });
        if (response && response.status < 500) break;
      }
      dispatch({ type: 'resendFailed' });
    },

    forgotPassword: (email: string) =>
      run(async () => {
        const params = new URLSearchParams({ rquest: 'PasswordReset', Email: email, lang: language });
        const response = await browserApi(`/libs/Api/API.php?${params}`);
        if (!response.ok) {
          const body = await response.json().catch(() => null);
          throw { message: body?.ErreurMessage ?? '', code: 'legacy', serverMessage: body?.ErreurMessage };
        }
        dispatch({ type: 'resetLinkSent' });
      }),
  };
}

/** How a failure is kept in the funnel state: see funnelErrors.ts errorText. */
function errorOf(failure: ApiFailure & { serverMessage?: string }): string {
  // SPEC section 8: the forgot-password error shows the server's message.
  if (failure.serverMessage) return `server:${failure.serverMessage}`;
  return `code:${failure.code ?? ''}`;
}
