import type { BookingStatus } from '../../../shared/catalogue/catalogue.ts';

/** The few words a conversation shows for its booking; the booking's own page says the rest. */
export type BookingStage = 'request' | 'confirmed' | 'inProgress' | 'completed' | 'cancelled';

const STAGES: Record<BookingStatus, BookingStage> = {
  payment_pending: 'request',
  paid: 'request',
  down_payment_paid: 'request',
  accepted: 'confirmed',
  checked_in: 'inProgress',
  checked_out: 'inProgress',
  completed: 'completed',
  reviewed: 'completed',
  damage_claimed: 'completed',
  declined: 'cancelled',
  expired: 'cancelled',
  cancelled_by_tenant: 'cancelled',
  cancelled_by_owner: 'cancelled',
};

export const bookingStage = (status: BookingStatus): BookingStage => STAGES[status];
