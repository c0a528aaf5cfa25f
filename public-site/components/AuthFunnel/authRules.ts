/**
 * The shared sign-in and registration rules (shared/validation/auth.ts, zod schemas), loaded when a
 * form of the funnel is first focused or sent rather than with the page, so that the sign-in page's
 * first load stays within the budget (DESIGN, front ends: the site is lean). The messages are the
 * schemas' own, as before.
 */
type AuthRules = typeof import('../../../shared/validation/auth.ts');

let rules: Promise<AuthRules> | undefined;

/**
 * The rules, or null when their file cannot be loaded (offline, or a deploy replaced it): the form
 * is then sent unchecked, and the API, which checks with the same schemas, answers the same messages.
 */
export async function loadAuthRules(): Promise<AuthRules | null> {
  rules ??= import('../../../shared/validation/auth.ts');
  try {
    return await rules;
  } catch {
    rules = undefined;
    return null;
  }
}

/** Starts loading the rules (a form got focus), so that sending it waits for nothing. */
export function preloadAuthRules(): void {
  void loadAuthRules();
}
