// `npm run build:server`: the API server as plain JavaScript in dist/api, so production runs `node`
// on compiled files instead of compiling TypeScript on every start (tsx stays for development, tests
// and scripts). Each source file the server reaches becomes one .js file at the same place under
// dist/api (src/server.ts -> dist/api/src/server.js), its relative imports rewritten from .ts to .js,
// packages left to node_modules: files that find their neighbours by import.meta.url (migrations,
// fonts, the PDF thread's module) keep finding them, since their non-TypeScript neighbours are copied.
// esbuild is the one tsx and Vite already install; it compiles the whole server in about a second.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
export const SERVER_OUT_DIR = join(root, 'dist', 'api');
/** Modules loaded by URL rather than by an import (a worker thread's module), so no import reaches them. */
const EXTRA_ENTRIES = ['src/server.ts', 'src/modules/econtracts/pdfWorker.ts'];
/** Files read beside the code (SQL migrations, fonts, JSON data): copied as they are. */
const ASSET = /\.(sql|json|ttf|txt)$/;

/** Every TypeScript file the server can load: static and dynamic imports followed from the entries. */
async function reachableSources() {
  const { metafile } = await build({
    entryPoints: EXTRA_ENTRIES.map((entry) => join(root, entry)),
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir: join(root, '.esbuild-scan'),
    splitting: true,
    logLevel: 'silent',
  });
  return Object.keys(metafile.inputs)
    .filter((input) => /\.(ts|tsx|mts)$/.test(input) && !input.includes('node_modules'))
    .map((input) => join(root, input));
}

/** Relative imports stay imports of the sibling file, now .js; packages stay package imports. */
const relativeImportsAsJs = {
  name: 'relative-imports-as-js',
  setup(builder) {
    builder.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      return { path: args.path.replace(/\.(ts|tsx|mts)$/, '.js'), external: true };
    });
  },
};

function copyAssets(dir, outDir) {
  for (const entry of readdirSync(join(root, dir))) {
    const path = join(dir, entry);
    if (statSync(join(root, path)).isDirectory()) copyAssets(path, outDir);
    else if (ASSET.test(entry)) {
      mkdirSync(dirname(join(outDir, path)), { recursive: true });
      cpSync(join(root, path), join(outDir, path));
    }
  }
}

/** Compiles into dist/api, or into `outDir` (a folder inside the checkout, so packages resolve). */
export async function buildServer({ outDir = SERVER_OUT_DIR } = {}) {
  const started = Date.now();
  const sources = await reachableSources();
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: sources,
    outbase: root,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    plugins: [relativeImportsAsJs],
    logLevel: 'warning',
  });
  const dirs = new Set(sources.map((source) => relative(root, source).split('/')[0]));
  for (const dir of dirs) if (existsSync(join(root, dir))) copyAssets(dir, outDir);
  return { files: sources.length, ms: Date.now() - started };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, ms } = await buildServer();
  console.log(`Server compiled: ${files} files to dist/api in ${ms} ms`);
}
