import type { BoatZone } from './econtractClient.ts';

/** Seen from above, bow up: a catamaran has two hulls, a jet ski is short, the rest one hull. */
const OUTLINES: Record<'monohull' | 'catamaran' | 'jetSki', string[]> = {
  monohull: ['M50 4 C 78 22, 84 60, 78 96 L 22 96 C 16 60, 22 22, 50 4 Z'],
  catamaran: [
    'M25 4 C 36 22, 38 60, 36 96 L 14 96 C 12 60, 14 22, 25 4 Z',
    'M75 4 C 86 22, 88 60, 86 96 L 64 96 C 62 60, 64 22, 75 4 Z',
    'M36 40 L 64 40 L 64 80 L 36 80 Z',
  ],
  jetSki: ['M50 14 C 70 26, 72 60, 68 86 L 32 86 C 28 60, 30 26, 50 14 Z'],
};

const outlineFor = (productType: string | null) =>
  productType === 'catamaran'
    ? OUTLINES.catamaran
    : productType === 'jetSki'
      ? OUTLINES.jetSki
      : OUTLINES.monohull;

/** The zone a tap falls in, so the keyboard's zone list and the drawing say the same thing. */
export function zoneAt(x: number, y: number): BoatZone {
  if (y < 22) return 'bow';
  if (y > 84) return 'stern';
  if (x < 38) return 'port';
  if (x > 62) return 'starboard';
  return y > 60 ? 'cockpit' : 'deck';
}

/**
 * The drawing of the boat's type: a tap puts a damage where it was (in % of the drawing). It is a
 * pointer shortcut: Enter on it, or the "add a damage" button, adds one mid-deck, and the zone
 * list says where it is, so a keyboard or a screen reader does the same without pointing.
 */
export function BoatDrawing({
  productType,
  markers,
  onPlace,
  label,
}: {
  productType: string | null;
  markers: { id: string; x: number; y: number }[];
  onPlace(place: { x: number; y: number }): void;
  label: string;
}) {
  return (
    <button
      type="button"
      className="econtract__drawing"
      aria-label={label}
      data-testid="econtract-drawing"
      onClick={(event) => {
        // A keyboard press (detail 0) has no position: the damage goes mid-deck, its zone chosen in the list.
        if (event.detail === 0) return onPlace({ x: 50, y: 50 });
        const box = event.currentTarget.getBoundingClientRect();
        const x = Math.round(((event.clientX - box.left) / box.width) * 100);
        const y = Math.round(((event.clientY - box.top) / box.height) * 100);
        onPlace({ x: Math.max(0, Math.min(100, x)), y: Math.max(0, Math.min(100, y)) });
      }}
    >
      <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        {outlineFor(productType).map((d) => (
          <path key={d} d={d} fill="#e8f1f8" stroke="#1d4e74" strokeWidth="1" />
        ))}
        {markers.map((marker, index) => (
          <g key={marker.id}>
            <circle cx={marker.x} cy={marker.y} r="3.5" fill="#c0392b" />
            <text x={marker.x} y={marker.y + 1.3} fontSize="4" textAnchor="middle" fill="#fff">
              {index + 1}
            </text>
          </g>
        ))}
      </svg>
    </button>
  );
}
