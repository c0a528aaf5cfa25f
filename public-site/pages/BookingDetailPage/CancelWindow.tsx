import { useEffect, useId, useRef, useState } from 'react';
import type { BookingDetail, CancellationPreview } from '../../../shared/bookings/trips.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { CANCEL_REASON_MAX, tripApi } from '../../components/Trip/tripContract.ts';
import {
  type CancelDialogEvent,
  type CancelDialogState,
  cancelDialogTransition,
  newIdempotencyKey,
} from './cancelDialogState.ts';

/**
 * Cancel: a dialog that first loads what is refunded and why (GET cancellation), then, once the
 * viewer confirms, POSTs cancel with an Idempotency-Key and hands the cancelled booking back. It is
 * mounted open (CancelDialog.tsx loads it when the viewer asks to cancel) and says when it closes.
 */
export function CancelWindow({
  booking,
  money,
  onCancelled,
  onClose,
}: {
  booking: BookingDetail;
  money(amountEurMinor: number): string;
  onCancelled(detail: BookingDetail): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const reasonId = useId();
  // Each opening is a new window, with its own idempotency key.
  const [state, setState] = useState<CancelDialogState>(() =>
    cancelDialogTransition({ step: 'closed' }, { type: 'open', idempotencyKey: newIdempotencyKey() }),
  );
  const [reason, setReason] = useState('');
  const current = useRef(state);
  const dialog = useRef<HTMLDivElement>(null);
  const dispatch = (event: CancelDialogEvent) => {
    current.current = cancelDialogTransition(current.current, event);
    setState(current.current);
    return current.current;
  };

  const loadPreview = async () => {
    try {
      const preview = await readJson<CancellationPreview>(await browserApi(tripApi.cancellation(booking.id)));
      dispatch({ type: 'previewLoaded', preview });
    } catch (failure) {
      dispatch({ type: 'previewFailed', message: (failure as Error).message });
    }
  };
  const previewAsked = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the preview is asked once, when the window opens.
  useEffect(() => {
    if (previewAsked.current) return;
    previewAsked.current = true;
    loadPreview();
  }, []);
  const retry = () => {
    if (dispatch({ type: 'retryPreview' }).step === 'loadingPreview') loadPreview();
  };
  const confirm = async () => {
    const next = dispatch({ type: 'confirm' });
    if (next.step !== 'cancelling') return;
    try {
      const detail = await readJson<BookingDetail>(
        await browserApi(tripApi.cancel(booking.id), {
          method: 'POST',
          body: reason.trim() ? { reason: reason.trim() } : {},
          headers: { 'Idempotency-Key': next.idempotencyKey },
        }),
      );
      dispatch({ type: 'cancelled', booking: detail });
      onCancelled(detail);
    } catch (failure) {
      dispatch({ type: 'cancelFailed', message: (failure as Error).message });
    }
  };
  const close = () => {
    if (dispatch({ type: 'close' }).step === 'closed') onClose();
  };

  const isOpen = state.step !== 'closed' && state.step !== 'cancelled';
  useEffect(() => {
    if (isOpen) dialog.current?.focus();
  }, [isOpen]);

  if (!isOpen) return null;
  return (
    <div className="trip-dialog__backdrop">
      <div
        ref={dialog}
        className="trip-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="cancel-dialog"
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <h2 id={titleId}>{t('trips:cancel.title')}</h2>
        <div aria-live="polite" aria-busy={state.step === 'loadingPreview' || state.step === 'cancelling'}>
          {state.step === 'loadingPreview' && <p>{t('trips:cancel.loading')}</p>}
          {state.step === 'previewFailed' && (
            <div role="alert">
              <p>{t('trips:errors.action', { message: state.message })}</p>
              <button type="button" className="button button--primary" onClick={retry}>
                {t('trips:errors.retry')}
              </button>
            </div>
          )}
          {(state.step === 'preview' || state.step === 'cancelling') && (
            <PreviewText preview={state.preview} money={money} />
          )}
          {state.step === 'preview' && state.failure && (
            <p className="trip-status-line trip-status-line--error" role="alert">
              {t('trips:errors.action', { message: state.failure })}
            </p>
          )}
        </div>
        {(state.step === 'preview' || state.step === 'cancelling') && state.preview.allowed && (
          <form
            className="trip-form"
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            <label htmlFor={reasonId}>{t('trips:cancel.reason')}</label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={CANCEL_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="trip-dialog__buttons">
              <button type="submit" className="button button--primary" disabled={state.step === 'cancelling'}>
                {state.step === 'cancelling' ? t('trips:cancel.cancelling') : t('trips:cancel.confirm')}
              </button>
              <button
                type="button"
                className="button button--ghost"
                onClick={close}
                disabled={state.step === 'cancelling'}
              >
                {t('trips:cancel.keep')}
              </button>
            </div>
          </form>
        )}
        {state.step !== 'cancelling' && !(state.step === 'preview' && state.preview.allowed) && (
          <div className="trip-dialog__buttons">
            <button type="button" className="button button--ghost" onClick={close}>
              {t('trips:common.close')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

/** What is refunded and why: the term that applies, the amounts, or why cancelling is refused. */
function PreviewText({ preview, money }: { preview: CancellationPreview; money(amount: number): string }) {
  const { t } = useTranslation();
  if (!preview.allowed) {
    return (
      <p data-testid="cancel-refused">
        {t(`trips:cancel.refusal.${preview.refusal ?? 'other'}`, {
          defaultValue: t('trips:cancel.refusal.other'),
        })}
      </p>
    );
  }
  const why =
    preview.byRole === 'owner'
      ? t('trips:cancel.whyOwner')
      : t('trips:cancel.whyTenant', {
          policy: t(`product:cancellation.${preview.policy}`),
          days: preview.daysBeforeStart,
          percent: preview.refundPercentage,
        });
  return (
    <div data-testid="cancel-preview">
      <p>{why}</p>
      <dl className="detail-facts detail-facts--money">
        {preview.paidAmount > 0 && (
          <div>
            <dt>{t('trips:money.paid')}</dt>
            <dd>{money(preview.paidAmount)}</dd>
          </div>
        )}
        {preview.heldAmount > 0 && (
          <div>
            <dt>{t('trips:money.held')}</dt>
            <dd>{money(preview.heldAmount)}</dd>
          </div>
        )}
        <div>
          <dt>{t('trips:cancel.refund')}</dt>
          <dd data-testid="cancel-refund">{money(preview.refundAmount)}</dd>
        </div>
        <div>
          <dt>{t('trips:cancel.kept')}</dt>
          <dd>{money(preview.keptAmount)}</dd>
        </div>
      </dl>
      {preview.heldAmount > 0 && <p className="muted">{t('trips:cancel.heldReleased')}</p>}
    </div>
  );
}
