import { useState } from 'react';
import { MONTH_AND_YEAR, useDateFormat } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/date-picker.css';
import {
  addDays,
  type DateRange,
  isHalfDayFree,
  monthStart,
  monthWeeks,
  type TakenDays,
} from './calendar.ts';

interface Props {
  range: DateRange;
  taken: TakenDays;
  today: string;
  /** 'halfDay' allows days with one free half; 'days' needs whole free days. */
  mode: 'days' | 'halfDay';
  onPick(date: string): void;
  /** Called with the last date shown, so the calendar's owner can load more of it. */
  onShowUntil(date: string): void;
  /** The taken / half-taken legend; a search's calendar has nothing taken to explain. */
  legend?: boolean;
}

const A_MONDAY = '2024-01-01';
const MONTHS_SHOWN = 1;

/** Two months of days; past and taken days are greyed out and cannot be picked. */
export function DateRangePicker({ range, taken, today, mode, onPick, onShowUntil, legend = true }: Props) {
  const { t } = useTranslation();
  const [first, setFirst] = useState(() => monthStart(range.dateFrom ?? today));
  const monthName = useDateFormat(MONTH_AND_YEAR);
  const dayName = useDateFormat({ weekday: 'short' });
  const fullDate = useDateFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const asDate = (date: string) => new Date(`${date}T00:00:00Z`);
  const weekdays = Array.from({ length: 7 }, (_, i) => dayName(asDate(addDays(A_MONDAY, i))));
  const canGoBack = first > monthStart(today);

  const move = (step: number) => {
    const next = monthStart(first, step);
    setFirst(next);
    onShowUntil(addDays(monthStart(next, MONTHS_SHOWN), -1));
  };

  const selectable = (date: string) =>
    date >= today &&
    (mode === 'halfDay'
      ? isHalfDayFree(taken, date, 'morning') || isHalfDayFree(taken, date, 'afternoon')
      : !taken.has(date));

  const months = Array.from({ length: MONTHS_SHOWN }, (_, i) => monthStart(first, i));
  return (
    <div className="date-picker">
      <div className="date-picker__nav">
        <button
          type="button"
          onClick={() => move(-1)}
          disabled={!canGoBack}
          aria-label={t('product:calendar.previousMonth')}
        >
          ‹
        </button>
        <button type="button" onClick={() => move(1)} aria-label={t('product:calendar.nextMonth')}>
          ›
        </button>
      </div>
      <div className="date-picker__months">
        {months.map((month, index) => (
          <table
            key={month}
            className={`date-picker__month${index > 0 ? ' date-picker__month--second' : ''}`}
          >
            <caption>{monthName(asDate(month))}</caption>
            <thead>
              <tr>
                {weekdays.map((name) => (
                  <th key={name} scope="col" abbr={name}>
                    {name.slice(0, 2)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week) => (
                <tr key={week.find(Boolean)}>
                  {week.map((date, column) =>
                    date ? (
                      <td key={date}>
                        <DayButton
                          date={date}
                          label={fullDate(asDate(date))}
                          takenLabel={taken.has(date) ? t(`product:calendar.taken.${taken.get(date)}`) : ''}
                          range={range}
                          takenKind={taken.get(date)}
                          disabled={!selectable(date)}
                          onPick={onPick}
                        />
                      </td>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: blanks have nothing but their column.
                      <td key={`blank-${column}`} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      {legend && (
        <p className="date-picker__legend">
          <span className="legend legend--taken" aria-hidden="true" /> {t('product:calendar.unavailable')}{' '}
          <span className="legend legend--half" aria-hidden="true" /> {t('product:calendar.halfTaken')}
        </p>
      )}
    </div>
  );
}

interface DayProps {
  date: string;
  label: string;
  /** Why the day is taken, in words ('' when free); given by the month so each day needs no hook. */
  takenLabel: string;
  range: DateRange;
  takenKind: string | undefined;
  disabled: boolean;
  onPick(date: string): void;
}

function DayButton({ date, label, takenLabel, range, takenKind, disabled, onPick }: DayProps) {
  const isStart = date === range.dateFrom;
  const isEnd = date === range.dateTo;
  const inRange =
    range.dateFrom !== null && range.dateTo !== null && date > range.dateFrom && date < range.dateTo;
  const classes = [
    'day',
    isStart || isEnd ? 'is-selected' : '',
    inRange ? 'is-in-range' : '',
    takenKind === 'morning' || takenKind === 'afternoon' ? 'is-half-taken' : '',
    takenKind === 'booked' || takenKind === 'blocked' ? 'is-taken' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const status = takenLabel ? `, ${takenLabel}` : '';
  return (
    <button
      type="button"
      className={classes}
      data-date={date}
      disabled={disabled}
      aria-pressed={isStart || isEnd || inRange}
      aria-label={`${label}${status}`}
      onClick={() => onPick(date)}
    >
      {Number(date.slice(8))}
    </button>
  );
}
