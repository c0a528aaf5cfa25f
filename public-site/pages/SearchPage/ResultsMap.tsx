import { useEffect, useId, useRef, useState } from 'react';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { ResultProduct, SearchPlace } from '../../../shared/search/searchResults.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { formatPrice } from '../../components/ResultCard/formatPrice.ts';
import { ResultCard } from '../../components/ResultCard/ResultCard.tsx';
import type { SearchedChoice } from '../../components/ResultCard/searchedChoice.ts';
import { BasemapLayer } from './BasemapLayer.tsx';
import {
  clusterMarkers,
  fitRoom,
  fitView,
  MAP_SIZE,
  type MapView,
  searchAreaOf,
  toScreen,
  zoomAround,
} from './mapView.ts';
import { useBasemap } from './useBasemap.ts';
import { useMapGestures } from './useMapGestures.ts';

interface ResultsMapProps {
  products: ResultProduct[];
  place: SearchPlace | null;
  highlighted: number | null;
  onHighlight(id: number | null): void;
  currency: string;
  language: LanguageCode;
  defaultLanguage: LanguageCode;
  /** The search's dates and party: a tapped marker's card prices them and its link carries them. */
  searched?: SearchedChoice;
  /** "Search when I move the map": the area the moved map shows becomes the search's. */
  onSearchArea(area: { latitude: number; longitude: number; distance: number }): void;
}

/** Pixels kept free of markers along the map's sides (the zoom buttons) and its top (the search switch). */
const CONTROLS_INSET = { x: 56, y: 48 };

/** How long the map rests after a move before it searches there. */
const AREA_SEARCH_DELAY_MS = 700;

/**
 * The results on a Web Mercator map. Its background comes from the API once the map is shown:
 * Natural Earth land bundled with the server (works offline), or raster tiles when the server has a
 * tile source. Drag, pinch, the wheel, the buttons and the keyboard pan and zoom it.
 */
