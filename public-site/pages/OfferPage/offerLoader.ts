import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import { readJson } from '../../app/siteApi.ts';

/** Offers need a signed-in renter: a guest goes to the login page and comes back here. */
export async function loadSignedIn<T>(
  { api, request, route }: ScreenLoaderContext,
  path: string,
): Promise<ScreenLoaderResult> {
  const response = await api(path);
  if (response.status === 401) {
    const url = new URL(request.url);
    const next = encodeURIComponent(url.pathname + url.search);
    const login = route.languageInPath ? `/${route.language}/login` : '/login';
    return { redirect: { location: `${login}?next=${next}`, status: 302 } };
  }
  if (response.status === 404) return { notFound: true };
  return { data: await readJson<T>(response) };
}
