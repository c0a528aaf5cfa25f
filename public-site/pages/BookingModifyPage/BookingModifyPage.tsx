import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Modification, ModificationOptions } from '../../../shared/bookings/trips.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import type { ScreenLoaderContext } from '../../app/screens.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { usePageData, useScreenData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { type DateRange, pickDate, type TakenDays } from '../../components/DateRangePicker/calendar.ts';
import { DateRangePicker } from '../../components/DateRangePicker/DateRangePicker.tsx';
import { detailPath } from '../../components/Trip/BookingCard.tsx';
import { TripLoadFailed } from '../../components/Trip/TripLoadFailed.tsx';
import { tripApi } from '../../components/Trip/tripContract.ts';
import { useTripDates } from '../../components/Trip/tripDates.ts';
import { EURO, loadTripPage, type TripPageData } from '../../components/Trip/tripLoader.ts';
import { useTripMoney } from '../../components/Trip/tripMoney.ts';
import '../../styles/trip.css';
import '../../styles/booking-modify.css';
import {
  captainIsChoice,
  captainOf,
  initialChoice,
  isUnchanged,
  type ModificationChoice,
  modificationInputOf,
} from './modificationChoice.ts';
import { PayChange } from './PayChange.tsx';
import { QuoteSummary } from './QuoteSummary.tsx';
import { useModificationQuote } from './useModificationQuote.ts';

export function head(t: TFunction) {
  return { title: t('trips:modify.title') };
}

export function loader(context: ScreenLoaderContext) {
  return loadTripPage<ModificationOptions>(
    context,
    tripApi.modification(context.route.params.bookingId ?? ''),
  );
}

/** booking/{bookingId}/modify: change dates, people, captain or extras, with the server's re-quote. */
export default function BookingModifyPage() {
  const page = usePageData<TripPageData<ModificationOptions | null>>();
  const bookingId = Number(useScreenData()?.route.params.bookingId);
  const { t } = useTranslation();
  return (
    <div className="booking-modify container">
      <BackToDetail bookingId={bookingId} />
      <h1>{t('trips:modify.title')}</h1>
      {page.answer ? (
        <ChangeSteps bookingId={bookingId} options={page.answer} page={page} />
      ) : (
        <TripLoadFailed />
      )}
    </div>
  );
}

function BackToDetail({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  return (
    <p className="booking-modify__back">
      <Link to={localizedPath(language, detailPath(bookingId), defaultLanguage)}>
        {t('trips:modify.back')}
      </Link>
    </p>
  );
}

/**
 * The change's steps: choose and send it, pay its difference while it awaits payment (payPath
 * points here), or see it waiting for the owner.
 */
function ChangeSteps({
  bookingId,
  options,
  page,
}: {
  bookingId: number;
  options: ModificationOptions;
  page: TripPageData<unknown>;
}) {
  const { language, defaultLanguage } = useSite();
  const [pending, setPending] = useState(options.pending);
  const money = useTripMoney(page.currency);
  const euros = useTripMoney(EURO);
  const detail = localizedPath(language, detailPath(bookingId), defaultLanguage);
  if (pending?.status === 'awaiting_payment') {
    return <PayChange bookingId={bookingId} change={pending} options={options} money={money} euros={euros} />;
  }
  if (pending) return <PendingChange change={pending} money={money} detail={detail} />;
  return <ModifyForm bookingId={bookingId} options={options} page={page} onAwaitingPayment={setPending} />;
}

function ModifyForm({
  bookingId,
  options,
  page,
  onAwaitingPayment,
}: {
  bookingId: number;
  options: ModificationOptions;
  page: TripPageData<unknown>;
  onAwaitingPayment(change: Modification): void;
}) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const navigate = useNavigate();
  const money = useTripMoney(page.currency);
  const dates = useTripDates();
  const peopleId = useId();
  const [choice, setChoice] = useState<ModificationChoice>(() => initialChoice(options));
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const taken: TakenDays = useMemo(
    () => new Map(options.unavailableDates.map((date) => [date, 'booked' as const])),
    [options.unavailableDates],
  );
  const input = modificationInputOf(choice, options);
  const unchanged = input !== null && isUnchanged(input, options);
  const quote = useModificationQuote(bookingId, unchanged ? null : input);
  const today = page.loadedAt.slice(0, 10);
  const range: DateRange = { dateFrom: choice.dateFrom, dateTo: choice.dateTo };
  const detail = localizedPath(language, detailPath(bookingId), defaultLanguage);

  const submit = async () => {
    if (!input || unchanged || quote.status !== 'ready' || !quote.quote.available) return;
    setSending(true);
    setFailure(null);
    try {
      const answer = await readJson<{ modification: Modification; payPath: string | null }>(
        await browserApi(tripApi.modification(bookingId), { method: 'POST', body: input }),
      );
      // payPath is this page: its pay step takes over without a reload.
      if (answer.payPath) {
        onAwaitingPayment(answer.modification);
        window.scrollTo({ top: 0 });
      } else
        navigate(detail, {
          state: {
            notice: t(`trips:modify.sent.${answer.modification.status}`, {
              defaultValue: t('trips:modify.sent.awaiting_owner'),
            }),
          },
        });
    } catch (error) {
      setFailure((error as Error).message);
      setSending(false);
    }
  };

  return (
    <form
      className="booking-modify__form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="muted">
        {t('trips:modify.current', {
          dates: dates.range(options.current.startDate, options.current.endDate),
          people: options.current.people,
        })}
      </p>
      <div className="booking-modify__grid">
        <div className="booking-modify__choices">
          <fieldset className="booking-modify__fieldset">
            <legend>{t('trips:modify.dates')}</legend>
            <p className="booking-modify__picked" aria-live="polite">
              {choice.dateFrom && choice.dateTo
                ? dates.range(choice.dateFrom, choice.dateTo)
                : choice.dateFrom
                  ? t('trips:modify.pickEnd', { date: dates.day(choice.dateFrom) })
                  : ''}
            </p>
            <DateRangePicker
              range={range}
              taken={taken}
              today={today}
              mode="days"
              onPick={(date) => {
                const next = pickDate(range, date, taken);
                setChoice({ ...choice, dateFrom: next.dateFrom, dateTo: next.dateTo });
              }}
              onShowUntil={() => undefined}
            />
          </fieldset>
          <fieldset className="booking-modify__fieldset trip-form">
            <legend>{t('trips:modify.party')}</legend>
            <label htmlFor={peopleId}>{t('trips:modify.people', { capacity: options.capacity })}</label>
            <input
              id={peopleId}
              type="number"
              min={1}
              max={options.capacity}
              value={choice.people}
              onChange={(event) => setChoice({ ...choice, people: Number(event.target.value) })}
            />
            {captainIsChoice(options) ? (
              <label className="booking-modify__check">
                <input
                  type="checkbox"
                  checked={choice.withCaptain}
                  onChange={(event) => setChoice({ ...choice, withCaptain: event.target.checked })}
                />
                {t('trips:modify.withCaptain')}
              </label>
            ) : (
              <p className="muted">
                {captainOf(choice, options)
                  ? t('trips:detail.withCaptain')
                  : t('trips:detail.withoutCaptain')}
              </p>
            )}
          </fieldset>
          {options.extras.length > 0 && (
            <fieldset className="booking-modify__fieldset trip-form">
              <legend>{t('trips:modify.extras')}</legend>
              {options.extras.map((extra) =>
                extra.mandatory ? (
                  <p key={extra.id} className="booking-modify__extra">
                    <span>{extra.name}</span>
                    <span className="muted">{t('trips:modify.included')}</span>
                  </p>
                ) : (
                  <label key={extra.id} className="booking-modify__extra">
                    <span>
                      {extra.name} <small className="muted">{money(extra.price)}</small>
                    </span>
                    <input
                      type="number"
                      min={0}
                      max={50}
                      value={choice.extras[extra.id] ?? 0}
                      onChange={(event) =>
                        setChoice({
                          ...choice,
                          extras: { ...choice.extras, [extra.id]: Number(event.target.value) },
                        })
                      }
                    />
                  </label>
                ),
              )}
            </fieldset>
          )}
        </div>
        <section className="booking-modify__summary" aria-labelledby="modify-summary" aria-live="polite">
          <h2 id="modify-summary">{t('trips:modify.summary')}</h2>
          <QuoteSummary quote={quote} unchanged={unchanged} incomplete={input === null} money={money} />
          {failure && (
            <p className="trip-status-line trip-status-line--error" role="alert">
              {t('trips:errors.action', { message: failure })}
            </p>
          )}
          <button
            type="submit"
            className="button button--primary"
            disabled={sending || unchanged || quote.status !== 'ready' || !quote.quote.available}
          >
            {quote.status === 'ready' && quote.quote.differenceAmount > 0
              ? t('trips:modify.submitAndPay')
              : t('trips:modify.submit')}
          </button>
        </section>
      </div>
    </form>
  );
}

function PendingChange({
  change,
  money,
  detail,
}: {
  change: Modification;
  money(amount: number): string;
  detail: string;
}) {
  const { t } = useTranslation();
  const dates = useTripDates();
  return (
    <div className="trip-empty" data-testid="modification-pending">
      <p>{t(`trips:modification.status.${change.status}`)}</p>
      <p>
        {dates.range(change.startDate, change.endDate)} ·{' '}
        {t('trips:modification.newTotal', { amount: money(change.newTotalAmount) })}
      </p>
      <Link className="button button--primary" to={detail}>
        {t('trips:modify.back')}
      </Link>
    </div>
  );
}
