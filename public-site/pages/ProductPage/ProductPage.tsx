import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { productViewPath } from '../../../shared/product/productPaths.ts';
import { usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/product.css';
import { pageLanguage, withLocale } from '../../app/siteApi.ts';
import { ActivityDescription } from './ActivityDescription.tsx';
import { BookingBox } from './BookingBox.tsx';
import { CancellationPolicy } from './CancellationPolicy.tsx';
import { Gallery } from './Gallery.tsx';
import { HarbourCard } from './HarbourCard.tsx';
import { OwnerCard } from './OwnerCard.tsx';
import { ProductDescription } from './ProductDescription.tsx';
import { ProductHeader } from './ProductHeader.tsx';
import { productHead } from './productHead.ts';
import { loadProductPage, type ProductPageData } from './productLoader.ts';
import { Reviews } from './Reviews.tsx';
import { SimilarBoats } from './SimilarBoats.tsx';

export function head(t: TFunction, data?: unknown) {
  return productHead(t, data as ProductPageData | undefined);
}

export const loader = loadProductPage;

/** A boat's or an activity's page: everything a renter needs to decide, and the booking box. */
export default function ProductPage() {
  const { t } = useTranslation();
  const { product } = usePageData<ProductPageData>();
  const { viewer } = useSite();
  const { activity } = product;
  // A view for the owner's listings page, once per page shown; the owner's own look is not one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: counted per product shown, not per sign-in
  useEffect(() => {
    if (viewer?.id !== product.owner.id)
      navigator.sendBeacon?.(withLocale(productViewPath(product.id), pageLanguage()));
  }, [product.id]);
  return (
    <article className="product-page" data-product-id={product.id} data-kind={product.kind}>
      <ProductHeader product={product} />
      <Gallery pictures={product.pictures} title={product.title} />
      <div className="product-layout">
        <div className="product-main">
          {activity ? (
            <ActivityDescription product={product} activity={activity} />
          ) : (
            <ProductDescription
              product={product}
              sleepingAreas={product.sleepingAreas}
              itineraries={product.itineraries}
            />
          )}
          <HarbourCard
            location={product.location}
            title={activity ? t('activity:sections.meetingPoint') : undefined}
          />
          <OwnerCard product={product} />
          <Reviews product={product} />
          <CancellationPolicy policy={product.cancellationPolicy} />
        </div>
        <aside className="product-aside" aria-label={product.title}>
          <BookingBox product={product} />
        </aside>
      </div>
      {!activity && <SimilarBoats productId={product.id} />}
    </article>
  );
}
