import type { BookingStatus } from '../../../shared/catalogue/catalogue.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/trip.css';

/** Statuses grouped by how they look: waiting, good, over, stopped. */
const TONES: Record<BookingStatus, 'waiting' | 'good' | 'over' | 'stopped'> = {
  payment_pending: 'waiting',
  paid: 'waiting',
  down_payment_paid: 'waiting',
  accepted: 'good',
  checked_in: 'good',
  checked_out: 'good',
  completed: 'over',
  reviewed: 'over',
  declined: 'stopped',
  expired: 'stopped',
  cancelled_by_tenant: 'stopped',
  cancelled_by_owner: 'stopped',
  damage_claimed: 'waiting',
};

/** The statuses an owner reads in their own words: a request is theirs to answer, not "sent". */
const OWNER_WORDS: ReadonlySet<BookingStatus> = new Set([
  'paid',
  'down_payment_paid',
  'declined',
  'cancelled_by_owner',
]);

/** The translation key of a status in `side`'s words (for a badge, a notice, a thread's line). */
export const statusWordsKey = (status: BookingStatus, side = 'tenant') =>
  side === 'owner' && OWNER_WORDS.has(status) ? `trips:statusOwner.${status}` : `trips:status.${status}`;

/**
 * A booking's status in words (every BookingStatus is translated under trips:status; the owner's side
 * of a few under trips:statusOwner).
 */
export function BookingStatusBadge({ status, side = 'tenant' }: { status: BookingStatus; side?: string }) {
  const { t } = useTranslation();
  const key = statusWordsKey(status, side);
  return (
    <span className={`trip-status trip-status--${TONES[status]}`} data-status={status}>
      {t(key)}
    </span>
  );
}
