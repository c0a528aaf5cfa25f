// Vitest global setup: build the front ends once, before any test file runs, when dist/ is missing or
// older than the sources. Test files that render the site then never build (in parallel) themselves.
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';

export default function setup() {
  buildIfNeeded({ server: false });
}
