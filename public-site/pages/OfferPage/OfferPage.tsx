import type { TFunction } from 'i18next';
import { useState } from 'react';
import { languageOf } from '../../../shared/i18n/languages.ts';
import type { RenterOffer } from '../../../shared/sales/propales.ts';
import type { ScreenLoaderContext } from '../../app/screens.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useDateFormat, usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/offers.css';
import { loadSignedIn } from './offerLoader.ts';
import { offerMoney } from './offerMoney.ts';

export function head(t: TFunction) {
  return { title: t('offers:title'), description: t('offers:description') };
}

export function loader(context: ScreenLoaderContext) {
  const hash = context.route.params?.hash ?? '';
  return loadSignedIn<RenterOffer>(
    context,
    `/api/v6/account/offers/${encodeURIComponent(hash)}?currency=${context.currency}`,
  );
}

function OfferNotice({ offer }: { offer: RenterOffer }) {
  const { t } = useTranslation();
  const notice =
    offer.status === 'expired' || (offer.status === 'sent' && !offer.canAnswer)
      ? t('offers:expiredNotice')
      : offer.status === 'withdrawn'
        ? t('offers:withdrawnNotice')
        : offer.status === 'accepted'
          ? t('offers:acceptedNotice')
          : offer.status === 'declined'
            ? t('offers:declinedNotice')
            : null;
  return notice ? (
    <p className={`offer__notice offer__notice--${offer.status}`} role="status">
      {notice}
    </p>
  ) : null;
}

/** account/offers/{hash}: the quote in the renter's language and currency, to accept or decline. */
export default function OfferPage() {
  const initial = usePageData<RenterOffer>();
  const [offer, setOffer] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation();
  const { language } = useSite();
  const locale = languageOf(language).dateLocale;
  const money = offerMoney(offer, locale);
  const formatDate = useDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  const date = (iso: string) => formatDate(new Date(`${iso}T00:00:00Z`));

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      const { checkoutPath } = await readJson<{ checkoutPath: string }>(
        await browserApi(`/api/v6/account/offers/${offer.hash}/accept`, { method: 'POST', body: {} }),
      );
      window.location.assign(checkoutPath);
    } catch (e) {
      setError((e as Error).message || t('offers:error'));
      setBusy(false);
    }
  };
  const decline = async () => {
    setBusy(true);
    setError(null);
    try {
      await readJson(
        await browserApi(`/api/v6/account/offers/${offer.hash}/decline`, { method: 'POST', body: {} }),
      );
      setOffer({ ...offer, status: 'declined', canAnswer: false });
    } catch (e) {
      setError((e as Error).message || t('offers:error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="offer container" aria-labelledby="offer-title">
      <header className="offer__header">
        <p className="offer__status">{t(`offers:status.${offer.status}`)}</p>
        <h1 id="offer-title">{t('offers:title')}</h1>
        <p className="offer__from">{t('offers:from', { name: offer.salesName })}</p>
        {offer.validUntil && (
          <p className="offer__valid">{t('offers:validUntil', { date: date(offer.validUntil) })}</p>
        )}
      </header>
      <OfferNotice offer={offer} />
      {offer.message && <blockquote className="offer__message">{offer.message}</blockquote>}
      {offer.items.map((item) => (
        <section key={item.id} className="offer__item" aria-label={item.productTitle}>
          {item.pictureUrl && <img className="offer__picture" src={item.pictureUrl} alt="" loading="lazy" />}
          <div>
            <h2>{item.productTitle}</h2>
            <p className="offer__dates">
              {date(item.start)} → {date(item.end)} · {t('offers:people', { count: item.people })}
            </p>
            <dl className="offer__lines">
              {item.priceLines.map((line) => (
                <div key={`${line.key}-${line.label}`} className="offer__line">
                  <dt>
                    {line.key === 'extra' || line.key === 'insurance'
                      ? line.label
                      : t(`offers:lines.${line.key}`)}
                  </dt>
                  <dd>{money(line.amount)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      ))}
      <dl className="offer__totals">
        <div className="offer__line">
          <dt>{t('offers:subtotal')}</dt>
          <dd>{money(offer.subtotalAmount)}</dd>
        </div>
        {offer.discountAmount > 0 && (
          <div className="offer__line offer__line--discount">
            <dt>{t('offers:discount')}</dt>
            <dd>−{money(offer.discountAmount)}</dd>
          </div>
        )}
        <div className="offer__line offer__line--total">
          <dt>{t('offers:total')}</dt>
          <dd>{money(offer.totalAmount)}</dd>
        </div>
      </dl>
      {error && (
        <p className="offer__error" role="alert">
          {error}
        </p>
      )}
      <div className="offer__actions">
        {offer.canAnswer && (
          <>
            <button type="button" className="button button--primary" onClick={accept} disabled={busy}>
              {t('offers:accept')}
            </button>
            <button type="button" className="button button--ghost" onClick={decline} disabled={busy}>
              {t('offers:decline')}
            </button>
          </>
        )}
        {offer.status === 'accepted' && offer.paymentSessionHash && (
          <button type="button" className="button button--primary" onClick={accept} disabled={busy}>
            {t('offers:goToPayment')}
          </button>
        )}
      </div>
    </article>
  );
}
