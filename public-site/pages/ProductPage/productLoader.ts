import type { ProductDetails } from '../../../shared/product/productDetails.ts';
import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import { readJson } from '../../app/siteApi.ts';

export interface ProductPageData {
  /** The page's language, for the head (which gets no site context). */
  language: string;
  product: ProductDetails;
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
  // One call: the answer carries the cabins and itineraries too.
  const details = await api(`/api/v6/products/${id}?_locale=${language}&currency=${currency}`);
  if (details.status === 404 || details.status === 400) return { notFound: true };
  const product = await readJson<ProductDetails>(details);
  const canonical = product.paths[language];
  if (route.path !== canonical) {
    const prefix = route.languageInPath ? `/${language}` : '';
    return { redirect: { location: prefix + canonical + new URL(request.url).search, status: 301 } };
  }
  const data: ProductPageData = { language, product };
  return { data };
}
