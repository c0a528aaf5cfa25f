import { useEffect, useState } from 'react';
import type { ResultProduct } from '../../../shared/search/searchResults.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { ResultCard } from '../../components/ResultCard/ResultCard.tsx';

/** Similar boats nearby, loaded after the page is shown (they are below the fold). */
export function SimilarBoats({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { language, defaultLanguage, currency } = useSite();
  const [products, setProducts] = useState<ResultProduct[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    browserApi(`/api/v6/product/${productId}/suggestions?_locale=${language}&currency=${currency}`, {
      signal: controller.signal,
    })
      .then((response) => readJson<{ products: ResultProduct[] }>(response))
      .then((answer) => setProducts(answer.products))
      .catch(() => setProducts([]));
    return () => controller.abort();
  }, [productId, language, currency]);

  if (products.length === 0) return null;
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
