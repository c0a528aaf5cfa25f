import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { LanguageCode } from '../../shared/i18n/languages.ts';
import type { ResolvedRoute, RouteName } from '../../shared/routing/types.ts';
import type { SiteCurrency } from './currency.ts';
import type { SiteApi } from './siteApi.ts';

/** What a page's loader gets: the request, the resolved route, and the API as the visitor. */
export interface ScreenLoaderContext {
  request: Request;
  route: ResolvedRoute;
  language: LanguageCode;
  currency: SiteCurrency;
  api: SiteApi;
}

/**
 * What a page's loader returns. `notFound` shows the not-found page at the same URL (SPEC: a landing
 * whose data fails to load); `status` overrides the page's usual status.
 */
export interface ScreenLoaderResult {
  data?: unknown;
  status?: number;
  notFound?: boolean;
  /** A permanent redirect, e.g. to a product's canonical URL (301). */
  redirect?: { location: string; status: 301 | 302 };
}

/** What a page module exports: the page, its document title and description, and its data. */
export interface ScreenModule {
  default: ComponentType;
  head(t: TFunction, data?: unknown): { title?: string; description?: string };
  loader?(context: ScreenLoaderContext): Promise<ScreenLoaderResult>;
}

export type ScreenName = 'home' | 'notFound';

interface Screen {
  status: number;
  /** Whether search engines may index it; indexable pages get canonical and hreflang links. */
  indexable: boolean;
  /** The module's path in the Vite manifest, so the server can link its CSS and preload its chunk. */
  source: string;
  load(): Promise<ScreenModule>;
}

/** Each page is its own chunk: only the current page's code loads. */
export const SCREENS: Record<ScreenName, Screen> = {
  home: {
    status: 200,
    indexable: true,
    source: 'public-site/pages/HomePage/HomePage.tsx',
    load: () => import('../pages/HomePage/HomePage.tsx'),
  },
  notFound: {
    status: 404,
    indexable: false,
    source: 'public-site/pages/NotFoundPage/NotFoundPage.tsx',
    load: () => import('../pages/NotFoundPage/NotFoundPage.tsx'),
  },
};

/**
 * The page a resolved route shows. Screens not built yet, and landings (whose data does not exist
 * yet, and SPEC says a landing that fails to load shows not-found at the same URL), show not-found.
 */
export function screenFor(route: RouteName): ScreenName {
  return route === 'home' ? 'home' : 'notFound';
}

const loadedScreens = new Map<ScreenName, ScreenModule>();

export async function loadScreen(name: ScreenName): Promise<ScreenModule> {
  const cached = loadedScreens.get(name);
  if (cached) return cached;
  const module = await SCREENS[name].load();
  loadedScreens.set(name, module);
  return module;
}

/** A screen that a loader has already loaded; rendering never waits for code. */
export function loadedScreen(name: ScreenName): ScreenModule {
  const module = loadedScreens.get(name);
  if (!module) throw new Error(`Screen ${name} was rendered before its loader loaded it.`);
  return module;
}
