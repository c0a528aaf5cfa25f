/** Builds the public site, the back office and the compiled server when missing or older than their sources. */
export function buildIfNeeded(options?: { force?: boolean; server?: boolean }): boolean;
