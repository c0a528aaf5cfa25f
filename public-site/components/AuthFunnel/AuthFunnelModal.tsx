import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/auth-funnel.css';
import { browserApi } from '../../app/siteApi.ts';
import { AUTH_MODAL_ATTRIBUTE } from '../../app/siteData.ts';
import { AuthFunnelPanel } from './AuthFunnelPanel.tsx';
import { closesOnSwipe, FUNNEL_LAYOUT, type FunnelPlacement, swipeVelocity } from './funnelLayout.ts';
import { loadViewer } from './loadViewer.ts';
import type { AuthReason, AuthResult, SiteViewer } from './useAuthenticateRequest.ts';

interface Props {
  reason: AuthReason;
  placement?: FunnelPlacement;
  onSignedIn(viewer: SiteViewer | null): void;
  onClose(result: AuthResult): void;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([hidden]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The sign-in funnel as a modal dialog (SPEC section 2): centred and 560 px wide (or the right-side
 * variant), full screen on phones with swipe-down to close, Escape to close, focus kept inside
 * and given back on close; closing waits 100 ms for the exit animation.
 */
export default function AuthFunnelModal({ reason, placement = 'centred', onSignedIn, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const authToken = useRef<string | null>(null);
  const swipe = useRef<{ y: number; time: number } | null>(null);
  const [closing, setClosing] = useState(false);

  // Focus goes back to the opener from the provider, which knew it before this code loaded.
  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (!dialog.current?.contains(document.activeElement)) dialog.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  function close() {
    if (closing) return;
    setClosing(true);
    setTimeout(() => {
      // SPEC section 4: closed with data gives success with the token, otherwise aborted.
      onClose(
        authToken.current ? { status: 'success', authToken: authToken.current } : { status: 'aborted' },
      );
    }, FUNNEL_LAYOUT.closeDelayMs);
  }

  async function authenticated(token: string) {
    authToken.current = token;
    onSignedIn(await loadViewer(browserApi));
  }

  function keepFocusInside(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null,
    );
    if (!focusable.length) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const startSwipe = (event: PointerEvent) => {
    if (event.pointerType === 'touch') swipe.current = { y: event.clientY, time: event.timeStamp };
  };
  const endSwipe = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (start && closesOnSwipe(swipeVelocity(start.y, event.clientY, event.timeStamp - start.time))) close();
  };

  return (
    <div
      {...{ [AUTH_MODAL_ATTRIBUTE]: '' }}
      className={`auth-funnel__backdrop${closing ? ' is-closing' : ''}`}
      onPointerDown={(event) => event.target === event.currentTarget && close()}
    >
      <div
        ref={dialog}
        className={`auth-funnel auth-funnel--${placement}${closing ? ' is-closing' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-reason={reason}
        tabIndex={-1}
        onKeyDown={keepFocusInside}
      >
        <div
          className="auth-funnel__handle"
          onPointerDown={startSwipe}
          onPointerUp={endSwipe}
          aria-hidden="true"
        />
        <button type="button" className="auth-funnel__close" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('auth:actions.close')}</span>
        </button>
        <AuthFunnelPanel titleId={titleId} onAuthenticated={authenticated} onContinue={close} />
      </div>
    </div>
  );
}
