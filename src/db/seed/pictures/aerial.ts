/** The boat seen from straight above, at anchor over clear water near a beach, with its wake. */
import type { ProductTypeKey } from '../../../../shared/catalogue/catalogue.ts';
import { type Drawing, n, shade } from './drawing.ts';
import type { VesselStyle } from './vessels.ts';

const TEAK = '#c49a62';
const GLASS = '#1d3147';

function pointedHull(length: number, width: number): string {
  const l = length / 2;
  const w = width / 2;
  return `M${n(-l)} ${n(-w * 0.85)} Q${n(-l)} ${n(-w)} ${n(-l * 0.7)} ${n(-w)} L${n(l * 0.2)} ${n(-w)} Q${n(l * 0.8)} ${n(-w * 0.8)} ${n(l)} 0 Q${n(l * 0.8)} ${n(w * 0.8)} ${n(l * 0.2)} ${n(w)} L${n(-l * 0.7)} ${n(w)} Q${n(-l)} ${n(w)} ${n(-l)} ${n(w * 0.85)} Z`;
}

function plan(type: ProductTypeKey, s: VesselStyle): { body: string; length: number; width: number } {
  const hull = (l: number, w: number, deck: string) =>
    `<path class="hull" d="${pointedHull(l, w)}" fill="${s.hull}" stroke="${shade(s.hull, -0.35)}" stroke-width="3"/><path d="${pointedHull(l * 0.92, w * 0.82)}" fill="${deck}"/>`;
  switch (type) {
    case 'catamaran': {
      const one = (y: number) => `<g transform="translate(0 ${y})">${hull(560, 70, '#f2f4f6')}</g>`;
      let net = '';
      for (let x = 60; x < 250; x += 20) net += `M${x} -105 V105 `;
      for (let y = -100; y <= 100; y += 20) net += `M60 ${y} H250 `;
      return {
        body: `${one(-130)}${one(130)}<path d="${net}" stroke="#2b3945" stroke-width="2.5"/><rect x="-270" y="-150" width="330" height="300" rx="24" fill="#f7f9fb" stroke="#b3bcc5" stroke-width="3"/><rect x="-150" y="-110" width="190" height="220" rx="18" fill="#e9edf1"/><path d="M30 -100 Q60 0 30 100" stroke="${GLASS}" stroke-width="16" fill="none"/><circle cx="10" cy="0" r="10" fill="#8d97a3"/><path d="M10 0 L-250 0" stroke="#cfd6dd" stroke-width="10"/><rect x="-250" y="-120" width="120" height="70" rx="10" fill="${TEAK}"/>`,
        length: 560,
        width: 340,
      };
    }
    case 'jetSki':
      return {
        body: `${hull(300, 110, shade(s.hull, -0.1))}<rect x="-120" y="-24" width="130" height="48" rx="22" fill="#1d1d1f"/><path d="M40 -50 L40 50" stroke="#1d1d1f" stroke-width="10" stroke-linecap="round"/><ellipse cx="-10" cy="0" rx="34" ry="44" fill="#ef6c2b"/><circle cx="10" cy="0" r="20" fill="#3b2a20"/>`,
        length: 300,
        width: 110,
      };
    case 'rib':
      return {
        body: `<path d="${pointedHull(440, 170)}" fill="#5b6068"/><path d="${pointedHull(420, 150)}" fill="none" stroke="${s.hull}" stroke-width="32" stroke-linejoin="round"/><rect x="-30" y="-30" width="60" height="60" rx="8" fill="#f2f4f6"/><rect x="-100" y="-26" width="50" height="52" rx="14" fill="#2b2b2b"/><rect x="-250" y="-22" width="36" height="44" rx="8" fill="#1c1c1c"/>`,
        length: 440,
        width: 170,
      };
    case 'houseboat':
      return {
        body: `<rect x="-260" y="-80" width="520" height="160" rx="60" fill="${s.hull}" stroke="${shade(s.hull, -0.35)}" stroke-width="3"/><rect x="-200" y="-66" width="360" height="132" rx="10" fill="#f7f7f2" stroke="#b3bcc5" stroke-width="3"/><rect x="-180" y="-40" width="70" height="24" rx="6" fill="${s.accent}"/><rect x="-180" y="14" width="70" height="24" rx="6" fill="${s.accent}"/><circle cx="120" cy="0" r="18" fill="none" stroke="#5b3a22" stroke-width="5"/><circle cx="-40" cy="0" r="40" fill="${s.canvas}"/>`,
        length: 520,
        width: 160,
      };
    default: {
      const sail = type === 'sailboat' || type === 'sailYacht' || type === 'gulet';
      const yacht = type === 'motorYacht' || type === 'yacht';
      const length =
        type === 'withoutLicense'
          ? 300
          : type === 'motorboat'
            ? 440
            : type === 'yacht'
              ? 720
              : type === 'gulet'
                ? 640
                : 560;
      const width = length * (type === 'gulet' ? 0.26 : 0.3);
      let body = hull(length, width, sail ? TEAK : '#f1f3f5');
      const l = length / 2;
      if (sail) {
        body += `<rect x="${n(-l * 0.45)}" y="${n(-width * 0.28)}" width="${n(l * 0.75)}" height="${n(width * 0.56)}" rx="14" fill="#f7f9fb" stroke="#b3bcc5" stroke-width="2"/>`;
        body += `<rect x="${n(-l * 0.1)}" y="-14" width="28" height="28" rx="4" fill="#9aa4ae"/><circle cx="${n(-l * 0.85)}" cy="0" r="${n(width * 0.16)}" fill="none" stroke="#4a4a4a" stroke-width="5"/>`;
        body += `<circle cx="${n(l * 0.12)}" cy="0" r="9" fill="#8d97a3"/><path d="M${n(l * 0.12)} 0 L${n(-l * 0.8)} ${n(width * 0.08)}" stroke="#cfd6dd" stroke-width="9"/>`;
        body += `<path class="sail" d="M${n(l * 0.12)} 4 Q${n(-l * 0.3)} ${n(width * 0.5)} ${n(-l * 0.8)} ${n(width * 0.1)}" stroke="#ffffff" stroke-width="10" fill="none"/><path class="sail" d="M${n(l * 0.95)} 0 Q${n(l * 0.55)} ${n(width * 0.45)} ${n(l * 0.2)} ${n(width * 0.2)}" stroke="#ffffff" stroke-width="8" fill="none"/>`;
        if (type === 'gulet')
          body += `<rect x="${n(-l * 0.95)}" y="${n(-width * 0.42)}" width="${n(l * 0.45)}" height="${n(width * 0.84)}" fill="#efe4cc" opacity="0.95"/><path d="M${n(l)} 0 L${n(l + 90)} 0" stroke="#6e3b1c" stroke-width="8"/>`;
      } else if (yacht) {
        body += `<rect x="${n(-l * 0.6)}" y="${n(-width * 0.36)}" width="${n(l * 1.05)}" height="${n(width * 0.72)}" rx="30" fill="#f7f9fb" stroke="#b3bcc5" stroke-width="3"/>`;
        body += `<path d="M${n(l * 0.4)} ${n(-width * 0.3)} Q${n(l * 0.55)} 0 ${n(l * 0.4)} ${n(width * 0.3)}" stroke="${GLASS}" stroke-width="18" fill="none"/>`;
        body += `<rect x="${n(-l * 0.4)}" y="${n(-width * 0.26)}" width="${n(l * 0.55)}" height="${n(width * 0.52)}" rx="20" fill="#e6eaee"/><rect x="${n(-l * 0.3)}" y="${n(-width * 0.2)}" width="${n(l * 0.2)}" height="${n(width * 0.4)}" rx="10" fill="${s.accent}"/>`;
        body += `<rect x="${n(l * 0.55)}" y="${n(-width * 0.2)}" width="${n(l * 0.22)}" height="${n(width * 0.4)}" rx="12" fill="${s.accent}"/><rect x="${n(-l * 0.98)}" y="${n(-width * 0.4)}" width="${n(l * 0.3)}" height="${n(width * 0.8)}" fill="${TEAK}"/>`;
      } else {
        body += `<rect x="${n(-l * 0.1)}" y="${n(-width * 0.2)}" width="${n(l * 0.3)}" height="${n(width * 0.4)}" rx="8" fill="#f7f9fb" stroke="#9aa4ae" stroke-width="2"/><rect x="${n(l * 0.35)}" y="${n(-width * 0.25)}" width="${n(l * 0.35)}" height="${n(width * 0.5)}" rx="14" fill="#efe3c6"/>`;
        body += `<rect x="${n(-l * 0.7)}" y="${n(-width * 0.3)}" width="${n(l * 0.35)}" height="${n(width * 0.6)}" rx="10" fill="${s.accent}" opacity="0.85"/><rect x="${n(-l - 30)}" y="-20" width="34" height="40" rx="8" fill="#1c1c1c"/>`;
      }
      return { body, length, width };
    }
  }
}

