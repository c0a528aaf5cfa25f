import type { BookingDetail, CancellationPreview } from '../../../shared/bookings/trips.ts';

/**
 * The cancel dialog in two steps: it first loads what a cancellation now would refund and why, and
 * only then offers to confirm. The key is made once per opening, so that a retried confirmation is
 * the same cancellation to the server (Idempotency-Key), refunded exactly once.
 */
export type CancelDialogState =
  | { step: 'closed' }
  | { step: 'loadingPreview'; idempotencyKey: string }
  | { step: 'previewFailed'; idempotencyKey: string; message: string }
  | { step: 'preview'; idempotencyKey: string; preview: CancellationPreview; failure: string | null }
  | { step: 'cancelling'; idempotencyKey: string; preview: CancellationPreview }
  | { step: 'cancelled'; booking: BookingDetail };

export type CancelDialogEvent =
  | { type: 'open'; idempotencyKey: string }
  | { type: 'previewLoaded'; preview: CancellationPreview }
  | { type: 'previewFailed'; message: string }
  | { type: 'retryPreview' }
  | { type: 'confirm' }
  | { type: 'cancelFailed'; message: string }
  | { type: 'cancelled'; booking: BookingDetail }
  | { type: 'close' };

export function cancelDialogTransition(
  state: CancelDialogState,
  event: CancelDialogEvent,
): CancelDialogState {
  switch (event.type) {
    case 'open':
      return state.step === 'closed'
        ? { step: 'loadingPreview', idempotencyKey: event.idempotencyKey }
        : state;
    case 'previewLoaded':
      return state.step === 'loadingPreview'
        ? { step: 'preview', idempotencyKey: state.idempotencyKey, preview: event.preview, failure: null }
        : state;
    case 'previewFailed':
      return state.step === 'loadingPreview'
        ? { step: 'previewFailed', idempotencyKey: state.idempotencyKey, message: event.message }
        : state;
    case 'retryPreview':
      return state.step === 'previewFailed'
        ? { step: 'loadingPreview', idempotencyKey: state.idempotencyKey }
        : state;
    case 'confirm':
      // Nothing is sent when the preview said no, or before it was seen.
      return state.step === 'preview' && state.preview.allowed
        ? { step: 'cancelling', idempotencyKey: state.idempotencyKey, preview: state.preview }
        : state;
    case 'cancelFailed':
      return state.step === 'cancelling'
        ? {
            step: 'preview',
            idempotencyKey: state.idempotencyKey,
            preview: state.preview,
            failure: event.message,
          }
        : state;
    case 'cancelled':
      return state.step === 'cancelling' ? { step: 'cancelled', booking: event.booking } : state;
    case 'close':
      // A cancellation on its way cannot be closed over: its answer must be shown.
      return state.step === 'cancelling' ? state : { step: 'closed' };
  }
}

/** A fresh key per opening of the dialog. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `cancel-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
