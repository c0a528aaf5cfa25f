import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ConversationPage, ConversationSummary } from '../../../shared/messaging/messaging.ts';
import { messagingPaths } from '../../../shared/messaging/messagingPaths.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import type { ScreenLoaderContext } from '../../app/screens.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useDateFormat, usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { statusWordsKey } from '../../components/Trip/BookingStatusBadge.tsx';
import '../../styles/messenger.css';
import { bookingStage } from '../ChatThreadPage/bookingStage.ts';
import { loadSignedIn } from '../OfferPage/offerLoader.ts';

export function head(t: TFunction) {
  return { title: t('messenger:listTitle'), description: t('messenger:listDescription') };
}

export function loader(context: ScreenLoaderContext) {
  return loadSignedIn<ConversationPage>(
    context,
    `${messagingPaths.conversations}?_locale=${context.language}`,
  );
}

/** A page of conversations, the boats named in the page's language. */
const fetchPage = async (language: string, cursor?: string) => {
  // The shared schema (with zod) loads with the first page fetched here, not with the inbox's first load.
  const { conversationPageSchema } = await import('../../../shared/messaging/messaging.ts');
  return conversationPageSchema.parse(
    await readJson(
      await browserApi(
        `${messagingPaths.conversations}?_locale=${language}${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`,
      ),
    ),
  );
};

/** The newest page, then what was already listed below it: a thread with news moves to the top. */
const mergeNewest = (newest: ConversationSummary[], listed: ConversationSummary[]) => {
  const fresh = new Set(newest.map((c) => c.hash));
  return [...newest, ...listed.filter((c) => !fresh.has(c.hash))];
};

/** account/chat/list: the viewer's conversations, newest activity first, live. */
export default function ChatListPage() {
  const initial = usePageData<ConversationPage>();
  const { t } = useTranslation();
  const [conversations, setConversations] = useState(initial.items);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [loadingMore, setLoadingMore] = useState(false);
  const { language } = useSite();

  useEffect(() => {
    let stop: (() => void)[] = [];
    let cancelled = false;
    const refresh = () => {
      fetchPage(language)
        .then((page) => setConversations((listed) => mergeNewest(page.items, listed)))
        .catch(() => undefined);
    };
    import('../../app/liveEvents.ts').then(({ subscribe }) => {
      if (cancelled) return;
      stop = [
        subscribe('message.created', refresh),
        subscribe('message.read', refresh),
        subscribe('reconnected', refresh),
        subscribe('resync', refresh),
      ];
    });
    return () => {
      cancelled = true;
      for (const unsubscribe of stop) unsubscribe();
    };
  }, [language]);

  async function loadMore() {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const page = await fetchPage(language, cursor);
      setConversations((listed) => [
        ...listed,
        ...page.items.filter((c) => !listed.some((l) => l.hash === c.hash)),
      ]);
      setCursor(page.nextCursor);
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <section className="messenger container" aria-labelledby="chat-list-title">
      <h1 id="chat-list-title">{t('messenger:listTitle')}</h1>
      {conversations.length === 0 ? (
        <p className="messenger__empty">{t('messenger:empty')}</p>
      ) : (
        <ul className="chat-list">
          {conversations.map((conversation) => (
            <ConversationRow key={conversation.hash} conversation={conversation} />
          ))}
        </ul>
      )}
      {cursor && (
        <button
          type="button"
          className="button button--ghost chat-list__more"
          onClick={loadMore}
          disabled={loadingMore}
        >
          {t('messenger:loadMore')}
        </button>
      )}
    </section>
  );
}

function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const formatDate = useDateFormat({ day: 'numeric', month: 'short' });
  const last = conversation.lastMessage;
  const excerpt = !last
    ? ''
    : last.hidden
      ? t('messenger:hiddenMessage')
      : last.bookingStatus
        ? t('messenger:bookingMoved', { status: t(statusWordsKey(last.bookingStatus, conversation.role)) })
        : last.body ||
          (last.attachments[0] ? t('messenger:attachment', { name: last.attachments[0].name }) : '');
  const unread = conversation.unreadCount > 0;
  return (
    <li className={unread ? 'chat-list__row is-unread' : 'chat-list__row'}>
      <Link
        className="chat-list__link"
        to={localizedPath(language, `/account/chat/${conversation.hash}/${conversation.id}`, defaultLanguage)}
      >
        <span className="chat-list__avatar" aria-hidden="true">
          {conversation.otherParty.firstName.slice(0, 1).toUpperCase()}
        </span>
        <span className="chat-list__main">
          <span className="chat-list__top">
            <strong className="chat-list__name">{conversation.otherParty.firstName}</strong>
            <time className="chat-list__time" dateTime={conversation.lastActivityAt}>
              {formatDate(new Date(conversation.lastActivityAt))}
            </time>
          </span>
          <span className="chat-list__boat">
            {conversation.product.title}
            {conversation.booking &&
              ` · ${t(`messenger:stage.${bookingStage(conversation.booking.status)}`)} · ${conversation.booking.startDate} → ${conversation.booking.endDate}`}
          </span>
          <span className="chat-list__excerpt">
            {last?.mine ? t('messenger:you', { text: excerpt }) : excerpt}
          </span>
        </span>
        {unread && (
          <span className="chat-list__badge">
            <span aria-hidden="true">{conversation.unreadCount}</span>
            <span className="visually-hidden">
              {t('messenger:unread', { count: conversation.unreadCount })}
            </span>
          </span>
        )}
      </Link>
    </li>
  );
}
