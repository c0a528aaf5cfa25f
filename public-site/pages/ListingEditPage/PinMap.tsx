import { type KeyboardEvent, type MouseEvent, useId, useRef, useState } from 'react';
import { fromMercator, toMercator } from '../../../shared/search/mercator.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { BasemapLayer } from '../SearchPage/BasemapLayer.tsx';
import { MAP_SIZE, type MapView, toScreen, zoomAround } from '../SearchPage/mapView.ts';
import { useBasemap } from '../SearchPage/useBasemap.ts';

/** An arrow key moves the pin by this share of the map's width. */
const KEY_STEP = 1 / 80;

interface Point {
  latitude: number;
  longitude: number;
}

/**
 * Where the boat lies, as a pin on the search page's map (same basemap: bundled land or the server's
 * tiles). A click or a tap puts the pin; on the map, the arrow keys move it and + and - zoom.
 */
export function PinMap({
  centre,
  pin,
  onPin,
}: {
  centre: Point;
  pin: Point | null;
  onPin(point: Point): void;
}) {
  const { t } = useTranslation();
  const svg = useRef<SVGSVGElement>(null);
  const helpId = useId();
  const clipId = useId();
  const [view, setView] = useState<MapView>(() => {
    const [x, y] = toMercator(centre.longitude, centre.latitude);
    return { x, y, zoom: 13 };
  });
  const basemap = useBasemap(view);
  const size = 256 * 2 ** view.zoom;

  function pointAt(sx: number, sy: number): Point {
    const [longitude, latitude] = fromMercator(
      view.x + (sx - MAP_SIZE / 2) / size,
      view.y + (sy - MAP_SIZE / 2) / size,
    );
    return { latitude: round(latitude), longitude: round(longitude) };
  }

  function click(event: MouseEvent<SVGSVGElement>) {
    const box = svg.current?.getBoundingClientRect();
    if (!box) return;
    const scale = MAP_SIZE / box.width;
    onPin(pointAt((event.clientX - box.left) * scale, (event.clientY - box.top) * scale));
  }

  function key(event: KeyboardEvent<SVGSVGElement>) {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
    };
    if (event.key === '+' || event.key === '=') setView((v) => zoomAround(v, 1));
    else if (event.key === '-') setView((v) => zoomAround(v, -1));
    else if (moves[event.key]) {
      const [dx, dy] = moves[event.key];
      const [px, py] = toScreen(view, (pin ?? centre).longitude, (pin ?? centre).latitude);
      onPin(pointAt(px + dx * KEY_STEP * MAP_SIZE, py + dy * KEY_STEP * MAP_SIZE));
    } else return;
    event.preventDefault();
  }

  const [cx, cy] = toScreen(view, centre.longitude, centre.latitude);
  const pinAt = pin ? toScreen(view, pin.longitude, pin.latitude) : null;
  return (
    <figure className="pin-map">
      <div className="pin-map__frame">
        <svg
          ref={svg}
          viewBox={`0 0 ${MAP_SIZE} ${MAP_SIZE}`}
          role="application"
          aria-label={t('listingEditor:place.mapLabel')}
          aria-describedby={helpId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the map is keyboard-operated (arrows move the pin)
          tabIndex={0}
          className="pin-map__canvas"
          data-testid="pin-map"
          data-basemap={basemap?.source ?? 'none'}
          onClick={click}
          onKeyDown={key}
        >
          <defs>
            <clipPath id={clipId}>
              <rect width={MAP_SIZE} height={MAP_SIZE} />
            </clipPath>
          </defs>
          <g clipPath={`url(#${clipId})`}>
            <BasemapLayer view={view} basemap={basemap} className="pin-map" />
            <circle cx={cx} cy={cy} r="14" className="pin-map__harbour" />
            {pinAt && (
              <g className="pin-map__pin" transform={`translate(${pinAt[0]} ${pinAt[1]})`}>
                <path d="M0 0 C -8 -12 -10 -16 -10 -20 A 10 10 0 1 1 10 -20 C 10 -16 8 -12 0 0 Z" />
                <circle cy="-20" r="4" fill="#fff" />
              </g>
            )}
          </g>
        </svg>
        <div className="pin-map__controls">
          <button
            type="button"
            aria-label={t('search:map.zoomIn')}
            onClick={() => setView((v) => zoomAround(v, 1))}
          >
            +
          </button>
          <button
            type="button"
            aria-label={t('search:map.zoomOut')}
            onClick={() => setView((v) => zoomAround(v, -1))}
          >
            −
          </button>
        </div>
        {basemap && <small className="pin-map__attribution">{basemap.attribution}</small>}
      </div>
      <figcaption id={helpId} className="muted">
        {t('listingEditor:place.mapHelp')}
      </figcaption>
    </figure>
  );
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
