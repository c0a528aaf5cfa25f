import { describe, expect, it } from 'vitest';
import { currentStep, type FunnelAction, funnelReducer, initialFunnelState } from './funnelState.ts';

const run = (...actions: FunnelAction[]) => actions.reduce(funnelReducer, initialFunnelState());
const identity = {
  providerId: 'sandbox',
  providerToken: 't',
  email: 'sandy@bosun.test',
  firstName: 'S',
  lastName: 'B',
};

describe('auth funnel transitions (SPEC section 4)', () => {
  it('a known e-mail goes to login, an unknown one to register, keeping the e-mail', () => {
    const known = run({ type: 'submit' }, { type: 'emailChecked', email: 'a@b.co', exists: true });
    expect(currentStep(known)).toBe('login');
    expect(known).toMatchObject({ status: 'idle', email: 'a@b.co' });
    expect(currentStep(run({ type: 'emailChecked', email: 'a@b.co', exists: false }))).toBe('register');
  });

  it('a failure shows an error; going to a step resets the status; back pops the stack and clears the error', () => {
    const failed = run(
      { type: 'emailChecked', email: 'a@b.co', exists: true },
      { type: 'submit' },
      { type: 'failed', error: 'x' },
    );
    expect(failed).toMatchObject({ status: 'error', error: 'x' });
    const back = funnelReducer(failed, { type: 'back' });
    expect(currentStep(back)).toBe('loginOrRegister');
    expect(back).toMatchObject({ status: 'idle', error: null });
    expect(funnelReducer(back, { type: 'back' })).toBe(back);
    const forgot = funnelReducer(failed, { type: 'goTo', step: 'forgotPassword' });
    expect(forgot).toMatchObject({
      status: 'idle',
      error: null,
      stack: ['loginOrRegister', 'login', 'forgotPassword'],
    });
  });

  it('sign-in success goes to authenticated with the token, and back no longer leaves it', () => {
    const done = run(
      { type: 'emailChecked', email: 'a@b.co', exists: true },
      { type: 'signedIn', authToken: 'tok' },
    );
    expect(currentStep(done)).toBe('authenticated');
    expect(done).toMatchObject({ status: 'success', authToken: 'tok' });
    expect(currentStep(funnelReducer(done, { type: 'back' }))).toBe('authenticated');
  });

  it('a 403 on third-party login goes to thirdPartyRegister; a provider without e-mail is an error', () => {
    const unknown = run({ type: 'unknownIdentity', identity });
    expect(currentStep(unknown)).toBe('thirdPartyRegister');
    expect(unknown.email).toBe('sandy@bosun.test');
    const noEmail = run({ type: 'unknownIdentity', identity: { ...identity, email: null } });
    expect(currentStep(noEmail)).toBe('loginOrRegister');
    expect(noEmail).toMatchObject({ status: 'error', error: 'thirdPartyNoEmailAccess' });
  });

  it('a 409 duplicate account goes to login with the e-mail kept', () => {
    const duplicate = run(
      { type: 'unknownIdentity', identity },
      { type: 'duplicateAccount', email: 'sandy@bosun.test' },
    );
    expect(currentStep(duplicate)).toBe('login');
    expect(duplicate).toMatchObject({ email: 'sandy@bosun.test', identity: null });
  });

  it('a 2FA challenge goes to twoFactorAuth with an empty code; resend has its own status', () => {
    const typed = run(
      { type: 'emailChecked', email: 'a@b.co', exists: false },
      { type: 'codeChanged', code: '12' },
    );
    const challenged = funnelReducer(typed, { type: 'twoFactorChallenge' });
    expect(currentStep(challenged)).toBe('twoFactorAuth');
    expect(challenged).toMatchObject({ validationCode: '', codeSent: true, status: 'idle' });
    const pending = funnelReducer(challenged, { type: 'resend' });
    expect(pending.resendStatus).toBe('pending');
    expect(funnelReducer(pending, { type: 'resendFailed' }).resendStatus).toBe('error');
    expect(funnelReducer(pending, { type: 'resent' }).resendStatus).toBe('idle');
  });

  it('says "your account is ready" only after creating one, not when signing in to an existing one', () => {
    const login = run({ type: 'emailChecked', email: 'a@b.co', exists: true }, { type: 'submit' });
    expect(funnelReducer(login, { type: 'signedIn', authToken: 't' }).newAccount).toBe(false);
    const registered = run(
      { type: 'emailChecked', email: 'new@b.co', exists: false },
      { type: 'twoFactorChallenge', phone: null },
      { type: 'submit' },
    );
    expect(funnelReducer(registered, { type: 'signedIn', authToken: 't' }).newAccount).toBe(true);
  });

  it('remembers the masked number the code went to, for the SMS step to name it', () => {
    const challenged = funnelReducer(initialFunnelState('register'), {
      type: 'twoFactorChallenge',
      phone: '+33 ••••••• 78',
    });
    expect(challenged.codePhone).toBe('+33 ••••••• 78');
  });

  it('forgot password success sets status success', () => {
    const sent = run({ type: 'goTo', step: 'forgotPassword' }, { type: 'submit' }, { type: 'resetLinkSent' });
    expect(sent).toMatchObject({ status: 'success', stack: ['loginOrRegister', 'forgotPassword'] });
  });
});
