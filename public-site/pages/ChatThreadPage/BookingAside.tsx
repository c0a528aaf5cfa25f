import type { ConversationSummary } from '../../../shared/messaging/messaging.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { useDateFormat, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { NextActionButton } from '../../components/Trip/NextActionButton.tsx';
import { bookingStage } from './bookingStage.ts';

/**
 * Beside the thread: the boat, and the booking it belongs to with what it asks of the reader now
 * (accept the request, pay the balance, sign the check-in) and a link to its page.
 */
export function BookingAside({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const formatDate = useDateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
  const booking = conversation.booking;
  const day = (date: string) => formatDate(new Date(`${date}T00:00:00Z`));
  return (
    <aside className="chat-booking" aria-labelledby="chat-booking-title">
      {conversation.product.pictureUrl && (
        <img
          className="chat-booking__picture"
          src={conversation.product.pictureUrl}
          alt=""
          width="320"
          height="180"
        />
      )}
      <h2 id="chat-booking-title" className="chat-booking__title">
        {conversation.product.title}
      </h2>
      {booking ? (
        <>
          <p className="chat-booking__stage">{t(`messenger:stage.${bookingStage(booking.status)}`)}</p>
          <p>{t('messenger:booking.dates', { start: day(booking.startDate), end: day(booking.endDate) })}</p>
          <p>{t('messenger:booking.reference', { ref: booking.reference })}</p>
          <NextActionButton action={booking.nextAction ?? null} />
          <a
            className="button button--ghost"
            href={localizedPath(language, `/booking/${booking.id}/detail`, defaultLanguage)}
          >
            {t('messenger:booking.view')}
          </a>
        </>
      ) : (
        <p>{t('messenger:booking.none')}</p>
      )}
      {!conversation.contactDetailsShared && (
        <p className="chat-booking__privacy">{t('messenger:privacy')}</p>
      )}
    </aside>
  );
}
