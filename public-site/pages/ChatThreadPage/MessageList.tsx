import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import type { BookingStatus } from '../../../shared/catalogue/catalogue.ts';
import { useDateFormat } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { statusWordsKey } from '../../components/Trip/BookingStatusBadge.tsx';
import { DocumentIcon } from './icons.tsx';
import type { ThreadMessage, useThread } from './useThread.ts';

/**
 * The messages, oldest first. Reaching the top loads earlier ones, keeping the reader's place; the
 * last of the viewer's messages says "seen" once the other party has read it.
 */
export function MessageList({
  thread,
  scroller,
  role,
}: {
  thread: ReturnType<typeof useThread>;
  scroller: RefObject<HTMLDivElement | null>;
  /** The reader's side, whose words a booking's status line uses. */
  role: 'tenant' | 'owner';
}) {
  const { t } = useTranslation();
  const top = useRef<HTMLDivElement>(null);
  const heightBefore = useRef<number | null>(null);
  const { hasEarlier, loadEarlier, loadingEarlier, messages } = thread;

  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !hasEarlier || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return;
        heightBefore.current = scroller.current?.scrollHeight ?? null;
        void loadEarlier();
      },
      { root: scroller.current },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasEarlier, loadEarlier, scroller]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when earlier messages arrive.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && heightBefore.current !== null && !loadingEarlier) {
      box.scrollTop += box.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    }
  }, [messages.length, loadingEarlier]);

  const lastSeen = [...messages].reverse().find((m) => m.mine && m.seen);
  return (
    <div className="chat-thread__messages" ref={scroller} aria-live="polite" aria-relevant="additions">
      <div ref={top} className="chat-thread__top">
        {hasEarlier && (
          <button type="button" className="button button--ghost" onClick={() => void loadEarlier()}>
            {loadingEarlier ? t('messenger:loadingEarlier') : t('messenger:loadEarlier')}
          </button>
        )}
      </div>
      {messages.length === 0 && <p className="messenger__empty">{t('messenger:noMessages')}</p>}
      <ol className="chat-thread__list">
        {messages.map((message) => (
          <MessageBubble
            key={message.clientId ?? message.id}
            message={message}
            role={role}
            seen={message === lastSeen}
            onRetry={() => thread.retry(message)}
          />
        ))}
      </ol>
    </div>
  );
}

function MessageBubble({
  message,
  role,
  seen,
  onRetry,
}: {
  message: ThreadMessage;
  role: 'tenant' | 'owner';
  seen: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const formatTime = useDateFormat({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  if (message.bookingStatus) return <BookingLine message={message} role={role} />;
  const classes = [
    'chat-message',
    message.mine ? 'is-mine' : 'is-theirs',
    message.state ? `is-${message.state}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} data-message-id={message.state ? undefined : message.id}>
      {(message.hidden || message.body) && (
        <p className="chat-message__body">
          {message.hidden ? <em>{t('messenger:hiddenMessage')}</em> : message.body}
        </p>
      )}
      {message.attachments.length > 0 && (
        <ul className="chat-message__files">
          {message.attachments.map((attachment) => (
            <li key={attachment.id}>
              <a href={attachment.url} target="_blank" rel="noopener">
                {attachment.contentType.startsWith('image/') ? (
                  <img
                    src={attachment.url}
                    alt={attachment.name}
                    loading="lazy"
                    className="chat-message__picture"
                  />
                ) : (
                  <span className="chat-message__file">
                    <DocumentIcon /> {attachment.name}
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="chat-message__meta">
        {message.editedBySupport && <span>{t('messenger:editedBySupport')} · </span>}
        {message.masked && !message.mine && <span>{t('messenger:maskedForReader')} · </span>}
        {message.state === 'sending' ? (
          t('messenger:sending')
        ) : message.state === 'failed' ? (
          <>
            {t('messenger:failed')}{' '}
            <button type="button" className="chat-message__retry" onClick={onRetry}>
              {t('messenger:retry')}
            </button>
          </>
        ) : (
          <time dateTime={message.createdAt}>{formatTime(new Date(message.createdAt))}</time>
        )}
        {seen && <span className="chat-message__seen"> · {t('messenger:seen')}</span>}
      </p>
    </li>
  );
}

/** A move of the booking, in the page's language and the reader's words (the server keeps the code). */
function BookingLine({ message, role }: { message: ThreadMessage; role: 'tenant' | 'owner' }) {
  const { t } = useTranslation();
  const formatTime = useDateFormat({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const status = message.bookingStatus as BookingStatus;
  return (
    <li className="chat-message is-system" data-message-id={message.id} data-booking-status={status}>
      <p className="chat-message__system">
        {t('messenger:bookingMoved', { status: t(statusWordsKey(status, role)) })}
        {' · '}
        <time dateTime={message.createdAt}>{formatTime(new Date(message.createdAt))}</time>
      </p>
    </li>
  );
}
