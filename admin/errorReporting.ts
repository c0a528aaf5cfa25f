import { createLazyErrorReporting } from '../shared/errors/lazyErrorReporting.ts';

/** The back office's error reporting (issue 21): errors are held until the SDK loads, when idle. */
export const adminErrors = createLazyErrorReporting('admin', async (settings) => {
  const { startBrowserErrorReporting } = await import('../shared/errors/browserReporting.ts');
  return startBrowserErrorReporting('admin', settings);
});
