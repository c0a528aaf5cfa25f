import type { TFunction } from 'i18next';
import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import { usePageData } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { unknownPlaceTitle } from './SearchEmptyStates.tsx';
import { SearchView } from './SearchView.tsx';
import { searchAlternatePaths } from './searchAlternates.ts';
import { filtersOfRequest, firstResultPicture, loadSearch, type SearchPageData } from './searchLoader.ts';

export function searchTitle(t: TFunction, data: SearchPageData | undefined): string {
  if (data?.unknownPlace) return unknownPlaceTitle(t, data.kind, data.unknownPlace.text);
  const place = data?.response?.localization?.name ?? data?.filters.city ?? data?.filters.address;
  const kind = data?.kind === 'activity' ? 'activities' : 'boats';
  return place ? t(`search:title.${kind}In`, { place }) : t(`search:title.${kind}`);
}

export function head(t: TFunction, data?: unknown) {
  const page = data as SearchPageData | undefined;
  const count = page?.response?.count ?? 0;
  return {
    title: searchTitle(t, page),
    description: t('search:meta.description', { count, title: searchTitle(t, page) }),
    alternatePaths: page && searchAlternatePaths('boat', page.placeSlug),
    largestPicture: firstResultPicture(page),
  };
}

/** Boat search (SPEC section 2): `/{boat rental}/{search word}` or `/{boat rental}/{place slug}`. */
export async function loader(context: ScreenLoaderContext): Promise<ScreenLoaderResult> {
  const data = await loadSearch(
    context,
    'boat',
    filtersOfRequest(context.request),
    context.route.params.placeSlug,
  );
  // An unknown or misspelled place keeps the helpful page (it says so and suggests the names it
  // resembles) but answers 404 without canonical or hreflang: SPEC section 2 knows only known places.
  if (data.unknownPlace) return { data, status: 404, noindex: true };
  return { data };
}

export default function SearchPage() {
  const { t } = useTranslation();
  const data = usePageData<SearchPageData>();
  return <SearchView data={data} title={searchTitle(t, data)} />;
}
