import { useTranslation } from '../../app/useTranslation.ts';
import { SITE_COOKIES, type SitePageTexts } from './sitePageTexts.ts';

/** Every cookie the site writes, and the link that opens the consent preferences (ConsentGate). */
export function CookieTable({ purposes }: { purposes: SitePageTexts['cookies'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cookie-list-title">
      <h2 id="cookie-list-title">{t('sitePages:cookies.listTitle')}</h2>
      <div className="site-page__table">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('sitePages:cookies.name')}</th>
              <th scope="col">{t('sitePages:cookies.purpose')}</th>
              <th scope="col">{t('sitePages:cookies.category')}</th>
              <th scope="col">{t('sitePages:cookies.lifetime')}</th>
            </tr>
          </thead>
          <tbody>
            {SITE_COOKIES.map((cookie) => (
              <tr key={cookie.name}>
                <th scope="row">
                  <code>{cookie.name}</code>
                </th>
                <td>{purposes[cookie.name]}</td>
                <td>{t(`sitePages:cookies.categories.${cookie.purpose}`)}</td>
                <td>
                  {cookie.days === null
                    ? t('sitePages:cookies.setByApp')
                    : t('sitePages:cookies.days', { count: cookie.days })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <a className="button button--primary" href="#cookie-preferences">
          {t('sitePages:cookies.openPreferences')}
        </a>
      </p>
    </section>
  );
}
