/**
 * Boats seen from the side, bow to the right, drawn in local units with the waterline at y = 0.
 * Each type gets the shapes a renter recognises it by: sails and masts, two hulls, layered decks...
 */
import type { ProductTypeKey } from '../../../../shared/catalogue/catalogue.ts';
import { type Drawing, line, n, shade } from './drawing.ts';

export interface VesselStyle {
  hull: string;
  stripe: string;
  accent: string;
  sail: string;
  canvas: string;
  skin: string;
  shirt: string;
}
export interface Vessel {
  body: string;
  /** From stern to bow tip, in local units. */
  length: number;
  /** Highest point above the waterline. */
  height: number;
}

const WHITE = '#f7f9fb';
const GLASS = '#1d3147';
const STEEL = '#c9d0d8';
const TEAK = '#b98a52';

export function vesselStyle(d: Drawing, type: ProductTypeKey): VesselStyle {
  const r = d.rng;
  const hulls: Partial<Record<ProductTypeKey, string[]>> = {
    gulet: ['#8b4a22', '#7a3d1c', '#f5f1e8'],
    houseboat: ['#ffffff', '#1f4e79', '#2f6d5a', '#f3efe6'],
    jetSki: ['#f6c915', '#e63946', '#ffffff', '#2ec4b6', '#ff7f11'],
    rib: ['#4a4f57', '#e8eaec', '#ef6c2b', '#2b2d31'],
    withoutLicense: ['#ffffff', '#e9f2f7', '#f6efe1', '#dff0e4'],
    sailYacht: ['#ffffff', '#ffffff', '#1d2f4f', '#5f6b76'],
    yacht: ['#ffffff', '#ffffff', '#1c2b45', '#6b737d'],
  };
  return {
    hull: r.pick(hulls[type] ?? ['#ffffff', '#ffffff', '#ffffff', '#1f3557', '#f1ede4']),
    stripe: r.pick(['#1f3557', '#0e6ba8', '#c0392b', '#2a9d8f', '#14213d', '#8d99ae']),
    accent: r.pick(['#e76f51', '#2a9d8f', '#e9c46a', '#457b9d', '#d62828', '#f4a261']),
    sail: r.pick(['#ffffff', '#fbfaf5', '#f3f5f8']),
    canvas: r.pick(['#1f3557', '#e9dfc8', '#2f4f4f', '#9b2226', '#f1ece0']),
    skin: r.pick(['#f1c7a3', '#d9a27b', '#a86b47', '#6e4530', '#f5d5bc']),
    shirt: r.pick(['#e63946', '#ffffff', '#1d3557', '#f4a261', '#2a9d8f', '#ffb703']),
  };
}

interface Hull {
  length: number;
  freeboard: number;
  sheer: number;
  bowRake: number;
  sternRake: number;
}

/** Height of the deck edge at x (a quadratic sheer line rising to the bow). */
function deckY(h: Hull, x: number): number {
  const t = Math.min(1, Math.max(0, (x + h.length / 2) / h.length));
  const stern = -h.freeboard;
  const bow = -h.freeboard - h.sheer;
  const mid = stern + h.sheer * 0.15;
  return (1 - t) ** 2 * stern + 2 * t * (1 - t) * mid + t * t * bow;
}

function hullPath(h: Hull): string {
  const s = -h.length / 2;
  const b = h.length / 2;
  const stern = -h.freeboard;
  const bow = -h.freeboard - h.sheer;
  return `M${n(s)} ${n(stern)} Q${n(s + h.length * 0.55)} ${n(stern + h.sheer * 0.15)} ${n(b)} ${n(bow)} C${n(b - h.bowRake * 0.2)} ${n(bow * 0.5)} ${n(b - h.bowRake * 0.6)} 4 ${n(b - h.bowRake)} 6 L${n(s + h.sternRake)} 6 Z`;
}

function drawHull(d: Drawing, h: Hull, colour: string, stripe: string, inside = ''): string {
  const path = hullPath(h);
  const fill = d.linear([
    [0, shade(colour, 0.12)],
    [0.7, colour],
    [1, shade(colour, -0.25)],
  ]);
  const clip = d.clip(`<path d="${path}"/>`);
  const points: [number, number][] = [];
  for (let x = -h.length / 2 - 10; x <= h.length / 2 + 20; x += h.length / 20)
    points.push([x, deckY(h, x) + 13]);
  return (
    `<g class="hull"><path d="${path}" fill="${fill}" stroke="${shade(colour, -0.4)}" stroke-width="2"/>` +
    `<g clip-path="${clip}"><rect x="${n(-h.length / 2 - 20)}" y="-5" width="${n(h.length + 40)}" height="12" fill="${shade(stripe, -0.3)}"/>` +
    `<path d="${line(points)}" stroke="${stripe}" stroke-width="6" fill="none"/>${inside}</g></g>`
  );
}

/** Guard rail with stanchions between x0 and x1, `rise` above the deck. */
function guardRail(h: Hull, x0: number, x1: number, rise = 22): string {
  const points: [number, number][] = [];
  let posts = '';
  for (let x = x0; x <= x1; x += 40) {
    points.push([x, deckY(h, x) - rise]);
    posts += `M${n(x)} ${n(deckY(h, x))} V${n(deckY(h, x) - rise)} `;
  }
  return `<path d="${line(points)} ${posts}" stroke="${STEEL}" stroke-width="2.5" fill="none"/>`;
}

