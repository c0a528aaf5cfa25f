import { lazy, Suspense, useRef, useState } from 'react';
import type { BookingDetail } from '../../../shared/bookings/trips.ts';
import { useTranslation } from '../../app/useTranslation.ts';

/**
 * The dialog's code loads when the viewer first points at or asks to cancel, not with the booking
 * page: nothing of it is needed before (DESIGN, front ends: the site is lean).
 */
const loadCancelWindow = () => import('./CancelWindow.tsx');
const CancelWindow = lazy(() => loadCancelWindow().then((module) => ({ default: module.CancelWindow })));

/**
 * Cancel: the button that opens the cancel dialog (CancelWindow.tsx), and focus back on it when
 * the dialog is closed without cancelling.
 */
export function CancelDialog({
  booking,
  money,
  onCancelled,
}: {
  booking: BookingDetail;
  money(amountEurMinor: number): string;
  onCancelled(detail: BookingDetail): void;
}) {
  const { t } = useTranslation();
  // Each opening mounts a new window (its own idempotency key); 0 is closed.
  const [opening, setOpening] = useState(0);
  const opener = useRef<HTMLButtonElement>(null);
  const preload = () => {
    loadCancelWindow().catch(() => {
      // Only a head start: opening the dialog loads it again, and says so if it cannot.
    });
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="button button--ghost detail-cancel"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpening((count) => count + 1)}
      >
        {t('trips:cancel.open')}
      </button>
      {opening > 0 && (
        <Suspense fallback={<LoadingWindow />}>
          <CancelWindow
            key={opening}
            booking={booking}
            money={money}
            onCancelled={(detail) => {
              setOpening(0);
              onCancelled(detail);
            }}
            onClose={() => {
              setOpening(0);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** While the dialog's code arrives: the preview's loading line, announced (the dialog follows). */
function LoadingWindow() {
  const { t } = useTranslation();
  return (
    <div className="trip-dialog__backdrop">
      <div className="trip-dialog">
        <p role="status">{t('trips:cancel.loading')}</p>
      </div>
    </div>
  );
}
