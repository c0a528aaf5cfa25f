import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * React Router's package.json points every condition at its development build (warnings, extra
 * checks); a production build of the site takes its production build instead, in the browser and
 * in the server renderer alike.
 */
const reactRouterProduction = [
  { find: /^react-router$/, file: 'index.mjs' },
  { find: /^react-router\/dom$/, file: 'dom-export.mjs' },
].map(({ find, file }) => ({
  find,
  replacement: fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url)),
}));

/**
 * In the site's browser build, `zod` is the site's own module that configures it first
 * (public-site/app/zodConfig.ts), so no entry has to import zod to configure it and the pages
 * that never parse with it do not load it.
 */
const siteZod = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('public-site/app/zodConfig.ts', import.meta.url)),
};

/**
 * One config, three builds chosen by --mode:
 *   site   the public site's client bundle (hydration), code-split per page, with a manifest for SSR
 *   ssr    the public site's server renderer, imported by the Fastify server
 *   admin  the react-admin back office, served under /admin
 * The browser builds write hidden source maps (no sourceMappingURL comment, never served): the
 * error receiver reads them to show the original files and lines (src/modules/errors/sourceMaps.ts).
 */
export default defineConfig(({ mode }) => {
  const test = {
    include: [
      'src/**/*.test.ts',
      'shared/**/*.test.ts',
      'public-site/**/*.test.{ts,tsx}',
      'admin/**/*.test.{ts,tsx}',
      // The tests of several server processes together (tests/manyMachines.test.ts).
      'tests/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    globalSetup: ['tests/helpers/buildSite.globalSetup.ts'],
    setupFiles: ['tests/helpers/answerCheck.setup.ts'],
  };
  if (mode === 'admin') {
    return {
      root: 'admin',
      base: '/admin/',
      plugins: [react()],
      build: {
        outDir: '../dist/admin',
        emptyOutDir: true,
        chunkSizeWarningLimit: 2000,
        sourcemap: 'hidden',
      },
      test,
    };
  }
  if (mode === 'ssr') {
    return {
      plugins: [react()],
      resolve: { alias: reactRouterProduction },
      ssr: { noExternal: ['react-router'] },
      publicDir: false,
      build: {
        ssr: 'public-site/entry-server.tsx',
        outDir: 'dist/server',
        emptyOutDir: true,
      },
      test,
    };
  }
  return {
    plugins: [react()],
    resolve: { alias: mode === 'site' ? [...reactRouterProduction, siteZod] : [] },
    publicDir: 'public-site/public',
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      manifest: true,
      sourcemap: 'hidden',
      rollupOptions: { input: 'public-site/entry-client.tsx' },
    },
    test,
  };
});
