import type { TFunction } from 'i18next';
import type { LandingInformation } from '../../../shared/search/searchResults.ts';
import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import { readJson } from '../../app/siteApi.ts';
import { usePageData } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { SearchView } from '../SearchPage/SearchView.tsx';
import { landingAlternatePaths } from '../SearchPage/searchAlternates.ts';
import {
  filtersOfRequest,
  firstResultPicture,
  loadSearch,
  type SearchPageData,
} from '../SearchPage/searchLoader.ts';

interface LandingPageData extends SearchPageData {
  landing: LandingInformation;
}

function landingTitle(t: TFunction, data: LandingPageData | undefined): string {
  if (!data) return t('search:title.boats');
  const { landing } = data;
  const subject =
    landing.kind === 'activity'
      ? t('search:landing.activities')
      : landing.experience
        ? t(`experiences:${landing.experience}`)
        : landing.boatType
          ? t(`productTypes:${landing.boatType}`)
          : t('search:landing.boats');
  return landing.place
    ? t('search:landing.titleIn', { subject, place: landing.place.name })
    : t('search:landing.title', { subject });
}

export function head(t: TFunction, data?: unknown) {
  const page = data as LandingPageData | undefined;
  return {
    title: landingTitle(t, page),
    description: t('search:landing.description', { title: landingTitle(t, page) }),
    alternatePaths: page && landingAlternatePaths(page.landing.customization),
    largestPicture: firstResultPicture(page),
  };
}

/**
 * Activity and generic landings (SPEC section 2): the landing's data loads first; when it fails the
 * visitor sees not-found at the same URL. The URL's own filters refine the landing's, and `_page`
 * overrides its page.
 */
export async function loader(context: ScreenLoaderContext): Promise<ScreenLoaderResult> {
  const customization = context.route.params.customization ?? context.route.params.landing ?? '';
  const query = new URLSearchParams({ customization, _locale: context.language });
  let landing: LandingInformation;
  try {
    landing = await readJson<LandingInformation>(
      await context.api(`/api/v6/lp/information?${query}`, { signal: context.request.signal }),
    );
  } catch (error) {
    if (context.request.signal.aborted) throw error;
    return { notFound: true };
  }
  const fromUrl = filtersOfRequest(context.request);
  const filters = { ...landing.filters, ...fromUrl, page: fromUrl.page };
  const search = await loadSearch(context, landing.kind, filters, landing.place?.slug);
  return { data: { ...search, landing } satisfies LandingPageData };
}

export default function LandingPage() {
  const { t } = useTranslation();
  const data = usePageData<LandingPageData>();
  const variation = data.response?.abVariations.multiverse ?? 'A';
  // The A/B test's multiverse variation picks the generic landing (C) or the classic one (A, B).
  const intro = variation === 'C' ? t('search:landing.genericIntro') : t('search:landing.classicIntro');
  return <SearchView data={data} title={landingTitle(t, data)} intro={intro} />;
}
