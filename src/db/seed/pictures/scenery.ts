/** Sky, sea, land and light: the backdrop every boat and activity picture is drawn on. */
import { type Drawing, line, n, shade } from './drawing.ts';

export interface Palette {
  name: 'day' | 'tropical' | 'morning' | 'sunset' | 'dusk';
  sky: [string, string, string];
  sea: [string, string];
  sun: string;
  land: [far: string, near: string];
  cloud: string;
  wave: string;
  night: boolean;
}

export const PALETTES: Record<Palette['name'], Palette> = {
  day: {
    name: 'day',
    sky: ['#2f86d6', '#7cc0ef', '#d6f0fc'],
    sea: ['#2b86bf', '#0b3f6b'],
    sun: '#fff7d1',
    land: ['#8fb2ad', '#5b8a62'],
    cloud: '#ffffff',
    wave: '#ffffff',
    night: false,
  },
  tropical: {
    name: 'tropical',
    sky: ['#1d9be0', '#6fd0f5', '#e3f8ff'],
    sea: ['#35d0c6', '#0a6f9e'],
    sun: '#fffbe0',
    land: ['#95c0a8', '#4f8a55'],
    cloud: '#ffffff',
    wave: '#ffffff',
    night: false,
  },
  morning: {
    name: 'morning',
    sky: ['#6aa9e3', '#b5d7f0', '#fde9cf'],
    sea: ['#5ea7d2', '#1b577f'],
    sun: '#fff1c4',
    land: ['#a8b8bd', '#7c9a88'],
    cloud: '#fff8f0',
    wave: '#ffffff',
    night: false,
  },
  sunset: {
    name: 'sunset',
    sky: ['#2e2a6b', '#e0566e', '#ffc46b'],
    sea: ['#d9785d', '#2d2452'],
    sun: '#ffe49a',
    land: ['#6e4a72', '#3b2946'],
    cloud: '#ffb08a',
    wave: '#ffd6a0',
    night: false,
  },
  dusk: {
    name: 'dusk',
    sky: ['#0c1836', '#34497f', '#c77b8b'],
    sea: ['#33466f', '#08111f'],
    sun: '#f4f1de',
    land: ['#2c3a60', '#161f38'],
    cloud: '#5d6c9c',
    wave: '#aab8dd',
    night: true,
  },
};

export function pickDaylight(d: Drawing): Palette {
  return d.rng.pick([PALETTES.day, PALETTES.day, PALETTES.tropical, PALETTES.morning]);
}

export function pickEvening(d: Drawing): Palette {
  return d.rng.pick([PALETTES.sunset, PALETTES.sunset, PALETTES.dusk]);
}

export function sky(d: Drawing, p: Palette, horizon: number): string {
  const fill = d.linear([
    [0, p.sky[0]],
    [0.6, p.sky[1]],
    [1, p.sky[2]],
  ]);
  return `<rect width="1200" height="${n(horizon + 2)}" fill="${fill}"/>`;
}

/** The sun (or the moon at night) with its glow. */
export function sunOrMoon(d: Drawing, p: Palette, x: number, y: number, r: number): string {
  const glow = d.radial([
    [0, p.sun, 0.9],
    [0.25, p.sun, 0.45],
    [1, p.sun, 0],
  ]);
  if (p.night) {
    return (
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 3)}" fill="${glow}" opacity="0.5"/>` +
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${p.sun}"/>` +
      `<circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.2)}" r="${n(r * 0.18)}" fill="#d9d4bd"/>` +
      `<circle cx="${n(x + r * 0.35)}" cy="${n(y + r * 0.3)}" r="${n(r * 0.12)}" fill="#d9d4bd"/>` +
      stars(d)
    );
  }
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 4)}" fill="${glow}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${p.sun}"/>`;
}

function stars(d: Drawing): string {
  let out = '';
  for (let i = 0; i < 40; i++) {
    out += `<circle cx="${d.rng.int(0, 1200)}" cy="${d.rng.int(0, 300)}" r="${n(0.8 + d.rng.next() * 1.4)}" fill="#ffffff" opacity="${n(0.4 + d.rng.next() * 0.5)}"/>`;
  }
  return out;
}

export function clouds(d: Drawing, p: Palette, horizon: number, count = d.rng.int(2, 4)): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = d.rng.int(60, 1140);
    const y = d.rng.int(60, Math.max(80, horizon - 140));
    const w = d.rng.int(90, 200);
    let puffs = `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${n(w * 0.18)}"/>`;
    for (let j = 0; j < 4; j++) {
      const px = x - w * 0.6 + (j * w * 1.2) / 3 + d.rng.int(-12, 12);
      const pr = w * (0.22 + d.rng.next() * 0.18);
      puffs += `<circle cx="${n(px)}" cy="${n(y - pr * 0.45)}" r="${n(pr)}"/>`;
    }
    out += `<g fill="${p.cloud}" opacity="${n(0.7 + d.rng.next() * 0.25)}">${puffs}</g>`;
  }
  return out;
}

