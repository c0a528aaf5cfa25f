import { type FormEvent, useEffect, useId, useState } from 'react';
import type { ListingCalendar } from '../../../shared/owners/calendar.ts';
import { type DayPart, listingCalendarUrl } from '../../../shared/owners/calendarPaths.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { type CalendarProblem, problemOf } from './calendarProblems.ts';

type Send = (path: string, method: 'POST' | 'DELETE', body?: unknown) => Promise<ListingCalendar>;

/** The days picked on the grid (or typed), blocked or freed; a half day when the listing offers them. */
export function BlockForm({
  productId,
  today,
  halfDays,
  selection,
  onSelection,
  send,
}: {
  productId: number;
  today: string;
  halfDays: boolean;
  selection: { from: string; to: string };
  onSelection(selection: { from: string; to: string }): void;
  send: Send;
}) {
  const { t } = useTranslation();
  const [part, setPart] = useState<DayPart>('day');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CalendarProblem | null>(null);
  const [done, setDone] = useState('');
  const id = useId();
  const oneDay = selection.from !== '' && selection.from === selection.to;
  // What was said about the last days sent is stale once other days (or another part) are picked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared when the choice changes
  useEffect(() => {
    setProblem(null);
    setDone('');
  }, [selection.from, selection.to, part]);

  async function submit(action: 'block' | 'unblock', event?: FormEvent) {
    event?.preventDefault();
    setBusy(true);
    setProblem(null);
    setDone('');
    try {
      await send(listingCalendarUrl(productId, action), 'POST', {
        from: selection.from,
        to: selection.to || selection.from,
        part: oneDay ? part : 'day',
      });
      setDone(t(`ownerCalendar:form.${action === 'block' ? 'blocked' : 'unblocked'}`));
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="owner-calendar__form"
      onSubmit={(event) => void submit('block', event)}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{t('ownerCalendar:form.title')}</h3>
      <p className="muted">{t('ownerCalendar:form.hint')}</p>
      <div className="owner-calendar__fields">
        <label>
          {t('ownerCalendar:form.from')}
          <input
            type="date"
            name="from"
            min={today}
            required
            value={selection.from}
            onChange={(event) =>
              onSelection({
                from: event.target.value,
                to: selection.to < event.target.value ? event.target.value : selection.to,
              })
            }
          />
        </label>
        <label>
          {t('ownerCalendar:form.to')}
          <input
            type="date"
            name="to"
            min={selection.from || today}
            required
            value={selection.to}
            onChange={(event) =>
              onSelection({ from: selection.from || event.target.value, to: event.target.value })
            }
          />
        </label>
        {halfDays && oneDay && (
          <label>
            {t('ownerCalendar:form.part')}
            <select name="part" value={part} onChange={(event) => setPart(event.target.value as DayPart)}>
              <option value="day">{t('ownerCalendar:parts.day')}</option>
              <option value="morning">{t('ownerCalendar:parts.morning')}</option>
              <option value="afternoon">{t('ownerCalendar:parts.afternoon')}</option>
            </select>
          </label>
        )}
      </div>
      <div className="owner-calendar__buttons">
        <button type="submit" className="button button--primary" disabled={busy || !selection.from}>
          {t('ownerCalendar:form.block')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy || !selection.from}
          onClick={() => void submit('unblock')}
        >
          {t('ownerCalendar:form.unblock')}
        </button>
      </div>
      {problem && (
        <p className="owner-calendar__problem" role="alert">
          {t(`ownerCalendar:problems.${problem}`)}
        </p>
      )}
      <p aria-live="polite" className="owner-calendar__done">
        {done}
      </p>
    </form>
  );
}
