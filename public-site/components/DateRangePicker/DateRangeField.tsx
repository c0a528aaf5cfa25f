import { useEffect, useId, useRef, useState } from 'react';
import { useDateFormat } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { type DateRange, pickDate } from './calendar.ts';
import { DateRangePicker } from './DateRangePicker.tsx';

interface DateRangeFieldProps {
  label: string;
  range: DateRange;
  /** Today in the visitor's calendar (YYYY-MM-DD): earlier days cannot be picked. */
  today: string;
  /** Called with a whole range (a one-day trip: the same day twice), or with none when cleared. */
  onChange(range: DateRange): void;
}

const NOTHING_TAKEN = new Map();

/**
 * A search's dates: a button saying them in words that opens a month calendar; the first click
 * picks the start, the second the end. Hidden inputs carry them when the form submits.
 */
export function DateRangeField({ label, range, today, onChange }: DateRangeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  // A start picked and no end yet stays here: the search only ever gets a whole range.
  const [pending, setPending] = useState<DateRange | null>(null);
  const shown = pending ?? range;
  const box = useRef<HTMLDivElement>(null);
  const inWords = useDateFormat({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const say = (date: string) => inWords(new Date(`${date}T00:00:00Z`));
  const chosen = shown.dateFrom
    ? shown.dateTo && shown.dateTo !== shown.dateFrom
      ? `${say(shown.dateFrom)} → ${say(shown.dateTo)}`
      : shown.dateTo
        ? say(shown.dateFrom)
        : `${say(shown.dateFrom)} → …`
    : t('searchMore:dates.any');

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && box.current?.contains(event.target as Node)) return;
      setOpen(false);
      setPending(null);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const pick = (date: string) => {
    const next = pickDate(shown, date, NOTHING_TAKEN);
    if (!next.dateTo) {
      setPending(next);
      return;
    }
    setPending(null);
    onChange(next);
    setOpen(false);
  };

  return (
    <div className="date-range-field" ref={box}>
      <span className="date-range-field__label" id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className="date-range-field__button"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-expanded={open}
        aria-controls={`${id}-calendar`}
        onClick={() => setOpen((current) => !current)}
      >
        <span id={`${id}-value`}>{chosen}</span>
      </button>
      <input type="hidden" name="dateFrom" value={range.dateFrom ?? ''} />
      <input type="hidden" name="dateTo" value={range.dateTo ?? range.dateFrom ?? ''} />
      {open && (
        <div className="date-range-field__popover" id={`${id}-calendar`}>
          <button
            type="button"
            className="button button--ghost date-range-field__close"
            onClick={() => {
              setOpen(false);
              setPending(null);
            }}
          >
            {t('auth:actions.close')}
          </button>
          <DateRangePicker
            range={shown}
            taken={NOTHING_TAKEN}
            today={today}
            mode="days"
            onPick={pick}
            onShowUntil={() => undefined}
            legend={false}
          />
          <p className="date-range-field__hint" aria-live="polite">
            {pending ? t('product:booking.pickEnd') : t('product:booking.pickStart')}
          </p>
          {shown.dateFrom && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setPending(null);
                onChange({ dateFrom: null, dateTo: null });
                setOpen(false);
              }}
            >
              {t('searchMore:dates.clear')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
