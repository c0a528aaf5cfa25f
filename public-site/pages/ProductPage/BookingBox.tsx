import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ProductAvailability, ProductDetails } from '../../../shared/product/productDetails.ts';
import type { Quote } from '../../../shared/product/quote.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useDateFormat, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { useAuthenticateRequest } from '../../components/AuthFunnel/useAuthenticateRequest.ts';
import {
  type DateRange,
  isHalfDayFree,
  pickDate,
  type TakenDays,
  takenDaysOf,
} from '../../components/DateRangePicker/calendar.ts';
import { DateRangePicker } from '../../components/DateRangePicker/DateRangePicker.tsx';
import {
  type BookingChoice,
  bookingReducer,
  choiceQuery,
  initialBookingState,
  isCompleteChoice,
  visibleQuote,
} from './bookingRequest.ts';
import { formatAmount } from './money.ts';
import { PriceBreakdown } from './PriceBreakdown.tsx';

const QUOTE_DEBOUNCE_MS = 300;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function newIdempotencyKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

/** The choice a search link carries (dateFrom, dateTo, numberOfPeople, halfDayPeriod, withCaptain). */
function initialChoice(params: URLSearchParams, product: ProductDetails): BookingChoice {
  const from = params.get('dateFrom');
  const to = params.get('dateTo');
  const half = params.get('halfDayPeriod');
  const people = Number(params.get('numberOfPeople'));
  const halfDayPeriod = product.halfDayAllowed && (half === 'morning' || half === 'afternoon') ? half : null;
  return {
    dateFrom: from && ISO_DATE.test(from) && from >= product.availability.today ? from : null,
    dateTo: !halfDayPeriod && to && ISO_DATE.test(to) && from && to >= from ? to : null,
    halfDayPeriod,
    people: Number.isInteger(people) && people >= 1 && people <= product.specifications.capacity ? people : 1,
    withCaptain: product.captain.required || (product.captain.offered && params.get('withCaptain') === '1'),
  };
}

/** The searched dates when they are already past: the box says so rather than quietly dropping them. */
function pastSearchedDates(params: URLSearchParams, today: string): string[] | null {
  const from = params.get('dateFrom');
  if (!from || !ISO_DATE.test(from) || from >= today) return null;
  const to = params.get('dateTo');
  return to && ISO_DATE.test(to) && to > from ? [from, to] : [from];
}

