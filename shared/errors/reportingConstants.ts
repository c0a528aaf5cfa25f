/**
 * The constants of error reporting (SPEC section 9), apart from the rules so that a page's first
 * load (which only holds errors until the SDK is there) can read them without the rules.
 */
export const ERROR_REPORTING = {
  maxBreadcrumbs: 100,
  /** Events the transport holds while earlier ones are still being sent. */
  eventBufferSize: 64,
  profileMaxDurationMs: 30_000,
  profilesKept: 30,
  /** How much of an error's message the data-layer event carries. */
  dataLayerMessageLength: 255,
  /** A page reports one error this many times at most: a loop throwing is one report, not a flood. */
  repeatsPerPage: 10,
} as const;

/** The numeric project ids of the embedded receiver's DSNs (`…/api/errors/<id>`). */
export const ERROR_PROJECTS = { site: 1, admin: 2, server: 3 } as const;
export type ErrorProject = keyof typeof ERROR_PROJECTS;
