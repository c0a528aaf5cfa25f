import {
  AD_CLICK_COOKIE,
  AD_CLICK_DAYS,
  CONSENT_COOKIE,
  CONSENT_DAYS,
  type ConsentChoice,
  type ConsentEvent,
  encodeConsent,
  newUlid,
  VISITOR_COOKIE,
  VISITOR_DAYS,
} from '../../../shared/consent/consent.ts';
import { type ConsentSettings, consentSettingsSchema } from '../../../shared/consent/consentApi.ts';
import { deleteCookie, readCookie, setCookie } from '../../../shared/consent/cookies.ts';
import { browserApi, pageLanguage, withLocale } from '../../app/siteApi.ts';
import type { SiteViewer } from '../AuthFunnel/useAuthenticateRequest.ts';
import { loadSurveyTool } from './surveyTool.ts';

/**
 * What a consent choice switches on or off in the browser (issue 21). Loaded only once a visitor has
 * chosen (or is choosing), so a page's first load carries none of it.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let settings: Promise<ConsentSettings> | undefined;

/** Which consent manager and survey tool the server has keys for (asked once per page). */
export function consentSettings(): Promise<ConsentSettings> {
  settings ??= fetch(withLocale('/api/v6/metrics/settings', pageLanguage()), { credentials: 'omit' })
    .then((response) => response.json())
    .then((answer) => consentSettingsSchema.parse(answer))
    .catch(() => ({ didomiApiKey: null, surveyWorkspaceKey: null }));
  return settings;
}

export interface ConsentContext {
  viewer: SiteViewer | null;
  pathname: string;
}

/** Saves a choice: its cookie, the server's record (SPEC section 7), then what it allows. */
export async function decideConsent(choice: ConsentChoice, event: ConsentEvent, context: ConsentContext) {
  setCookie(CONSENT_COOKIE, encodeConsent(choice), {
    expires: CONSENT_DAYS,
    secure: window.location.protocol === 'https:',
  });
  await applyConsent(choice, context);
  await browserApi('/api/v6/metrics/didomi', { method: 'POST', body: { event, consent: choice } }).catch(
    () => undefined,
  );
}

/** Sets or removes what each purpose covers, on every page, so a withdrawn consent takes effect. */
export async function applyConsent(choice: ConsentChoice, context: ConsentContext) {
  const secure = window.location.protocol === 'https:';
  // The data layer hears the choice (Google's consent-mode names) before any tag would read it.
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({
    event: 'consentUpdate',
    analytics_storage: choice.analytics ? 'granted' : 'denied',
    ad_storage: choice.advertising ? 'granted' : 'denied',
    ad_user_data: choice.advertising ? 'granted' : 'denied',
    ad_personalization: choice.advertising ? 'granted' : 'denied',
  });

  if (choice.analytics) {
    if (!readCookie(document.cookie, VISITOR_COOKIE)) {
      setCookie(VISITOR_COOKIE, newUlid(), { expires: VISITOR_DAYS, secure });
    }
  } else {
    deleteCookie(VISITOR_COOKIE);
  }

  if (choice.advertising) {
    const adClickId = new URLSearchParams(window.location.search).get('gclid');
    if (adClickId && /^[\w-]{1,200}$/.test(adClickId)) {
      setCookie(AD_CLICK_COOKIE, adClickId, { expires: AD_CLICK_DAYS, secure });
    }
  } else {
    deleteCookie(AD_CLICK_COOKIE);
  }

  if (choice.surveys) {
    const { surveyWorkspaceKey } = await consentSettings();
    if (surveyWorkspaceKey) loadSurveyTool(surveyWorkspaceKey, context);
  }
}
