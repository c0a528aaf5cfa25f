import type { ConsentContext } from './consentEffects.ts';

declare global {
  interface Window {
    _sva?: { setVisitorTraits(traits: Record<string, unknown>): void };
  }
}

/** The survey tool's traits (SPEC section 3), for the signed-in visitor when there is one. */
export function surveyTraits({ viewer, pathname }: ConsentContext) {
  return {
    is_owner: viewer?.isOwner ?? false,
    user_id: viewer?.id ?? null,
    // No AI listing form exists yet, so nobody is eligible; the trait is there for the survey's rules.
    ai_form_eligible: false,
    current_page: pathname,
  };
}

let loaded = false;

/** Loads the survey tool (Survicate) once, only with its workspace key and the surveys consent. */
export function loadSurveyTool(workspaceKey: string, context: ConsentContext) {
  const setTraits = () => window._sva?.setVisitorTraits(surveyTraits(context));
  if (loaded) {
    setTraits();
    return;
  }
  loaded = true;
  window.addEventListener('SurveyLoaded', setTraits, { once: true });
  const script = document.createElement('script');
  script.src = `https://survey.survicate.com/workspaces/${encodeURIComponent(workspaceKey)}/web_surveys.js`;
  script.async = true;
  document.head.appendChild(script);
}
