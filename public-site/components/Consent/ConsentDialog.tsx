import { useEffect, useId, useRef, useState } from 'react';
import {
  CONSENT_PURPOSES,
  type ConsentChoice,
  type ConsentEvent,
  consentFromCookies,
  everything,
} from '../../../shared/consent/consent.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { type ConsentContext, consentSettings, decideConsent } from './consentEffects.ts';
import { loadDidomi } from './didomi.ts';
import './consent.css';

export interface ConsentDialogProps {
  view: 'banner' | 'preferences';
  context: ConsentContext;
  onClose(): void;
}

/**
 * The consent banner and its preferences, in the visitor's language. Refusing is as easy as
 * accepting (one click each, side by side); nothing is pre-ticked. With DIDOMI_API_KEY, Didomi's
 * notice is shown instead and its choices take the same way.
 */
export function ConsentDialog({ view, context, onClose }: ConsentDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [shown, setShown] = useState<'banner' | 'preferences' | 'didomi' | null>(null);
  const [choice, setChoice] = useState<ConsentChoice>(
    () => consentFromCookies(document.cookie).choice ?? everything(false),
  );

  // The latest page and viewer, without asking Didomi again on every render.
  const latestContext = useRef(context);
  latestContext.current = context;

  useEffect(() => {
    let cancelled = false;
    void consentSettings().then(({ didomiApiKey }) => {
      if (cancelled) return;
      if (didomiApiKey && view === 'banner') {
        setShown('didomi');
        loadDidomi(
          didomiApiKey,
          (given) => void decideConsent(given, 'consent.changed', latestContext.current),
        );
      } else {
        setShown(view);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [view]);

  const banner = useRef<HTMLElement>(null);
  useBannerSpace(shown === 'banner' ? banner : null);

  if (shown === null || shown === 'didomi') return null;

  const decide = (given: ConsentChoice, event: ConsentEvent) => {
    void decideConsent(given, event, context);
    if (window.location.hash)
      history.replaceState(null, '', window.location.pathname + window.location.search);
    onClose();
  };
  const inPreferences = shown === 'preferences';

  return (
    // The banner is a region of the page: it asks without taking the page away. The preferences are
    // a dialog over it, not modal (the page stays usable behind them).
    <section
      ref={banner}
      className={inPreferences ? 'consent consent--preferences' : 'consent'}
      role={inPreferences ? 'dialog' : 'region'}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="consent__title">
        {t(inPreferences ? 'consent:preferences.title' : 'consent:banner.title')}
      </h2>
      <p className="consent__text">{t('consent:banner.text')}</p>
      {inPreferences && (
        <ul className="consent__purposes">
          <li className="consent__purpose">
            <label>
              <input type="checkbox" checked disabled />
              <strong>{t('consent:purposes.necessary.title')}</strong>
            </label>
            <p>{t('consent:purposes.necessary.description')}</p>
          </li>
          {CONSENT_PURPOSES.map((purpose) => (
            <li key={purpose} className="consent__purpose">
              <label>
                <input
                  type="checkbox"
                  checked={choice[purpose]}
                  onChange={(event) => setChoice({ ...choice, [purpose]: event.target.checked })}
                />
                <strong>{t(`consent:purposes.${purpose}.title`)}</strong>
              </label>
              <p>{t(`consent:purposes.${purpose}.description`)}</p>
            </li>
          ))}
        </ul>
      )}
      <div className="consent__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            decide(
              everything(false),
              inPreferences ? 'preferences.clickdisagreetoall' : 'notice.clickdisagree',
            )
          }
        >
          {t('consent:refuseAll')}
        </button>
        {inPreferences ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => decide(choice, 'preferences.clicksavechoices')}
          >
            {t('consent:save')}
          </button>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => setShown('preferences')}>
            {t('consent:customise')}
          </button>
        )}
        <button
          type="button"
          className="button button--primary"
          onClick={() =>
            decide(everything(true), inPreferences ? 'preferences.clickagreetoall' : 'notice.clickagree')
          }
        >
          {t('consent:acceptAll')}
        </button>
      </div>
    </section>
  );
}

/** The space the open banner takes at the bottom of the window (consent.css). */
export const BANNER_SPACE_PROPERTY = '--consent-banner-space';

/**
 * While the banner is open, the page keeps room for it at the bottom (its height and margin, in
 * BANNER_SPACE_PROPERTY on <html>): what sits at the bottom of the window, the chat composer above
 * all, moves up above the banner instead of under it.
 */
function useBannerSpace(banner: { current: HTMLElement | null } | null) {
  useEffect(() => {
    const element = banner?.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const bottomMargin = window.innerHeight - element.getBoundingClientRect().bottom;
      root.style.setProperty(
        BANNER_SPACE_PROPERTY,
        `${Math.ceil(element.offsetHeight + 2 * Math.max(bottomMargin, 0))}px`,
      );
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(BANNER_SPACE_PROPERTY);
    };
  }, [banner]);
}
