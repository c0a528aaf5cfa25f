import type { TFunction } from 'i18next';
import { useLayoutEffect, useRef } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { ConversationSummary, MessagePage } from '../../../shared/messaging/messaging.ts';
import { messagingPaths } from '../../../shared/messaging/messagingPaths.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import { readJson } from '../../app/siteApi.ts';
import { usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/messenger.css';
import { useBookingChanges } from '../../components/Trip/useBookingChanges.ts';
import { BookingAside } from './BookingAside.tsx';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import { useThread } from './useThread.ts';

interface ThreadData {
  conversation: ConversationSummary;
  page: MessagePage;
}

export function head(t: TFunction, data?: ThreadData) {
  return {
    title: data
      ? t('messenger:threadTitle', { name: data.conversation.otherParty.firstName })
      : t('messenger:listTitle'),
    description: data
      ? t('messenger:threadDescription', { boat: data.conversation.product.title })
      : undefined,
  };
}

/** A party's thread; a guest signs in first and comes back, anyone else sees not-found. */
export async function loader({ api, request, route }: ScreenLoaderContext): Promise<ScreenLoaderResult> {
  const hash = route.params.hash ?? '';
  const summary = await api(`${messagingPaths.conversation(hash)}?_locale=${route.language}`);
  if (summary.status === 401) {
    const url = new URL(request.url);
    const login = route.languageInPath ? `/${route.language}/login` : '/login';
    return { redirect: { location: `${login}?next=${encodeURIComponent(url.pathname)}`, status: 302 } };
  }
  if (summary.status === 404 || summary.status === 400) return { notFound: true };
  const conversation = await readJson<ConversationSummary>(summary);
  const page = await readJson<MessagePage>(
    await api(`${messagingPaths.messages}?conversation=${encodeURIComponent(conversation.hash)}`),
  );
  return { data: { conversation, page } satisfies ThreadData };
}

/** account/chat/{hash}/{ish}: the thread, its booking beside it, and the composer. */
export default function ChatThreadPage() {
  const { conversation, page } = usePageData<ThreadData>();
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const thread = useThread(conversation.hash, page);
  // The booking beside the thread (its status, its next action) follows its moves.
  const revalidator = useRevalidator();
  useBookingChanges(() => revalidator.revalidate(), conversation.booking?.id ?? -1);
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = thread.messages.at(-1)?.clientId ?? thread.messages.at(-1)?.id;

  // A new message at the bottom scrolls to it; earlier ones loaded above keep the reader's place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new last message scrolls.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newestId]);

  return (
    <section className="messenger messenger--thread container" aria-labelledby="chat-thread-title">
      <div className="chat-thread">
        <header className="chat-thread__header">
          <Link
            className="chat-thread__back"
            to={localizedPath(language, '/account/chat/list', defaultLanguage)}
          >
            ← {t('messenger:back')}
          </Link>
          <h1 id="chat-thread-title">{conversation.otherParty.firstName}</h1>
          <p className="chat-thread__about">{t('messenger:about', { boat: conversation.product.title })}</p>
        </header>
        <MessageList thread={thread} scroller={scroller} role={conversation.role} />
        {thread.maskedNotice && (
          <p className="chat-thread__notice" role="status">
            {t('messenger:maskedNotice')}{' '}
            <button type="button" className="chat-thread__notice-close" onClick={thread.dismissMaskedNotice}>
              {t('messenger:dismiss')}
            </button>
          </p>
        )}
        <Composer conversationHash={conversation.hash} onSend={thread.send} />
      </div>
      <BookingAside conversation={conversation} />
    </section>
  );
}
