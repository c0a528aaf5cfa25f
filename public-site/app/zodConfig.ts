import { z } from 'zod/v4';

// The site's browser build resolves `zod` to this module (vite.config.ts), so zod is configured
// before any schema parses and is loaded only by the pages that use it, not by every first load.
// zod compiles object parsers with `new Function` when it may; the page's CSP forbids eval, so
// zod's probe for it is reported as a CSP violation. The interpreted parser is fast enough here.
z.config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
