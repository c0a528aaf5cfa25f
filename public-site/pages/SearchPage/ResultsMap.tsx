import { useTranslation } from 'react-i18next';
import type { ResultProduct, SearchPlace } from '../../../shared/search/searchResults.ts';

interface ResultsMapProps {
  products: ResultProduct[];
  place: SearchPlace | null;
  highlighted: number | null;
  onHighlight(id: number | null): void;
}

const WIDTH = 400;
const HEIGHT = 400;
const GRID_STEPS = 6;

/**
 * The results on a map drawn without any tile server (so it works offline and in tests): an
 * equirectangular projection fitted to the markers over a sea background and a graticule.
 */
export function ResultsMap({ products, place, highlighted, onHighlight }: ResultsMapProps) {
  const { t } = useTranslation();
  const points = products.map((p) => ({ id: p.id, title: p.title, lat: p.latitude, lng: p.longitude }));
  if (place?.latitude != null && place.longitude != null) {
    points.push({ id: -1, title: place.name, lat: place.latitude, lng: place.longitude });
  }
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const pad = 0.02;
  const [minLat, maxLat] = [Math.min(...lats) - pad, Math.max(...lats) + pad];
  const cos = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const [minLng, maxLng] = [Math.min(...lngs) - pad / cos, Math.max(...lngs) + pad / cos];
  const scale = 0.9 * Math.min(WIDTH / ((maxLng - minLng) * cos), HEIGHT / (maxLat - minLat));
  const x = (lng: number) => WIDTH / 2 + (lng - (minLng + maxLng) / 2) * cos * scale;
  const y = (lat: number) => HEIGHT / 2 - (lat - (minLat + maxLat) / 2) * scale;
  const grid = Array.from({ length: GRID_STEPS + 1 }, (_, i) => (i * WIDTH) / GRID_STEPS);

  return (
    <figure className="results-map">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('search:map.label', { count: products.length })}
      >
        <rect width={WIDTH} height={HEIGHT} fill="var(--color-sea-light)" />
        {grid.map((g) => (
          <g key={g} stroke="#b9dfe7" strokeWidth="1">
            <line x1={g} y1="0" x2={g} y2={HEIGHT} />
            <line x1="0" y1={g} x2={WIDTH} y2={g} />
          </g>
        ))}
        {points.map((point) =>
          point.id === -1 ? (
            <circle
              key="place"
              cx={x(point.lng)}
              cy={y(point.lat)}
              r="10"
              fill="none"
              stroke="var(--color-brand)"
              strokeDasharray="3 3"
            />
          ) : (
            // biome-ignore lint/a11y/noStaticElementInteractions: the list of results is the accessible equivalent
            <g
              key={point.id}
              className={`results-map__marker${highlighted === point.id ? ' results-map__marker--on' : ''}`}
              data-marker-id={point.id}
              onMouseEnter={() => onHighlight(point.id)}
              onMouseLeave={() => onHighlight(null)}
            >
              <title>{point.title}</title>
              <circle cx={x(point.lng)} cy={y(point.lat)} r={highlighted === point.id ? 9 : 6} />
            </g>
          ),
        )}
      </svg>
      <figcaption className="visually-hidden">{t('search:map.label', { count: products.length })}</figcaption>
    </figure>
  );
}
