import type { TFunction } from 'i18next';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/app-update.css';

export function head(t: TFunction) {
  return { title: t('appMode:updateTitle'), description: t('appMode:updateText') };
}

/**
 * SPEC section 2 `app-update-needed`: where apps older than 4.0.0 land (public-site/app/siteData.ts
 * sends them here). Such an app speaks no bridge, so the page only says what to do, in words.
 */
export default function AppUpdateNeededPage() {
  const { t } = useTranslation();
  return (
    <section className="app-update container" aria-labelledby="app-update-title">
      <svg className="app-update__art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <rect x="34" y="10" width="52" height="100" rx="10" fill="var(--color-sea-light)" />
        <rect x="40" y="22" width="40" height="72" rx="4" fill="#fff" />
        <path d="M60 38v30M48 56l12 12 12-12" fill="none" stroke="var(--color-brand)" strokeWidth="5" />
      </svg>
      <h1 id="app-update-title">{t('appMode:updateTitle')}</h1>
      <p className="app-update__text">{t('appMode:updateText')}</p>
      <ol className="app-update__steps">
        <li>{t('appMode:updateStepStore')}</li>
        <li>{t('appMode:updateStepSearch')}</li>
        <li>{t('appMode:updateStepReopen')}</li>
      </ol>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('appMode:updateRetry')}
      </button>
    </section>
  );
}
