import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { type OwnerListings, ownerListingPaths } from '../../../shared/owners/listings.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import type { ScreenLoaderContext } from '../../app/screens.ts';
import { usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { AccountShell } from '../../components/AccountShell/AccountShell.tsx';
import { TripLoadFailed } from '../../components/Trip/TripLoadFailed.tsx';
import { loadTripPage, type TripPageData } from '../../components/Trip/tripLoader.ts';
import { ListingCard } from './ListingCard.tsx';
import './listings.css';

/** Where an owner starts a new listing: the editor's `new` draft. */
export const NEW_LISTING_PATH = '/account/listing/edit/new';

export function head(t: TFunction) {
  return { title: t('listings:title'), description: t('listings:description') };
}

/** Signed out: the login page, then back here (loadTripPage answers 401 that way). */
export function loader(context: ScreenLoaderContext) {
  return loadTripPage<OwnerListings>(context, ownerListingPaths.listings);
}

/** account/listings: the owner's boats and activities, how complete each is, and what comes next. */
export default function ListingsPage() {
  const page = usePageData<TripPageData<OwnerListings | null>>();
  const { t } = useTranslation();
  return (
    <AccountShell titleId="account-title">
      <section className="listings" aria-labelledby="listings-title">
        <div className="listings__header">
          <h2 id="listings-title">{t('listings:title')}</h2>
          {page.answer && page.answer.listings.length > 0 && <NewListingLink secondary />}
        </div>
        {page.answer ? <Listings answer={page.answer} /> : <TripLoadFailed />}
      </section>
    </AccountShell>
  );
}

export function Listings({ answer }: { answer: OwnerListings }) {
  const { t } = useTranslation();
  if (answer.listings.length === 0) {
    return (
      <div className="trip-empty" data-testid="listings-empty">
        <p>{t(answer.isOwner ? 'listings:empty.owner' : 'listings:empty.newOwner')}</p>
        <NewListingLink />
      </div>
    );
  }
  return (
    <ul className="listings__grid">
      {answer.listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard listing={listing} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}

function NewListingLink({ secondary = false }: { secondary?: boolean }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  return (
    <Link
      className={`button ${secondary ? 'button--ghost' : 'button--primary'}`}
      to={localizedPath(language, NEW_LISTING_PATH, defaultLanguage)}
    >
      {t('listings:listMyBoat')}
    </Link>
  );
}
