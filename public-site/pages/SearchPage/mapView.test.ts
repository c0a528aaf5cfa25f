import { describe, expect, it } from 'vitest';
import { clusterMarkers, fitRoom, fitView, MAP_SIZE, MAX_ZOOM, searchAreaOf, toScreen } from './mapView.ts';

const marseille = { id: 1, latitude: 43.2965, longitude: 5.3698 };
const vieuxPort = { id: 2, latitude: 43.2951, longitude: 5.3744 };
const nice = { id: 3, latitude: 43.7, longitude: 7.27 };

describe('the results map', () => {
  it('fits the markers into the band a tall phone screen shows, clear of the buttons at its sides', () => {
    // 366 × 700 pixels: the square drawing covers it, so only its middle 52 % of width is on screen.
    const room = fitRoom(366, 700, { x: 56, y: 48 });
    const view = fitView([marseille, nice], room);
    const shown = {
      left: MAP_SIZE / 2 - (MAP_SIZE * 366) / 700 / 2,
      right: MAP_SIZE / 2 + (MAP_SIZE * 366) / 700 / 2,
    };
    const pixel = (MAP_SIZE * 366) / 700 / 366;
    for (const point of [marseille, nice]) {
      const [x] = toScreen(view, point.longitude, point.latitude);
      expect(x).toBeGreaterThanOrEqual(shown.left + 56 * pixel - 0.01);
      expect(x).toBeLessThanOrEqual(shown.right - 56 * pixel + 0.01);
    }
    // A square desktop box keeps the former fit.
    expect(fitView([marseille, nice], fitRoom(0, 0, { x: 56, y: 48 }))).toEqual(fitView([marseille, nice]));
  });

  it('clusters markers that crowd at a region’s zoom, and parts them at a harbour’s', () => {
    const region = fitView([marseille, nice]);
    const wide = clusterMarkers(region, [marseille, vieuxPort, nice]);
    expect(wide.map((marker) => marker.points.map((p) => p.id))).toEqual([[1, 2], [3]]);
    const harbour = { ...fitView([marseille]), zoom: 17 };
    expect(clusterMarkers(harbour, [marseille, vieuxPort])).toHaveLength(2);
  });

  it('turns the view into the search circle "search when I move the map" asks for', () => {
    const area = searchAreaOf(fitView([marseille, nice]));
    expect(area.latitude).toBeCloseTo(43.5, 0);
    expect(area.longitude).toBeCloseTo(6.3, 0);
    expect(area.distance).toBeGreaterThan(80);
    expect(area.distance).toBeLessThanOrEqual(500);
  });

  it('spreads boats of one harbour around it at the closest zoom, each its own marker', () => {
    const moored = [1, 2, 3].map((id) => ({ id, latitude: 43.295, longitude: 5.374 }));
    const closest = { ...fitView([moored[0]]), zoom: MAX_ZOOM };
    const markers = clusterMarkers(closest, moored);
    expect(markers.map((m) => m.points.length)).toEqual([1, 1, 1]);
    expect(new Set(markers.map((m) => `${Math.round(m.x)},${Math.round(m.y)}`)).size).toBe(3);
  });
});
