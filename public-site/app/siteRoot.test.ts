import { describe, expect, it } from 'vitest';
import type { SiteApi } from './siteApi.ts';
import { loadSiteRoot, type SiteServices } from './siteData.ts';

/**
 * The root loader gives the header the signed-in user's unread total with the page (SPEC section 7,
 * messenger), so that a page opened by a full load draws its badge at once; a guest's page asks nothing.
 */
function servicesAnswering(answers: Record<string, unknown>, calls: string[]): SiteServices {
  const api: SiteApi = async (path) => {
    calls.push(path);
    const key = Object.keys(answers).find((prefix) => path.startsWith(prefix));
    return key
      ? new Response(JSON.stringify(answers[key]), { headers: { 'content-type': 'application/json' } })
      : new Response('{}', { status: 404 });
  };
  return { defaultLanguage: 'en', loadTranslations: async () => ({}), cookies: () => '', api: () => api };
}

const USER = { id: 7, firstName: 'Eleni', lastName: 'P', email: 'e@example.test', isOwner: false };

describe('the root loader', () => {
  it('carries a signed-in user’s unread total, asked in the page’s language', async () => {
    const calls: string[] = [];
    const services = servicesAnswering(
      { '/api/v6/auth/viewer': { user: USER }, '/api/v6/account/conversations/unread-count': { total: 12 } },
      calls,
    );
    const root = await loadSiteRoot(new Request('http://localhost/el/booking/4/detail'), services);
    expect(root.viewer?.firstName).toBe('Eleni');
    expect(root.unreadMessages).toBe(12);
    expect(calls).toContain('/api/v6/account/conversations/unread-count?_locale=el');
  });

  it('asks a guest’s nothing, and leaves the count out when the API cannot give it', async () => {
    const calls: string[] = [];
    const guest = await loadSiteRoot(
      new Request('http://localhost/fr'),
      servicesAnswering({ '/api/v6/auth/viewer': { user: null } }, calls),
    );
    expect(guest.viewer).toBeNull();
    expect('unreadMessages' in guest).toBe(false);
    expect(calls.some((path) => path.includes('unread-count'))).toBe(false);

    const failing = await loadSiteRoot(
      new Request('http://localhost/fr'),
      servicesAnswering({ '/api/v6/auth/viewer': { user: USER } }, []),
    );
    expect(failing.viewer?.id).toBe(7);
    expect('unreadMessages' in failing).toBe(false);
  });
});
