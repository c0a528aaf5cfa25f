import { useCallback, useState } from 'react';
import type { ResultProduct } from '../../../shared/search/searchResults.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useAuthenticateRequest } from '../../components/AuthFunnel/useAuthenticateRequest.ts';

/**
 * SPEC section 4: the heart asks a guest to sign in first (reason searchFavorite), then adds or
 * removes, then updates the card locally without reloading the results.
 */
export function useFavoriteToggle() {
  const authenticate = useAuthenticateRequest();
  const [overrides, setOverrides] = useState<Record<number, boolean>>({});
  const [error, setError] = useState<string | null>(null);

  const toggle = useCallback(
    async (product: ResultProduct) => {
      const result = await authenticate('searchFavorite');
      if (result.status !== 'success') return;
      const wanted = !(overrides[product.id] ?? product.isFavorite);
      try {
        const body = await readJson<{ isFavorite: boolean }>(
          await browserApi(`/api/v6/products/${product.id}/favorite`, { method: wanted ? 'POST' : 'DELETE' }),
        );
        setOverrides((current) => ({ ...current, [product.id]: body.isFavorite }));
        setError(null);
      } catch (failure) {
        setError((failure as Error).message);
      }
    },
    [authenticate, overrides],
  );

  const withFavorites = useCallback(
    (products: ResultProduct[]) =>
      products.map((p) => (p.id in overrides ? { ...p, isFavorite: overrides[p.id] } : p)),
    [overrides],
  );
  return { toggle, withFavorites, error };
}
