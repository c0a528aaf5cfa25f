import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { SITE_PAGES, type SitePage } from '../../../shared/routing/sitePages.ts';
import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import { usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/site-pages.css';
import { ContactForm } from './ContactForm.tsx';
import { CookieTable } from './CookieTable.tsx';
import { loadSitePageTexts, type SitePageText, type SitePageTexts } from './sitePageTexts.ts';

interface SitePageData {
  page: SitePage;
  text: SitePageText;
  /** The table of the cookie page. */
  cookies?: SitePageTexts['cookies'];
  /** Every page's title, for the list of the other pages. */
  titles: Record<SitePage, string>;
}

export function head(_t: TFunction, data?: unknown) {
  const page = data as SitePageData | undefined;
  return { title: page?.text.title, description: page?.text.description };
}

/** The footer's company and legal pages: their texts are server-rendered in the page's language. */
export async function loader(context: ScreenLoaderContext): Promise<ScreenLoaderResult> {
  const page = context.route.params.page as SitePage;
  const texts = await loadSitePageTexts(context.language);
  const titles = Object.fromEntries(SITE_PAGES.map((slug) => [slug, texts.pages[slug].title])) as Record<
    SitePage,
    string
  >;
  const data: SitePageData = {
    page,
    text: texts.pages[page],
    cookies: page === 'cookies' ? texts.cookies : undefined,
    titles,
  };
  return { data };
}

export default function SitePageScreen() {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const { page, text, cookies, titles } = usePageData<SitePageData>();
  return (
    <div className="site-page container">
      <article className="site-page__article" aria-labelledby="site-page-title">
        <h1 id="site-page-title">{text.title}</h1>
        <p className="site-page__lead">{text.description}</p>
        {text.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 48)}>{paragraph}</p>
            ))}
          </section>
        ))}
        {page === 'cookies' && cookies ? <CookieTable purposes={cookies} /> : null}
        {page === 'contact' ? <ContactForm /> : null}
      </article>
      <nav className="site-page__nav" aria-label={t('sitePages:otherPages')}>
        <ul>
          {SITE_PAGES.map((slug) => (
            <li key={slug}>
              <Link
                to={localizedPath(language, `/${slug}`, defaultLanguage)}
                aria-current={slug === page ? 'page' : undefined}
              >
                {titles[slug]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
