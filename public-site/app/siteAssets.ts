/** The part of Vite's build manifest (dist/client/.vite/manifest.json) the server reads. */
export interface ViteManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ViteManifestChunk>;

export const CLIENT_ENTRY = 'public-site/entry-client.tsx';

export interface PageAssets {
  entryScript: string;
  stylesheets: string[];
  modulePreloads: string[];
}

/**
 * The files a page needs before it can paint and hydrate: the entry and the page's own chunk with
 * their static imports, and every CSS file among them (a code-split page's CSS would otherwise
 * only arrive with its chunk, after the first paint).
 */
export function pageAssets(manifest: ViteManifest, pageSources: string[]): PageAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no ${CLIENT_ENTRY} entry; run npm run build.`);
  const stylesheets = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) stylesheets.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(CLIENT_ENTRY);
  for (const source of pageSources) visit(source);
  scripts.delete(entry.file);
  const url = (file: string) => `/${file}`;
  return {
    entryScript: url(entry.file),
    stylesheets: [...stylesheets].map(url),
    modulePreloads: [...scripts].map(url),
  };
}
