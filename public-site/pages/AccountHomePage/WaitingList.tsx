import { Link } from 'react-router';
import type { AccountOverview } from '../../../shared/bookings/trips.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { TimeLeftText } from '../../components/Trip/TimeLeftText.tsx';

/** What is waiting: each count that is not zero, as a link to where it is dealt with. */
export function WaitingList({ overview, now }: { overview: AccountOverview; now: number }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const { waiting } = overview;
  const link = (path: string) => localizedPath(language, path, defaultLanguage);
  const items = [
    {
      key: 'requestsToAnswer',
      count: waiting.requestsToAnswer,
      path: '/account/bookings?role=owner&tab=requests',
      extra: waiting.nextRequestDueAt ? <TimeLeftText now={now} until={waiting.nextRequestDueAt} /> : null,
    },
    {
      key: 'pendingRequests',
      count: waiting.pendingRequests,
      path: '/account/bookings?tab=requests',
      extra: null,
    },
    { key: 'unreadMessages', count: waiting.unreadMessages, path: '/account/chat/list', extra: null },
    { key: 'reviewsToWrite', count: waiting.reviewsToWrite, path: '/account/bookings?tab=past', extra: null },
    { key: 'balancesDue', count: waiting.balancesDue, path: '/account/bookings', extra: null },
  ].filter((item) => item.count > 0);
  return (
    <section className="account-home__section" aria-labelledby="waiting-title">
      <h2 id="waiting-title">{t('trips:home.waiting')}</h2>
      {items.length === 0 ? (
        <p className="muted">{t('trips:home.nothingWaiting')}</p>
      ) : (
        <ul className="account-home__waiting">
          {items.map((item) => (
            <li key={item.key} data-waiting={item.key}>
              <Link to={link(item.path)}>
                <span className="account-home__count">{item.count}</span>
                <span>{t(`trips:home.waitingItems.${item.key}`)}</span>
              </Link>
              {item.extra}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
