import type { TFunction } from 'i18next';
import { pictureAt } from '../../../shared/media/pictureAt.ts';
import type { ScreenHead } from '../../app/screens.ts';
import { formatAmount } from './money.ts';
import type { ProductPageData } from './productLoader.ts';

/** Title, description, Open Graph picture, language versions and schema.org data of a product page. */
export function productHead(t: TFunction, data: ProductPageData | undefined): ScreenHead {
  if (!data) return {};
  const { product, language } = data;
  const type = product.activity
    ? t(`search:activityTypes.${product.activity.type}`)
    : product.type
      ? t(`productTypes:${product.type}`)
      : '';
  const price = formatAmount(product.prices.fromPerDay, product.currency, language);
  const picture = product.pictures[0]?.url;
  const scale = 10 ** product.currency.minorDigits;
  const texts = { type, city: product.location.city, title: product.title, price };
  return {
    title: product.activity ? t('activity:meta.title', texts) : t('product:meta.title', texts),
    description: product.activity
      ? t('activity:meta.description', texts)
      : t('product:meta.description', { ...texts, capacity: product.specifications.capacity }),
    // Social networks want a photo, not a drawing.
    image: picture && pictureAt(picture, 1200),
    largestPicture: picture,
    alternatePaths: product.paths,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: product.description,
      image: product.pictures.map((p) => pictureAt(p.url, 1200)),
      category: type,
      ...(product.specifications.builderName
        ? { brand: { '@type': 'Brand', name: product.specifications.builderName } }
        : {}),
      offers: {
        '@type': 'Offer',
        price: (product.prices.fromPerDay / scale).toFixed(product.currency.minorDigits),
        priceCurrency: product.currency.code,
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Person', name: product.owner.name },
      },
      ...(product.reviews.count > 0 && product.reviews.average !== null
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.reviews.average,
              reviewCount: product.reviews.count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}
