import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { readUnreadTotal, unreadCountPath } from '../../../shared/messaging/unreadCount.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { useViewer } from '../AuthFunnel/useAuthenticateRequest.ts';

/**
 * The header's link to the messenger with the unread total, for signed-in visitors. The count comes
 * from the tab's events stream, whose code loads only here and only then: a guest's search or
 * product page carries none of it.
 */
export function UnreadBadge() {
  const { t } = useTranslation();
  const { language, defaultLanguage, unreadMessages } = useSite();
  const viewer = useViewer();
  // The server's count draws the badge at once; the stream keeps it current from then on.
  const [total, setTotal] = useState(unreadMessages ?? 0);
  const signedIn = viewer !== null;

  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    // A tab that lost its stream asks for the total again (the replay may not reach back far enough).
    const catchUp = () =>
      void browserApi(unreadCountPath)
        .then(readJson)
        .then((answer) => setTotal(readUnreadTotal(answer)))
        .catch(() => undefined);
    let stop: (() => void)[] = [];
    import('../../app/liveEvents.ts').then(({ subscribe }) => {
      if (cancelled) return;
      stop = [
        subscribe('unread.count', (count) => setTotal(count.total)),
        subscribe('reconnected', catchUp),
        subscribe('resync', catchUp),
      ];
    });
    return () => {
      cancelled = true;
      for (const unsubscribe of stop) unsubscribe();
    };
  }, [signedIn]);

  if (!signedIn) return null;
  return (
    <Link
      className="site-header__messages"
      to={localizedPath(language, '/account/chat/list', defaultLanguage)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M4 5h16v11H8l-4 4z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{t('messenger:header.messages')}</span>
      {total > 0 && (
        <span className="site-header__unread" data-testid="unread-badge">
          <span aria-hidden="true">{total > 99 ? '99+' : total}</span>
          <span className="visually-hidden">{t('messenger:unread', { count: total })}</span>
        </span>
      )}
    </Link>
  );
}
