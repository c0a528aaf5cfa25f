import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef } from 'react';
import { MAP_SIZE, type MapView, panBy, zoomAround } from './mapView.ts';

const KEY_PAN = MAP_SIZE / 8;
const WHEEL_ZOOM_PER_PIXEL = 1 / 300;

type SetView = (update: (view: MapView) => MapView) => void;

/**
 * Pan and zoom: drag with a mouse, a pen or one finger, pinch with two fingers, the wheel zooms
 * about the pointer, and when the map has focus the arrow keys pan and + / - zoom.
 */
export function useMapGestures(svg: RefObject<SVGSVGElement | null>, setView: SetView) {
  const pointers = useRef(new Map<number, [number, number]>());

  /** A client position in SVG units (the SVG is scaled to its box). */
  const toSvg = (clientX: number, clientY: number): [number, number] => {
    // The drawing may cover its box (cropped on a phone): the SVG's own matrix maps a pixel to it.
    const matrix = svg.current?.getScreenCTM?.();
    if (matrix) {
      const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
      return [point.x, point.y];
    }
    const rect = svg.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return [clientX, clientY];
    return [((clientX - rect.left) * MAP_SIZE) / rect.width, ((clientY - rect.top) * MAP_SIZE) / rect.height];
  };

  // React's wheel listener is passive: the page would scroll instead of the map zooming.
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const [x, y] = toSvg(event.clientX, event.clientY);
      const pixels = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      setView((view) => zoomAround(view, -pixels * WHEEL_ZOOM_PER_PIXEL, x, y));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  });

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, toSvg(event.clientX, event.clientY));
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now = toSvg(event.clientX, event.clientY);
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId);
    pointers.current.set(event.pointerId, now);
    if (others.length === 0) {
      setView((view) => panBy(view, now[0] - before[0], now[1] - before[1]));
      return;
    }
    // Pinch: the change in distance to the other finger zooms about the midpoint.
    const [, other] = others[0];
    const distance = (a: [number, number]) => Math.hypot(a[0] - other[0], a[1] - other[1]);
    if (distance(before) < 1) return;
    const delta = Math.log2(distance(now) / distance(before));
    setView((view) => zoomAround(view, delta, (now[0] + other[0]) / 2, (now[1] + other[1]) / 2));
  };

  const onPointerEnd = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, (view: MapView) => MapView> = {
      ArrowLeft: (view) => panBy(view, KEY_PAN, 0),
      ArrowRight: (view) => panBy(view, -KEY_PAN, 0),
      ArrowUp: (view) => panBy(view, 0, KEY_PAN),
      ArrowDown: (view) => panBy(view, 0, -KEY_PAN),
      '+': (view) => zoomAround(view, 1),
      '=': (view) => zoomAround(view, 1),
      '-': (view) => zoomAround(view, -1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setView(move);
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
    onKeyDown,
  };
}
