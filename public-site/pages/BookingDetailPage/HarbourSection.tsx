import type { BookingDetail } from '../../../shared/bookings/trips.ts';
import { useTranslation } from '../../app/useTranslation.ts';

/** Degrees as people read them: 43.2951 -> 43°17.7′ N. */
function degrees(value: number, positive: string, negative: string): string {
  const absolute = Math.abs(value);
  const whole = Math.floor(absolute);
  return `${whole}°${((absolute - whole) * 60).toFixed(1)}′ ${value >= 0 ? positive : negative}`;
}

/**
 * A drawn chart with the harbour's pin, as the product page shows it. The search map's basemap would
 * bring the search page's geometry code and zod into this page's bundle; the link opens a real map.
 */
function HarbourChart({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <svg
      className="harbour-map"
      viewBox="0 0 320 160"
      role="img"
      aria-label={t('trips:detail.mapOf', { harbour: name })}
    >
      <rect width="320" height="160" fill="#d8f1f5" />
      <path d="M0 110 C60 90 90 130 150 108 S250 60 320 86 V160 H0 Z" fill="#f4ecd8" />
      <path d="M0 110 C60 90 90 130 150 108 S250 60 320 86" fill="none" stroke="#c9b98f" strokeWidth="2" />
      <g transform="translate(160 94)">
        <circle r="20" fill="#13c4a3" fillOpacity="0.18" />
        <path
          d="M0 -24 C-9 -24 -15 -17 -15 -9 C-15 2 0 13 0 13 C0 13 15 2 15 -9 C15 -17 9 -24 0 -24 Z"
          fill="#0b2545"
        />
        <circle cy="-10" r="5" fill="#ffffff" />
      </g>
    </svg>
  );
}

/** Where and when: harbour, address, map, meeting and check-out times (harbour's local time). */
export function HarbourSection({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const { harbour } = booking;
  const name = harbour.name ?? harbour.city ?? t('trips:common.harbourUnknown');
  const located = harbour.latitude !== null && harbour.longitude !== null;
  const mapUrl = located
    ? `https://www.openstreetmap.org/?mlat=${harbour.latitude}&mlon=${harbour.longitude}#map=14/${harbour.latitude}/${harbour.longitude}`
    : null;
  return (
    <section className="detail-section" aria-labelledby="detail-harbour">
      <h2 id="detail-harbour">{t('trips:detail.harbour')}</h2>
      <div className="detail-harbour">
        {located && <HarbourChart name={name} />}
        <div>
          <p className="detail-harbour__name">{name}</p>
          {harbour.address && <p>{harbour.address}</p>}
          {harbour.city && harbour.city !== name && <p>{harbour.city}</p>}
          <dl className="detail-facts">
            {harbour.meetingTime && (
              <div>
                <dt>{t('trips:detail.meetingTime')}</dt>
                <dd>{harbour.meetingTime}</dd>
              </div>
            )}
            {harbour.checkOutTime && (
              <div>
                <dt>{t('trips:detail.checkOutTime')}</dt>
                <dd>{harbour.checkOutTime}</dd>
              </div>
            )}
          </dl>
          {harbour.timeZone && (harbour.meetingTime || harbour.checkOutTime) && (
            <p className="muted">{t('trips:detail.localTime', { timeZone: harbour.timeZone })}</p>
          )}
          {located && (
            <p className="muted">
              {degrees(harbour.latitude as number, 'N', 'S')} ·{' '}
              {degrees(harbour.longitude as number, 'E', 'W')}
            </p>
          )}
          {mapUrl && (
            <a href={mapUrl} target="_blank" rel="noopener noreferrer">
              {t('trips:detail.openMap')}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
