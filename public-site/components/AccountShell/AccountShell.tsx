import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import type { RouteName } from '../../../shared/routing/types.ts';
import { useScreenData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { useViewer } from '../AuthFunnel/useAuthenticateRequest.ts';
import '../../styles/account.css';

/**
 * The account pages' frame (SPEC section 2: the root, favourites, bookings, listings, profile). On a
 * phone the tabs scroll sideways in one row of 44 px targets. The current tab is the resolved route's
 * (aria-current="page"): a URL match would miss /en/account when English is the default language.
 */
export function AccountShell({ children, titleId }: { children: ReactNode; titleId: string }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const viewer = useViewer();
  const current = useScreenData()?.route.name;
  const tabs: { path: string; route: RouteName; label: string }[] = [
    { path: '/account', route: 'accountRoot', label: t('trips:shell.overview') },
    { path: '/account/favourites', route: 'accountFavourites', label: t('auth:account.tabs.favourites') },
    { path: '/account/bookings', route: 'accountBookings', label: t('auth:account.tabs.bookings') },
    ...(viewer?.isOwner
      ? [
          {
            path: '/account/listings',
            route: 'accountListings' as const,
            label: t('auth:account.tabs.listings'),
          },
          { path: '/account/earnings', route: 'accountEarnings' as const, label: t('earnings:tab') },
        ]
      : []),
    { path: '/account/profile', route: 'accountProfile', label: t('auth:account.tabs.profile') },
  ];
  return (
    <div className="account container">
      <header className="account__header">
        <p className="account__eyebrow">{t('auth:account.title')}</p>
        <h1 id={titleId}>{t('auth:account.greeting', { name: viewer?.firstName ?? '' })}</h1>
      </header>
      <nav className="account__tabs" aria-label={t('auth:account.title')}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.path}>
              <Link
                className={`account__tab${current === tab.route ? ' active' : ''}`}
                aria-current={current === tab.route ? 'page' : undefined}
                to={localizedPath(language, tab.path, defaultLanguage)}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account__content">{children}</div>
    </div>
  );
}
