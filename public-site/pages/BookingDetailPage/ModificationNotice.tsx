import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { BookingDetail, Modification } from '../../../shared/bookings/trips.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { TimeLeftText } from '../../components/Trip/TimeLeftText.tsx';
import { CANCEL_REASON_MAX, tripApi } from '../../components/Trip/tripContract.ts';
import { useTripDates } from '../../components/Trip/tripDates.ts';

/**
 * A change of the booking not settled yet, the booking as it is beside it: the renter may pay its
 * difference or withdraw it, the owner accepts it or declines it with a word. Settled changes show
 * in the timeline and the price lines.
 */
export function ModificationNotice({
  booking,
  money,
  now,
  onChanged,
}: {
  booking: BookingDetail;
  money(amountEurMinor: number): string;
  now: number;
  onChanged(detail: BookingDetail, notice: string): void;
}) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const dates = useTripDates();
  const messageId = useId();
  const [sending, setSending] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const change = booking.modification;
  if (!change || (change.status !== 'awaiting_owner' && change.status !== 'awaiting_payment')) return null;
  const owner = booking.role === 'owner';
  const answering = owner && booking.allowedActions.includes('answerModification');

  // A change's calls answer the change, not the booking: the detail is read again to show its effect.
  const post = async (path: string, body: unknown, notice: string) => {
    setSending(true);
    setFailure(null);
    try {
      await readJson(await browserApi(path, { method: 'POST', body }));
      const detail = await readJson<BookingDetail>(
        await browserApi(`${tripApi.detail(booking.id)}?_locale=${language}`),
      );
      setDeclining(false);
      onChanged(detail, notice);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSending(false);
    }
  };
  const decide = (accept: boolean) =>
    post(
      tripApi.modificationDecision(booking.id, change.id),
      accept ? { accept } : { accept, ...(message.trim() ? { reason: message.trim() } : {}) },
      t(accept ? 'trips:modification.acceptedNotice' : 'trips:modification.declinedNotice'),
    );

  return (
    <section
      className="detail-callout"
      aria-labelledby="detail-modification"
      data-testid="pending-modification"
    >
      <h2 id="detail-modification">
        {answering ? t('trips:modification.ownerTitle') : t(`trips:modification.status.${change.status}`)}
      </h2>
      <dl className="detail-change">
        <div>
          <dt>{t('trips:modify.payStep.now')}</dt>
          <dd data-testid="change-from">
            <span>{dates.range(booking.startDate, booking.endDate)}</span> ·{' '}
            <span>{t('trips:modification.people', { count: booking.people })}</span>
          </dd>
        </div>
        <div>
          <dt>{t('trips:modify.payStep.after')}</dt>
          <dd data-testid="change-to">
            <span>{dates.range(change.startDate, change.endDate)}</span> ·{' '}
            <span>{t('trips:modification.people', { count: change.people })}</span>
          </dd>
        </div>
        <div>
          <dt>{t('trips:modify.newTotal')}</dt>
          <dd>{money(change.newTotalAmount)}</dd>
        </div>
      </dl>
      <p data-testid="change-difference">{differenceText(change, owner, money, t)}</p>
      {change.status === 'awaiting_owner' && change.responseDueAt && (
        <p>
          <TimeLeftText now={now} until={change.responseDueAt} />
        </p>
      )}
      {answering && declining ? (
        <form
          className="owner-answer__decline"
          onSubmit={(event) => {
            event.preventDefault();
            decide(false);
          }}
        >
          <label htmlFor={messageId}>{t('trips:owner.message')}</label>
          <textarea
            id={messageId}
            value={message}
            maxLength={CANCEL_REASON_MAX}
            rows={3}
            onChange={(event) => setMessage(event.target.value)}
          />
          <div className="owner-answer__buttons">
            <button type="submit" className="button button--primary" disabled={sending}>
              {t('trips:modification.decline')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={sending}
              onClick={() => setDeclining(false)}
            >
              {t('trips:common.back')}
            </button>
          </div>
        </form>
      ) : (
        <div className="owner-answer__buttons">
          {answering && (
            <>
              <button
                type="button"
                className="button button--primary"
                disabled={sending}
                onClick={() => decide(true)}
              >
                {t('trips:modification.accept')}
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={sending}
                onClick={() => setDeclining(true)}
              >
                {t('trips:modification.decline')}
              </button>
            </>
          )}
          {!owner && change.status === 'awaiting_payment' && booking.links.modify && (
            <Link
              className="button button--accent"
              to={localizedPath(language, booking.links.modify, defaultLanguage)}
            >
              {t('trips:modification.payDifference')}
            </Link>
          )}
          {!owner && (
            <button
              type="button"
              className="button button--ghost"
              disabled={sending}
              onClick={() =>
                post(
                  tripApi.modificationWithdraw(booking.id, change.id),
                  {},
                  t('trips:modification.withdrawnNotice'),
                )
              }
            >
              {t('trips:modification.withdraw')}
            </button>
          )}
        </div>
      )}
      {failure && (
        <p className="trip-status-line trip-status-line--error" role="alert">
          {t('trips:errors.action', { message: failure })}
        </p>
      )}
    </section>
  );
}

/** The difference in the viewer's words: a renter pays or gets back, an owner sees what the renter did. */
function differenceText(
  change: Modification,
  owner: boolean,
  money: (amount: number) => string,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  if (change.differenceAmount > 0) {
    const amount = money(change.differenceAmount);
    if (owner) return t('trips:modification.renterPaidMore', { amount });
    return change.status === 'awaiting_owner'
      ? t('trips:modification.paidMore', { amount })
      : t('trips:modification.payMore', { amount });
  }
  if (change.differenceAmount < 0) {
    const amount = money(change.refundAmount);
    return owner
      ? t('trips:modification.renterGetsBack', { amount })
      : t('trips:modification.getBack', { amount });
  }
  return t('trips:modification.samePrice');
}