/** Dates, people, half day, captain, the live price from the server, and Book / Request to book. */
export function BookingBox({ product }: { product: ProductDetails }) {
  const { t } = useTranslation();
  const { language, currency } = useSite();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const authenticate = useAuthenticateRequest();
  const [choice, setChoice] = useState(() => initialChoice(searchParams, product));
  const pastDates = pastSearchedDates(searchParams, product.availability.today);
  const inWords = useDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  const [state, dispatch] = useReducer(bookingReducer, initialBookingState);
  const [taken, setTaken] = useState<TakenDays>(() => takenDaysOf(product.availability));
  const loadedUntil = useRef(product.availability.to);
  const idempotencyKey = useRef(newIdempotencyKey());
  const money = (amount: number) => formatAmount(amount, product.currency, language);
  const mode = choice.halfDayPeriod ? 'halfDay' : 'days';
  const activity = product.activity;
  const fromPrice = !activity
    ? t('product:booking.from', { price: money(product.prices.fromPerDay) })
    : activity.pricingUnit === 'per_person'
      ? t('activity:booking.fromPerPerson', { price: money(product.prices.fromPerDay) })
      : t('activity:booking.fromPerGroup', { price: money(product.prices.fromPerDay) });

  // The live quote: debounced, and a newer choice cancels the request of an older one.
  useEffect(() => {
    idempotencyKey.current = newIdempotencyKey();
    const complete = isCompleteChoice(choice);
    dispatch({ type: 'choiceChanged', complete });
    if (!complete) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      browserApi(
        `/api/v6/products/${product.id}/quote?${choiceQuery(choice)}&_locale=${language}&currency=${currency}`,
        {
          signal: controller.signal,
        },
      )
        .then((response) => readJson<Quote>(response))
        .then((quote) => dispatch({ type: 'quoteLoaded', quote }))
        .catch((error: Error) => {
          if (error.name !== 'AbortError') dispatch({ type: 'quoteFailed', message: error.message });
        });
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [choice, product.id, language, currency]);

  const showUntil = useCallback(
    (date: string) => {
      if (date < loadedUntil.current) return;
      const from = loadedUntil.current;
      loadedUntil.current = date;
      browserApi(`/api/v6/products/${product.id}/availability?from=${from}&days=120`)
        .then((response) => readJson<ProductAvailability>(response))
        .then((more) =>
          setTaken((current) => {
            const merged = new Map(current);
            for (const day of more.days) merged.set(day.date, day.taken);
            return merged;
          }),
        )
        .catch(() => undefined);
    },
    [product.id],
  );

  const pick = (date: string) => {
    setChoice((current) => {
      if (current.halfDayPeriod) {
        const period = isHalfDayFree(taken, date, current.halfDayPeriod)
          ? current.halfDayPeriod
          : current.halfDayPeriod === 'morning'
            ? 'afternoon'
            : 'morning';
        return { ...current, dateFrom: date, dateTo: null, halfDayPeriod: period };
      }
      // An activity takes place on one day.
      if (product.activity) return { ...current, dateFrom: date, dateTo: date };
      const range: DateRange = pickDate(current, date, taken);
      return { ...current, ...range };
    });
  };

  const setMode = (next: 'days' | 'halfDay') =>
    setChoice((current) => ({
      ...current,
      dateFrom:
        next === 'halfDay' && current.dateFrom && taken.get(current.dateFrom) === undefined
          ? current.dateFrom
          : null,
      dateTo: null,
      halfDayPeriod: next === 'halfDay' ? 'morning' : null,
    }));

  const book = async () => {
    if (state.status !== 'quoted' && state.status !== 'sendFailed') return;
    dispatch({ type: 'bookClicked' });
    const signIn = await authenticate('book');
    if (signIn.status !== 'success') {
      dispatch({ type: 'signInAborted' });
      return;
    }
    dispatch({ type: 'signedIn' });
    try {
      const answer = await readJson<{ hash: string; url: string }>(
        await browserApi(
          `/api/v6/products/${product.id}/payment-sessions?_locale=${language}&currency=${currency}`,
          {
            method: 'POST',
            headers: { 'idempotency-key': idempotencyKey.current },
            body: {
              dateFrom: choice.dateFrom,
              dateTo: choice.halfDayPeriod ? choice.dateFrom : choice.dateTo,
              halfDayPeriod: choice.halfDayPeriod,
              numberOfPeople: choice.people,
              withCaptain: choice.withCaptain,
            },
          },
        ),
      );
      dispatch({ type: 'sent', url: answer.url });
      navigate(answer.url);
    } catch (error) {
      const failure = error as Error & { code?: string };
      const datesTaken = failure.code === 'dates-unavailable';
      dispatch({
        type: 'sendFailed',
        message: datesTaken ? t('product:booking.datesTaken') : failure.message,
        datesTaken,
      });
      if (datesTaken && choice.dateFrom) showUntil(loadedUntil.current);
    }
  };

  const quote = visibleQuote(state);
  const busy = state.status === 'signingIn' || state.status === 'sending' || state.status === 'leaving';
  const canBook = state.status === 'quoted' || (state.status === 'sendFailed' && !state.datesTaken);

  return (
    <section className="booking-box" id="booking-box" aria-labelledby="booking-box-title" tabIndex={-1}>
      <h2 id="booking-box-title" className="booking-box__price">
        {fromPrice}
      </h2>
      {product.halfDayAllowed && !activity && (
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('product:booking.duration')}</legend>
          <label>
            <input
              type="radio"
              name="booking-mode"
              checked={mode === 'days'}
              onChange={() => setMode('days')}
            />
            {t('product:booking.fullDays')}
          </label>
          <label>
            <input
              type="radio"
              name="booking-mode"
              checked={mode === 'halfDay'}
              onChange={() => setMode('halfDay')}
            />
            {t('product:booking.halfDay')}
          </label>
        </fieldset>
      )}
      <DateRangePicker
        range={{ dateFrom: choice.dateFrom, dateTo: choice.halfDayPeriod ? choice.dateFrom : choice.dateTo }}
        taken={taken}
        today={product.availability.today}
        mode={mode}
        onPick={pick}
        onShowUntil={showUntil}
      />
      {pastDates && choice.dateFrom === null && (
        <p className="booking-box__note" role="status">
          {t('searchMore:pastDates.product', {
            dates: pastDates.map((date) => inWords(new Date(`${date}T00:00:00Z`))).join(' – '),
          })}
        </p>
      )}
      <p className="booking-box__dates" aria-live="polite">
        {choice.dateFrom === null
          ? activity
            ? t('activity:booking.pickDay')
            : t('product:booking.pickStart')
          : choice.dateTo === null && !choice.halfDayPeriod
            ? t('product:booking.pickEnd')
            : ''}
      </p>
      {choice.halfDayPeriod && (
        <fieldset className="segmented">
          <legend>{t('product:booking.period')}</legend>
          {(['morning', 'afternoon'] as const).map((period) => (
            <label key={period}>
              <input
                type="radio"
                name="half-day-period"
                checked={choice.halfDayPeriod === period}
                disabled={choice.dateFrom !== null && !isHalfDayFree(taken, choice.dateFrom, period)}
                onChange={() => setChoice((current) => ({ ...current, halfDayPeriod: period }))}
              />
              {t(`product:booking.${period}`)}
            </label>
          ))}
        </fieldset>
      )}
      <label className="field">
        <span>{activity ? t('activity:booking.participants') : t('product:booking.people')}</span>
        <select
          value={choice.people}
          onChange={(event) => setChoice((current) => ({ ...current, people: Number(event.target.value) }))}
        >
          {Array.from({ length: product.specifications.capacity }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {product.captain.offered &&
        !activity &&
        (product.captain.required ? (
          <p className="booking-box__note">{t('product:booking.captainIncluded')}</p>
        ) : (
          <label className="checkbox">
            <input
              type="checkbox"
              checked={choice.withCaptain}
              onChange={(event) =>
                setChoice((current) => ({ ...current, withCaptain: event.target.checked }))
              }
            />
            {product.captain.pricePerDay
              ? t('product:booking.withCaptainPrice', { price: money(product.captain.pricePerDay) })
              : t('product:booking.withCaptain')}
          </label>
        ))}

      <div className="booking-box__quote" aria-live="polite" aria-busy={state.status === 'quoting'}>
        {state.status === 'refused' && (
          <p className="form-error" data-refusal={state.reason}>
            {t(`product:refusals.${state.reason}`, { count: state.minimumDays ?? state.capacity ?? 0 })}
          </p>
        )}
        {state.status === 'quoteFailed' && <p className="form-error">{state.message}</p>}
        {state.status === 'sendFailed' && <p className="form-error">{state.message}</p>}
        {quote && state.status !== 'refused' && <PriceBreakdown quote={quote} />}
      </div>

      <button
        type="button"
        className="button button--primary booking-box__book"
        disabled={!canBook || busy}
        onClick={book}
      >
        {product.instantBooking ? t('product:booking.book') : t('product:booking.requestToBook')}
      </button>
      <p className="booking-box__note">
        {product.instantBooking ? t('product:booking.instantNote') : t('product:booking.requestNote')}
      </p>
      <MobileBookingBar from={fromPrice} total={quote ? money(quote.total) : null} />
    </section>
  );
}

/** On phones the box is far down the page: a bar at the bottom keeps the price and a way to it. */
function MobileBookingBar({ from, total }: { from: string; total: string | null }) {
  const { t } = useTranslation();
  const goToBox = () => {
    const box = document.getElementById('booking-box');
    box?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    box?.focus({ preventScroll: true });
  };
  return (
    <div className="mobile-booking-bar">
      <p>
        <strong>{total ? t('product:booking.total', { price: total }) : from}</strong>
      </p>
      <button type="button" className="button button--primary" onClick={goToBox}>
        {t('product:booking.checkAvailability')}
      </button>
    </div>
  );
}
