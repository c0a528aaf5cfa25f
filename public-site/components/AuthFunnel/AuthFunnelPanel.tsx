import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { browserApi } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { type ApiFailure, errorText, fieldErrors } from './funnelErrors.ts';
import { currentStep, type FunnelStep, funnelReducer, initialFunnelState } from './funnelState.ts';
import { RegisterStep, TwoFactorStep } from './RegisterSteps.tsx';
import { EmailStep, ForgotPasswordStep, LoginStep } from './SignInSteps.tsx';
import { useFunnelActions } from './useFunnelActions.ts';

interface PanelProps {
  /** Called once, as soon as the visitor is signed in (the step shows authenticated). */
  onAuthenticated(authToken: string): void;
  /** The authenticated step's button: the modal closes, the login page goes on. */
  onContinue(): void;
  /** Where the title goes, so the modal can label its dialog with it. */
  titleId?: string;
  initialStep?: FunnelStep;
}

/** The social sign-ins this server accepts (CAB, the sandbox outside production…), once asked. */
function useSocialProviders(): readonly string[] {
  const [providers, setProviders] = useState<readonly string[]>([]);
  useEffect(() => {
    let live = true;
    browserApi('/api/v6/auth/providers')
      .then((response) => (response.ok ? response.json() : { providers: [] }))
      .then((body: { providers?: unknown }) => {
        if (live && Array.isArray(body.providers)) setProviders(body.providers.map(String));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return providers;
}

/** The funnel's steps (SPEC section 2) with a back button over the step stack. */
export function AuthFunnelPanel({ onAuthenticated, onContinue, titleId, initialStep }: PanelProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(funnelReducer, initialStep, initialFunnelState);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const actions = useFunnelActions(state, dispatch, setFailure);
  const providers = useSocialProviders();
  const step = currentStep(state);
  const fields = fieldErrors(t, failure);
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new step replaces the focused control: keep focus in the funnel, on the new step's title.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    if (!panel.current?.contains(document.activeElement)) heading.current?.focus();
  }, [step]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reported once, when the token arrives.
  useEffect(() => {
    if (state.authToken) onAuthenticated(state.authToken);
  }, [state.authToken]);

  return (
    <div ref={panel} className="auth-funnel__panel" data-step={step} data-status={state.status}>
      {state.stack.length > 1 && step !== 'authenticated' && (
        <div className="auth-funnel__top">
          <button type="button" className="auth-funnel__back" onClick={() => dispatch({ type: 'back' })}>
            <span aria-hidden="true">←</span> {t('auth:actions.back')}
          </button>
        </div>
      )}
      <h2 id={headingId} ref={heading} className="auth-funnel__title" tabIndex={-1}>
        {t(`auth:titles.${step}`)}
      </h2>
      {state.status === 'error' && state.error && (
        <p className="auth-funnel__error" role="alert">
          {errorText(t, state.error)}
        </p>
      )}
      {step === 'loginOrRegister' && (
        <EmailStep
          state={state}
          fields={fields}
          onEmail={actions.checkEmail}
          onProvider={actions.loginWithProvider}
          providers={providers}
        />
      )}
      {step === 'login' && (
        <LoginStep
          state={state}
          fields={fields}
          onLogin={actions.login}
          onForgot={() => dispatch({ type: 'goTo', step: 'forgotPassword' })}
        />
      )}
      {step === 'forgotPassword' && (
        <ForgotPasswordStep state={state} fields={fields} onSend={actions.forgotPassword} />
      )}
      {(step === 'register' || step === 'thirdPartyRegister') && (
        <RegisterStep
          key={step}
          state={state}
          fields={fields}
          withPassword={step === 'register'}
          onRegister={actions.register}
        />
      )}
      {step === 'twoFactorAuth' && (
        <TwoFactorStep
          state={state}
          fields={fields}
          onCode={actions.submitCode}
          onCodeChange={(code) => dispatch({ type: 'codeChanged', code })}
          onResend={actions.resendCode}
        />
      )}
      {step === 'authenticated' && (
        <div className="auth-funnel__form">
          <p role="status">
            {state.newAccount ? t('auth:authenticated.text') : t('searchMore:signedIn.text')}
          </p>
          <button className="button button--primary auth-funnel__submit" type="button" onClick={onContinue}>
            {t('auth:actions.continue')}
          </button>
        </div>
      )}
    </div>
  );
}