function portholes(h: Hull, x0: number, x1: number, step: number, below = 28): string {
  let out = '';
  for (let x = x0; x <= x1; x += step) {
    out += `<circle cx="${n(x)}" cy="${n(deckY(h, x) + below)}" r="6" fill="${GLASS}" stroke="#d9c58a" stroke-width="2"/>`;
  }
  return out;
}

function sailFill(d: Drawing, colour: string): string {
  return d.linear(
    [
      [0, shade(colour, -0.12)],
      [0.5, colour],
      [1, shade(colour, -0.05)],
    ],
    0,
    0,
    1,
    0,
  );
}

/** A Bermuda mainsail from the masthead to the boom end, with battens; `squareTop` adds a catamaran's gaff head. */
function mainsail(
  d: Drawing,
  colour: string,
  mastX: number,
  top: number,
  boomY: number,
  boomEnd: number,
  squareTop = false,
): string {
  const head: [number, number] = squareTop ? [mastX - 70, top + 10] : [mastX - 4, top + 6];
  const ctrlX = (head[0] + boomEnd) / 2 - 45;
  const ctrlY = (head[1] + boomY) / 2;
  const path = `M${n(mastX - 3)} ${n(top + 4)} L${n(head[0])} ${n(head[1])} Q${n(ctrlX)} ${n(ctrlY)} ${n(boomEnd)} ${n(boomY)} L${n(mastX - 3)} ${n(boomY)} Z`;
  let battens = '';
  for (const t of [0.25, 0.45, 0.65, 0.82]) {
    const y = head[1] + (boomY - head[1]) * t;
    const leechX = (1 - t) ** 2 * head[0] + 2 * t * (1 - t) * ctrlX + t * t * boomEnd;
    battens += `M${n(mastX - 4)} ${n(y)} L${n(leechX + 4)} ${n(y + 3)} `;
  }
  return `<path class="sail" d="${path}" fill="${sailFill(d, colour)}" stroke="#aab3bd" stroke-width="1.5"/><path d="${battens}" stroke="#c5ccd4" stroke-width="2"/>`;
}

/** A headsail from a point on the mast to the tack, with a coloured UV strip on the leech. */
function jib(
  d: Drawing,
  colour: string,
  strip: string,
  head: [number, number],
  tack: [number, number],
  clew: [number, number],
): string {
  const leechCtrl: [number, number] = [(head[0] + clew[0]) / 2 + 28, (head[1] + clew[1]) / 2];
  const footCtrl: [number, number] = [(tack[0] + clew[0]) / 2, Math.max(tack[1], clew[1]) + 12];
  const leech = `M${n(head[0])} ${n(head[1])} Q${n(leechCtrl[0])} ${n(leechCtrl[1])} ${n(clew[0])} ${n(clew[1])}`;
  return (
    `<path class="sail" d="M${n(head[0])} ${n(head[1])} L${n(tack[0])} ${n(tack[1])} Q${n(footCtrl[0])} ${n(footCtrl[1])} ${n(clew[0])} ${n(clew[1])} Q${n(leechCtrl[0])} ${n(leechCtrl[1])} ${n(head[0])} ${n(head[1])} Z" fill="${sailFill(d, colour)}" stroke="#aab3bd" stroke-width="1.5"/>` +
    `<path d="${leech}" stroke="${strip}" stroke-width="7" fill="none" opacity="0.85"/>`
  );
}

function mast(x: number, top: number, foot: number, width = 7): string {
  return `<rect class="mast" x="${n(x - width / 2)}" y="${n(top)}" width="${width}" height="${n(foot - top)}" fill="#e3e7ec" stroke="#8d97a3" stroke-width="1.5"/>`;
}

function stays(points: [number, number][][]): string {
  return `<path d="${points.map((p) => line(p)).join(' ')}" stroke="#5b6570" stroke-width="1.4" fill="none"/>`;
}

function flag(x: number, y: number, colour: string): string {
  return `<path d="M${n(x)} ${n(y)} V${n(y - 46)}" stroke="#6b6b6b" stroke-width="2"/><path d="M${n(x)} ${n(y - 46)} q12 -4 24 2 q10 4 20 0 v16 q-10 4 -20 0 q-12 -6 -24 -2 Z" fill="${colour}"/>`;
}

export function person(x: number, seatY: number, s: VesselStyle, scale = 1, hat = false): string {
  const w = 24 * scale;
  const h = 34 * scale;
  const r = 10 * scale;
  return (
    `<g class="person"><rect x="${n(x - w / 2)}" y="${n(seatY - h)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.4)}" fill="${s.shirt}"/>` +
    `<circle cx="${n(x)}" cy="${n(seatY - h - r * 0.9)}" r="${n(r)}" fill="${s.skin}"/>` +
    (hat
      ? `<ellipse cx="${n(x)}" cy="${n(seatY - h - r * 1.3)}" rx="${n(r * 1.7)}" ry="${n(r * 0.35)}" fill="#e9d8a6"/><rect x="${n(x - r * 0.8)}" y="${n(seatY - h - r * 2.2)}" width="${n(r * 1.6)}" height="${n(r)}" rx="${n(r * 0.4)}" fill="#e9d8a6"/>`
      : `<path d="M${n(x - r)} ${n(seatY - h - r)} a${n(r)} ${n(r)} 0 0 1 ${n(2 * r)} 0 Z" fill="#3b2a20"/>`) +
    '</g>'
  );
}

