import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type Translations, translationsUrl } from '../../../public-site/app/i18n.ts';
import type { createSiteRenderer, SiteRequest, SiteResponse } from '../../../public-site/entry-server.tsx';
import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages.ts';
import { DIST_DIR } from '../../projectRoot.ts';

/** `npm run build:site`: the browser bundle, its manifest and the public files (translations, favicon). */
export const CLIENT_DIR = join(DIST_DIR, 'client');
/** `npm run build:ssr`: the server renderer built from public-site/entry-server.tsx. */
export const SERVER_ENTRY = join(DIST_DIR, 'server', 'entry-server.js');
const MANIFEST = join(CLIENT_DIR, '.vite', 'manifest.json');
const TRANSLATIONS_DIR = join(CLIENT_DIR, 'i18n', 'bosun');

/** The built CSS files by URL path (/assets/x.css): small, and inlined into every page that needs them. */
async function readStylesheets(): Promise<Map<string, string>> {
  const dir = join(CLIENT_DIR, 'assets');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.css'));
  return new Map(
    await Promise.all(
      files.map(async (file) => [`/assets/${file}`, await readFile(join(dir, file), 'utf8')] as const),
    ),
  );
}

/** A short content hash of each file of a directory with that extension, by file name. */
async function versionsOf(dir: string, extension: string): Promise<Map<string, string>> {
  const files = (await readdir(dir)).filter((file) => file.endsWith(extension));
  return new Map(
    await Promise.all(
      files.map(async (file) => {
        const hash = createHash('sha256')
          .update(await readFile(join(dir, file)))
          .digest('hex');
        return [file, hash.slice(0, 10)] as const;
      }),
    ),
  );
}

export type RenderSite = (request: SiteRequest) => Promise<SiteResponse>;

/**
 * The built server renderer, or null when the site has not been built. The server imports the
 * built file rather than the sources so that production runs no bundler.
 */
export async function loadSiteRenderer(app: FastifyInstance): Promise<RenderSite | null> {
  const { config, log } = app;
  const missing = [SERVER_ENTRY, MANIFEST].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    log.error(
      { missing },
      'The public site is not built, so its pages answer 503: run `npm run build` (or `npm run build:site && npm run build:ssr`) and restart.',
    );
    return null;
  }
  const entry = (await import(pathToFileURL(SERVER_ENTRY).href)) as {
    createSiteRenderer: typeof createSiteRenderer;
  };
  const translations = new Map<LanguageCode, Promise<Translations>>();
  const stylesheets = await readStylesheets();
  const translationsVersions = await versionsOf(TRANSLATIONS_DIR, '.json');
  return entry.createSiteRenderer({
    defaultLanguage: isLanguageCode(config.DEFAULT_LANGUAGE) ? config.DEFAULT_LANGUAGE : FALLBACK_LANGUAGE,
    publicUrl: config.PUBLIC_URL,
    manifest: JSON.parse(await readFile(MANIFEST, 'utf8')),
    stylesheetText: (href) => stylesheets.get(href),
    // The version makes a browser that kept an older file for an hour fetch the new one.
    translationsHref: (language) =>
      `${translationsUrl(language)}?v=${translationsVersions.get(`${language}.json`) ?? '0'}`,
    // The files are part of the build and never change while the process runs.
    loadTranslations(language) {
      let loaded = translations.get(language);
      if (!loaded) {
        loaded = readFile(join(TRANSLATIONS_DIR, `${language}.json`), 'utf8').then(
          (text) => JSON.parse(text) as Translations,
        );
        loaded.catch(() => translations.delete(language));
        translations.set(language, loaded);
      }
      return loaded;
    },
    reportError: (err) => log.error({ err }, 'public site render error'),
    // Loaders call the API in-process: no port, no network, the visitor's cookie forwarded.
    async callApi(cookie, path, init = {}) {
      const method = (init.method ?? 'GET') as 'GET';
      const res = await app.inject({
        method,
        url: path,
        headers: {
          ...init.headers,
          ...(cookie ? { cookie } : {}),
          accept: 'application/json',
          // The page render is already one request of the visitor's; its API calls are not counted again.
          'x-bosun-internal': app.internalToken,
        },
        ...(init.body === undefined ? {} : { payload: init.body as object }),
      });
      // The body is already a string: parsed as it is, rather than encoded into a stream and back.
      const response = new Response(null, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
      });
      const text = res.body;
      return Object.assign(response, {
        text: async () => text,
        json: async () => JSON.parse(text),
      });
    },
  });
}
