import { Link } from 'react-router';
import type { BookingDetail } from '../../../shared/bookings/trips.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';

/** The other party (contact details once accepted) and the links hung off this booking. */
export function PartySection({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const other = booking.role === 'owner' ? booking.tenant : booking.owner;
  const link = (path: string) => localizedPath(language, path, defaultLanguage);
  const links = [
    { key: 'conversation', path: booking.links.conversation },
    { key: 'econtractIn', path: booking.links.econtractIn },
    { key: 'econtractOut', path: booking.links.econtractOut },
    { key: 'postBooking', path: booking.links.postBooking },
  ].filter((item): item is { key: string; path: string } => item.path !== null);
  return (
    <section className="detail-section" aria-labelledby="detail-party">
      <h2 id="detail-party">{t(booking.role === 'owner' ? 'trips:detail.renter' : 'trips:detail.owner')}</h2>
      <div className="detail-party">
        {other.picture ? (
          <img src={other.picture} alt="" width="56" height="56" className="detail-party__picture" />
        ) : (
          <span className="detail-party__picture detail-party__initial" aria-hidden="true">
            {other.firstName.slice(0, 1)}
          </span>
        )}
        <div>
          <p className="detail-party__name">
            {other.firstName}
            {other.isSuperOwner && <span className="detail-party__badge">{t('search:card.superOwner')}</span>}
            {other.isPro && <span className="detail-party__badge">{t('trips:detail.pro')}</span>}
          </p>
          {other.phone || other.email ? (
            <ul className="detail-party__contact">
              {other.phone && (
                <li>
                  <a href={`tel:${other.phone.replace(/\s/g, '')}`}>{other.phone}</a>
                </li>
              )}
              {other.email && (
                <li>
                  <a href={`mailto:${other.email}`}>{other.email}</a>
                </li>
              )}
            </ul>
          ) : (
            <p className="muted">{t('trips:detail.contactLater')}</p>
          )}
        </div>
      </div>
      {booking.tenantMessage && (
        <blockquote className="detail-message">
          <p className="muted">{t('trips:detail.tenantMessage')}</p>
          <p>{booking.tenantMessage}</p>
        </blockquote>
      )}
      {links.length > 0 && (
        <ul className="detail-links">
          {links.map((item) => (
            <li key={item.key}>
              <Link to={link(item.path)}>{t(`trips:detail.links.${item.key}`)}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
