import { createLazyErrorReporting } from '../../shared/errors/lazyErrorReporting.ts';

/**
 * The site's error reporting (issue 21). Importing it in the browser starts holding uncaught errors
 * at once; the Sentry SDK itself is a separate chunk, loaded once the page is interactive and idle.
 * On the server (the render) it does nothing: the server reports its own errors.
 */
const siteErrors =
  typeof window === 'undefined'
    ? null
    : createLazyErrorReporting('site', async (settings) => {
        const { startBrowserErrorReporting } = await import('../../shared/errors/browserReporting.ts');
        return startBrowserErrorReporting('site', settings);
      });

export function reportSiteError(error: unknown) {
  siteErrors?.reportError(error);
}

export function loadErrorReportingWhenIdle() {
  siteErrors?.loadWhenIdle();
}
