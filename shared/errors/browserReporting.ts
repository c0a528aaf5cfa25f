import {
  browserProfilingIntegration,
  browserTracingIntegration,
  captureException,
  init,
} from '@sentry/react';
import { errorReportingSettingsSchema } from './errorReports.ts';
import type { ErrorProject } from './reportingConstants.ts';
import { createBeforeSend, embeddedDsn, isProfilingOn, isTracingOn, sdkOptions } from './reportingRules.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const VISITOR_COOKIE = 'visitorUlid';

function readCookie(name: string): string | undefined {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : undefined;
}

/** Release-health sessions are left out: one more request per page, for a figure we do not use. */
const LEFT_OUT = new Set(['BrowserSession']);

/**
 * Starts @sentry/react in a browser app (the site or the back office) with the shared rules. Loaded
 * lazily by lazyErrorReporting.ts, so none of this is in a page's first-load JavaScript.
 */
export function startBrowserErrorReporting(project: ErrorProject, answer: unknown) {
  const settings = errorReportingSettingsSchema.parse(answer);
  const resolved = { ...settings, dsn: settings.dsn ?? embeddedDsn(window.location.origin, project) };
  const extra: { name: string }[] = [];
  if (isTracingOn(resolved)) extra.push(browserTracingIntegration());
  if (isProfilingOn(resolved)) extra.push(browserProfilingIntegration());
  const options = sdkOptions(resolved);
  init({
    ...options,
    // The receiver needs no cookie, and a signed-in visitor's cookie would ask for a CSRF header.
    transportOptions: { ...options.transportOptions, fetchOptions: { credentials: 'omit' } },
    integrations: (defaults) => [
      ...defaults.filter((integration) => !LEFT_OUT.has(integration.name)),
      ...extra,
    ],
    beforeSend: createBeforeSend({
      visitorUlid: () => readCookie(VISITOR_COOKIE),
      pushToDataLayer: (entry) => {
        window.dataLayer = window.dataLayer ?? [];
        window.dataLayer.push(entry);
      },
    }),
  });
  return {
    capture(error: unknown, handled = true) {
      captureException(error, { mechanism: { type: handled ? 'generic' : 'onerror', handled } });
    },
  };
}

export type BrowserErrorReporter = ReturnType<typeof startBrowserErrorReporting>;
