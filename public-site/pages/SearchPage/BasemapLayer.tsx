import type { Basemap } from '../../../shared/search/basemap.ts';
import { landTransform, MAP_SIZE, type MapView, tilesFor } from './mapView.ts';

/**
 * A map's background for a view: the sea, then the offline land shapes or the tile images,
 * whichever the basemap is. `className` prefixes the sea and land classes (`results-map`, `pin-map`).
 */
export function BasemapLayer({
  view,
  basemap,
  className,
}: {
  view: MapView;
  basemap: Basemap | null;
  className: string;
}) {
  return (
    <>
      <rect width={MAP_SIZE} height={MAP_SIZE} className={`${className}__sea`} />
      {basemap?.source === 'land' && (
        <path
          className={`${className}__land`}
          d={basemap.path}
          transform={landTransform(view, basemap.box, basemap.unit)}
          fillRule="evenodd"
          vectorEffect="non-scaling-stroke"
        />
      )}
      {basemap?.source === 'tiles' &&
        tilesFor(view, basemap.tileUrl).map((tile) => (
          <image
            key={tile.key}
            href={tile.href}
            x={tile.x}
            y={tile.y}
            width={tile.size + 0.5}
            height={tile.size + 0.5}
          />
        ))}
    </>
  );
}