/** A smooth ridge of hills standing on the horizon, between x0 and x1. */
export function ridge(
  d: Drawing,
  x0: number,
  x1: number,
  base: number,
  height: number,
  color: string,
): string {
  const bumps = d.rng.int(2, 4);
  const step = (x1 - x0) / bumps;
  let path = `M${n(x0)} ${n(base)}`;
  let x = x0;
  for (let i = 0; i < bumps; i++) {
    const peak = height * (0.55 + d.rng.next() * 0.45);
    path += ` Q${n(x + step * 0.5)} ${n(base - peak * 2)} ${n(x + step)} ${n(base - (i === bumps - 1 ? 0 : peak * 0.35))}`;
    x += step;
  }
  return `<path d="${path} Z" fill="${color}"/>`;
}

/** Islands and a headland, sometimes with a white village on the near slope. */
export function coastline(d: Drawing, p: Palette, horizon: number): string {
  let out = '';
  const far = d.rng.int(0, 500);
  out += ridge(d, far, far + d.rng.int(300, 600), horizon, d.rng.int(25, 60), p.land[0]);
  if (d.rng.chance(0.6)) {
    const x = d.rng.int(700, 1000);
    out += ridge(d, x, x + d.rng.int(160, 320), horizon, d.rng.int(15, 35), p.land[0]);
  }
  const left = d.rng.chance(0.5);
  const width = d.rng.int(260, 420);
  const x0 = left ? -40 : 1240 - width;
  out += ridge(d, x0, x0 + width, horizon + 1, d.rng.int(70, 130), p.land[1]);
  if (!p.night && d.rng.chance(0.7))
    out += village(d, left ? 30 : 1200 - width + 60, horizon - 18, width - 140);
  return out;
}

function village(d: Drawing, x0: number, base: number, width: number): string {
  let out = '';
  const houses = Math.max(3, Math.floor(width / 28));
  for (let i = 0; i < houses; i++) {
    const x = x0 + (i * width) / houses + d.rng.int(-4, 4);
    const h = d.rng.int(10, 20);
    const y = base - d.rng.int(0, 26);
    out += `<rect x="${n(x)}" y="${n(y - h)}" width="16" height="${h}" fill="${d.rng.pick(['#ffffff', '#f6efe2', '#f3e2c4'])}"/>`;
    out += `<path d="M${n(x - 2)} ${n(y - h)} L${n(x + 8)} ${n(y - h - 7)} L${n(x + 18)} ${n(y - h)} Z" fill="#c8643c"/>`;
  }
  return out;
}

export function sea(d: Drawing, p: Palette, horizon: number): string {
  const fill = d.linear([
    [0, p.sea[0]],
    [1, p.sea[1]],
  ]);
  return `<rect y="${n(horizon)}" width="1200" height="${n(800 - horizon)}" fill="${fill}"/>`;
}

/** Sun glitter on the water below the sun. */
export function glitter(d: Drawing, p: Palette, x: number, horizon: number): string {
  let out = '';
  for (let y = horizon + 6; y < 800; y += 9 + (y - horizon) * 0.05) {
    const w = 20 + (y - horizon) * 0.35 * d.rng.next();
    out += `<rect x="${n(x - w / 2 + d.rng.int(-20, 20))}" y="${n(y)}" width="${n(w)}" height="2.5" rx="1.2" fill="${p.sun}" opacity="${n(0.25 + 0.5 * d.rng.next())}"/>`;
  }
  return out;
}

/** Rows of wave crests, smaller and denser towards the horizon. */
export function waves(d: Drawing, p: Palette, horizon: number, calm = false): string {
  let out = '';
  let y = horizon + 8;
  while (y < 800) {
    const depth = (y - horizon) / (800 - horizon);
    const w = 14 + depth * 70;
    const a = (calm ? 1.5 : 3) + depth * (calm ? 3 : 8);
    let x = -d.rng.int(0, 80);
    let path = '';
    while (x < 1200) {
      if (d.rng.chance(calm ? 0.35 : 0.55)) path += `M${n(x)} ${n(y)} q${n(w / 2)} ${n(-a)} ${n(w)} 0 `;
      x += w * (1.2 + d.rng.next());
    }
    out += `<path d="${path}" fill="none" stroke="${p.wave}" stroke-width="${n(1 + depth * 2.5)}" stroke-linecap="round" opacity="${n(0.25 + depth * 0.3)}"/>`;
    y += 6 + depth * 38;
  }
  return out;
}

