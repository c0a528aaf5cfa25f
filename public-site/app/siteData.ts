import { data, redirect, redirectDocument } from 'react-router';
import { needsAppUpdate, WEBVIEW_VERSION_COOKIE } from '../../shared/app/bridge.ts';
import { readCookie } from '../../shared/consent/cookies.ts';
import type { LanguageCode } from '../../shared/i18n/languages.ts';
import { readUnreadTotal, unreadCountPath } from '../../shared/messaging/unreadCount.ts';
import { backOfficeTarget } from '../../shared/routing/backOfficeRoutes.ts';
import { resolveRoute } from '../../shared/routing/resolveRoute.ts';
import { localizedPath } from '../../shared/routing/routeWords.ts';
import type { ResolvedRoute } from '../../shared/routing/types.ts';
import { loadViewer } from '../components/AuthFunnel/loadViewer.ts';
import type { SiteViewer } from '../components/AuthFunnel/useAuthenticateRequest.ts';
import { currencyFromCookies, type SiteCurrency } from './currency.ts';
import type { Translations } from './i18n.ts';
import { loadScreen, SCREENS, type ScreenName, screenFor } from './screens.ts';
import { localizedApi, type SiteApi } from './siteApi.ts';

/** What the loaders need from where they run (the server render or the browser). */
export interface SiteServices {
  defaultLanguage: LanguageCode;
  loadTranslations(language: LanguageCode): Promise<Translations>;
  /** The Cookie header on the server, document.cookie in the browser. */
  cookies(request: Request): string;
  /** The API as the visitor of this request (see siteApi.ts). */
  api(request: Request): SiteApi;
}

/** The root route's data: everything the layout needs, sent to the browser in the hydration data. */
export interface SiteRootData {
  language: LanguageCode;
  defaultLanguage: LanguageCode;
  currency: SiteCurrency;
  translations: Translations;
  /**
   * Set in the hydration data instead of `translations`: the URL of the language's phrases, which
   * the page preloads and the browser keeps for every later page (see entry-server.tsx).
   */
  translationsHref?: string;
  /** The signed-in user, null for a guest. */
  viewer: SiteViewer | null;
  /**
   * The signed-in user's unread messages when the page was made, so that the header's badge is in
   * the page as first drawn: a page opened by a full load (the success page's link, an e-mail, a
   * push) otherwise showed none until the live stream connected. Absent for a guest.
   */
  unreadMessages?: number;
}

/** The page route's data: which screen a path shows. */
export interface ScreenData {
  route: ResolvedRoute;
  screen: ScreenName;
  /** What the page's own loader returned, if it has one. */
  data?: unknown;
  /** Set when the loader said this answer is not to be indexed (see ScreenLoaderResult). */
  noindex?: boolean;
}

export function resolveUrl(url: string | URL, defaultLanguage: LanguageCode): ResolvedRoute {
  return resolveRoute(new URL(url).pathname, { defaultLanguage });
}

/** The sign-in funnel's modal element (AuthFunnelModal.tsx). */
export const AUTH_MODAL_ATTRIBUTE = 'data-auth-funnel-modal';

export const authModalInDocument = () =>
  typeof document !== 'undefined' && document.querySelector(`[${AUTH_MODAL_ATTRIBUTE}]`) !== null;

/**
 * SPEC section 2's partial-page catch-all: while the sign-in modal is in the document, a move to
 * any path the application and product routes do not take (a search, a landing: Back or Forward,
 * or the page's own address updates) keeps the page behind the modal as it is instead of loading
 * another one under the visitor's sign-in. The provider brings the page up to date on close.
 */
export function keepsPageBehindAuthModal(
  { currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL },
  defaultLanguage: LanguageCode,
): boolean {
  if (!authModalInDocument() || currentUrl.href === nextUrl.href) return false;
  const kept =
    resolveRoute(nextUrl.pathname, { defaultLanguage, authModalPresent: true }).name === 'authModalPartial';
  if (kept) pageKeptBehindModal = true;
  return kept;
}

let pageKeptBehindModal = false;

/** Whether a page was kept behind the modal since the last call: the page to load once it closes. */
export function takePageKeptBehindModal(): boolean {
  const kept = pageKeptBehindModal;
  pageKeptBehindModal = false;
  return kept;
}

/** Resolving the language loads its translations (SPEC section 2). */
export async function loadSiteRoot(request: Request, services: SiteServices): Promise<SiteRootData> {
  const { language } = resolveUrl(request.url, services.defaultLanguage);
  const api = localizedApi(services.api(request), language);
  const [translations, [viewer, unreadMessages]] = await Promise.all([
    services.loadTranslations(language),
    loadViewer(api).then(
      async (viewer) => [viewer, viewer ? await loadUnreadTotal(api) : undefined] as const,
    ),
  ]);
  return {
    language,
    defaultLanguage: services.defaultLanguage,
    currency: currencyFromCookies(services.cookies(request)),
    translations,
    viewer,
    ...(unreadMessages === undefined ? {} : { unreadMessages }),
  };
}

/** The viewer's unread total for the header; undefined when it cannot be read (the stream tells it later). */
async function loadUnreadTotal(api: SiteApi): Promise<number | undefined> {
  try {
    const response = await api(unreadCountPath);
    return response.ok ? readUnreadTotal(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

export async function loadScreenData(request: Request, services: SiteServices) {
  const route = resolveUrl(request.url, services.defaultLanguage);
  // The back office lives in its own app under /admin: each SPEC page opens its console screen.
  if (route.name === 'backOffice') throw redirectDocument(backOfficeTarget(route.params.page ?? ''));
  // Apps older than 4.0.0 get no webview feature: they are asked to update (SPEC sections 2 and 9).
  if (
    route.name !== 'appUpdateNeeded' &&
    needsAppUpdate(readCookie(services.cookies(request), WEBVIEW_VERSION_COOKIE))
  ) {
    throw redirect(localizedPath(route.language, '/app-update-needed', services.defaultLanguage), 302);
  }
  const screen = screenFor(route.name);
  const module = await loadScreen(screen);
  if (!module.loader) return data<ScreenData>({ route, screen }, { status: SCREENS[screen].status });

  const result = await module.loader({
    request,
    route,
    language: route.language,
    currency: currencyFromCookies(services.cookies(request)),
    api: localizedApi(services.api(request), route.language),
    cookies: services.cookies(request),
  });
  if (result.redirect) throw redirect(result.redirect.location, result.redirect.status);
  if (result.notFound) {
    await loadScreen('notFound');
    return data<ScreenData>({ route, screen: 'notFound' }, { status: 404 });
  }
  return data<ScreenData>(
    { route, screen, data: result.data, ...(result.noindex ? { noindex: true } : {}) },
    { status: result.status ?? SCREENS[screen].status },
  );
}
