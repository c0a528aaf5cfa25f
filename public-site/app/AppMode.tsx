import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { needsAppUpdate, WEBVIEW_VERSION_COOKIE } from '../../shared/app/bridge.ts';
import { readCookie } from '../../shared/consent/cookies.ts';
import { useViewer } from '../components/AuthFunnel/useAuthenticateRequest.ts';
import type { WebviewSession } from './appBridge/webviewSession.ts';
import { reportSiteError } from './errorReporting.ts';
import { useTranslation } from './useTranslation.ts';

/**
 * The native app mode (issue 20): nothing in a browser. In the app's webview (its version cookie
 * set, version 4.0.0 or newer) the bridge code loads lazily and runs the webview behaviours; a
 * sign-in, or a signed-in start, initialises the permissions.
 */
export function AppMode() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const session = useRef<Promise<WebviewSession> | null>(null);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const { t } = useTranslation();
  // A failed push registration (refused, or the network down) is said on the page and reported.
  const [pushFailed, setPushFailed] = useState(false);

  useEffect(() => {
    const version = readCookie(document.cookie, WEBVIEW_VERSION_COOKIE);
    if (!version || needsAppUpdate(version)) return;
    const started = import('./appBridge/webviewSession.ts').then(({ startWebviewSession }) =>
      startWebviewSession({
        navigate: (url) => {
          const target = new URL(url, window.location.href);
          if (target.origin === window.location.origin)
            navigateRef.current(`${target.pathname}${target.search}`);
          else window.location.assign(url);
        },
      }),
    );
    session.current = started;
    started.catch(reportSiteError);
    return () => {
      session.current = null;
      started.then((s) => s.stop()).catch(() => undefined);
    };
  }, []);

  const viewerId = viewer?.id;
  useEffect(() => {
    if (viewerId === undefined) return;
    session.current
      ?.then((s) => s.signedIn(viewerId))
      .catch((error) => {
        reportSiteError(error);
        setPushFailed(true);
      });
  }, [viewerId]);

  if (!pushFailed) return null;
  return (
    <p className="app-mode__notice" role="alert" data-testid="push-failed">
      {t('appMode:pushFailed')}
      <button type="button" className="button button--ghost" onClick={() => setPushFailed(false)}>
        {t('auth:actions.close')}
      </button>
    </p>
  );
}
