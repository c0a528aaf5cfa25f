import { Window } from 'happy-dom';
import { populateGlobal } from 'vitest/runtime';

/**
 * A browser's globals (happy-dom's window, document…) for a console test that also runs the real API
 * in the same process (realApi.ts). Such a test stays in Vitest's node environment: the happy-dom one
 * transforms modules for the browser, which turns the server's `new URL('./file', import.meta.url)`
 * into a web address. Import this module first, before React or Testing Library.
 */
const window = new Window({ url: 'http://localhost:3000', settings: { disableErrorCapturing: true } });
populateGlobal(globalThis, window, { bindFunctions: true });
