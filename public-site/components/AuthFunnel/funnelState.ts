/**
 * The funnel's states and transitions (SPEC section 4, "Auth funnel"), as a pure reducer so that
 * every transition is tested without a browser.
 */
export type FunnelStep =
  | 'loginOrRegister'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'thirdPartyRegister'
  | 'twoFactorAuth'
  | 'authenticated';

export type FunnelStatus = 'idle' | 'pending' | 'error' | 'success';
export type ResendStatus = 'idle' | 'pending' | 'error';

/** What the provider shared, kept for the third-party registration form. */
export interface ThirdPartyIdentity {
  providerId: string;
  providerToken: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface FunnelState {
  /** The steps gone through; the last one shows, back pops it. */
  stack: FunnelStep[];
  status: FunnelStatus;
  resendStatus: ResendStatus;
  /** An error key (translated by the screen) or a server message. */
  error: string | null;
  email: string;
  identity: ThirdPartyIdentity | null;
  /** Whether the SMS of the current registration was sent; the first challenge sends it, later ones do not. */
  codeSent: boolean;
  /** The number the code went to, masked ("+33 ••••••• 78"), for the SMS step to name. */
  codePhone: string | null;
  validationCode: string;
  authToken: string | null;
  /** Signed in by creating the account (the SMS code step), not into an existing one. */
  newAccount: boolean;
}

export type FunnelAction =
  | { type: 'goTo'; step: FunnelStep }
  | { type: 'back' }
  | { type: 'submit' }
  | { type: 'failed'; error: string }
  | { type: 'emailChecked'; email: string; exists: boolean }
  | { type: 'signedIn'; authToken: string }
  | { type: 'unknownIdentity'; identity: ThirdPartyIdentity }
  | { type: 'twoFactorChallenge'; phone?: string | null }
  | { type: 'duplicateAccount'; email: string }
  | { type: 'codeChanged'; code: string }
  | { type: 'resend' }
  | { type: 'resent' }
  | { type: 'resendFailed' }
  | { type: 'resetLinkSent' };

export function initialFunnelState(step: FunnelStep = 'loginOrRegister'): FunnelState {
  return {
    stack: [step],
    status: 'idle',
    resendStatus: 'idle',
    error: null,
    email: '',
    identity: null,
    codeSent: false,
    codePhone: null,
    validationCode: '',
    authToken: null,
    newAccount: false,
  };
}

export const currentStep = (state: FunnelState): FunnelStep => state.stack[state.stack.length - 1];

/** Going to a step resets the status to idle (SPEC section 4). */
function goTo(state: FunnelState, step: FunnelStep): FunnelState {
  if (currentStep(state) === step) return { ...state, status: 'idle', error: null };
  return { ...state, stack: [...state.stack, step], status: 'idle', error: null };
}

export function funnelReducer(state: FunnelState, action: FunnelAction): FunnelState {
  switch (action.type) {
    case 'goTo':
      return goTo(state, action.step);
    case 'back':
      // Popping the stack clears the error; the first step has nowhere to go back to.
      if (state.stack.length <= 1 || currentStep(state) === 'authenticated') return state;
      return { ...state, stack: state.stack.slice(0, -1), status: 'idle', error: null };
    case 'submit':
      return { ...state, status: 'pending', error: null };
    case 'failed':
      return { ...state, status: 'error', error: action.error };
    case 'emailChecked':
      return goTo({ ...state, email: action.email, codeSent: false }, action.exists ? 'login' : 'register');
    case 'signedIn':
      return {
        ...goTo(state, 'authenticated'),
        status: 'success',
        authToken: action.authToken,
        // Only a registration passes the SMS code step: "your account is ready" is for it alone.
        newAccount: currentStep(state) === 'twoFactorAuth',
      };
    case 'unknownIdentity':
      if (!action.identity.email) return { ...state, status: 'error', error: 'thirdPartyNoEmailAccess' };
      return goTo(
        { ...state, identity: action.identity, email: action.identity.email, codeSent: false },
        'thirdPartyRegister',
      );
    case 'twoFactorChallenge':
      // The server sends the SMS with the first challenge; the code field starts empty.
      return {
        ...goTo(state, 'twoFactorAuth'),
        validationCode: '',
        codeSent: true,
        codePhone: action.phone ?? null,
      };
    case 'duplicateAccount':
      return goTo({ ...state, email: action.email, identity: null }, 'login');
    case 'codeChanged':
      return { ...state, validationCode: action.code };
    case 'resend':
      return { ...state, resendStatus: 'pending' };
    case 'resent':
      return { ...state, resendStatus: 'idle', validationCode: '' };
    case 'resendFailed':
      return { ...state, resendStatus: 'error' };
    case 'resetLinkSent':
      return { ...state, status: 'success', error: null };
  }
}
