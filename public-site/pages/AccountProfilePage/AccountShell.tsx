import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { useViewer } from '../../components/AuthFunnel/useAuthenticateRequest.ts';

/** The account pages' frame (SPEC section 2: favourites, bookings, listings, profile). */
export function AccountShell({ children, titleId }: { children: ReactNode; titleId: string }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const viewer = useViewer();
  const tabs = [
    { path: '/account/favourites', label: t('auth:account.tabs.favourites') },
    { path: '/account/bookings', label: t('auth:account.tabs.bookings') },
    ...(viewer?.isOwner ? [{ path: '/account/listings', label: t('auth:account.tabs.listings') }] : []),
    { path: '/account/profile', label: t('auth:account.tabs.profile') },
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
              <NavLink className="account__tab" to={localizedPath(language, tab.path, defaultLanguage)}>
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
