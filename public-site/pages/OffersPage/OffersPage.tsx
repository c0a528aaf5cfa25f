import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { languageOf } from '../../../shared/i18n/languages.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import type { RenterOffer } from '../../../shared/sales/propales.ts';
import type { ScreenLoaderContext } from '../../app/screens.ts';
import { useDateFormat, usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/offers.css';
import { loadSignedIn } from '../OfferPage/offerLoader.ts';
import { offerMoney } from '../OfferPage/offerMoney.ts';

export function head(t: TFunction) {
  return { title: t('offers:listTitle'), description: t('offers:listDescription') };
}

export function loader(context: ScreenLoaderContext) {
  return loadSignedIn<RenterOffer[]>(context, `/api/v6/account/offers?currency=${context.currency}`);
}

/** account/offers: the renter's quotes, newest first. */
export default function OffersPage() {
  const offers = usePageData<RenterOffer[]>();
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const locale = languageOf(language).dateLocale;
  const formatDate = useDateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <section className="offers container" aria-labelledby="offers-title">
      <h1 id="offers-title">{t('offers:listTitle')}</h1>
      {offers.length === 0 ? (
        <p>{t('offers:empty')}</p>
      ) : (
        <ul className="offers__list">
          {offers.map((offer) => (
            <li key={offer.hash} className="offers__card">
              <div>
                <p className={`offer__status offer__status--${offer.status}`}>
                  {t(`offers:status.${offer.status}`)}
                </p>
                <h2>{offer.items.map((i) => i.productTitle).join(', ')}</h2>
                {offer.items[0] && (
                  <p className="offer__dates">
                    {formatDate(new Date(`${offer.items[0].start}T00:00:00Z`))} →{' '}
                    {formatDate(new Date(`${offer.items[0].end}T00:00:00Z`))}
                  </p>
                )}
                <p className="offers__total">{offerMoney(offer, locale)(offer.totalAmount)}</p>
              </div>
              <Link
                className="button button--ghost"
                to={localizedPath(language, `/account/offers/${offer.hash}`, defaultLanguage)}
              >
                {t('offers:view')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
