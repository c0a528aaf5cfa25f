import { useId, useState } from 'react';
import type { BookingDetail } from '../../../shared/bookings/trips.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { CANCEL_REASON_MAX, DECLINE_REASONS, type DeclineReason, tripApi } from './tripContract.ts';
import '../../styles/trip.css';

type Step = 'idle' | 'declining' | 'sending' | 'done';

/**
 * The owner's answer to a request: Accept captures the authorised payment; Decline first asks for a
 * reason (DECLINE_REASONS) and releases it. The result is announced in a live region.
 */
export function OwnerAnswer({
  bookingId,
  bookingTitle,
  onAnswered,
}: {
  bookingId: number;
  bookingTitle: string;
  /** Called with the booking as it is now and the sentence that says what happened. */
  onAnswered(detail: BookingDetail, notice: string): void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [step, setStep] = useState<Step>('idle');
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);

  const send = async (path: string, body: unknown, done: string) => {
    setStep('sending');
    try {
      const detail = await readJson<BookingDetail>(await browserApi(path, { method: 'POST', body }));
      setStep('done');
      // The page announces it (the row may leave the list at once): one announcement, not two.
      setStatus(null);
      onAnswered(detail, done);
    } catch (failure) {
      setStep(reason ? 'declining' : 'idle');
      setStatus({ text: t('trips:errors.action', { message: (failure as Error).message }), failed: true });
    }
  };
  const accept = () => send(tripApi.accept(bookingId), {}, t('trips:owner.accepted'));
  const decline = () => {
    if (!reason) {
      setStatus({ text: t('trips:owner.reasonRequired'), failed: true });
      return;
    }
    send(
      tripApi.decline(bookingId),
      { reason, ...(message.trim() ? { message: message.trim() } : {}) },
      t('trips:owner.declined'),
    );
  };

  return (
    <div className="owner-answer" id="owner-answer" tabIndex={-1} data-testid="owner-answer">
      {step !== 'done' && step !== 'declining' && (
        <div className="owner-answer__buttons">
          <button
            type="button"
            className="button button--primary"
            disabled={step === 'sending'}
            onClick={accept}
            aria-label={`${t('trips:owner.accept')} – ${bookingTitle}`}
          >
            {t('trips:owner.accept')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={step === 'sending'}
            onClick={() => setStep('declining')}
            aria-label={`${t('trips:owner.decline')} – ${bookingTitle}`}
          >
            {t('trips:owner.decline')}
          </button>
        </div>
      )}
      {(step === 'declining' || (step === 'sending' && reason)) && (
        <form
          className="owner-answer__decline"
          onSubmit={(event) => {
            event.preventDefault();
            decline();
          }}
        >
          <label htmlFor={`${formId}-reason`}>{t('trips:owner.reason')}</label>
          <select
            id={`${formId}-reason`}
            value={reason}
            required
            onChange={(event) => setReason(event.target.value as DeclineReason)}
          >
            <option value="">{t('trips:owner.chooseReason')}</option>
            {DECLINE_REASONS.map((key) => (
              <option key={key} value={key}>
                {t(`trips:declineReasons.${key}`)}
              </option>
            ))}
          </select>
          <label htmlFor={`${formId}-message`}>{t('trips:owner.message')}</label>
          <textarea
            id={`${formId}-message`}
            value={message}
            maxLength={CANCEL_REASON_MAX}
            rows={3}
            onChange={(event) => setMessage(event.target.value)}
          />
          <div className="owner-answer__buttons">
            <button type="submit" className="button button--primary" disabled={step === 'sending'}>
              {t('trips:owner.confirmDecline')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={step === 'sending'}
              onClick={() => setStep('idle')}
            >
              {t('trips:common.back')}
            </button>
          </div>
        </form>
      )}
      <p
        className={`trip-status-line${status?.failed ? ' trip-status-line--error' : ''}`}
        role="status"
        aria-live="polite"
      >
        {status?.text ?? ''}
      </p>
    </div>
  );
}
