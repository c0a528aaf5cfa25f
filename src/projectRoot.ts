import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root (the folder of package.json), found upwards from this file: the same folder
 * whether the server runs from src/ through tsx or compiled from dist/api/src/ (scripts/build-server.mjs).
 */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server files');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot();
/** The built front ends (`npm run build`): dist/client, dist/server, dist/admin. */
export const DIST_DIR = join(PROJECT_ROOT, 'dist');