function sailboat(d: Drawing, s: VesselStyle, big: boolean): Vessel {
  const h: Hull = big
    ? { length: 620, freeboard: 62, sheer: 16, bowRake: 60, sternRake: 40 }
    : { length: 500, freeboard: 50, sheer: 16, bowRake: 55, sternRake: 30 };
  const L = h.length;
  const mastX = big ? -30 : -20;
  const foot = deckY(h, mastX);
  const top = foot - (big ? 600 : 470);
  const boomY = foot - (big ? 80 : 64);
  const boomEnd = -L / 2 + (big ? 50 : 40);
  const x1 = -L * 0.26;
  const x2 = L * 0.16;
  const cabinTop = big ? 40 : 32;
  const cabin =
    `<path d="M${n(x1)} ${n(deckY(h, x1))} L${n(x1 + 12)} ${n(deckY(h, x1) - cabinTop)} L${n(x2 - 45)} ${n(deckY(h, x2) - cabinTop + 4)} L${n(x2)} ${n(deckY(h, x2))} Z" fill="${WHITE}" stroke="#aeb6bf" stroke-width="1.5"/>` +
    `<path d="M${n(x1 + 30)} ${n(deckY(h, x1) - cabinTop * 0.62)} L${n(x2 - 60)} ${n(deckY(h, x2) - cabinTop * 0.55)} L${n(x2 - 64)} ${n(deckY(h, x2) - cabinTop * 0.3)} L${n(x1 + 30)} ${n(deckY(h, x1) - cabinTop * 0.32)} Z" fill="${GLASS}"/>`;
  const sprayhood = big
    ? `<path d="M${n(x1 - 4)} ${n(deckY(h, x1) - cabinTop)} q-12 -40 -50 -44 v${n(44 + 4)} Z" fill="${s.canvas}" opacity="0.95"/>`
    : '';
  const stern = -L / 2;
  const body =
    stays([
      [
        [mastX, top],
        [L / 2 - 2, deckY(h, L / 2)],
      ],
      [
        [mastX, top],
        [stern + 8, deckY(h, stern)],
      ],
      [
        [mastX, top + 40],
        [mastX - 14, foot],
      ],
    ]) +
    drawHull(d, h, s.hull, s.stripe, big ? portholes(h, -L * 0.2, L * 0.2, 46, 24) : '') +
    cabin +
    sprayhood +
    guardRail(h, stern + 10, L / 2 - 30) +
    mainsail(d, s.sail, mastX, top, boomY, boomEnd) +
    `<rect x="${n(boomEnd)}" y="${n(boomY - 2)}" width="${n(mastX - boomEnd)}" height="7" rx="3" fill="#d5dbe1" stroke="#8d97a3"/>` +
    jib(
      d,
      s.sail,
      s.stripe,
      [mastX + 3, top + (big ? 60 : 46)],
      [L / 2 - 10, deckY(h, L / 2) - 6],
      [mastX + 40, foot - 34],
    ) +
    mast(mastX, top, foot) +
    flag(stern + 14, deckY(h, stern), s.accent) +
    person(stern + 70, deckY(h, stern + 70) + 4, s, big ? 1.1 : 1);
  return { body, length: L, height: -top };
}

function catamaran(d: Drawing, s: VesselStyle): Vessel {
  const h: Hull = { length: 560, freeboard: 80, sheer: 4, bowRake: 14, sternRake: 6 };
  const L = h.length;
  const hullWindows = `<rect x="${n(-L * 0.18)}" y="${n(deckY(h, 0) + 26)}" width="${n(L * 0.3)}" height="14" rx="7" fill="${GLASS}"/>`;
  // The far hull sits higher and further ahead, as seen from a little forward of abeam.
  const back = `<g transform="translate(130 -44) scale(0.94)">${drawHull(d, h, shade(s.hull, -0.14), shade(s.stripe, 0.2))}</g>`;
  const netTop = -h.freeboard - 44 * 0.94 - 2;
  let net = '';
  for (let x = L / 2 - 190; x <= L / 2 + 110; x += 18)
    net += `M${n(x)} ${n(-h.freeboard + 2)} L${n(x + 40)} ${n(netTop)} `;
  const bridge =
    `<path d="M${n(-L / 2 + 40)} ${n(netTop)} L${n(L / 2 + 120)} ${n(netTop - 4)} L${n(L / 2 - 10)} ${n(-h.freeboard + 4)} L${n(-L / 2 + 30)} ${n(-h.freeboard + 6)} Z" fill="${shade(s.hull, -0.5)}" opacity="0.85"/>` +
    `<path d="${net}" stroke="#9aa7b3" stroke-width="1.5"/>`;
  const x1 = -L * 0.36;
  const x2 = L * 0.2;
  const deck = deckY(h, 0);
  const roof = deck - 92;
  const saloon =
    `<path d="M${n(x1)} ${n(deck + 2)} L${n(x1 + 10)} ${n(roof)} L${n(x2 - 70)} ${n(roof - 4)} L${n(x2)} ${n(deck + 2)} Z" fill="${WHITE}" stroke="#aeb6bf" stroke-width="1.5"/>` +
    `<path d="M${n(x1 + 24)} ${n(roof + 20)} L${n(x2 - 80)} ${n(roof + 16)} L${n(x2 - 34)} ${n(deck - 14)} L${n(x1 + 24)} ${n(deck - 14)} Z" fill="${GLASS}"/>` +
    `<path d="M${n(x1 + 90)} ${n(roof + 18)} V${n(deck - 14)} M${n(x1 + 170)} ${n(roof + 17)} V${n(deck - 14)} M${n(x1 + 250)} ${n(roof + 16)} V${n(deck - 14)}" stroke="${WHITE}" stroke-width="6"/>` +
    `<path d="M${n(-L / 2 + 10)} ${n(roof - 6)} L${n(x1 + 40)} ${n(roof - 6)}" stroke="${s.canvas}" stroke-width="8"/><path d="M${n(-L / 2 + 16)} ${n(roof - 4)} V${n(deck)}" stroke="${STEEL}" stroke-width="3"/>`;
  const mastX = -L * 0.04;
  const top = roof - 480;
  const boomY = roof - 14;
  const body =
    stays([
      [
        [mastX, top + 60],
        [L / 2 + 110, netTop],
      ],
      [
        [mastX, top + 20],
        [-L / 2 + 20, deck],
      ],
    ]) +
    back +
    bridge +
    drawHull(d, h, s.hull, s.stripe, hullWindows) +
    saloon +
    guardRail(h, x2 + 10, L / 2 - 20) +
    mainsail(d, s.sail, mastX, top, boomY, x1 - 10, true) +
    `<rect x="${n(x1 - 10)}" y="${n(boomY - 2)}" width="${n(mastX - x1 + 10)}" height="8" rx="3" fill="#d5dbe1" stroke="#8d97a3"/>` +
    jib(d, s.sail, s.stripe, [mastX + 3, top + 70], [L / 2 + 100, netTop - 4], [mastX + 80, roof - 20]) +
    mast(mastX, top, roof, 8) +
    person(-L / 2 + 60, deck + 4, s);
  return { body, length: L + 130, height: -top };
}

