/** Close views for a listing's gallery: the foredeck looking ahead, and the cabin (or a tight crop of small craft). */
import type { ProductTypeKey } from '../../../../shared/catalogue/catalogue.ts';
import { type Drawing, line, n, shade } from './drawing.ts';
import { clouds, coastline, pickDaylight, riverBanks, sea, sky, sunOrMoon, waves } from './scenery.ts';
import { placeVessel, type Vessel, type VesselStyle } from './vessels.ts';

const VANISH: [number, number] = [600, 300];

function horizonView(d: Drawing, type: ProductTypeKey, horizon: number): string {
  const p = pickDaylight(d);
  return (
    sky(d, p, horizon) +
    sunOrMoon(d, p, d.rng.int(150, 1050), d.rng.int(70, 140), 30) +
    clouds(d, p, horizon) +
    sea(d, p, horizon) +
    (type === 'houseboat' ? riverBanks(d, p, horizon) : coastline(d, p, horizon)) +
    waves(d, p, horizon, type === 'houseboat')
  );
}

/** Planks converging on the vanishing point, inside a deck polygon. */
function planks(d: Drawing, outline: [number, number][], colour: string): string {
  const clip = d.clip(`<path d="${line(outline)} Z"/>`);
  let seams = '';
  for (let x = -1200; x <= 2400; x += 60) seams += `M${x} 800 L${VANISH[0] + (x - 600) * 0.02} ${VANISH[1]} `;
  const fill = d.linear([
    [0, shade(colour, -0.1)],
    [1, shade(colour, 0.08)],
  ]);
  return `<path d="${line(outline)} Z" fill="${fill}"/><g clip-path="${clip}"><path d="${seams}" stroke="${shade(colour, -0.45)}" stroke-width="3"/></g>`;
}

function rail(from: [number, number], to: [number, number], posts: number): string {
  let out = `M${n(from[0])} ${n(from[1] - 90)} L${n(to[0])} ${n(to[1] - 24)}`;
  for (let i = 0; i <= posts; i++) {
    const t = i / posts;
    const x = from[0] + (to[0] - from[0]) * t;
    const y = from[1] + (to[1] - from[1]) * t;
    const h = 90 - 66 * t;
    out += ` M${n(x)} ${n(y)} V${n(y - h)}`;
  }
  return `<path d="${out}" stroke="#d5dce3" stroke-width="5" fill="none" stroke-linecap="round"/>`;
}

function cushion(x: number, y: number, w: number, h: number, colour: string): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.35)}" fill="${colour}" stroke="${shade(colour, -0.25)}" stroke-width="2"/>`;
}

