import { useEffect, useState } from 'react';
import type { ResultProduct } from '../../../shared/search/searchResults.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { ResultCard } from '../../components/ResultCard/ResultCard.tsx';

/** How far below the screen the renter must be from the section for it to load (about a screen). */
const SIMILAR_BOATS_MARGIN = '800px';

/**
 * Similar boats nearby, at the end of the page. They are asked for only once the renter scrolls to
 * within a screen of them: most visitors never get there, and building five cards while the page
 * starts up was one of its longest tasks on a phone.
 */
export function SimilarBoats({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { language, defaultLanguage, currency } = useSite();
  const [products, setProducts] = useState<ResultProduct[]>([]);
  const near = useNearScreen<HTMLDivElement>(SIMILAR_BOATS_MARGIN);

  useEffect(() => {
    if (!near.reached) return;
    const controller = new AbortController();
    browserApi(`/api/v6/product/${productId}/suggestions?_locale=${language}&currency=${currency}`, {
      signal: controller.signal,
    })
      .then((response) => readJson<{ products: ResultProduct[] }>(response))
      .then((answer) => setProducts(answer.products))
      .catch(() => setProducts([]));
    return () => controller.abort();
  }, [near.reached, productId, language, currency]);

  if (products.length === 0) return <div ref={near.ref} className="similar-boats__anchor" />;
  return (
    <section className="product-section similar-boats" aria-labelledby="product-similar">
      <h2 id="product-similar">{t('product:sections.similar')}</h2>
      <div className="similar-boats__list">
        {products.map((product) => (
          <ResultCard
            key={product.id}
            product={product}
            currency={currency}
            language={language}
            defaultLanguage={defaultLanguage}
          />
        ))}
      </div>
    </section>
  );
}

/** Becomes true, once and for good, when the element comes within `margin` of the screen. */
function useNearScreen<T extends Element>(margin: string) {
  const [element, ref] = useState<T | null>(null);
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (!element || reached) return;
    if (typeof IntersectionObserver === 'undefined') {
      setReached(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setReached(true);
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, reached, margin]);
  return { ref, reached };
}
