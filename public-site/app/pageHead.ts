import type { TFunction } from 'i18next';
import { pageTitle } from '../../shared/i18n/titles.ts';
import { loadedScreen, type ScreenHead } from './screens.ts';
import type { ScreenData } from './siteData.ts';

export interface PageHead extends Omit<ScreenHead, 'title' | 'description'> {
  title: string;
  description: string;
}

/** The document title in the brand format (SPEC section 1) and the meta description of a page. */
export function pageHead(screenData: ScreenData | undefined, t: TFunction): PageHead {
  const own: ScreenHead = screenData ? loadedScreen(screenData.screen).head(t, screenData.data) : {};
  return {
    ...own,
    title: pageTitle(t, own.title),
    description: own.description ?? t('meta:description'),
  };
}
