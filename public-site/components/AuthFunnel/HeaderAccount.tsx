import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { browserApi } from '../../app/siteApi.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/account-menu.css';
import { useAuthenticateRequest, useSetViewer, useViewer } from './useAuthenticateRequest.ts';

/**
 * The header's account corner: a guest's sign-in button opens the funnel (reason `header`; without
 * JavaScript it is a link to the login page); a signed-in user gets their first name and a menu.
 */
export function HeaderAccount({ inMenu = false }: { inMenu?: boolean }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const viewer = useViewer();
  const authenticate = useAuthenticateRequest();
  const setViewer = useSetViewer();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  if (!viewer) {
    return (
      <Link
        className="button button--primary site-header__sign-in"
        to={localizedPath(language, '/login', defaultLanguage)}
        onClick={(event) => {
          event.preventDefault();
          // From the phone's open menu the reason is `menu` (SPEC section 4), from the header `header`.
          authenticate(inMenu ? 'menu' : 'header');
        }}
      >
        {t('header:signIn')}
      </Link>
    );
  }

  async function signOut() {
    await browserApi('/api/v3/users/logout', { method: 'POST', body: {} }).catch(() => undefined);
    setViewer(null);
    setOpen(false);
    revalidator.revalidate();
  }

  return (
    <div className="account-menu" ref={container}>
      <button
        type="button"
        className="button button--ghost account-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {viewer.firstName.slice(0, 1).toUpperCase()}
        </span>
        {viewer.firstName}
        <span className="visually-hidden"> — {t('auth:menu.label')}</span>
      </button>
      {open && (
        <ul id={menuId} className="account-menu__list">
          {accountLinks(viewer.isOwner).map(([path, label]) => (
            <li key={path}>
              <Link className="account-menu__item" to={localizedPath(language, path, defaultLanguage)}>
                {t(label)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="account-menu__item" onClick={signOut}>
              {t('auth:menu.signOut')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

/** The account's pages the menu leads to (an owner's too), then the profile: [path, words' key]. */
function accountLinks(isOwner: boolean): [string, string][] {
  return [
    ['/account/bookings', 'header:myBookings'],
    ['/account/chat/list', 'messenger:header.messages'],
    ...(isOwner
      ? ([
          ['/account/listings', 'listings:title'],
          ['/account/earnings', 'earnings:tab'],
        ] as [string, string][])
      : []),
    ['/account/profile', 'auth:menu.profile'],
  ];
}
