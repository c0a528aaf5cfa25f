import { type FormEvent, useId, useState } from 'react';
import type { ListingCalendar } from '../../../shared/owners/calendar.ts';
import { listingCalendarUrl } from '../../../shared/owners/calendarPaths.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { type CalendarProblem, problemOf } from './calendarProblems.ts';

type Send = (path: string, method: 'POST' | 'DELETE', body?: unknown) => Promise<ListingCalendar>;

/** iCal sync: the export URL to paste elsewhere, and other platforms' feeds imported here. */
export function IcalSync({ calendar, send }: { calendar: ListingCalendar; send: Send }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CalendarProblem | null>(null);
  const [copied, setCopied] = useState(false);
  const id = useId();

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      return true;
    } catch (error) {
      setProblem(problemOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function addFeed(event: FormEvent) {
    event.preventDefault();
    if (await run(() => send(listingCalendarUrl(calendar.productId, 'feeds'), 'POST', { url }))) setUrl('');
  }

  async function copy() {
    await navigator.clipboard?.writeText(calendar.exportUrl).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }

  return (
    <section className="owner-calendar__ical" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('ownerCalendar:ical.title')}</h3>
      <label htmlFor={`${id}-export`}>{t('ownerCalendar:ical.export')}</label>
      <p className="muted">{t('ownerCalendar:ical.exportHint')}</p>
      <div className="owner-calendar__export">
        <input
          id={`${id}-export`}
          readOnly
          value={calendar.exportUrl}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {t('ownerCalendar:ical.copy')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => void run(() => send(listingCalendarUrl(calendar.productId, 'exportToken'), 'POST'))}
        >
          {t('ownerCalendar:ical.regenerate')}
        </button>
      </div>
      <p aria-live="polite" className="muted">
        {copied ? t('ownerCalendar:ical.copied') : ''}
      </p>

      <h4>{t('ownerCalendar:ical.imports')}</h4>
      {calendar.feeds.length === 0 ? (
        <p className="muted">{t('ownerCalendar:ical.noImports')}</p>
      ) : (
        <ul className="owner-calendar__feeds" data-testid="owner-calendar-feeds">
          {calendar.feeds.map((feed) => (
            <li key={feed.id}>
              <span className="owner-calendar__feed-url">{feed.url}</span>
              <span className={feed.lastError ? 'owner-calendar__problem' : 'muted'}>
                {feed.lastError
                  ? t('ownerCalendar:ical.failed', { reason: feed.lastError })
                  : feed.lastSyncedAt
                    ? t('ownerCalendar:ical.synced', { count: feed.heldPeriods })
                    : t('ownerCalendar:ical.waiting')}
              </span>
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() =>
                  void run(() =>
                    send(`${listingCalendarUrl(calendar.productId, 'feeds')}/${feed.id}`, 'DELETE'),
                  )
                }
              >
                {t('ownerCalendar:ical.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="owner-calendar__import" onSubmit={(event) => void addFeed(event)}>
        <label htmlFor={`${id}-feed`}>{t('ownerCalendar:ical.feedUrl')}</label>
        <div className="owner-calendar__export">
          <input
            id={`${id}-feed`}
            type="url"
            inputMode="url"
            required
            placeholder="https://"
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setProblem(null);
            }}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('ownerCalendar:ical.import')}
          </button>
        </div>
      </form>
      {problem && (
        <p className="owner-calendar__problem" role="alert">
          {t(`ownerCalendar:problems.${problem}`)}
        </p>
      )}
    </section>
  );
}
