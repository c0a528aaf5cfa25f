import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { LANGUAGES, languageOf } from '../../../shared/i18n/languages.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { useScreenData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';

/**
 * The 13 languages by their own names, each a link to the same page in that language. A disclosure
 * of links rather than a select: it works before hydration, and arrow keys do not navigate.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const path = useScreenData()?.route.path ?? '/';
  const { search } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  useCloseOnOutsideClick(menu);

  return (
    <details className="menu language-menu" ref={menu}>
      <summary className="menu__button" aria-label={`${t('header:language')}: ${languageOf(language).name}`}>
        <GlobeIcon />
        <span>{languageOf(language).name}</span>
      </summary>
      <ul className="menu__list" aria-label={t('header:language')}>
        {LANGUAGES.map((option) => (
          <li key={option.code}>
            <Link
              className="menu__item"
              to={localizedPath(option.code, path, defaultLanguage) + search}
              hrefLang={option.code}
              lang={option.code}
              aria-current={option.code === language ? 'true' : undefined}
              onClick={() => menu.current?.removeAttribute('open')}
            >
              {option.name}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A menu left open would hide the page; close it on a click elsewhere or on Escape. */
function useCloseOnOutsideClick(menu: React.RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
      } else if (!details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [menu]);
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" className="icon">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}
