import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { activitySearchPath, localizedPath, searchPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/header.css';
import { HeaderAccount } from '../AuthFunnel/HeaderAccount.tsx';
import { Logo } from '../Logo/Logo.tsx';
import { CurrencySelect } from './CurrencySelect.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { UnreadBadge } from './UnreadBadge.tsx';

export function Header() {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link
          className="site-header__logo"
          to={localizedPath(language, '/', defaultLanguage)}
          aria-label={t('header:home')}
        >
          <Logo />
        </Link>
        <UnreadBadge />
        <button
          type="button"
          className="site-header__burger"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <BurgerIcon open={menuOpen} />
          <span className="visually-hidden">{t('header:menu')}</span>
        </button>
        <div id={menuId} className={menuOpen ? 'site-header__menu is-open' : 'site-header__menu'}>
          <nav className="site-nav" aria-label={t('header:mainNavigation')}>
            <ul className="site-nav__list">
              <li>
                <NavLink className="site-nav__link" to={searchPath(language, { defaultLanguage })}>
                  {t('header:boats')}
                </NavLink>
              </li>
              <li>
                <NavLink className="site-nav__link" to={activitySearchPath(language, { defaultLanguage })}>
                  {t('header:activities')}
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="site-header__preferences">
            <LanguageMenu />
            <CurrencySelect />
          </div>
          <HeaderAccount inMenu={menuOpen} />
        </div>
      </div>
    </header>
  );
}

function BurgerIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
