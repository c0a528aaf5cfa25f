import { useState } from 'react';
import type { ProductDetails } from '../../../shared/product/productDetails.ts';
import { browserApi } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { useAuthenticateRequest } from '../../components/AuthFunnel/useAuthenticateRequest.ts';

/** Title, kind and place, rating, and the favourite and share buttons. */
export function ProductHeader({ product }: { product: ProductDetails }) {
  const { t } = useTranslation();
  const type = product.activity
    ? t(`search:activityTypes.${product.activity.type}`)
    : product.type
      ? t(`productTypes:${product.type}`)
      : '';
  return (
    <header className="product-header">
      <p className="product-header__kind">
        {type} · {product.location.city}, {product.location.country}
      </p>
      <h1>{product.title}</h1>
      <div className="product-header__row">
        <p className="product-header__rating">
          {product.reviews.count > 0 && product.reviews.average !== null ? (
            <a href="#reviews">
              <span aria-hidden="true">★ </span>
              {t('product:reviews.summary', {
                average: product.reviews.average.toFixed(1),
                count: product.reviews.count,
              })}
            </a>
          ) : product.isNew ? (
            <span className="badge badge--new">{t('product:header.new')}</span>
          ) : (
            t('product:reviews.none')
          )}
          {product.owner.isSuperOwner && (
            <span className="badge badge--super">{t('product:owner.superOwner')}</span>
          )}
          {product.instantBooking && (
            <span className="badge badge--instant">{t('product:header.instantBooking')}</span>
          )}
        </p>
        <div className="product-header__actions">
          <FavouriteButton productId={product.id} initial={product.isFavorite} />
          <ShareButton title={product.title} />
        </div>
      </div>
    </header>
  );
}

function FavouriteButton({ productId, initial }: { productId: number; initial: boolean }) {
  const { t } = useTranslation();
  const authenticate = useAuthenticateRequest();
  const [favourite, setFavourite] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if ((await authenticate('favorite')).status !== 'success') return;
    setBusy(true);
    const next = !favourite;
    setFavourite(next);
    const response = await browserApi(`/api/v6/products/${productId}/favorite`, {
      method: next ? 'POST' : 'DELETE',
    }).catch(() => null);
    if (!response?.ok) setFavourite(!next);
    setBusy(false);
  };
  return (
    <button type="button" className="icon-button" aria-pressed={favourite} disabled={busy} onClick={toggle}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={favourite ? 'is-filled' : ''}>
        <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.6 5c2.1 0 3.5 1.2 4.4 2.5C11.9 6.2 13.3 5 15.4 5 19 5 21.1 8.6 19.6 11.9 17.5 16.4 12 21 12 21z" />
      </svg>
      {favourite ? t('product:header.saved') : t('product:header.save')}
    </button>
  );
}

function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = window.location.href.split('?')[0];
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2500);
  };
  return (
    <button type="button" className="icon-button" onClick={share}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M18 8a3 3 0 1 0-2.8-4H15a3 3 0 0 0 .1.8L8.9 8.1a3 3 0 1 0 0 7.8l6.2 3.3a3 3 0 1 0 .9-1.7l-6.2-3.3a3 3 0 0 0 0-1.4L16 9.5A3 3 0 0 0 18 8z" />
      </svg>
      <span aria-live="polite">{copied ? t('product:header.linkCopied') : t('product:header.share')}</span>
    </button>
  );
}
