import { useEffect, useMemo, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import { AuthFunnelProvider } from '../components/AuthFunnel/AuthFunnelProvider.tsx';
import { ConsentGate } from '../components/Consent/ConsentGate.tsx';
import { Footer } from '../components/Footer/Footer.tsx';
import { Header } from '../components/Header/Header.tsx';
import { AppMode } from './AppMode.tsx';
import { useTranslation } from './useTranslation.ts';
import '../styles/base.css';
import { type HeadLinks, headLinks } from './headLinks.ts';
import { createSiteI18n } from './i18n.ts';
import { pageHead } from './pageHead.ts';
import type { SiteRootData } from './siteData.ts';
import { useScreenData } from './useSite.ts';

/** The root layout: the language's translations for everything below, then header, page, footer. */
export function SiteLayout() {
  const site = useLoaderData() as SiteRootData;
  const i18n = useMemo(
    () => createSiteI18n(site.language, site.translations),
    [site.language, site.translations],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <AuthFunnelProvider initialViewer={site.viewer}>
        <SiteFrame />
      </AuthFunnelProvider>
    </I18nextProvider>
  );
}

function SiteFrame() {
  const { t } = useTranslation();
  const site = useLoaderData() as SiteRootData;
  const screenData = useScreenData();
  const head = pageHead(screenData, t);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useDocumentHead(site.language, head.title, head.description);
  const links = headLinks(siteOrigin(), site.language, site.defaultLanguage, screenData, head);
  useHeadLinks(links);
  useNewPageFocus();

  return (
    <div className="site" data-hydrated={hydrated ? 'true' : 'false'}>
      <a className="skip-link" href="#main">
        {t('header:skipToContent')}
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {hydrated && <ConsentGate />}
      {hydrated && <AppMode />}
    </div>
  );
}

/** The server writes the head; client navigations keep it in step. */
function useDocumentHead(language: string, title: string, description: string) {
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [language, title, description]);
}

/** The origin the server wrote its links with (PUBLIC_URL), else the page's own. */
function siteOrigin(): string {
  if (typeof document === 'undefined') return '';
  const written = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return written ? new URL(written).origin : window.location.origin;
}

/**
 * The canonical and hreflang links follow client navigations, as the title does: a page reached
 * without a reload otherwise kept the first page's links (what a crawler running scripts reads).
 */
function useHeadLinks(links: HeadLinks) {
  const key = `${links.canonical ?? ''} ${links.alternates.map((a) => a.href).join(' ')}`;
  const written = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when the links changed.
  useEffect(() => {
    // The first page's links are the server's own.
    if (written.current) {
      written.current = false;
      return;
    }
    const headElement = document.head;
    for (const old of headElement.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]'))
      old.remove();
    const ogUrl = headElement.querySelector('meta[property="og:url"]');
    if (!links.canonical) {
      ogUrl?.remove();
      return;
    }
    const link = (attributes: Record<string, string>) => {
      const element = document.createElement('link');
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      headElement.append(element);
    };
    link({ rel: 'canonical', href: links.canonical });
    for (const alternate of links.alternates)
      link({ rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href });
    if (ogUrl) ogUrl.setAttribute('content', links.canonical);
    else {
      const meta = document.createElement('meta');
      meta.setAttribute('property', 'og:url');
      meta.setAttribute('content', links.canonical);
      headElement.append(meta);
    }
  }, [key]);
}

/** After a client navigation, start the new page at its top and move screen readers to it. */
function useNewPageFocus() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}
