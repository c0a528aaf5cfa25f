/**
 * The shared sign-in and registration rules (shared/validation/auth.ts, zod schemas), loaded when a
 * form of the funnel is first focused or sent rather than with the page, so that the sign-in page's
 * first load stays within the budget (DESIGN, front ends: the site is lean). The messages are the
 * schemas' own, as before.
 */
type AuthRules = typeof import('../../../shared/validation/auth.ts');

let rules: Promise<AuthRules> | undefined;

export function loadAuthRules(): Promise<AuthRules> {
  rules ??= import('../../../shared/validation/auth.ts');
  return rules;
}

/** Starts loading the rules (a form got focus), so that sending it waits for nothing. */
export function preloadAuthRules(): void {
  loadAuthRules().catch(() => {
    // A failed preload is retried when the form is sent.
    rules = undefined;
  });
}
