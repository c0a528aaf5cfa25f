import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { localizedPath, searchPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/not-found.css';

export function head(t: TFunction) {
  return { title: t('notFound:title'), description: t('notFound:text') };
}

/** Every path without a screen (SPEC section 2's final catch-all), answered with HTTP 404. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <svg className="not-found__art" viewBox="0 0 240 140" aria-hidden="true" focusable="false">
        <ellipse cx="120" cy="112" rx="116" ry="22" fill="var(--color-sea-light)" />
        <ellipse cx="120" cy="116" rx="80" ry="12" fill="var(--color-sea)" opacity="0.35" />
        <g transform="rotate(-12 120 80)">
          <path d="M84 92h72l-10 14H94z" fill="var(--color-brand)" />
          <path
            d="M120 40v52M123 44l24 44h-24z"
            fill="var(--color-accent)"
            stroke="var(--color-brand)"
            strokeWidth="3"
          />
        </g>
        <text x="30" y="48" fontSize="34" fontWeight="800" fill="var(--color-brand)" opacity="0.12">
          404
        </text>
      </svg>
      <h1 id="not-found-title">{t('notFound:title')}</h1>
      <p className="not-found__text">{t('notFound:text')}</p>
      <div className="not-found__actions">
        <Link className="button button--primary" to={localizedPath(language, '/', defaultLanguage)}>
          {t('notFound:backHome')}
        </Link>
        <Link className="button button--ghost" to={searchPath(language, { defaultLanguage })}>
          {t('notFound:searchLink')}
        </Link>
      </div>
    </section>
  );
}
