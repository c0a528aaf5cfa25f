// `npm start`: build the front ends if needed, then run the server in this process (so SIGTERM reaches
// it directly and shutdown stays graceful).
import { register } from 'tsx/esm/api';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
register();
await import('../src/server.ts');
