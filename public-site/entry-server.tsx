import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { FALLBACK_LANGUAGE, type LanguageCode } from '../shared/i18n/languages.ts';
import { documentHtml } from './app/documentHtml.ts';
import { headLinks } from './app/headLinks.ts';
import { createSiteI18n, type Translations, translationsUrl } from './app/i18n.ts';
import { pageHead } from './app/pageHead.ts';
import { SCREENS } from './app/screens.ts';
import type { SiteApi } from './app/siteApi.ts';
import { pageAssets, type ViteManifest } from './app/siteAssets.ts';
import type { ScreenData, SiteRootData } from './app/siteData.ts';
import { siteTranslation } from './app/useTranslation.ts';
import { createRoutes } from './routes.tsx';

export interface SiteRendererOptions {
  defaultLanguage: LanguageCode;
  /** Origin of canonical and hreflang URLs (config PUBLIC_URL). */
  publicUrl: string;
  manifest: ViteManifest;
  /** The built CSS file at a URL path such as /assets/x.css, to inline in the page; undefined links it. */
  stylesheetText?(href: string): string | undefined;
  loadTranslations(language: LanguageCode): Promise<Translations>;
  /** The URL of a language's phrases, versioned by their content (default: translationsUrl). */
  translationsHref?(language: LanguageCode): string;
  reportError(error: unknown): void;
  /** Calls the API in-process as the visitor whose Cookie header is given. */
  callApi(cookie: string, ...args: Parameters<SiteApi>): ReturnType<SiteApi>;
}

export interface SiteRequest {
  /** Path and query string as requested. */
  url: string;
  cookie?: string;
  /** The response's CSP nonce, put on every script. */
  nonce: string;
}

export type SiteResponse =
  | { status: number; location: string }
  | {
      status: number;
      html: string;
      /** The same for every guest (a product page): the server may keep it briefly for them. */
      sharedWithGuests: boolean;
    };

/**
 * The public site's server render: React Router's static handler runs the loaders (language,
 * translations, the page's code), then React renders the page into the HTML document.
 */
export function createSiteRenderer(
  options: SiteRendererOptions,
): (request: SiteRequest) => Promise<SiteResponse> {
  const origin = new URL(options.publicUrl).origin;
  const handler = createStaticHandler(
    createRoutes({
      defaultLanguage: options.defaultLanguage,
      loadTranslations: options.loadTranslations,
      cookies: (request) => request.headers.get('cookie') ?? '',
      api: (request) => (path, init) => options.callApi(request.headers.get('cookie') ?? '', path, init),
    }),
  );

  return async function renderSite(siteRequest) {
    // A path like //other.host must stay a path of ours.
    const request = new Request(new URL(siteRequest.url.replace(/^\/+/, '/'), origin), {
      headers: siteRequest.cookie ? { cookie: siteRequest.cookie } : {},
    });
    const context = await handler.query(request);
    if (context instanceof Response) {
      return { status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    const site = context.loaderData.root as SiteRootData | undefined;
    const screenData = context.loaderData.screen as ScreenData | undefined;
    const language = site?.language ?? FALLBACK_LANGUAGE;
    const t = site ? siteTranslation(createSiteI18n(site.language, site.translations)).t : null;
    const head = t ? pageHead(screenData, t) : { title: 'Bosun', description: '' };
    const router = createStaticRouter(handler.dataRoutes, context);
    // The phrases stay out of the hydration data (a third of a product page's HTML): the browser
    // fetches the language's file, preloaded from the head and cached for every later page.
    const translationsHref = site && (options.translationsHref?.(language) ?? translationsUrl(language));
    const hydration = site
      ? { ...context, loaderData: { ...context.loaderData, root: hydrationRoot(site, translationsHref) } }
      : context;
    const body = renderToHtml(
      <StrictMode>
        <StaticRouterProvider router={router} context={hydration} nonce={siteRequest.nonce} />
      </StrictMode>,
      options.reportError,
    );
    const links = headLinks(origin, language, options.defaultLanguage, screenData, head);
    const html = documentHtml({
      language,
      title: head.title,
      description: head.description,
      image: head.image && new URL(head.image, origin).href,
      jsonLd: head.jsonLd,
      canonical: links.canonical,
      alternates: links.alternates,
      assets: pageAssets(options.manifest, screenData ? [SCREENS[screenData.screen].source] : []),
      stylesheetText: options.stylesheetText,
      fetchPreloads: translationsHref ? [translationsHref] : [],
      largestPicture: head.largestPicture,
      nonce: siteRequest.nonce,
      body,
    });
    const sharedWithGuests =
      context.statusCode === 200 &&
      !site?.viewer &&
      Boolean(screenData && SCREENS[screenData.screen].sharedWithGuests);
    return { status: context.statusCode, html, sharedWithGuests };
  };
}

function hydrationRoot(
  site: SiteRootData,
  translationsHref: string | undefined,
): Omit<SiteRootData, 'translations'> {
  const { translations: _sentSeparately, ...rest } = site;
  return { ...rest, translationsHref };
}

/**
 * The page's markup in one synchronous pass. Every loader has run before (React Router's static
 * handler) and nothing on the server suspends (the lazy map and sign-in dialog only open in the
 * browser), so streaming would only add work: renderToPipeableStream encoded each chunk to bytes
 * that were decoded back into this string, a tenth of the render.
 */
function renderToHtml(element: React.ReactNode, reportError: (error: unknown) => void): string {
  try {
    return renderToString(element);
  } catch (error) {
    reportError(error);
    throw error;
  }
}