/** Looking forward over the bow: teak or white deck, rails, sun pads; a catamaran shows its trampoline. */
export function deckCloseUp(d: Drawing, type: ProductTypeKey, s: VesselStyle): string {
  const horizon = 300;
  let out = horizonView(d, type, horizon);
  if (type === 'jetSki' || type === 'rib' || type === 'withoutLicense' || type === 'motorboat')
    return out + helm(type, s);
  if (type === 'catamaran') {
    const left: [number, number][] = [
      [0, 800],
      [300, 800],
      [520, 420],
      [470, 410],
    ];
    const right: [number, number][] = [
      [900, 800],
      [1200, 800],
      [730, 410],
      [680, 420],
    ];
    let net = '';
    for (let x = 300; x <= 900; x += 40) net += `M${x} 800 L${n(520 + (x - 300) * 0.27)} 425 `;
    for (let y = 440; y <= 800; y += 30) {
      const t = (y - 420) / 380;
      net += `M${n(520 - 220 * t)} ${y} L${n(680 + 220 * t)} ${y} `;
    }
    out += `<path d="M300 800 L520 425 L680 425 L900 800 Z" fill="#1d2a36" opacity="0.35"/><path d="${net}" stroke="#2b3945" stroke-width="3" fill="none"/>`;
    out += `${planks(d, left, '#f1f3f5')}${planks(d, right, '#f1f3f5')}`;
    out += rail([40, 790], [470, 420], 5) + rail([1160, 790], [730, 420], 5);
    out +=
      cushion(700, 660, 170, 36, s.accent) +
      `<rect x="560" y="560" width="120" height="40" rx="8" fill="#ffffff" opacity="0.9" transform="rotate(-8 620 580)"/>`;
    return out;
  }
  const outline: [number, number][] = [
    [-100, 800],
    [1300, 800],
    [700, 360],
    [600, 330],
    [500, 360],
  ];
  const deckColour =
    type === 'motorYacht' || type === 'yacht' ? '#c49463' : type === 'houseboat' ? '#d9d4c7' : '#b98a52';
  out += `<path d="M-100 800 L500 360 L600 330 L700 360 L1300 800 Z" fill="${shade(s.hull, -0.2)}" transform="translate(0 14)"/>`;
  out += planks(d, outline, deckColour);
  out += rail([0, 760], [560, 345], 6) + rail([1200, 760], [640, 345], 6);
  out += `<path d="M560 345 Q600 300 640 345" stroke="#d5dce3" stroke-width="6" fill="none"/>`;
  if (type === 'sailboat' || type === 'sailYacht' || type === 'gulet') {
    out += `<path d="M600 330 L760 0" stroke="#5b6570" stroke-width="3"/><path class="sail" d="M610 330 L770 0 L1200 0 L1200 120 Q900 240 610 330 Z" fill="${s.sail}" opacity="0.92" stroke="#aab3bd"/>`;
    out += `<rect x="360" y="600" width="170" height="90" rx="10" fill="#e9ecef" stroke="#b7c0c9" transform="skewX(-12)"/><rect x="380" y="616" width="120" height="56" rx="6" fill="${shade('#1d3147', 0.2)}" opacity="0.8" transform="skewX(-12)"/>`;
  } else {
    out +=
      cushion(380, 540, 440, 150, s.accent) +
      cushion(410, 520, 110, 40, '#ffffff') +
      cushion(680, 520, 110, 40, '#ffffff');
  }
  if (type === 'houseboat') {
    for (let x = 120; x < 1100; x += 210)
      out += `<rect x="${x}" y="700" width="70" height="40" fill="#8a5a36"/><circle cx="${x + 20}" cy="692" r="16" fill="#e63946"/><circle cx="${x + 48}" cy="690" r="16" fill="#ffb703"/>`;
  }
  out += `<rect x="880" y="650" width="14" height="40" rx="3" fill="#ffffff" opacity="0.8"/><rect x="904" y="656" width="14" height="34" rx="3" fill="#f4a261" opacity="0.85"/>`;
  return out;
}

/** The view from the helm of a small boat: dashboard, wheel or handlebars, and the bow ahead. */
function helm(type: ProductTypeKey, s: VesselStyle): string {
  let out = '';
  if (type === 'jetSki') {
    out += `<path d="M300 800 Q600 420 900 800 Z" fill="${s.hull}" stroke="${shade(s.hull, -0.4)}" stroke-width="3"/>`;
    out += `<path d="M380 800 Q600 520 820 800 Z" fill="${shade(s.hull, -0.15)}"/><rect x="520" y="600" width="160" height="70" rx="14" fill="#1d1d1f"/><rect x="540" y="614" width="120" height="42" rx="6" fill="#2e4a5e"/>`;
    out += `<path d="M250 620 Q600 560 950 620" stroke="#1d1d1f" stroke-width="26" fill="none" stroke-linecap="round"/><rect x="210" y="600" width="90" height="44" rx="20" fill="#333"/><rect x="900" y="600" width="90" height="44" rx="20" fill="#333"/>`;
    return out;
  }
  const bow = type === 'rib' ? s.hull : '#f4f6f8';
  out += `<path d="M120 800 Q600 360 1080 800 Z" fill="${bow}" stroke="${shade(bow, -0.35)}" stroke-width="4"/>`;
  if (type === 'rib')
    out += `<path d="M120 800 Q600 360 1080 800" stroke="${shade(s.hull, 0.25)}" stroke-width="40" fill="none"/>`;
  else out += cushion(470, 560, 260, 70, '#efe3c6');
  out += `<path d="M0 800 L0 660 Q600 600 1200 660 L1200 800 Z" fill="#2a2e33"/><path d="M0 660 Q600 600 1200 660" stroke="#c9d0d8" stroke-width="6" fill="none"/>`;
  out += `<rect x="520" y="660" width="200" height="100" rx="10" fill="#101820" stroke="#4a5561" stroke-width="4"/><path d="M540 740 L580 700 L620 720 L660 680 L700 690" stroke="#3fd3c8" stroke-width="3" fill="none"/>`;
  out += `<circle cx="360" cy="760" r="110" fill="none" stroke="#d9dde2" stroke-width="16"/><path d="M360 760 L360 650 M360 760 L265 815 M360 760 L455 815" stroke="#d9dde2" stroke-width="10"/><circle cx="360" cy="760" r="20" fill="#8d97a3"/>`;
  out += `<path d="M880 780 L930 680" stroke="#c0c6cc" stroke-width="14" stroke-linecap="round"/><circle cx="932" cy="676" r="18" fill="#111"/>`;
  out += `<path d="M200 420 Q600 330 1000 420 L1030 600 Q600 540 170 600 Z" fill="#bfe3f5" opacity="0.18" stroke="#cfd6dd" stroke-width="6"/>`;
  return out;
}