function gulet(d: Drawing, s: VesselStyle): Vessel {
  const h: Hull = { length: 640, freeboard: 70, sheer: 44, bowRake: 95, sternRake: 10 };
  const L = h.length;
  const wood = '#6e3b1c';
  const body: string[] = [];
  const bowTip: [number, number] = [L / 2 + 120, deckY(h, L / 2) - 18];
  const mainX = L * 0.1;
  const mizzenX = -L * 0.28;
  const mainTop = deckY(h, mainX) - 430;
  const mizzenTop = deckY(h, mizzenX) - 330;
  body.push(
    stays([
      [[mainX, mainTop], bowTip],
      [
        [mainX, mainTop],
        [mizzenX, mizzenTop + 10],
      ],
      [
        [mizzenX, mizzenTop],
        [-L / 2 + 6, deckY(h, -L / 2)],
      ],
      [
        [mainX, mainTop + 30],
        [mainX - 30, deckY(h, mainX)],
      ],
    ]),
  );
  body.push(
    `<path d="M${n(L / 2 - 20)} ${n(deckY(h, L / 2) - 4)} L${n(bowTip[0])} ${n(bowTip[1])}" stroke="${wood}" stroke-width="7" stroke-linecap="round"/>`,
  );
  body.push(
    drawHull(d, h, s.hull, s.hull === '#f5f1e8' ? wood : '#f1e4c6', portholes(h, -L * 0.35, L * 0.3, 52, 34)),
  );
  // Varnished bulwark along the deck.
  const rail: [number, number][] = [];
  for (let x = -L / 2; x <= L / 2; x += 20) rail.push([x, deckY(h, x) - 10]);
  body.push(`<path d="${line(rail)}" stroke="${wood}" stroke-width="8" fill="none"/>`);
  const x1 = -L * 0.22;
  const x2 = L * 0.08;
  const houseTop = deckY(h, x1) - 46;
  body.push(
    `<path d="M${n(x1)} ${n(deckY(h, x1) - 8)} L${n(x1)} ${n(houseTop)} L${n(x2)} ${n(houseTop - 4)} L${n(x2 + 14)} ${n(deckY(h, x2) - 8)} Z" fill="#f7f1e3" stroke="${wood}" stroke-width="3"/>`,
  );
  for (let x = x1 + 18; x < x2 - 20; x += 36)
    body.push(
      `<rect x="${n(x)}" y="${n(houseTop + 12)}" width="20" height="16" rx="2" fill="${GLASS}" stroke="${wood}" stroke-width="2"/>`,
    );
  // Shaded aft deck under its awning.
  const awningY = deckY(h, -L / 2) - 92;
  body.push(
    `<path d="M${n(-L / 2 + 14)} ${n(awningY)} V${n(deckY(h, -L / 2) - 8)} M${n(x1 - 10)} ${n(awningY)} V${n(deckY(h, x1) - 8)}" stroke="${wood}" stroke-width="4"/>`,
    `<path d="M${n(-L / 2)} ${n(awningY)} L${n(x1 + 10)} ${n(awningY - 4)} l-6 12 q-10 -6 -20 0 q-10 -6 -20 0 q-10 -6 -20 0 L${n(-L / 2 + 6)} ${n(awningY + 10)} Z" fill="${s.canvas === '#1f3557' ? '#efe4cc' : s.canvas}" stroke="${shade('#efe4cc', -0.3)}"/>`,
  );
  const gaffSail = (x: number, top: number, scale: number) => {
    const foot = deckY(h, x) - 60;
    const peak: [number, number] = [x - 150 * scale, top - 6];
    const clew: [number, number] = [x - 170 * scale, foot];
    return (
      `<path class="sail" d="M${n(x - 3)} ${n(foot)} L${n(x - 3)} ${n(top + 40 * scale)} L${n(peak[0])} ${n(peak[1])} Q${n(x - 200 * scale)} ${n((top + foot) / 2)} ${n(clew[0])} ${n(clew[1])} Z" fill="${sailFill(d, '#f2e6c9')}" stroke="#b9a77f" stroke-width="1.5"/>` +
      `<path d="M${n(x)} ${n(top + 40 * scale)} L${n(peak[0] - 6)} ${n(peak[1] - 4)} M${n(x)} ${n(foot)} L${n(clew[0] - 8)} ${n(foot)}" stroke="${wood}" stroke-width="6" stroke-linecap="round"/>`
    );
  };
  body.push(gaffSail(mainX, mainTop + 30, 1.2), gaffSail(mizzenX, mizzenTop + 24, 0.8));
  body.push(
    jib(
      d,
      '#f2e6c9',
      '#c9a66b',
      [mainX + 4, mainTop + 24],
      [bowTip[0] - 10, bowTip[1] + 2],
      [mainX + 90, deckY(h, mainX + 90) - 40],
    ),
  );
  body.push(
    mast(mainX, mainTop, deckY(h, mainX), 9).replace('#e3e7ec', '#9c6a3c'),
    mast(mizzenX, mizzenTop, deckY(h, mizzenX), 8).replace('#e3e7ec', '#9c6a3c'),
  );
  body.push(`<path d="M${n(mainX)} ${n(mainTop)} l0 -10 l34 8 l-34 8 Z" fill="#d62828"/>`);
  body.push(
    person(-L / 2 + 80, deckY(h, -L / 2 + 80) - 6, s),
    person(-L / 2 + 130, deckY(h, -L / 2 + 130) - 6, { ...s, shirt: '#ffffff' }, 1, true),
  );
  return { body: body.join(''), length: L + 120, height: -mainTop + 20 };
}

