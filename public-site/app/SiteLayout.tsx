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
