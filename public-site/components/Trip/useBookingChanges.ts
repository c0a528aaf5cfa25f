import { useEffect, useRef } from 'react';
import type { LiveEventPayloads } from '../../../shared/messaging/messaging.ts';

export type BookingChange =
  | { kind: 'status'; bookingId: number; status: string }
  | { kind: 'contract'; bookingId: number }
  | { kind: 'catchUp' };

/**
 * Calls `onChange` when a booking the viewer is party to moves (DESIGN: live updates), when one of
 * its contracts is signed or its PDF made, and when the tab's stream comes back after a loss
 * (`catchUp`: the page reloads what it shows, whatever it missed). `bookingId` keeps one booking's.
 * The stream's code loads only in the browser, on the first subscription.
 */
export function useBookingChanges(onChange: (change: BookingChange) => void, bookingId?: number) {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    let stop: (() => void)[] = [];
    let cancelled = false;
    const mine = (payload: { bookingId: number }) =>
      bookingId === undefined || Number(payload.bookingId) === bookingId;
    import('../../app/liveEvents.ts').then(({ subscribe }) => {
      if (cancelled) return;
      const contract = (payload: LiveEventPayloads['econtract.signed' | 'econtract.pdfReady']) => {
        if (mine(payload)) latest.current({ kind: 'contract', bookingId: Number(payload.bookingId) });
      };
      stop = [
        subscribe('booking.changed', (payload) => {
          if (mine(payload)) {
            latest.current({ kind: 'status', bookingId: Number(payload.bookingId), status: payload.status });
          }
        }),
        subscribe('econtract.signed', contract),
        subscribe('econtract.pdfReady', contract),
        subscribe('reconnected', () => latest.current({ kind: 'catchUp' })),
        subscribe('resync', () => latest.current({ kind: 'catchUp' })),
      ];
    });
    return () => {
      cancelled = true;
      for (const unsubscribe of stop) unsubscribe();
    };
  }, [bookingId]);
}