export function aerialView(d: Drawing, type: ProductTypeKey, s: VesselStyle): string {
  const r = d.rng;
  const water = d.linear(
    [
      [0, '#5fe0d2'],
      [0.45, '#1fb3c6'],
      [1, '#0a5f8f'],
    ],
    0,
    0,
    1,
    1,
  );
  let out = `<rect width="1200" height="800" fill="${water}"/>`;
  for (let i = 0; i < 7; i++)
    out += `<ellipse cx="${r.int(0, 1200)}" cy="${r.int(0, 800)}" rx="${r.int(60, 200)}" ry="${r.int(30, 90)}" fill="#0b4f6c" opacity="${n(0.12 + r.next() * 0.12)}"/>`;
  // A sandy beach and green shore along one corner.
  const shore = r.chance(0.5);
  out += shore
    ? `<path d="M0 0 H520 Q380 120 260 170 Q120 230 0 360 Z" fill="#f1dfb0"/><path d="M0 0 H430 Q300 90 190 130 Q90 170 0 280 Z" fill="#6f9a4a"/>`
    : `<path d="M1200 800 H700 Q840 690 960 640 Q1080 590 1200 440 Z" fill="#f1dfb0"/><path d="M1200 800 H800 Q900 720 1010 680 Q1110 640 1200 530 Z" fill="#6f9a4a"/>`;
  for (let i = 0; i < 9; i++) {
    const [x, y] = shore ? [r.int(0, 300), r.int(0, 180)] : [r.int(950, 1200), r.int(640, 800)];
    out += `<circle cx="${x}" cy="${y}" r="${r.int(14, 30)}" fill="#3f7a3a"/>`;
  }
  const { body, length, width } = plan(type, s);
  const scale = Math.min(760 / length, 300 / width);
  const angle = r.int(-35, 35);
  const x = 620;
  const y = 420;
  let wake = '';
  for (let i = 0; i < 4; i++) {
    wake += `<path d="M${n(-length / 2)} ${n(-width * 0.3)} L${n(-length / 2 - 500 - i * 60)} ${n(-width * 0.9 - i * 50)} M${n(-length / 2)} ${n(width * 0.3)} L${n(-length / 2 - 500 - i * 60)} ${n(width * 0.9 + i * 50)}" stroke="#ffffff" stroke-width="${12 - i * 2.5}" opacity="${n(0.55 - i * 0.12)}" fill="none" stroke-linecap="round"/>`;
  }
  wake += `<path d="M${n(-length / 2)} 0 L${n(-length / 2 - 600)} 0" stroke="#ffffff" stroke-width="${n(width * 0.5)}" opacity="0.25" stroke-linecap="round"/>`;
  return (
    out +
    `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale.toFixed(3)})">${wake}` +
    `<g transform="translate(14 18)" opacity="0.25"><path d="${pointedHull(length, width)}" fill="#06283d"/></g>${body}</g>`
  );
}
