import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { RouteName } from '../../shared/routing/types.ts';

/** What a page module exports: the page, and its document title and description. */
export interface ScreenModule {
  default: ComponentType;
  head(t: TFunction): { title?: string; description?: string };
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
