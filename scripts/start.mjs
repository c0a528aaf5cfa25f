// `npm start`: build the front ends and compile the server if needed, then run the compiled server in
// this process (so SIGTERM reaches it directly and shutdown stays graceful). `npm run dev` runs the
// TypeScript sources through tsx instead.
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
await import('../dist/api/src/server.js');
