import type { TFunction } from 'i18next';
import { usePageData } from '../../app/useSite.ts';
import '../../styles/product.css';
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

/** A boat's page: everything a renter needs to decide, and the booking box. */
export default function ProductPage() {
  const { product, sleepingAreas, itineraries } = usePageData<ProductPageData>();
  return (
    <article className="product-page" data-product-id={product.id}>
      <ProductHeader product={product} />
      <Gallery pictures={product.pictures} title={product.title} />
      <div className="product-layout">
        <div className="product-main">
          <ProductDescription product={product} sleepingAreas={sleepingAreas} itineraries={itineraries} />
          <HarbourCard location={product.location} />
          <OwnerCard product={product} />
          <Reviews product={product} />
          <CancellationPolicy policy={product.cancellationPolicy} />
        </div>
        <aside className="product-aside" aria-label={product.title}>
          <BookingBox product={product} />
        </aside>
      </div>
      <SimilarBoats productId={product.id} />
    </article>
  );
}
