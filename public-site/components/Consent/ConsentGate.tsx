import { type ComponentType, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { consentFromCookies } from '../../../shared/consent/consent.ts';
import { useViewer } from '../AuthFunnel/useAuthenticateRequest.ts';
import type { ConsentDialogProps } from './ConsentDialog.tsx';

/** A link to this hash (the footer's "Cookies", say) opens the preferences on any page. */
export const PREFERENCES_HASH = '#cookie-preferences';

/**
 * Decides, after hydration, whether to ask for consent (issue 21). The banner and what a choice
 * switches on are separate chunks, loaded only when needed: a visitor who has chosen loads nothing
 * more, and the page's first load carries only this.
 */
export function ConsentGate() {
  const viewer = useViewer();
  const { pathname, hash } = useLocation();
  const [view, setView] = useState<'banner' | 'preferences' | null>(null);
  const [Dialog, setDialog] = useState<ComponentType<ConsentDialogProps> | null>(null);

  // On every page: an earlier choice takes effect here too (the webview's choice included).
  useEffect(() => {
    const { choice, source } = consentFromCookies(document.cookie);
    if (choice && Object.values(choice).some(Boolean)) {
      void import('./consentEffects.ts').then((effects) =>
        effects.applyConsent(choice, { viewer, pathname }),
      );
    }
    if (source === 'none') setView('banner');
  }, [viewer, pathname]);

  useEffect(() => {
    if (hash === PREFERENCES_HASH && consentFromCookies(document.cookie).source !== 'webview') {
      setView('preferences');
    }
  }, [hash]);

  useEffect(() => {
    if (view && !Dialog) {
      void import('./ConsentDialog.tsx').then((module) => setDialog(() => module.ConsentDialog));
    }
  }, [view, Dialog]);

  if (!view || !Dialog) return null;
  return <Dialog view={view} context={{ viewer, pathname }} onClose={() => setView(null)} />;
}