function motorYacht(d: Drawing, s: VesselStyle, big: boolean): Vessel {
  const h: Hull = big
    ? { length: 760, freeboard: 96, sheer: 30, bowRake: 150, sternRake: 6 }
    : { length: 640, freeboard: 80, sheer: 26, bowRake: 130, sternRake: 6 };
  const L = h.length;
  const hullWindows =
    `<rect x="${n(-L * 0.2)}" y="${n(deckY(h, 0) + 28)}" width="${n(L * 0.16)}" height="16" rx="8" fill="${GLASS}"/>` +
    `<rect x="${n(-L * 0.01)}" y="${n(deckY(h, 0) + 26)}" width="${n(L * 0.16)}" height="16" rx="8" fill="${GLASS}"/>`;
  const out: string[] = [drawHull(d, h, s.hull, s.stripe, hullWindows)];
  // Bathing platform.
  out.push(
    `<rect x="${n(-L / 2 - 34)}" y="${n(-h.freeboard * 0.35)}" width="44" height="8" fill="${TEAK}"/>`,
  );
  const glass = d.linear([
    [0, '#4a77a3'],
    [0.45, GLASS],
    [1, '#0f1d2c'],
  ]);
  const level = (x1: number, x2: number, base: number, height: number, rake: number) => {
    const topY = base - height;
    return (
      `<path d="M${n(x1)} ${n(base)} L${n(x1)} ${n(topY + 10)} Q${n(x1)} ${n(topY)} ${n(x1 + 14)} ${n(topY)} L${n(x2 - rake)} ${n(topY - 2)} L${n(x2)} ${n(base)} Z" fill="${WHITE}" stroke="#b3bcc5" stroke-width="1.5"/>` +
      `<path d="M${n(x1 + 22)} ${n(topY + height * 0.22)} L${n(x2 - rake - 8)} ${n(topY + height * 0.2)} L${n(x2 - rake * 0.35)} ${n(base - height * 0.3)} L${n(x1 + 22)} ${n(base - height * 0.28)} Z" fill="${glass}"/>` +
      `<path d="M${n(x1)} ${n(base)} L${n(x2)} ${n(base)}" stroke="#9aa4ae" stroke-width="3"/>`
    );
  };
  let base = deckY(h, 0) + 4;
  let x1 = -L * 0.4;
  let x2 = L * 0.22;
  const levels = big ? 3 : 2;
  let top = base;
  for (let i = 0; i < levels; i++) {
    const height = i === levels - 1 ? 46 : 70;
    const rake = i === levels - 1 ? 60 : 110;
    out.push(level(x1, x2, base, height, rake));
    top = base - height;
    base = top;
    x1 += 30;
    x2 -= 110 + i * 20;
  }
  // Hard top, radar arch and antennas on the upper deck.
  const archX = x1 + 80;
  out.push(
    `<path d="M${n(x1 - 30)} ${n(top - 40)} L${n(x2 + 80)} ${n(top - 44)}" stroke="${WHITE}" stroke-width="10" stroke-linecap="round"/>`,
    `<path d="M${n(x1 - 20)} ${n(top)} V${n(top - 40)} M${n(x2 + 60)} ${n(top)} V${n(top - 44)}" stroke="${STEEL}" stroke-width="4"/>`,
    `<path d="M${n(archX - 40)} ${n(top)} Q${n(archX)} ${n(top - 110)} ${n(archX + 40)} ${n(top - 44)}" stroke="${WHITE}" stroke-width="12" fill="none"/>`,
    `<ellipse cx="${n(archX + 4)} " cy="${n(top - 86)}" rx="22" ry="7" fill="#e8ecef" stroke="#9aa4ae"/>`,
    `<path d="M${n(archX + 20)} ${n(top - 70)} V${n(top - 130)} M${n(archX - 6)} ${n(top - 76)} V${n(top - 116)}" stroke="#7f8993" stroke-width="2.5"/>`,
  );
  out.push(guardRail(h, L * 0.2, L / 2 - 30, 18));
  out.push(person(x1 + 40, top + 2, s, 0.9));
  return { body: out.join(''), length: L + 34, height: -(top - 130) };
}

