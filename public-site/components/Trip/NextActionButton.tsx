import { Link, useLocation } from 'react-router';
import type { NextAction } from '../../../shared/bookings/trips.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { useTripDates } from './tripDates.ts';
import '../../styles/trip.css';

/**
 * The one thing a booking asks of the viewer now, as the server decided it (Sharetribe's state ×
 * role → action): a button to where it is done, or, while the owner has to answer, a line that says so.
 */
export function NextActionButton({
  action,
  bookingTitle,
}: {
  action: NextAction | null;
  /** Names the booking in the button's accessible name, since a list holds several. */
  bookingTitle?: string;
}) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const dates = useTripDates();
  const { pathname } = useLocation();
  if (!action) return null;
  const due = action.dueAt ? t('trips:nextAction.due', { date: dates.instant(action.dueAt) }) : null;
  if (action.kind === 'waitForOwner') {
    return (
      <p className="trip-next-action trip-next-action--waiting" data-next-action={action.kind}>
        {t('trips:nextAction.waitForOwner')}
        {due && <small className="trip-next-action__due">{due}</small>}
      </p>
    );
  }
  const label = t(`trips:nextAction.${action.kind}`);
  const to = localizedPath(language, action.path, defaultLanguage);
  const [page, fragment] = to.split('#');
  const ariaLabel = bookingTitle ? `${label} – ${bookingTitle}` : undefined;
  return (
    <p className="trip-next-action" data-next-action={action.kind}>
      {fragment && page === pathname ? (
        // Already on the page where it is done: jump to the block that does it.
        <a className="button button--accent" href={`#${fragment}`} aria-label={ariaLabel}>
          {label}
        </a>
      ) : (
        <Link className="button button--accent" to={to} aria-label={ariaLabel}>
          {label}
        </Link>
      )}
      {due && <small className="trip-next-action__due">{due}</small>}
    </p>
  );
}
