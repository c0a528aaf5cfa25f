import type { ResultProduct } from './searchResults.ts';

/** SPEC section 9: a product is new when created within 365 days and without reviews. */
export function isNewProduct(product: Pick<ResultProduct, 'createdAt' | 'reviews'>, today: Date): boolean {
  const ageDays = (today.getTime() - new Date(product.createdAt).getTime()) / 86_400_000;
  return ageDays <= 365 && product.reviews.number === 0;
}
