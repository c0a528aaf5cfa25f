import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import '../styles/base.css';
import { reportSiteError } from './errorReporting.ts';

/**
 * Shown when the layout itself cannot load (its translations failed), so it cannot use them: a
 * short message in English, the fallback language, with a way back.
 */
export function SiteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A page that failed to load or to render is worth a report; a not-found answer is not.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportSiteError(error);
  }, [error]);
  return (
    <main id="main" className="site-error">
      <h1>Bosun</h1>
      <p>
        {status >= 500
          ? 'Something went wrong on our side. Please try again in a moment.'
          : 'This page could not be loaded.'}
      </p>
      <a className="button button--primary" href="/">
        Home
      </a>
    </main>
  );
}
