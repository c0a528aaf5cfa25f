import type { CurrentUser } from '../../../shared/auth/session.ts';
import type { SiteApi } from '../../app/siteApi.ts';
import type { SiteViewer } from './useAuthenticateRequest.ts';

export function toSiteViewer(user: CurrentUser): SiteViewer {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isOwner: user.isOwner,
  };
}

/**
 * The signed-in user for the root loader. `/api/v6/auth/viewer` is `/api/v3/users` that answers a
 * guest with 200 and null, so browsers log no failed request on every page; an unreachable API
 * renders as a guest.
 */
export async function loadViewer(api: SiteApi): Promise<SiteViewer | null> {
  try {
    const response = await api('/api/v6/auth/viewer');
    if (!response.ok) return null;
    const { user } = (await response.json()) as { user: CurrentUser | null };
    return user ? toSiteViewer(user) : null;
  } catch {
    return null;
  }
}
