import { Link } from 'react-router';
import type { ActivityType } from '../../../shared/catalogue/catalogue.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { canonicalProductPath } from '../../../shared/product/productUrl.ts';
import { isNewProduct } from '../../../shared/search/newProduct.ts';
import type { ResultProduct } from '../../../shared/search/searchResults.ts';
import { formatMeasure } from '../../app/numberFormat.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { formatPrice } from './formatPrice.ts';
import { type SearchedChoice, searchedChoiceQuery } from './searchedChoice.ts';
import '../../styles/result-card.css';

export interface ResultCardProps {
  product: ResultProduct;
  currency: string;
  language: LanguageCode;
  defaultLanguage: LanguageCode;
  /** Absent: no heart (e.g. on a page where favourites cannot change). */
  onToggleFavorite?: (product: ResultProduct) => void;
  /** Highlighted while its map marker is hovered. */
  highlighted?: boolean;
  /** The first cards of a page: their picture is the largest paint, so it loads first, not lazily. */
  priority?: boolean;
  /** The search's dates and people: the link carries them to the product page's booking box. */
  searched?: SearchedChoice;
  /** Hovering or focusing the card highlights its map marker. */
  onHover?: (productId: number | null) => void;
}

/** One search result: picture, title, facts, rating, price in the visitor's currency, badges, heart. */
export function ResultCard({
  product,
  currency,
  language,
  defaultLanguage,
  onToggleFavorite,
  highlighted,
  priority,
  searched,
  onHover,
}: ResultCardProps) {
  const { t } = useTranslation();
  // The canonical path straight away: a link built from the title would cost every click a 301.
  const path =
    product.type || product.activityType
      ? canonicalProductPath(
          language,
          {
            id: product.id,
            slug: product.slug,
            citySlug: product.citySlug,
            type: product.type ?? 'motorboat',
            activityType: product.activityType as ActivityType | null,
          },
          defaultLanguage,
        )
      : null;
  const href = path ? path + searchedChoiceQuery(searched) : null;
  const picture = product.pictures[0];
  const kindLabel = product.type
    ? t(`productTypes:${product.type}`)
    : t(`search:activityTypes.${product.activityType}`);
  const facts = [
    product.length ? t('search:card.length', { value: formatMeasure(product.length, language) }) : null,
    t('search:card.capacity', { count: product.capacity }),
    product.kind === 'boat' && product.cabins > 0 ? t('search:card.cabins', { count: product.cabins }) : null,
    product.durationHours ? t('search:card.duration', { count: product.durationHours }) : null,
  ].filter(Boolean);
  const unit =
    product.kind === 'boat'
      ? t('search:card.perDay')
      : product.pricingUnit === 'per_person'
        ? t('search:card.perPerson')
        : t('search:card.perOuting');
  const title = href ? <Link to={href}>{product.title}</Link> : product.title;

  return (
    <article
      className={`result-card${highlighted ? ' result-card--highlighted' : ''}`}
      data-product-id={product.id}
      onMouseEnter={onHover && (() => onHover(product.id))}
      onMouseLeave={onHover && (() => onHover(null))}
      onFocus={onHover && (() => onHover(product.id))}
      onBlur={onHover && (() => onHover(null))}
    >
      <div className="result-card__media">
        {picture ? (
          <img
            src={picture.url}
            alt={picture.alt ?? product.title}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            width="400"
            height="300"
          />
        ) : (
          <div className="result-card__no-picture" aria-hidden="true" />
        )}
        <div className="result-card__badges">
          {isNewProduct(product, new Date()) && (
            <span className="badge badge--new">{t('search:card.new')}</span>
          )}
          {product.isSuperOwner && <span className="badge badge--super">{t('search:card.superOwner')}</span>}
          {product.discountPercent > 0 && (
            <span className="badge badge--discount">
              {t('search:card.discount', { percent: product.discountPercent })}
            </span>
          )}
        </div>
        {onToggleFavorite && (
          <button
            type="button"
            className="result-card__heart"
            aria-pressed={product.isFavorite}
            aria-label={
              product.isFavorite
                ? t('search:card.unfavorite', { title: product.title })
                : t('search:card.favorite', { title: product.title })
            }
            onClick={() => onToggleFavorite(product)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.6 5c2.1 0 3.5 1.2 4.4 2.5C11.9 6.2 13.3 5 15.4 5 19 5 21.1 8.6 19.6 11.9 17.5 16.4 12 21 12 21z" />
            </svg>
          </button>
        )}
      </div>
      <div className="result-card__body">
        <p className="result-card__kind">
          {kindLabel} · {product.localizationName}
        </p>
        <h3 className="result-card__title">{title}</h3>
        <p className="result-card__facts">{facts.join(' · ')}</p>
        <p className="result-card__footer">
          <span className="result-card__rating">
            {product.reviews.number > 0 && product.reviews.average !== null
              ? t('search:card.rating', {
                  average: product.reviews.average.toFixed(1),
                  count: product.reviews.number,
                })
              : t('search:card.noReviews')}
          </span>
          {typeof product.totalForDates === 'number' ? (
            <span className="result-card__price">
              <strong>{formatPrice(product.totalForDates, currency, language)}</strong>{' '}
              {t('searchMore:card.totalForDates')}
            </span>
          ) : (
            <span className="result-card__price">
              {t('search:card.from')} <strong>{formatPrice(product.price, currency, language)}</strong> {unit}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
