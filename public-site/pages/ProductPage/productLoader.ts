import type { Itinerary, ProductDetails, SleepingArea } from '../../../shared/product/productDetails.ts';
import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import { readJson } from '../../app/siteApi.ts';

export interface ProductPageData {
  /** The page's language, for the head (which gets no site context). */
  language: string;
  product: ProductDetails;
  sleepingAreas: SleepingArea[];
  itineraries: Itinerary[];
}

/**
 * The product page's data. A missing or unpublished product is the not-found page (404); a URL
 * whose place, type or boat words are not the canonical ones of its language redirects there (301).
 */
export async function loadProductPage({
  request,
  route,
  language,
  currency,
  api,
}: ScreenLoaderContext): Promise<ScreenLoaderResult> {
  const id = route.params.productId;
  const [details, areas, itineraries] = await Promise.all([
    api(`/api/v6/products/${id}?_locale=${language}&currency=${currency}`),
    api(`/api/v6/product/${id}/sleeping-area`),
    api(`/api/v6/products/${id}/itineraries`),
  ]);
  if (details.status === 404 || details.status === 400) return { notFound: true };
  const product = await readJson<ProductDetails>(details);
  const canonical = product.paths[language];
  if (route.path !== canonical) {
    const prefix = route.languageInPath ? `/${language}` : '';
    return { redirect: { location: prefix + canonical + new URL(request.url).search, status: 301 } };
  }
  const data: ProductPageData = {
    language,
    product,
    sleepingAreas: areas.ok ? await readJson<SleepingArea[]>(areas) : [],
    itineraries: itineraries.ok ? await readJson<Itinerary[]>(itineraries) : [],
  };
  return { data };
}
