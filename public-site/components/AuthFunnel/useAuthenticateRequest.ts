import { createContext, useContext } from 'react';

/** Why the funnel opened (SPEC section 4): each protected action names itself. */
export type AuthReason =
  | 'book'
  | 'favorite'
  | 'header'
  | 'loginPage'
  | 'menu'
  | 'searchFavorite'
  | 'sendMessage';

export type AuthResult = { status: 'success'; authToken?: string } | { status: 'aborted' };

/** The signed-in visitor as the site shows them; null for a guest. */
export interface SiteViewer {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  isOwner: boolean;
}

export interface AuthFunnelContextValue {
  viewer: SiteViewer | null;
  authenticate(reason: AuthReason): Promise<AuthResult>;
  /** After a profile change or a sign-out, so the header and pages show the new state at once. */
  setViewer(viewer: SiteViewer | null): void;
}

export const AuthFunnelContext = createContext<AuthFunnelContextValue | null>(null);

function useAuthFunnelContext(): AuthFunnelContextValue {
  const context = useContext(AuthFunnelContext);
  if (!context) throw new Error('useAuthenticateRequest is used outside AuthFunnelProvider (SiteLayout).');
  return context;
}

/**
 * Every protected action calls the returned function first: a signed-in visitor goes on at once,
 * a guest gets the sign-in modal and the action continues on success or stops on `aborted`.
 */
export function useAuthenticateRequest(): (reason: AuthReason) => Promise<AuthResult> {
  return useAuthFunnelContext().authenticate;
}

export function useViewer(): SiteViewer | null {
  return useAuthFunnelContext().viewer;
}

export function useSetViewer(): (viewer: SiteViewer | null) => void {
  return useAuthFunnelContext().setViewer;
}
