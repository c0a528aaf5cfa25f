import { Link } from 'react-router';
import { PRODUCT_TYPES } from '../../../shared/catalogue/catalogue.ts';
import { localizedPath, searchPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/footer.css';
import { Logo } from '../Logo/Logo.tsx';

/** Company pages are landings of the content system, at the same slug in every language. */
const COMPANY_PAGES = [
  ['about', '/about'],
  ['howItWorks', '/how-it-works'],
  ['becomeOwner', '/become-an-owner'],
  ['help', '/help'],
  ['contact', '/contact'],
] as const;
const LEGAL_PAGES = [
  ['terms', '/terms'],
  ['privacy', '/privacy'],
  ['cookies', '/cookies'],
] as const;
const FOOTER_BOAT_TYPES = PRODUCT_TYPES.filter((type) =>
  ['sailboat', 'catamaran', 'motorboat', 'withoutLicense', 'yacht'].includes(type.key),
);

export function Footer() {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const path = (pagePath: string) => localizedPath(language, pagePath, defaultLanguage);
  const search = searchPath(language, { defaultLanguage });

  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__brand">
          <Logo />
          <p>
            {t('meta:boatRental')} {t('meta:withOrWithoutLicence')}
          </p>
        </div>
        <div className="site-footer__column">
          <h2>{t('home:boatTypes.title')}</h2>
          <ul>
            {FOOTER_BOAT_TYPES.map(({ key }) => (
              <li key={key}>
                <Link to={`${search}?${new URLSearchParams({ boatTypes: key })}`}>
                  {t(`productTypes:${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="site-footer__column">
          <h2>{t('meta:brand')}</h2>
          <ul>
            {COMPANY_PAGES.map(([key, pagePath]) => (
              <li key={key}>
                <Link to={path(pagePath)}>{t(`footer:${key}`)}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container">
        <div className="site-footer__legal">
          <p>{t('footer:copyright', { year: new Date().getFullYear() })}</p>
          <ul>
            {LEGAL_PAGES.map(([key, pagePath]) => (
              <li key={key}>
                <Link to={path(pagePath)}>{t(`footer:${key}`)}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