function outboard(x: number, deck: number, size: number, colour: string): string {
  return (
    `<rect x="${n(x - size * 0.18)}" y="${n(deck + size * 0.3)}" width="${n(size * 0.22)}" height="${n(size * 0.75)}" fill="#2d2f33"/>` +
    `<rect x="${n(x - size * 0.45)}" y="${n(deck - size * 0.35)}" width="${n(size * 0.6)}" height="${n(size * 0.7)}" rx="${n(size * 0.18)}" fill="${colour}" stroke="#111" stroke-width="1.5"/>` +
    `<rect x="${n(x - size * 0.4)}" y="${n(deck - size * 0.05)}" width="${n(size * 0.5)}" height="${n(size * 0.06)}" fill="#c0392b"/>`
  );
}

function motorboat(d: Drawing, s: VesselStyle): Vessel {
  const h: Hull = { length: 460, freeboard: 50, sheer: 22, bowRake: 100, sternRake: 4 };
  const L = h.length;
  const deck = (x: number) => deckY(h, x);
  const consoleX = -10;
  const out: string[] = [
    outboard(-L / 2 - 18, deck(-L / 2) + 6, 70, d.rng.pick(['#1c1c1c', '#f4f4f4', '#1c1c1c'])),
  ];
  out.push(drawHull(d, h, s.hull, s.stripe));
  out.push(
    `<rect x="${n(consoleX - 20)}" y="${n(deck(consoleX) - 42)}" width="60" height="44" rx="6" fill="${WHITE}" stroke="#aeb6bf"/>`,
    `<path d="M${n(consoleX + 40)} ${n(deck(consoleX) - 42)} L${n(consoleX + 12)} ${n(deck(consoleX) - 80)} L${n(consoleX + 2)} ${n(deck(consoleX) - 80)} L${n(consoleX + 30)} ${n(deck(consoleX) - 42)} Z" fill="#9ec7e3" opacity="0.8" stroke="#6f8ea5"/>`,
    `<rect x="${n(L * 0.14)}" y="${n(deck(L * 0.18) - 12)}" width="${n(L * 0.16)}" height="12" rx="6" fill="#efe3c6"/>`,
  );
  if (d.rng.chance(0.6)) {
    out.push(
      `<path d="M${n(-L * 0.36)} ${n(deck(0) - 110)} L${n(consoleX + 10)} ${n(deck(0) - 114)}" stroke="${s.canvas}" stroke-width="9" stroke-linecap="round"/>`,
      `<path d="M${n(-L * 0.34)} ${n(deck(0) - 110)} L${n(-L * 0.4)} ${n(deck(-L * 0.4))} M${n(consoleX)} ${n(deck(0) - 112)} L${n(consoleX - 10)} ${n(deck(consoleX) - 40)}" stroke="${STEEL}" stroke-width="3"/>`,
    );
  }
  out.push(
    person(consoleX - 34, deck(consoleX) + 2, s),
    person(-L * 0.3, deck(-L * 0.3) + 2, { ...s, shirt: s.accent }, 1, true),
  );
  out.push(guardRail(h, L * 0.12, L / 2 - 30, 16));
  return { body: out.join(''), length: L + 60, height: 140 };
}

function rib(d: Drawing, s: VesselStyle): Vessel {
  const L = 440;
  const tube = s.hull;
  const tubePath = `M${n(-L / 2)} -42 L${n(L / 2 - 80)} -46 Q${n(L / 2 + 6)} -50 ${n(L / 2 + 14)} -86`;
  const out: string[] = [outboard(-L / 2 - 26, -38, 88, d.rng.pick(['#1c1c1c', '#f2f2f2']))];
  out.push(
    `<path class="hull" d="M${n(-L / 2 + 6)} -40 L${n(L / 2 - 40)} -44 Q${n(L / 2 - 16)} -30 ${n(L / 2 - 70)} 6 L${n(-L / 2 + 12)} 6 Z" fill="#34383f"/>`,
    `<path class="tube" d="${tubePath}" stroke="${tube}" stroke-width="40" fill="none" stroke-linecap="round"/>`,
    `<path d="${tubePath}" stroke="${shade(tube, 0.35)}" stroke-width="8" fill="none" stroke-linecap="round" transform="translate(0 -11)" opacity="0.7"/>`,
    `<path d="${tubePath}" stroke="${shade(tube, -0.45)}" stroke-width="6" fill="none" stroke-linecap="round" transform="translate(0 14)"/>`,
  );
  const cx = 10;
  out.push(
    `<rect x="${n(-110)}" y="-96" width="50" height="34" rx="10" fill="#2b2b2b"/>`,
    `<rect x="${n(cx - 24)}" y="-116" width="56" height="54" rx="6" fill="${WHITE}" stroke="#9aa4ae"/>`,
    `<path d="M${n(cx + 32)} -116 L${n(cx + 8)} -146 L${n(cx - 4)} -146 L${n(cx + 22)} -116 Z" fill="#9ec7e3" opacity="0.85" stroke="#6f8ea5"/>`,
  );
  if (d.rng.chance(0.5)) {
    out.push(
      `<path d="M${n(-120)} -210 L${n(cx + 30)} -212" stroke="${s.canvas}" stroke-width="9" stroke-linecap="round"/>`,
      `<path d="M${n(-110)} -210 V-96 M${n(cx + 20)} -212 V-116" stroke="${STEEL}" stroke-width="4"/>`,
    );
  }
  out.push(person(cx - 40, -66, { ...s, shirt: '#ef6c2b' }, 1.1));
  return { body: out.join(''), length: L + 80, height: 220 };
}