/**
 * The cabin: wooden panelling, a made-up berth, portholes onto the sea. Boats without a cabin get a
 * tight crop of the boat instead, so the gallery still has a close-up.
 */
export function cabinInterior(d: Drawing, type: ProductTypeKey, s: VesselStyle, vessel: Vessel): string {
  if (type === 'jetSki' || type === 'rib' || type === 'withoutLicense') {
    const p = pickDaylight(d);
    return (
      sky(d, p, 260) +
      sea(d, p, 260) +
      coastline(d, p, 260) +
      waves(d, p, 260) +
      placeVessel(vessel, 560, 640, 1500, d.rng.chance(0.5), 700)
    );
  }
  const wood = d.rng.pick(['#b07a4a', '#c89a6a', '#8e5b36', '#d6b48a']);
  const wall = d.linear([
    [0, shade(wood, 0.15)],
    [1, shade(wood, -0.15)],
  ]);
  let out = `<rect width="1200" height="800" fill="${wall}"/>`;
  for (let x = 0; x < 1200; x += 48)
    out += `<path d="M${x} 0 V540" stroke="${shade(wood, -0.3)}" stroke-width="2" opacity="0.6"/>`;
  out += `<path d="M0 0 L1200 0 L1040 90 L160 90 Z" fill="#f3efe6"/><circle cx="400" cy="45" r="12" fill="#fff3c4"/><circle cx="800" cy="45" r="12" fill="#fff3c4"/>`;
  const portholes = type === 'motorYacht' || type === 'yacht' || type === 'houseboat' ? 'windows' : 'round';
  const seaGradient = d.linear([
    [0, '#9fd3f2'],
    [0.5, '#cdeaf8'],
    [0.5, '#2b86bf'],
    [1, '#0b3f6b'],
  ]);
  if (portholes === 'round') {
    for (const x of [300, 600, 900])
      out += `<circle cx="${x}" cy="200" r="52" fill="${seaGradient}" stroke="#d9c58a" stroke-width="12"/><circle cx="${x}" cy="200" r="58" fill="none" stroke="#8a7a4a" stroke-width="3"/>`;
  } else {
    out += `<rect x="160" y="140" width="880" height="140" rx="30" fill="${seaGradient}" stroke="#e9e4d8" stroke-width="14"/>`;
  }
  // The berth with its duvet and pillows.
  out += `<rect x="0" y="540" width="1200" height="260" fill="${shade(wood, -0.35)}"/>`;
  out += `<path d="M80 470 L1120 470 L1180 640 L20 640 Z" fill="#ffffff" stroke="#d9dde2" stroke-width="3"/>`;
  out += `<path d="M20 560 L1180 560 L1180 660 L20 660 Z" fill="${s.accent}" opacity="0.9"/><path d="M20 560 L1180 560" stroke="${shade(s.accent, 0.4)}" stroke-width="8"/>`;
  out +=
    cushion(180, 420, 260, 90, '#f7f7f7') +
    cushion(760, 420, 260, 90, '#f7f7f7') +
    cushion(470, 440, 260, 70, s.stripe);
  out += `<rect x="20" y="660" width="1160" height="140" fill="${shade(wood, -0.2)}"/>`;
  for (const x of [110, 1090]) {
    const glow = d.radial([
      [0, '#fff2c2', 0.9],
      [1, '#fff2c2', 0],
    ]);
    out += `<circle cx="${x}" cy="330" r="90" fill="${glow}"/><rect x="${x - 16}" y="320" width="32" height="24" rx="6" fill="#d9c58a"/>`;
  }
  out += `<rect x="1000" y="380" width="120" height="14" fill="${shade(wood, -0.3)}"/><rect x="1010" y="350" width="18" height="30" fill="#2a9d8f"/><rect x="1032" y="356" width="14" height="24" fill="#e9c46a"/><rect x="1050" y="346" width="20" height="34" fill="#e76f51"/>`;
  return out;
}