export function ResultsMap({
  products,
  place,
  highlighted,
  onHighlight,
  currency,
  language,
  defaultLanguage,
  searched,
  onSearchArea,
}: ResultsMapProps) {
  const { t } = useTranslation();
  const svg = useRef<SVGSVGElement>(null);
  const clipId = useId();
  const helpId = useId();
  const [searchOnMove, setSearchOnMove] = useState(false);
  const moved = useRef(false);
  // The price of the searched dates when there are some, else the price per day or outing.
  const points = products.map((p) => ({
    id: p.id,
    title: p.title,
    latitude: p.latitude,
    longitude: p.longitude,
    price: formatPrice(p.totalForDates ?? p.price, currency, language),
  }));
  const placePoint =
    place?.latitude != null && place.longitude != null
      ? { latitude: place.latitude, longitude: place.longitude }
      : null;
  // The map's box in pixels: on a phone it fills the screen, and the drawing covers it.
  const frame = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) =>
      setBox({ width: entry.contentRect.width, height: entry.contentRect.height }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // A tapped marker shows its listing's card (picture, price for the dates) over the map.
  const [selected, setSelected] = useState<number | null>(null);
  const selectedProduct = products.find((product) => product.id === selected) ?? null;
  const fitted = fitView(
    points.length > 0 ? points : placePoint ? [placePoint] : [],
    fitRoom(box.width, box.height, CONTROLS_INSET),
  );
  const fitKey = `${points.map((p) => p.id).join(',')}@${Math.round(box.width)}x${Math.round(box.height)}`;
  const [state, setState] = useState<{ key: string; view: MapView }>({ key: fitKey, view: fitted });
  // New results: the map fits them again.
  const view = state.key === fitKey ? state.view : fitted;
  const setView = (update: (current: MapView) => MapView) => {
    moved.current = true;
    setState((current) => ({ key: fitKey, view: update(current.key === fitKey ? current.view : fitted) }));
  };
  useEffect(() => {
    if (!searchOnMove || !moved.current) return;
    const timer = setTimeout(() => {
      moved.current = false;
      onSearchArea(searchAreaOf(view));
    }, AREA_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [view, searchOnMove, onSearchArea]);
  const markers = clusterMarkers(view, points);
  const gestures = useMapGestures(svg, setView);
  const basemap = useBasemap(view);
  if (points.length === 0 && !placePoint) return null;
  const label = t('search:map.label', { count: products.length });

  return (
    <figure className="results-map">
      <div className="results-map__frame" ref={frame}>
        <svg
          ref={svg}
          viewBox={`0 0 ${MAP_SIZE} ${MAP_SIZE}`}
          preserveAspectRatio="xMidYMid slice"
          role="application"
          aria-label={label}
          aria-describedby={helpId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the map is keyboard-operated (arrows pan, + and - zoom)
          tabIndex={0}
          className="results-map__canvas"
          data-basemap={basemap?.source ?? 'none'}
          {...gestures}
        >
          <defs>
            <clipPath id={clipId}>
              <rect width={MAP_SIZE} height={MAP_SIZE} />
            </clipPath>
          </defs>
          <g clipPath={`url(#${clipId})`}>
            <BasemapLayer view={view} basemap={basemap} className="results-map" />
            {placePoint && (
              <circle
                cx={toScreen(view, placePoint.longitude, placePoint.latitude)[0]}
                cy={toScreen(view, placePoint.longitude, placePoint.latitude)[1]}
                r="12"
                className="results-map__place"
              />
            )}
            {/* The searched place's name, under the markers, in the page's language. */}
            {placePoint && place && (
              <text
                className="results-map__place-name"
                x={toScreen(view, placePoint.longitude, placePoint.latitude)[0]}
                y={toScreen(view, placePoint.longitude, placePoint.latitude)[1] + 28}
                textAnchor="middle"
              >
                {place.name}
              </text>
            )}
            {markers.map((marker) => {
              if (marker.points.length > 1) {
                const ids = marker.points.map((point) => point.id);
                return (
                  // biome-ignore lint/a11y/noStaticElementInteractions: the list of results is the accessible equivalent
                  <g
                    key={ids.join('-')}
                    className={`results-map__cluster${highlighted !== null && ids.includes(highlighted) ? ' results-map__cluster--on' : ''}`}
                    data-cluster-size={ids.length}
                    onClick={() => setView((current) => zoomAround(current, 2, marker.x, marker.y))}
                  >
                    <title>{t('searchMore:map.cluster', { count: ids.length })}</title>
                    <circle cx={marker.x} cy={marker.y} r={16} />
                    <text x={marker.x} y={marker.y} dy="0.35em" textAnchor="middle">
                      {ids.length}
                    </text>
                  </g>
                );
              }
              const point = marker.points[0];
              const on = highlighted === point.id;
              const width = point.price.length * 7 + 14;
              return (
                // biome-ignore lint/a11y/noStaticElementInteractions: the list of results is the accessible equivalent
                <g
                  key={point.id}
                  className={`results-map__marker${on ? ' results-map__marker--on' : ''}`}
                  data-marker-id={point.id}
                  onMouseEnter={() => onHighlight(point.id)}
                  onMouseLeave={() => onHighlight(null)}
                  onClick={() => {
                    setSelected(point.id);
                    onHighlight(point.id);
                  }}
                >
                  <title>{`${point.title}: ${point.price}`}</title>
                  <rect x={marker.x - width / 2} y={marker.y - 11} width={width} height={22} rx={11} />
                  <text x={marker.x} y={marker.y} dy="0.35em" textAnchor="middle">
                    {point.price}
                  </text>
                </g>
              );
            })}
          </g>
        </svg>
        <div className="results-map__controls">
          <button
            type="button"
            aria-label={t('search:map.zoomIn')}
            title={t('search:map.zoomIn')}
            onClick={() => setView((current) => zoomAround(current, 1))}
          >
            +
          </button>
          <button
            type="button"
            aria-label={t('search:map.zoomOut')}
            title={t('search:map.zoomOut')}
            onClick={() => setView((current) => zoomAround(current, -1))}
          >
            −
          </button>
          <button
            type="button"
            aria-label={t('search:map.recenter')}
            title={t('search:map.recenter')}
            onClick={() => setView(() => fitted)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
              <circle cx="12" cy="12" r="2.5" fill="currentColor" />
            </svg>
          </button>
        </div>
        {basemap && <small className="results-map__attribution">{basemap.attribution}</small>}
        {selectedProduct && (
          <div className="results-map__card">
            <ResultCard
              product={selectedProduct}
              currency={currency}
              language={language}
              defaultLanguage={defaultLanguage}
              searched={searched}
            />
            <button
              type="button"
              className="results-map__card-close"
              aria-label={t('auth:actions.close')}
              onClick={() => {
                setSelected(null);
                onHighlight(null);
              }}
            >
              ×
            </button>
          </div>
        )}
        <label className="results-map__search-on-move">
          <input
            type="checkbox"
            checked={searchOnMove}
            onChange={(event) => setSearchOnMove(event.target.checked)}
          />
          {t('searchMore:map.searchOnMove')}
        </label>
      </div>
      <figcaption id={helpId} className="visually-hidden">
        {label}. {t('search:map.keyboard')}
      </figcaption>
    </figure>
  );
}
