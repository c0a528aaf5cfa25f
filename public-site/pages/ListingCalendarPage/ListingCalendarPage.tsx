import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ListingCalendar } from '../../../shared/owners/calendar.ts';
import { listingCalendarUrl } from '../../../shared/owners/calendarPaths.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import type { ScreenLoaderContext } from '../../app/screens.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { AccountShell } from '../../components/AccountShell/AccountShell.tsx';
import { TripLoadFailed } from '../../components/Trip/TripLoadFailed.tsx';
import { loadTripPage, type TripPageData } from '../../components/Trip/tripLoader.ts';
import { BlockForm } from './BlockForm.tsx';
import { CalendarLists } from './CalendarLists.tsx';
import { IcalSync } from './IcalSync.tsx';
import { MonthGrid } from './MonthGrid.tsx';
import './listingCalendar.css';

const LISTINGS_PATH = '/account/listings';

export function head(t: TFunction, data?: unknown) {
  const title = (data as TripPageData<ListingCalendar | null> | undefined)?.answer?.title;
  return {
    title: title ? t('ownerCalendar:titleOf', { title }) : t('ownerCalendar:title'),
    description: t('ownerCalendar:description'),
  };
}

/** Signed out: the login page, then back here; someone else's listing: not found. */
export function loader(context: ScreenLoaderContext) {
  const identifier = context.route.params.identifier ?? '';
  if (!/^\d{1,10}$/.test(identifier)) return Promise.resolve({ notFound: true });
  const month = new URL(context.request.url).searchParams.get('month');
  const query = month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? `?month=${month}` : '';
  return loadTripPage<ListingCalendar>(context, `${listingCalendarUrl(identifier)}${query}`);
}

/**
 * account/listing/calendar/{identifier}: a listing's month, each day with its price and what holds
 * it; days and half days blocked and unblocked; iCal sync with the owner's other platforms.
 */
export default function ListingCalendarPage() {
  const page = usePageData<TripPageData<ListingCalendar | null>>();
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  return (
    <AccountShell titleId="account-title">
      <section className="owner-calendar" aria-labelledby="owner-calendar-title">
        <p>
          <Link to={localizedPath(language, LISTINGS_PATH, defaultLanguage)}>
            ← {t('ownerCalendar:backToListings')}
          </Link>
        </p>
        {page.answer ? <CalendarScreen answer={page.answer} /> : <TripLoadFailed />}
      </section>
    </AccountShell>
  );
}

export function CalendarScreen({ answer }: { answer: ListingCalendar }) {
  const { t } = useTranslation();
  const [calendar, setCalendar] = useState(answer);
  const [selection, setSelection] = useState<{ from: string; to: string }>({ from: '', to: '' });
  // Another month (a link) brings a new answer from the loader.
  useEffect(() => setCalendar(answer), [answer]);

  /** Sends a change; its answer is the month as it now is. Throws the API's error for the caller to word. */
  async function send(path: string, method: 'POST' | 'DELETE', body?: unknown) {
    // The shared schema (with zod) loads with the first change, not with the page.
    const { listingCalendarSchema } = await import('../../../shared/owners/calendar.ts');
    const next = listingCalendarSchema.parse(await readJson(await browserApi(path, { method, body })));
    setCalendar(
      next.month === calendar.month ? next : { ...calendar, feeds: next.feeds, exportUrl: next.exportUrl },
    );
    if (next.month !== calendar.month) {
      // The change was in another month: read this one again so that it shows the change too.
      const again = await readJson(
        await browserApi(`${listingCalendarUrl(calendar.productId)}?month=${calendar.month}`),
      );
      setCalendar(listingCalendarSchema.parse(again));
    }
    return next;
  }

  function pickDay(date: string) {
    setSelection((current) =>
      !current.from || current.to !== current.from || date < current.from
        ? { from: date, to: date }
        : { from: current.from, to: date },
    );
  }

  return (
    <>
      <h2 id="owner-calendar-title">{t('ownerCalendar:titleOf', { title: calendar.title })}</h2>
      <MonthGrid calendar={calendar} selection={selection} onPick={pickDay} />
      {/* Another month or boat starts with nothing said about the last one. */}
      <BlockForm
        key={`form:${calendar.productId}:${calendar.month}`}
        productId={calendar.productId}
        today={calendar.today}
        halfDays={calendar.days.some((day) => day.halfDayPrice !== null)}
        selection={selection}
        onSelection={setSelection}
        send={send}
      />
      <CalendarLists key={`lists:${calendar.productId}:${calendar.month}`} calendar={calendar} send={send} />
      <IcalSync key={`ical:${calendar.productId}`} calendar={calendar} send={send} />
    </>
  );
}
