import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may; the page's CSP forbids eval, so
// zod's probe for it is reported as a CSP violation. The interpreted parser is fast enough here.
z.config({ jitless: true });
