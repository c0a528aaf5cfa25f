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

/** A booking's status in words (every BookingStatus is translated under trips:status). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`trip-status trip-status--${TONES[status]}`} data-status={status}>
      {t(`trips:status.${status}`)}
    </span>
  );
}
