import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import type { ProductDetails } from '../../../shared/product/productDetails.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { useAuthenticateRequest } from '../../components/AuthFunnel/useAuthenticateRequest.ts';

function responseTime(minutes: number, t: TFunction): string {
  if (minutes < 60) return t('product:owner.withinMinutes', { count: Math.max(1, Math.round(minutes)) });
  if (minutes < 24 * 60) return t('product:owner.withinHours', { count: Math.round(minutes / 60) });
  return t('product:owner.withinDays', { count: Math.round(minutes / (24 * 60)) });
}

/** Who rents the boat, how fast they answer, and "Contact the owner" (sign-in reason sendMessage). */
export function OwnerCard({ product }: { product: ProductDetails }) {
  const { t } = useTranslation();
  const { owner } = product;
  const initials = owner.name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
  return (
    <section className="product-section" aria-labelledby="product-owner">
      <h2 id="product-owner">{t('product:sections.owner')}</h2>
      <div className="owner-card">
        <div className="owner-card__identity">
          {owner.pictureUrl ? (
            <img
              className="owner-card__avatar"
              src={owner.pictureUrl}
              alt=""
              width="64"
              height="64"
              loading="lazy"
            />
          ) : (
            <span className="owner-card__avatar owner-card__avatar--initials" aria-hidden="true">
              {initials}
            </span>
          )}
          <div>
            <p className="owner-card__name">{owner.name}</p>
            <p className="owner-card__badges">
              {owner.ownerType && <span className="tag">{t(`product:owner.${owner.ownerType}`)}</span>}
              {owner.isSuperOwner && <span className="tag tag--super">{t('product:owner.superOwner')}</span>}
            </p>
          </div>
        </div>
        <ul className="owner-card__facts">
          {owner.responseRate !== null && (
            <li>{t('product:owner.responseRate', { rate: owner.responseRate })}</li>
          )}
          {owner.responseTimeMinutes !== null && <li>{responseTime(owner.responseTimeMinutes, t)}</li>}
          <li>{t('product:owner.memberSince', { year: owner.memberSince.slice(0, 4) })}</li>
        </ul>
        <ContactOwner productId={product.id} ownerName={owner.name} />
      </div>
    </section>
  );
}

function ContactOwner({ productId, ownerName }: { productId: number; ownerName: string }) {
  const { t } = useTranslation();
  const { language } = useSite();
  const authenticate = useAuthenticateRequest();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [error, setError] = useState('');

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (message.trim().length < 2) {
      setState('failed');
      setError(t('product:contact.tooShort'));
      return;
    }
    if ((await authenticate('sendMessage')).status !== 'success') return;
    setState('sending');
    try {
      await readJson(
        await browserApi(`/api/v6/products/${productId}/conversations?_locale=${language}`, {
          method: 'POST',
          body: { message },
        }),
      );
      setState('sent');
      setMessage('');
    } catch (failure) {
      setState('failed');
      setError((failure as Error).message);
    }
  };

  if (!open) {
    return (
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t('product:contact.open')}
      </button>
    );
  }
  return (
    <form className="contact-owner" onSubmit={send}>
      <label htmlFor="contact-owner-message">{t('product:contact.label', { name: ownerName })}</label>
      <textarea
        id="contact-owner-message"
        rows={4}
        maxLength={2000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        placeholder={t('product:contact.placeholder')}
      />
      <button type="submit" className="button button--primary" disabled={state === 'sending'}>
        {t('product:contact.send')}
      </button>
      <p role="status" className={state === 'failed' ? 'form-error' : 'form-success'}>
        {state === 'sent' ? t('product:contact.sent') : state === 'failed' ? error : ''}
      </p>
    </form>
  );
}