function jetSki(d: Drawing, s: VesselStyle): Vessel {
  const body = `M-150 -16 L-150 -46 Q-100 -60 -30 -62 L40 -72 Q120 -74 152 -46 Q146 -16 122 2 L-140 2 Z`;
  const clip = d.clip(`<path d="${body}"/>`);
  const fill = d.linear([
    [0, shade(s.hull, 0.2)],
    [1, shade(s.hull, -0.2)],
  ]);
  const spray = d.rng;
  let plume = '';
  for (let i = 0; i < 18; i++) {
    plume += `<circle cx="${n(-160 - spray.next() * 150)}" cy="${n(-10 - spray.next() * 70)}" r="${n(4 + spray.next() * 14)}" fill="#ffffff" opacity="${n(0.4 + spray.next() * 0.5)}"/>`;
  }
  const out =
    `<path d="M-140 -6 Q-220 -110 -330 -20 Q-240 -50 -150 4 Z" fill="#ffffff" opacity="0.75"/>${plume}` +
    `<path class="hull" d="${body}" fill="${fill}" stroke="${shade(s.hull, -0.45)}" stroke-width="2"/>` +
    `<g clip-path="${clip}"><rect x="-160" y="-16" width="330" height="22" fill="#1f1f22"/><path d="M-120 -40 Q-20 -30 80 -64" stroke="${s.accent}" stroke-width="9" fill="none"/></g>` +
    `<path d="M-130 -60 Q-60 -86 20 -70 L20 -62 L-130 -52 Z" fill="#1d1d1f"/>` +
    `<path d="M44 -70 L64 -112" stroke="#26262a" stroke-width="10" stroke-linecap="round"/><path d="M52 -114 L86 -110" stroke="#26262a" stroke-width="7" stroke-linecap="round"/>` +
    // The rider, leaning forward on the handlebars.
    `<path d="M-46 -74 L10 -92 L28 -62" stroke="#263a5a" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="-56" y="-172" width="46" height="96" rx="20" fill="${s.shirt === '#ffffff' ? '#ef6c2b' : s.shirt}" transform="rotate(22 -33 -124)"/>` +
    `<path d="M-4 -158 L36 -130 L74 -112" stroke="${s.skin}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="2" cy="-186" r="20" fill="${s.skin}"/><path d="M-18 -190 a20 20 0 0 1 40 -4 Z" fill="#2b2119"/><rect x="6" y="-190" width="18" height="6" rx="3" fill="#111"/>`;
  return { body: out, length: 420, height: 210 };
}

function houseboat(d: Drawing, s: VesselStyle): Vessel {
  const h: Hull = { length: 520, freeboard: 40, sheer: 4, bowRake: 34, sternRake: 22 };
  const L = h.length;
  const top = s.hull === '#ffffff' || s.hull === '#f3efe6' ? '#1f4e79' : '#ffffff';
  const out: string[] = [drawHull(d, h, s.hull, top)];
  const x1 = -L * 0.4;
  const x2 = L * 0.28;
  const deck = deckY(h, 0);
  const roof = deck - 100;
  out.push(
    `<path d="M${n(x1)} ${n(deck)} V${n(roof + 10)} Q${n(x1)} ${n(roof)} ${n(x1 + 10)} ${n(roof)} H${n(x2 - 20)} Q${n(x2)} ${n(roof)} ${n(x2 + 6)} ${n(roof + 20)} L${n(x2 + 16)} ${n(deck)} Z" fill="#fbfaf6" stroke="#aeb6bf" stroke-width="1.5"/>`,
    `<rect x="${n(x1 - 8)}" y="${n(roof - 8)}" width="${n(x2 - x1 + 24)}" height="10" rx="4" fill="${top}"/>`,
  );
  for (let x = x1 + 20; x < x2 - 40; x += 72) {
    out.push(
      `<rect x="${n(x)}" y="${n(roof + 20)}" width="52" height="38" rx="4" fill="#a9d3ec" stroke="${WHITE}" stroke-width="4"/><path d="M${n(x + 26)} ${n(roof + 20)} V${n(roof + 58)}" stroke="${WHITE}" stroke-width="3"/>`,
    );
  }
  out.push(
    `<rect x="${n(x2 - 30)}" y="${n(roof + 22)}" width="28" height="${n(deck - roof - 24)}" rx="3" fill="#8a5a36"/>`,
  );
  // Roof terrace: rail, helm and sun loungers.
  const rail: [number, number][] = [];
  let posts = '';
  for (let x = x1; x <= x2 + 10; x += 36) {
    rail.push([x, roof - 34]);
    posts += `M${n(x)} ${n(roof - 8)} V${n(roof - 34)} `;
  }
  out.push(`<path d="${line(rail)} ${posts}" stroke="${STEEL}" stroke-width="2.5" fill="none"/>`);
  out.push(
    `<circle cx="${n(x2 - 40)}" cy="${n(roof - 40)}" r="16" fill="none" stroke="#5b3a22" stroke-width="4"/><path d="M${n(x2 - 40)} ${n(roof - 8)} V${n(roof - 40)}" stroke="#5b3a22" stroke-width="5"/>`,
    `<path d="M${n(x1 + 30)} ${n(roof - 10)} l60 0 l20 -22" stroke="${s.accent}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    `<path d="M${n(x1 + 140)} ${n(roof - 10)} l60 0 l20 -22" stroke="${s.accent}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    `<path d="M${n(x1 + 260)} ${n(roof - 8)} V${n(roof - 90)}" stroke="#8d8d8d" stroke-width="3"/><path d="M${n(x1 + 200)} ${n(roof - 80)} Q${n(x1 + 260)} ${n(roof - 120)} ${n(x1 + 320)} ${n(roof - 80)} Z" fill="${s.canvas}"/>`,
  );
  for (let x = x1 + 10; x < x2; x += 90)
    out.push(
      `<rect x="${n(x)}" y="${n(deck - 10)}" width="26" height="10" fill="#7a4a2a"/><circle cx="${n(x + 7)}" cy="${n(deck - 14)}" r="6" fill="#e63946"/><circle cx="${n(x + 19)}" cy="${n(deck - 14)}" r="6" fill="#ff8fab"/>`,
    );
  for (let x = -L / 2 + 40; x < L / 2 - 40; x += 110)
    out.push(
      `<ellipse cx="${n(x)}" cy="${n(deckY(h, x) + 24)}" rx="7" ry="14" fill="#1f3557" stroke="#ffffff" stroke-width="1.5"/>`,
    );
  out.push(
    `<circle cx="${n(L * 0.38)}" cy="${n(deck - 22)}" r="14" fill="none" stroke="#e63946" stroke-width="7" stroke-dasharray="11 11"/>`,
  );
  out.push(person(-L / 2 + 40, deck + 4, s, 1, true));
  return { body: out.join(''), length: L, height: -(roof - 120) };
}

