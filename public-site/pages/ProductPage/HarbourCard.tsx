import type { ProductDetails } from '../../../shared/product/productDetails.ts';
import { useTranslation } from '../../app/useTranslation.ts';

/** Degrees as people read them: 43.2951 -> 43°17.7′ N. */
function degrees(value: number, positive: string, negative: string): string {
  const absolute = Math.abs(value);
  const whole = Math.floor(absolute);
  const minutes = ((absolute - whole) * 60).toFixed(1);
  return `${whole}°${minutes}′ ${value >= 0 ? positive : negative}`;
}

/**
 * Where the boat waits: the harbour on a drawn chart with its coordinates (no map tiles from
 * elsewhere, so nothing loads from another site), and a link to open a full map.
 */
export function HarbourCard({
  location,
  title,
}: {
  location: ProductDetails['location'];
  /** The section's heading: an activity's harbour is its meeting point. */
  title?: string;
}) {
  const { t } = useTranslation();
  const { latitude, longitude } = location;
  const mapUrl = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=14/${latitude}/${longitude}`;
  return (
    <section className="product-section" aria-labelledby="product-harbour">
      <h2 id="product-harbour">{title ?? t('product:sections.harbour')}</h2>
      <div className="harbour-card">
        <svg
          className="harbour-card__chart"
          viewBox="0 0 320 180"
          role="img"
          aria-label={t('product:harbour.chart', { harbour: location.harbour })}
        >
          <rect width="320" height="180" fill="#d8f1f5" />
          <path d="M0 120 C60 100 90 140 150 118 S250 70 320 96 V180 H0 Z" fill="#f4ecd8" />
          <path
            d="M0 120 C60 100 90 140 150 118 S250 70 320 96"
            fill="none"
            stroke="#c9b98f"
            strokeWidth="2"
          />
          {[40, 80, 120, 160, 200, 240, 280].map((x) => (
            <line key={`x${x}`} x1={x} y1="0" x2={x} y2="180" stroke="#1b98b8" strokeOpacity="0.12" />
          ))}
          {[45, 90, 135].map((y) => (
            <line key={`y${y}`} x1="0" y1={y} x2="320" y2={y} stroke="#1b98b8" strokeOpacity="0.12" />
          ))}
          <g transform="translate(160 104)">
            <circle r="22" fill="#13c4a3" fillOpacity="0.18" />
            <path
              d="M0 -26 C-10 -26 -16 -18 -16 -10 C-16 2 0 14 0 14 C0 14 16 2 16 -10 C16 -18 10 -26 0 -26 Z"
              fill="#0b2545"
            />
            <circle cy="-11" r="5.5" fill="#ffffff" />
          </g>
        </svg>
        <div className="harbour-card__text">
          <p className="harbour-card__name">{location.harbour}</p>
          {location.address && <p>{location.address}</p>}
          <p>
            {location.city}, {location.region}, {location.country}
          </p>
          <p className="muted">
            {degrees(latitude, 'N', 'S')} · {degrees(longitude, 'E', 'W')}
          </p>
          <a href={mapUrl} target="_blank" rel="noopener noreferrer">
            {t('product:harbour.openMap')}
          </a>
        </div>
      </div>
    </section>
  );
}
