import { useTranslation } from '../../app/useTranslation.ts';
import { timeLeft } from './timeLeft.ts';

/** "2 d 5 h left" to answer a request, or "time is up". */
export function TimeLeftText({ now, until }: { now: number; until: string }) {
  const { t } = useTranslation();
  const left = timeLeft(now, until);
  if (left.over) return <span className="trip-time-left trip-time-left--over">{t('trips:time.over')}</span>;
  const text =
    left.days > 0
      ? t('trips:time.daysHoursLeft', { days: left.days, hours: left.hours })
      : t('trips:time.hoursMinutesLeft', { hours: left.hours, minutes: left.minutes });
  return <span className={`trip-time-left${left.days === 0 ? ' trip-time-left--soon' : ''}`}>{text}</span>;
}
