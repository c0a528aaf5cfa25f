import type { PageAssets } from './siteAssets.ts';

export interface AlternateLink {
  hreflang: string;
  href: string;
}

export interface DocumentParts {
  language: string;
  title: string;
  description: string;
  /** Absolute URL of the Open Graph picture. */
  image?: string;
  /** Structured data (schema.org), written as an application/ld+json script with the nonce. */
  jsonLd?: object;
  /** Absent for pages search engines should not index (not-found, errors). */
  canonical?: string;
  alternates: AlternateLink[];
  assets: PageAssets;
  /** A stylesheet's text by its URL, to inline it; undefined keeps it a link. */
  stylesheetText?: (href: string) => string | undefined;
  /** The picture that is likely the largest paint, requested before the scripts. */
  largestPicture?: string;
  /** Same-origin JSON the page's script fetches before hydrating (its language's phrases). */
  fetchPreloads?: string[];
  nonce: string;
  /** The server-rendered app, including React Router's hydration script. */
  body: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** JSON inside a script element: `<` escaped so that no text can close the element. */
function jsonForScript(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A page's stylesheet. Inlined, it costs a phone no round trip before the first paint. The disabled
 * link beside it is never fetched (HTML: a disabled stylesheet link is not obtained), but it tells
 * Vite's module preloader, which looks for a stylesheet link with that URL, that the CSS is already
 * in the page, so hydration does not wait to download it again.
 */
function stylesheet(href: string, text: string | undefined): string {
  const e = escapeHtml;
  if (text === undefined) return `<link rel="stylesheet" href="${e(href)}">`;
  const css = text.replace(/<\/style/gi, '<\\/style');
  return `<style data-href="${e(href)}">${css}</style><link rel="stylesheet" href="${e(href)}" disabled>`;
}

/** The HTML document around the rendered app. Every script carries the response's CSP nonce. */
export function documentHtml(parts: DocumentParts): string {
  const e = escapeHtml;
  const seo = parts.canonical
    ? [
        `<link rel="canonical" href="${e(parts.canonical)}">`,
        `<meta property="og:url" content="${e(parts.canonical)}">`,
        ...parts.alternates.map(
          (a) => `<link rel="alternate" hreflang="${e(a.hreflang)}" href="${e(a.href)}">`,
        ),
      ]
    : ['<meta name="robots" content="noindex">'];
  return [
    '<!doctype html>',
    `<html lang="${e(parts.language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(parts.title)}</title>`,
    `<meta name="description" content="${e(parts.description)}">`,
    `<meta property="og:title" content="${e(parts.title)}">`,
    `<meta property="og:description" content="${e(parts.description)}">`,
    '<meta property="og:site_name" content="Bosun">',
    '<meta property="og:type" content="website">',
    ...(parts.image ? [`<meta property="og:image" content="${e(parts.image)}">`] : []),
    ...seo,
    ...(parts.jsonLd
      ? [
          `<script type="application/ld+json" nonce="${e(parts.nonce)}">${jsonForScript(parts.jsonLd)}</script>`,
        ]
      : []),
    '<meta name="theme-color" content="#0b2545">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...parts.assets.stylesheets.map((href) => stylesheet(href, parts.stylesheetText?.(href))),
    ...(parts.largestPicture
      ? [`<link rel="preload" href="${e(parts.largestPicture)}" as="image" fetchpriority="high">`]
      : []),
    ...(parts.fetchPreloads ?? []).map(
      (href) => `<link rel="preload" href="${e(href)}" as="fetch" crossorigin="anonymous">`,
    ),
    // The page is whole without its scripts (they only hydrate it), so its largest picture and its
    // first paint come first on a slow link, and the scripts after.
    ...parts.assets.modulePreloads.map(
      (href) => `<link rel="modulepreload" href="${e(href)}" fetchpriority="low">`,
    ),
    `<script type="module" nonce="${e(parts.nonce)}" src="${e(parts.assets.entryScript)}" fetchpriority="low"></script>`,
    '</head>',
    '<body>',
    `<div id="root">${parts.body}</div>`,
    '</body>',
    '</html>',
  ].join('\n');
}
