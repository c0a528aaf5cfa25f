import { useEffect, useRef, useState } from 'react';
import type { Basemap } from '../../../shared/search/basemap.ts';
import { pageLanguage, withLocale } from '../../app/siteApi.ts';
import { bboxParameter, extentOf, type MapView } from './mapView.ts';

/** Wait for the view to settle before asking for land (a drag or a wheel spin is many views). */
const SETTLE_MS = 200;
/** Land is fetched for the view and one view's width around it, so panning rarely asks again. */
const MARGIN_VIEWS = 1;

interface Loaded {
  basemap: Basemap;
  extent: [number, number, number, number];
  zoom: number;
}

/**
 * The map's background for a view, fetched from the API once the map is shown (the geometry is
 * data, never part of the JavaScript bundle). A tile source, once known, serves every view; land
 * is asked again when the view leaves the land's box or zooms in past its detail.
 */
export function useBasemap(view: MapView): Basemap | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => {
    if (loaded && covers(loaded, view)) return;
    const timer = setTimeout(() => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      const extent = extentOf(view, MARGIN_VIEWS);
      fetch(withLocale(`/api/v6/basemap?bbox=${bboxParameter(extent)}`, pageLanguage()), {
        signal: controller.signal,
      })
        .then((response) => (response.ok ? (response.json() as Promise<Basemap>) : null))
        .then((basemap) => {
          if (basemap) setLoaded({ basemap, extent, zoom: view.zoom });
        })
        // Without land the map still shows its markers on the sea colour.
        .catch(() => undefined);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [loaded, view]);

  useEffect(() => () => pending.current?.abort(), []);
  return loaded?.basemap ?? null;
}

function covers(loaded: Loaded, view: MapView): boolean {
  if (loaded.basemap.source === 'tiles') return true;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const [x0, y0, x1, y1] = extentOf(view).map(clamp);
  const [lx0, ly0, lx1, ly1] = loaded.extent.map(clamp);
  const inside = x0 >= lx0 - 1e-9 && y0 >= ly0 - 1e-9;
  const within = x1 <= lx1 + 1e-9 && y1 <= ly1 + 1e-9;
  return inside && within && view.zoom - loaded.zoom < 1.5 && loaded.zoom - view.zoom < 1.5;
}
