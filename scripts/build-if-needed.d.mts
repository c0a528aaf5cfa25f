/** Builds the public site and the back office when dist/ is missing or older than the sources. */
export function buildIfNeeded(options?: { force?: boolean }): boolean;