function withoutLicense(d: Drawing, s: VesselStyle): Vessel {
  const h: Hull = { length: 300, freeboard: 38, sheer: 12, bowRake: 55, sternRake: 4 };
  const L = h.length;
  const out: string[] = [outboard(-L / 2 - 12, deckY(h, -L / 2) + 6, 44, '#5d6670')];
  out.push(drawHull(d, h, s.hull, s.stripe));
  out.push(
    `<path d="M${n(-L * 0.3)} ${n(deckY(h, -L * 0.3) - 4)} h40 M${n(L * 0.02)} ${n(deckY(h, 0) - 4)} h40" stroke="#a0703c" stroke-width="7"/>`,
  );
  if (d.rng.chance(0.5)) {
    out.push(
      `<path d="M${n(-L * 0.42)} ${n(deckY(h, 0) - 92)} L${n(-L * 0.02)} ${n(deckY(h, 0) - 94)}" stroke="${s.canvas}" stroke-width="8" stroke-linecap="round"/>`,
      `<path d="M${n(-L * 0.4)} ${n(deckY(h, 0) - 92)} V${n(deckY(h, -L * 0.4))} M${n(-L * 0.04)} ${n(deckY(h, 0) - 94)} V${n(deckY(h, 0))}" stroke="${STEEL}" stroke-width="3"/>`,
    );
  }
  out.push(
    person(-L * 0.24, deckY(h, -L * 0.24) + 6, s, 1, true),
    person(L * 0.08, deckY(h, 0) + 6, { ...s, shirt: s.accent }),
  );
  return { body: out.join(''), length: L + 40, height: 120 };
}

export function drawVessel(d: Drawing, type: ProductTypeKey, s: VesselStyle): Vessel {
  switch (type) {
    case 'sailboat':
      return sailboat(d, s, false);
    case 'sailYacht':
      return sailboat(d, s, true);
    case 'catamaran':
      return catamaran(d, s);
    case 'gulet':
      return gulet(d, s);
    case 'motorYacht':
      return motorYacht(d, s, false);
    case 'yacht':
      return motorYacht(d, s, true);
    case 'motorboat':
      return motorboat(d, s);
    case 'rib':
      return rib(d, s);
    case 'jetSki':
      return jetSki(d, s);
    case 'houseboat':
      return houseboat(d, s);
    case 'withoutLicense':
      return withoutLicense(d, s);
  }
}

/**
 * The vessel placed in a scene: centred on `x`, waterline on `waterY`, scaled to fit `width` and the
 * space above the waterline, with its reflection and the foam where the hull meets the water.
 */
export function placeVessel(
  v: Vessel,
  x: number,
  waterY: number,
  width: number,
  mirrored = false,
  maxHeight = waterY - 30,
): string {
  const scale = Math.min(width / v.length, maxHeight / v.height);
  const sx = mirrored ? -scale : scale;
  const foamWidth = v.length * scale * 0.55;
  let foam = '';
  for (let i = 0; i < 3; i++) {
    const w = foamWidth * (1 - i * 0.15);
    foam += `<path d="M${n(x - w)} ${n(waterY + 3 + i * 5)} q${n(w / 4)} -5 ${n(w / 2)} 0 t${n(w / 2)} 0 t${n(w / 2)} 0 t${n(w / 2)} 0" stroke="#ffffff" stroke-width="${n(3 - i * 0.6)}" fill="none" opacity="${n(0.7 - i * 0.2)}"/>`;
  }
  return (
    `<g transform="translate(${n(x)} ${n(waterY)}) scale(${sx.toFixed(3)} ${(-scale * 0.75).toFixed(3)})" opacity="0.18">${v.body}</g>` +
    `<g transform="translate(${n(x)} ${n(waterY)}) scale(${sx.toFixed(3)} ${scale.toFixed(3)})">${v.body}</g>${foam}`
  );
}
