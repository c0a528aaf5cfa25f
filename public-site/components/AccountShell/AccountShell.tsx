import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { useViewer } from '../AuthFunnel/useAuthenticateRequest.ts';
import '../../styles/account.css';

/**
 * The account pages' frame (SPEC section 2: the root, favourites, bookings, listings, profile). On a
 * phone the tabs scroll sideways in one row of 44 px targets; NavLink marks the current one with
 * aria-current="page".
 */
export function AccountShell({ children, titleId }: { children: ReactNode; titleId: string }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const viewer = useViewer();
  const tabs = [
    { path: '/account', label: t('trips:shell.overview'), end: true },
    { path: '/account/favourites', label: t('auth:account.tabs.favourites'), end: false },
    { path: '/account/bookings', label: t('auth:account.tabs.bookings'), end: false },
    ...(viewer?.isOwner
      ? [{ path: '/account/listings', label: t('auth:account.tabs.listings'), end: false }]
      : []),
    { path: '/account/profile', label: t('auth:account.tabs.profile'), end: false },
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
              <NavLink
                className="account__tab"
                end={tab.end}
                to={localizedPath(language, tab.path, defaultLanguage)}
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account__content">{children}</div>
    </div>
  );
}
