import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { takePageKeptBehindModal } from '../../app/siteData.ts';
import type { FunnelPlacement } from './funnelLayout.ts';
import {
  AuthFunnelContext,
  type AuthFunnelContextValue,
  type AuthReason,
  type AuthResult,
  type SiteViewer,
} from './useAuthenticateRequest.ts';

// The funnel's code loads only when a visitor first needs it.
const AuthFunnelModal = lazy(() => import('./AuthFunnelModal.tsx'));

interface PendingRequest {
  reason: AuthReason;
  resolve(result: AuthResult): void;
  /** What had focus when the funnel opened; it gets it back on close. */
  opener: HTMLElement | null;
}

/**
 * Holds the signed-in user and opens the sign-in funnel for protected actions (SPEC section 4,
 * "Authenticate request"): closing the modal after signing in gives success, otherwise aborted.
 */
export function AuthFunnelProvider({
  initialViewer,
  children,
}: {
  initialViewer: SiteViewer | null;
  children: ReactNode;
}) {
  const [viewer, setViewerState] = useState(initialViewer);
  const viewerRef = useRef(initialViewer);
  const [pending, setPending] = useState<PendingRequest | null>(null);
  const revalidator = useRevalidator();

  useEffect(() => {
    viewerRef.current = initialViewer;
    setViewerState(initialViewer);
  }, [initialViewer]);

  const setViewer = useCallback((next: SiteViewer | null) => {
    viewerRef.current = next;
    setViewerState(next);
  }, []);

  const authenticate = useCallback((reason: AuthReason): Promise<AuthResult> => {
    if (viewerRef.current) return Promise.resolve({ status: 'success' });
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return new Promise<AuthResult>((resolve) => setPending({ reason, resolve, opener }));
  }, []);

  const close = useCallback(
    (result: AuthResult) => {
      pending?.resolve(result);
      setPending(null);
      const opener = pending?.opener;
      if (opener?.isConnected) requestAnimationFrame(() => opener.focus());
      // Pages that show per-user data (favourites, prices for the user) reload it as the signed-in user;
      // a page kept behind the modal while the address changed loads the page of the address now.
      // (SPEC section 2's partial-page catch-all, siteData.ts).
      const kept = takePageKeptBehindModal();
      if (result.status === 'success' || kept) revalidator.revalidate();
    },
    [pending, revalidator],
  );

  const value = useMemo<AuthFunnelContextValue>(
    () => ({ viewer, authenticate, setViewer }),
    [viewer, authenticate, setViewer],
  );

  return (
    <AuthFunnelContext.Provider value={value}>
      {children}
      {pending && (
        <Suspense fallback={null}>
          <AuthFunnelModal
            reason={pending.reason}
            placement={placementFor(pending.reason)}
            onSignedIn={setViewer}
            onClose={close}
          />
        </Suspense>
      )}
    </AuthFunnelContext.Provider>
  );
}

/**
 * The header's sign-in button opens the right-side layout (SPEC section 2: 530 px from the right, on
 * wide screens); every other reason, the phone menu's included, the centred modal.
 */
export const placementFor = (reason: AuthReason): FunnelPlacement =>
  reason === 'header' ? 'right' : 'centred';
