import type { TFunction } from 'i18next';
import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import { usePageData } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { searchTitle } from '../SearchPage/SearchPage.tsx';
import { SearchView } from '../SearchPage/SearchView.tsx';
import { searchAlternatePaths } from '../SearchPage/searchAlternates.ts';
import {
  filtersOfRequest,
  firstResultPicture,
  loadSearch,
  type SearchPageData,
} from '../SearchPage/searchLoader.ts';

export function head(t: TFunction, data?: unknown) {
  const page = data as SearchPageData | undefined;
  return {
    title: searchTitle(t, page),
    description: t('search:meta.activitiesDescription', { title: searchTitle(t, page) }),
    alternatePaths: page && searchAlternatePaths('activity', page.placeSlug),
    largestPicture: firstResultPicture(page),
  };
}

/** Activity search (SPEC section 2): `/{activities}/{search word}` or `/{activities}/{place slug}`. */
export async function loader(context: ScreenLoaderContext): Promise<ScreenLoaderResult> {
  const data = await loadSearch(
    context,
    'activity',
    filtersOfRequest(context.request),
    context.route.params.placeSlug,
  );
  // An unknown or misspelled place keeps the helpful page (it says so and suggests the names it
  // resembles) but answers 404 without canonical or hreflang: SPEC section 2 knows only known places.
  if (data.unknownPlace) return { data, status: 404, noindex: true };
  return { data };
}

export default function ActivitySearchPage() {
  const { t } = useTranslation();
  const data = usePageData<SearchPageData>();
  return <SearchView data={data} title={searchTitle(t, data)} />;
}
