import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { ListingState, OwnerListing } from '../../../shared/owners/listings.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { browserApi } from '../../app/siteApi.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { BookingStatusBadge } from '../../components/Trip/BookingStatusBadge.tsx';
import { useTripDates } from '../../components/Trip/tripDates.ts';

const STATE_TONES: Record<ListingState, 'waiting' | 'good' | 'over' | 'stopped'> = {
  draft: 'over',
  inReview: 'waiting',
  published: 'good',
  suspended: 'stopped',
};

/**
 * One listing, compact (phone first): a thumbnail beside its title and state, how complete it is,
 * its month and next bookings, and its actions in one row.
 */
export function ListingCard({ listing, priority = false }: { listing: OwnerListing; priority?: boolean }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const dates = useTripDates();
  const titleId = `listing-${listing.id}-title`;
  const meterId = `listing-${listing.id}-completeness`;
  const { score, missing } = listing.completeness;
  return (
    <article className="listing-card" aria-labelledby={titleId} data-testid="listing-card">
      <div className="listing-card__summary">
        <div className="listing-card__picture">
          {listing.picture ? (
            <img
              src={listing.picture.url}
              alt={listing.picture.alt ?? ''}
              loading={priority ? 'eager' : 'lazy'}
              width={112}
              height={84}
            />
          ) : (
            <span className="listing-card__no-picture">{t('listings:noPicture')}</span>
          )}
        </div>
        <div className="listing-card__heading">
          <h3 id={titleId}>{listing.title}</h3>
          <span
            className={`trip-status trip-status--${STATE_TONES[listing.state]}`}
            data-state={listing.state}
          >
            {t(`listings:state.${listing.state}`)}
          </span>
          {listing.harbourName && <p className="muted listing-card__harbour">{listing.harbourName}</p>}
        </div>
      </div>
      <div className="listing-card__body">
        {listing.moderationReason && (
          <p className="listing-card__reason">
            {t('listings:moderationReason', { reason: listing.moderationReason })}
          </p>
        )}

        <div className="listing-card__completeness">
          <label htmlFor={meterId}>{t('listings:completeness.label', { score })}</label>
          <meter id={meterId} min={0} max={100} low={50} high={99} optimum={100} value={score}>
            {score} %
          </meter>
          <p className="listing-card__missing">
            {missing.length === 0
              ? t('listings:completeness.done')
              : t('listings:completeness.missing', {
                  parts: missing.map((part) => t(`listings:parts.${part}`)).join(', '),
                })}
          </p>
        </div>

        <h4>{t('listings:figures.title')}</h4>
        <dl className="listing-card__figures">
          <div>
            <dt>{t('listings:figures.views')}</dt>
            <dd>{listing.last30Days.views}</dd>
          </div>
          <div>
            <dt>{t('listings:figures.requests')}</dt>
            <dd>{listing.last30Days.requests}</dd>
          </div>
          <div>
            <dt>{t('listings:figures.bookings')}</dt>
            <dd>{listing.last30Days.bookings}</dd>
          </div>
        </dl>

        <h4>{t('listings:next.title')}</h4>
        {listing.nextBookings.length === 0 ? (
          <p className="muted listing-card__none">{t('listings:next.none')}</p>
        ) : (
          <ul className="listing-card__next">
            {listing.nextBookings.map((booking) => (
              <li key={booking.id}>
                <Link to={localizedPath(language, booking.path, defaultLanguage)}>
                  {dates.range(booking.startDate, booking.endDate)} · {booking.renterFirstName}
                </Link>
                <BookingStatusBadge status={booking.status} side="owner" />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="listing-card__actions">
        <Link
          className="button button--ghost"
          to={localizedPath(language, `/account/listing/edit/${listing.id}`, defaultLanguage)}
        >
          {t('listingEditor:edit')}
        </Link>
        <Link
          className="button button--ghost"
          to={localizedPath(language, `/account/listing/calendar/${listing.id}`, defaultLanguage)}
        >
          {t('ownerCalendar:open')}
        </Link>
        {listing.state === 'draft' && <DeleteDraftButton listingId={listing.id} />}
      </div>
    </article>
  );
}

/** A draft the owner no longer wants: asked once, deleted, and the list shown again without it. */
function DeleteDraftButton({ listingId }: { listingId: number }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [state, setState] = useState<'idle' | 'deleting' | 'failed'>('idle');
  const remove = async () => {
    if (!window.confirm(t('listings:deleteDraftConfirm'))) return;
    setState('deleting');
    const answer = await browserApi(`/api/v6/account/listings/${listingId}`, { method: 'DELETE' }).catch(
      () => null,
    );
    if (!answer?.ok) return setState('failed');
    await revalidator.revalidate();
  };
  return (
    <>
      <button
        type="button"
        className="button button--ghost listing-card__delete"
        disabled={state === 'deleting'}
        onClick={remove}
      >
        {t('listings:deleteDraft')}
      </button>
      {state === 'failed' && (
        <span className="form-error" role="alert">
          {t('listings:deleteDraftFailed')}
        </span>
      )}
    </>
  );
}
