import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import { browserApi } from '../../app/siteApi.ts';
import { usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { AuthFunnelPanel } from '../../components/AuthFunnel/AuthFunnelPanel.tsx';
import { loadViewer } from '../../components/AuthFunnel/loadViewer.ts';
import { useSetViewer, useViewer } from '../../components/AuthFunnel/useAuthenticateRequest.ts';
import '../../styles/auth-funnel.css';
import '../../styles/login.css';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

interface LoginPageData {
  resetToken: string | null;
  /** A same-site path to go to after signing in (account pages send visitors here). */
  next: string | null;
}

export function head(t: TFunction, data?: unknown) {
  const reset = (data as LoginPageData | undefined)?.resetToken;
  return {
    title: t(reset ? 'auth:reset.title' : 'auth:login.title'),
    description: t('auth:login.description'),
  };
}

/** Only paths of this site: `//host` or `https://host` would make the page an open redirect. */
export function safeNext(value: string | null): string | null {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

export async function loader({ request }: ScreenLoaderContext): Promise<ScreenLoaderResult> {
  const url = new URL(request.url);
  const data: LoginPageData = {
    resetToken: url.searchParams.get('resetToken'),
    next: safeNext(url.searchParams.get('next')),
  };
  return { data };
}

/** The `login` route: the funnel on a page (reason loginPage), or the new-password form of a reset link. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const data = usePageData<LoginPageData>();
  const viewer = useViewer();
  const setViewer = useSetViewer();
  // A visitor who signs in here sees the funnel's last step, not the signed-in view that replaces it.
  const [funnelShown] = useState(!viewer);
  const navigate = useNavigate();
  const home = localizedPath(language, '/', defaultLanguage);
  const accountPath = localizedPath(language, '/account/profile', defaultLanguage);

  if (data?.resetToken) {
    return (
      <section className="login-page container" aria-labelledby="login-title">
        <div className="login-page__card">
          <h1 id="login-title">{t('auth:reset.title')}</h1>
          <ResetPasswordForm token={data.resetToken} />
        </div>
      </section>
    );
  }

  return (
    <section className="login-page container" aria-labelledby="login-title">
      <h1 id="login-title" className="visually-hidden">
        {t('auth:login.title')}
      </h1>
      <div className="login-page__card" data-reason="loginPage">
        {viewer && !funnelShown ? (
          <div className="auth-funnel__form">
            <p role="status">{t('auth:login.signedInAs', { name: viewer.firstName })}</p>
            <Link className="button button--primary" to={data?.next ?? accountPath}>
              {t('auth:actions.continue')}
            </Link>
            <Link className="auth-funnel__link" to={home}>
              {t('auth:login.home')}
            </Link>
          </div>
        ) : (
          <AuthFunnelPanel
            onAuthenticated={async () => {
              setViewer(await loadViewer(browserApi));
              // Signed in: the page has done its job and goes on (replacing itself in the history).
              await navigate(data?.next ?? home, { replace: true });
            }}
            onContinue={() => navigate(data?.next ?? home)}
          />
        )}
      </div>
    </section>
  );
}
