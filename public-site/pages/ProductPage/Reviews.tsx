import { useState } from 'react';
import type { ProductDetails, ReviewItem, ReviewPage } from '../../../shared/product/productDetails.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { MONTH_AND_YEAR, useDateFormat } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';

const CRITERIA = ['boat', 'owner', 'cleanliness', 'valueForMoney', 'experience'];

/** The average, the average of each criterion, and the reviews page by page. */
export function Reviews({ product }: { product: ProductDetails }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat(MONTH_AND_YEAR);
  const [items, setItems] = useState<ReviewItem[]>(product.reviews.items);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const { count, average, criteria, totalPages } = product.reviews;

  const more = async () => {
    setLoading(true);
    try {
      const next = await readJson<ReviewPage>(
        await browserApi(`/api/v6/products/${product.id}/reviews?page=${page + 1}`),
      );
      setItems((current) => [...current, ...next.items]);
      setPage(next.page);
    } finally {
      setLoading(false);
    }
  };

  return (
    <section className="product-section" id="reviews" aria-labelledby="product-reviews">
      <h2 id="product-reviews">{t('product:sections.reviews')}</h2>
      {count === 0 || average === null ? (
        <p>{t('product:reviews.none')}</p>
      ) : (
        <>
          <p className="reviews-average">
            <span className="reviews-average__value">{average.toFixed(1)}</span>
            <span>{t('product:reviews.count', { count })}</span>
          </p>
          <dl className="reviews-criteria">
            {CRITERIA.filter((key) => criteria[key] !== undefined).map((key) => (
              <div key={key}>
                <dt>{t(`product:reviews.criteria.${key}`)}</dt>
                <dd>
                  <meter min={0} max={5} value={criteria[key]} aria-hidden="true" />
                  <span>{criteria[key].toFixed(1)}</span>
                </dd>
              </div>
            ))}
          </dl>
          <ul className="reviews-list">
            {items.map((review) => (
              <li key={review.id}>
                <p className="reviews-list__author">
                  <strong>{review.authorName}</strong> · {formatDate(new Date(review.createdAt))} ·{' '}
                  <span className="visually-hidden">
                    {t('product:reviews.rating', { rating: review.rating })}
                  </span>
                  <span aria-hidden="true">
                    {'★'.repeat(review.rating)}
                    {'☆'.repeat(5 - review.rating)}
                  </span>
                </p>
                {review.comment && <p lang={review.language}>{review.comment}</p>}
                {review.ownerReply && (
                  <p className="reviews-list__reply">
                    <strong>{t('product:reviews.ownerReply')}</strong> {review.ownerReply}
                  </p>
                )}
              </li>
            ))}
          </ul>
          {page < totalPages && (
            <button type="button" className="button button--secondary" onClick={more} disabled={loading}>
              {t('product:reviews.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