export function birds(d: Drawing, count: number, color = '#2b3440'): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = d.rng.int(150, 1050);
    const y = d.rng.int(70, 260);
    const s = 6 + d.rng.next() * 8;
    out += `<path d="M${n(x - s)} ${n(y)} q${n(s / 2)} ${n(-s * 0.7)} ${n(s)} 0 q${n(s / 2)} ${n(-s * 0.7)} ${n(s)} 0" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round"/>`;
  }
  return out;
}

/** Green river banks with trees, for houseboats on canals and rivers. */
export function riverBanks(d: Drawing, p: Palette, horizon: number): string {
  const grass = p.night ? '#1d3326' : p.name === 'sunset' ? '#5c6a3a' : '#6f9a4a';
  const tree = p.night ? '#12241a' : p.name === 'sunset' ? '#3f4d2a' : '#3f7a3a';
  let out = ridge(d, -20, 1220, horizon, 30, p.land[0]);
  out += `<rect x="0" y="${n(horizon - 6)}" width="1200" height="24" fill="${grass}"/>`;
  let x = -20;
  while (x < 1220) {
    const h = d.rng.int(50, 120);
    const poplar = d.rng.chance(0.4);
    out += `<rect x="${n(x - 3)}" y="${n(horizon - h * 0.4)}" width="6" height="${n(h * 0.4)}" fill="#5b4330"/>`;
    out += poplar
      ? `<ellipse cx="${n(x)}" cy="${n(horizon - h * 0.7)}" rx="${n(h * 0.16)}" ry="${n(h * 0.5)}" fill="${shade(tree, d.rng.next() * 0.2)}"/>`
      : `<circle cx="${n(x)}" cy="${n(horizon - h * 0.6)}" r="${n(h * 0.34)}" fill="${shade(tree, d.rng.next() * 0.2)}"/><circle cx="${n(x + h * 0.2)}" cy="${n(horizon - h * 0.45)}" r="${n(h * 0.26)}" fill="${shade(tree, -0.1)}"/>`;
    x += d.rng.int(40, 110);
  }
  // The towpath along the near bank.
  out += `<path d="${line([
    [0, horizon + 16],
    [1200, horizon + 16],
  ])}" stroke="#c9b68a" stroke-width="5"/>`;
  return out;
}

/** A harbour front: coloured houses on a quay, a sea wall and masts of moored boats. */
export function harbourFront(d: Drawing, p: Palette, horizon: number): string {
  let out = ridge(d, -40, 1240, horizon - 40, 70, p.land[0]);
  const colours = ['#f2d6a2', '#e9a36a', '#f5efe3', '#d98c6c', '#f0c75e', '#b8d2d9', '#e7b8a6'];
  let x = -10;
  while (x < 1210) {
    const w = d.rng.int(40, 80);
    const h = d.rng.int(50, 110);
    const colour = p.night ? shade(d.rng.pick(colours), -0.6) : d.rng.pick(colours);
    out += `<rect x="${x}" y="${n(horizon - 20 - h)}" width="${w}" height="${h}" fill="${colour}"/>`;
    out += `<path d="M${x - 3} ${n(horizon - 20 - h)} L${n(x + w / 2)} ${n(horizon - 32 - h)} L${x + w + 3} ${n(horizon - 20 - h)} Z" fill="${p.night ? '#4a2a22' : '#b85a3a'}"/>`;
    for (let wx = x + 8; wx < x + w - 10; wx += 16) {
      for (let wy = horizon - 10 - h; wy < horizon - 34; wy += 22) {
        out += `<rect x="${wx}" y="${n(wy)}" width="7" height="10" fill="${p.night ? '#ffd27a' : '#5a4a3e'}" opacity="${p.night && d.rng.chance(0.4) ? 0.2 : 0.8}"/>`;
      }
    }
    x += w;
  }
  out += `<rect y="${n(horizon - 22)}" width="1200" height="24" fill="${p.night ? '#3d3a40' : '#b9ad98'}"/>`;
  for (let i = 0; i < 14; i++) {
    const mx = d.rng.int(20, 1180);
    const mh = d.rng.int(110, 230);
    out += `<line x1="${mx}" y1="${n(horizon + 8)}" x2="${mx}" y2="${n(horizon + 8 - mh)}" stroke="${p.night ? '#9aa3b5' : '#eef2f5'}" stroke-width="3"/>`;
    out += `<path d="M${mx - 45} ${n(horizon + 4)} q45 14 90 0 l-8 -14 h-74 Z" fill="${p.night ? '#6d7589' : '#fbfbfb'}" stroke="#8a94a0" stroke-width="1.5"/>`;
  }
  return out;
}
