import type { ConsentChoice } from '../../../shared/consent/consent.ts';

/**
 * Didomi's consent notice, when DIDOMI_API_KEY is set: it replaces the embedded banner, and its
 * choices go through the same calls (cookie, metric, effects). Not run here: it needs Didomi's
 * servers and an account whose purposes are named as below.
 */
interface DidomiUserStatus {
  purposes?: { global?: { enabled?: string[] } };
}
interface DidomiSdk {
  getUserStatus(): DidomiUserStatus;
}

declare global {
  interface Window {
    Didomi?: DidomiSdk;
    didomiEventListeners?: { event: string; listener: () => void }[];
  }
}

/** Our purposes from Didomi's (IAB TCF purposes and one custom purpose, `surveys`). */
export function choiceFromDidomi(status: DidomiUserStatus): ConsentChoice {
  const enabled = new Set(status.purposes?.global?.enabled ?? []);
  return {
    analytics: enabled.has('measure_content_performance') || enabled.has('improve_products'),
    surveys: enabled.has('surveys'),
    advertising: enabled.has('select_basic_ads') || enabled.has('create_ads_profile'),
  };
}

export function loadDidomi(apiKey: string, onChoice: (choice: ConsentChoice) => void) {
  window.didomiEventListeners = window.didomiEventListeners ?? [];
  window.didomiEventListeners.push({
    event: 'consent.changed',
    listener: () => {
      if (window.Didomi) onChoice(choiceFromDidomi(window.Didomi.getUserStatus()));
    },
  });
  const script = document.createElement('script');
  script.src = `https://sdk.privacy-center.org/${encodeURIComponent(apiKey)}/loader.js?target=${window.location.hostname}`;
  script.async = true;
  document.head.appendChild(script);
}
