/** Activity pictures: each activity shows what you would do there (diving bubbles, a fishing rod, dolphins...). */
import type { ActivityType } from '../../../../shared/catalogue/catalogue.ts';
import { type Drawing, n, shade } from './drawing.ts';
import {
  birds,
  clouds,
  coastline,
  glitter,
  type Palette,
  pickDaylight,
  pickEvening,
  sea,
  sky,
  sunOrMoon,
  waves,
} from './scenery.ts';
import { drawVessel, person, placeVessel, vesselStyle } from './vessels.ts';

function seascape(d: Drawing, p: Palette, horizon: number): string {
  const sunX = d.rng.int(150, 1050);
  return (
    sky(d, p, horizon) +
    sunOrMoon(d, p, sunX, p.name === 'sunset' || p.night ? horizon - 50 : d.rng.int(80, 150), 32) +
    clouds(d, p, horizon) +
    sea(d, p, horizon) +
    coastline(d, p, horizon) +
    (p.name === 'sunset' || p.night ? glitter(d, p, sunX, horizon) : '') +
    waves(d, p, horizon)
  );
}

function fish(x: number, y: number, size: number, colour: string, flip: boolean): string {
  const s = flip ? -1 : 1;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s * size)} ${n(size)})"><path d="M-20 0 Q0 -12 20 0 Q0 12 -20 0 Z" fill="${colour}"/><path d="M-18 0 L-32 -10 L-32 10 Z" fill="${shade(colour, -0.2)}"/><circle cx="11" cy="-2" r="2.2" fill="#111"/></g>`;
}

function underwater(d: Drawing, top: number): string {
  const r = d.rng;
  const water = d.linear([
    [0, '#4fd1e0'],
    [0.5, '#1587b8'],
    [1, '#08345c'],
  ]);
  let out = `<rect y="${top}" width="1200" height="${800 - top}" fill="${water}"/>`;
  for (let i = 0; i < 6; i++) {
    const x = r.int(0, 1200);
    out += `<path d="M${x} ${top} L${x + 60} ${top} L${x + 260} 800 L${x + 120} 800 Z" fill="#ffffff" opacity="0.08"/>`;
  }
  out += `<path d="M0 720 Q300 690 600 715 T1200 705 V800 H0 Z" fill="#e5cf97"/>`;
  for (let i = 0; i < 8; i++) {
    const x = r.int(20, 1180);
    const colour = r.pick(['#ff6f59', '#f7a072', '#c8553d', '#ffd166', '#b388eb']);
    out += `<path d="M${x} 730 q-10 -40 -30 -60 M${x} 730 q0 -50 6 -80 M${x} 730 q14 -36 34 -54" stroke="${colour}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
    out += `<path d="M${x + 40} 730 q-16 -40 0 -80 q16 -40 0 -80" stroke="#2f9e6e" stroke-width="6" fill="none"/>`;
  }
  for (let i = 0; i < 14; i++)
    out += fish(
      r.int(40, 1160),
      r.int(top + 80, 680),
      0.8 + r.next(),
      r.pick(['#ffd166', '#f78c6b', '#ffffff', '#4cc9f0', '#ffbe0b']),
      r.chance(0.5),
    );
  return out;
}

function bubbles(d: Drawing, x: number, y: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++)
    out += `<circle cx="${n(x + d.rng.int(-14, 14))}" cy="${n(y - i * 34 - d.rng.int(0, 10))}" r="${n(4 + d.rng.next() * 8)}" fill="#ffffff" fill-opacity="0.15" stroke="#ffffff" stroke-width="2" opacity="0.8"/>`;
  return out;
}

function diver(x: number, y: number, suit: string, skin: string): string {
  return (
    `<g class="diver" transform="translate(${x} ${y}) rotate(-12) scale(1.5)">` +
    `<rect x="-60" y="-42" width="100" height="24" rx="12" fill="#ffd166" stroke="#b8860b"/>` +
    `<ellipse cx="-10" cy="0" rx="80" ry="26" fill="${suit}"/>` +
    `<path d="M-80 -6 L-170 -20 M-80 8 L-170 18" stroke="${suit}" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="M-170 -20 L-230 -46 L-220 -4 Z M-170 18 L-232 8 L-214 44 Z" fill="#f4a261"/>` +
    `<path d="M40 10 L100 40" stroke="${suit}" stroke-width="16" stroke-linecap="round"/><circle cx="104" cy="42" r="9" fill="${skin}"/>` +
    `<circle cx="86" cy="-6" r="24" fill="${suit}"/><rect x="88" y="-20" width="30" height="20" rx="6" fill="#9ad1f5" stroke="#222" stroke-width="4"/></g>`
  );
}

function dolphin(x: number, y: number, size: number, flip: boolean): string {
  const s = flip ? -size : size;
  return (
    `<g class="dolphin" transform="translate(${n(x)} ${n(y)}) scale(${n(s)} ${n(size)})">` +
    `<path d="M-120 40 Q-60 -70 60 -40 Q96 -30 122 -8 L150 -4 L122 6 Q80 -10 40 -6 Q-40 0 -100 60 Z" fill="#5b7c99" stroke="#3d566b" stroke-width="2"/>` +
    `<path d="M-10 -50 L10 -92 L30 -44 Z" fill="#4b6a85"/><path d="M-104 52 L-150 40 L-120 80 Z" fill="#4b6a85"/>` +
    `<path d="M-60 10 Q20 -20 110 -6" stroke="#d8e2ea" stroke-width="8" fill="none" opacity="0.7"/><circle cx="96" cy="-20" r="3.5" fill="#111"/></g>`
  );
}

function kayak(x: number, y: number, colour: string, paddler: string, skin: string, tilt: number): string {
  return (
    `<g class="kayak" transform="translate(${x} ${y})">` +
    `<path d="M-150 0 Q0 -26 150 0 Q0 22 -150 0 Z" fill="${colour}" stroke="${shade(colour, -0.4)}" stroke-width="2"/>` +
    `<rect x="-18" y="-58" width="36" height="50" rx="14" fill="${paddler}"/><circle cx="0" cy="-72" r="14" fill="${skin}"/>` +
    `<g transform="rotate(${tilt} 0 -40)"><path d="M-110 -40 L110 -40" stroke="#333" stroke-width="6"/><ellipse cx="-116" cy="-40" rx="18" ry="8" fill="#f4a261"/><ellipse cx="116" cy="-40" rx="18" ry="8" fill="#f4a261"/></g></g>`
  );
}

function dinghy(x: number, y: number, sail: string, number: number, mirrored: boolean): string {
  const s = mirrored ? -1 : 1;
  return (
    `<g transform="translate(${x} ${y}) scale(${s} 1)"><path d="M-60 -8 L60 -12 Q50 4 40 8 L-54 8 Z" fill="#ffffff" stroke="#8a94a0" stroke-width="2"/>` +
    `<path d="M0 -12 V-160" stroke="#9aa4ae" stroke-width="4"/><path class="sail" d="M4 -158 Q40 -90 62 -22 L4 -22 Z" fill="${sail}" stroke="#8a94a0"/>` +
    `<text x="${26 * s}" y="-60" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="#1d3557" text-anchor="middle" transform="scale(${s} 1)">${number}</text>` +
    `<circle cx="-30" cy="-26" r="9" fill="#f1c7a3"/><rect x="-40" y="-18" width="20" height="16" rx="6" fill="#e63946"/></g>`
  );
}

export function activityScene(d: Drawing, type: ActivityType, view: number): string {
  const r = d.rng;
  const evening = type === 'sunsetCruise' || (view % 4 === 3 && type !== 'diving' && type !== 'snorkeling');
  const p = evening ? pickEvening(d) : pickDaylight(d);
  const horizon = r.int(320, 400);
  const mirrored = view % 2 === 1;
  switch (type) {
    case 'diving': {
      const out = `${underwater(d, 0)}<path d="M0 0 H1200 V14 Q900 30 600 14 T0 14 Z" fill="#bdeffa" opacity="0.6"/>`;
      const x = r.int(420, 780);
      const y = r.int(360, 520);
      return (
        out +
        diver(x, y, r.pick(['#1b1b1f', '#243b55', '#3a0ca3']), '#f1c7a3') +
        bubbles(d, x + 150, y - 80, 9) +
        (view % 3 === 0
          ? diver(x > 600 ? x - 330 : x + 330, y + 150, '#1b1b1f', '#d9a27b') +
            bubbles(d, (x > 600 ? x - 330 : x + 330) + 150, y + 80, 7)
          : '')
      );
    }
    case 'snorkeling': {
      const surface = r.int(260, 320);
      let out =
        sky(d, p, surface) +
        sunOrMoon(d, p, r.int(150, 1050), 100, 30) +
        clouds(d, p, surface) +
        coastline(d, p, surface - 2) +
        underwater(d, surface);
      out += `<path d="M0 ${surface} Q150 ${surface - 8} 300 ${surface} T600 ${surface} T900 ${surface} T1200 ${surface}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.8"/>`;
      const x = r.int(350, 850);
      out += `<g class="snorkeler" transform="translate(${x} ${surface + 24})"><ellipse cx="0" cy="0" rx="90" ry="20" fill="#e63946"/><path d="M-80 0 L-170 -6 M-80 8 L-170 14" stroke="#f1c7a3" stroke-width="14" stroke-linecap="round"/><path d="M-170 -6 L-220 -20 L-214 8 Z M-170 14 L-222 12 L-208 34 Z" fill="#ffd166"/><circle cx="100" cy="-4" r="20" fill="#f1c7a3"/><rect x="100" y="-10" width="26" height="18" rx="5" fill="#9ad1f5" stroke="#222" stroke-width="3"/><path d="M96 -20 V-62" stroke="#ffd166" stroke-width="7" stroke-linecap="round"/></g>`;
      return out;
    }
    case 'dolphinWatching': {
      let out = seascape(d, p, horizon);
      out += placeVessel(
        drawVessel(d, 'motorboat', vesselStyle(d, 'motorboat')),
        mirrored ? 200 : 1000,
        horizon + 60,
        200,
      );
      const count = r.int(2, 3);
      for (let i = 0; i < count; i++) {
        const x = 300 + i * 260 + r.int(-40, 40);
        const y = horizon + 220 + r.int(-30, 60);
        out +=
          dolphin(x, y, 0.9 + r.next() * 0.4, mirrored) +
          `<path d="M${x - 140} ${y + 70} q30 -30 60 0 q30 -30 60 0" stroke="#ffffff" stroke-width="4" fill="none"/>`;
      }
      return out;
    }
    case 'kayakTour': {
      let out = seascape(d, p, horizon);
      const cliffX = mirrored ? 820 : 0;
      out += `<path d="M${cliffX} 0 H${cliffX + 380} Q${cliffX + 330} 200 ${cliffX + 360} ${horizon + 120} L${cliffX} ${horizon + 140} Z" fill="${shade(p.land[1], -0.1)}"/>`;
      out += `<path d="M${cliffX + 120} ${horizon + 130} Q${cliffX + 200} ${horizon - 40} ${cliffX + 290} ${horizon + 125} Z" fill="#10202c"/>`;
      const skin = vesselStyle(d, 'motorboat').skin;
      for (let i = 0; i < 3; i++)
        out += kayak(
          500 + i * 210 - (mirrored ? 300 : 0),
          horizon + 200 + i * 60,
          r.pick(['#ffb703', '#e63946', '#2a9d8f', '#fb8500']),
          r.pick(['#1d3557', '#ef476f', '#06d6a0']),
          skin,
          r.int(-25, 25),
        );
      return out;
    }
    case 'sailingLesson': {
      let out = seascape(d, p, horizon);
      for (let i = 0; i < 4; i++)
        out += dinghy(
          180 + i * 260 + r.int(-30, 30),
          horizon + 120 + r.int(0, 200),
          r.pick(['#ffffff', '#ffd166', '#ef476f', '#caf0f8']),
          r.int(1, 99),
          r.chance(0.5),
        );
      for (let i = 0; i < 3; i++)
        out += `<circle cx="${r.int(100, 1100)}" cy="${horizon + r.int(60, 300)}" r="16" fill="#fb8500"/>`;
      out += placeVessel(drawVessel(d, 'rib', vesselStyle(d, 'rib')), 900, horizon + 360, 260);
      return out;
    }
    case 'jetSkiTour': {
      let out = seascape(d, p, horizon);
      for (let i = 0; i < 3; i++)
        out += placeVessel(
          drawVessel(d, 'jetSki', vesselStyle(d, 'jetSki')),
          300 + i * 300,
          horizon + 140 + i * 110,
          260 + i * 60,
          mirrored,
        );
      return out;
    }
    case 'wakeboarding': {
      let out = seascape(d, p, horizon);
      const boatX = mirrored ? 900 : 300;
      const riderX = mirrored ? 360 : 840;
      const riderY = horizon + 300;
      out += placeVessel(
        drawVessel(d, 'motorboat', vesselStyle(d, 'motorboat')),
        boatX,
        horizon + 180,
        340,
        !mirrored,
      );
      out += `<path d="M${boatX + (mirrored ? -120 : 120)} ${horizon + 150} L${riderX} ${riderY - 110}" stroke="#ffd166" stroke-width="3"/>`;
      const lean = mirrored ? 20 : -20;
      out += `<g class="wakeboarder" transform="translate(${riderX} ${riderY}) rotate(${lean})"><rect x="-70" y="-10" width="140" height="18" rx="9" fill="#ef476f"/><path d="M-30 -8 L-10 -60 L20 -8" stroke="#1d3557" stroke-width="16" fill="none" stroke-linecap="round"/><rect x="-24" y="-130" width="40" height="74" rx="16" fill="#ffb703"/><circle cx="-2" cy="-148" r="18" fill="#f1c7a3"/><path d="M-4 -116 L${mirrored ? -60 : 60} -112" stroke="#f1c7a3" stroke-width="10" stroke-linecap="round"/></g>`;
      let spray = '';
      for (let i = 0; i < 14; i++)
        spray += `<circle cx="${riderX + (mirrored ? 1 : -1) * r.int(40, 160)}" cy="${riderY - r.int(0, 60)}" r="${r.int(4, 14)}" fill="#ffffff" opacity="0.7"/>`;
      return out + spray;
    }
    case 'fishingTrip': {
      let out = seascape(d, p, horizon);
      const style = vesselStyle(d, 'withoutLicense');
      const x = mirrored ? 760 : 440;
      const waterY = horizon + 240;
      out += placeVessel(drawVessel(d, 'withoutLicense', style), x, waterY, 520, mirrored);
      const dir = mirrored ? -1 : 1;
      const handX = x + dir * 40;
      const handY = waterY - 130;
      const tipX = x + dir * 330;
      const tipY = waterY - 330;
      out += `<path class="rod" d="M${handX} ${handY} Q${x + dir * 200} ${waterY - 300} ${tipX} ${tipY}" stroke="#2b2b2b" stroke-width="6" fill="none" stroke-linecap="round"/>`;
      out += `<path d="M${tipX} ${tipY} Q${tipX + dir * 40} ${waterY - 120} ${tipX + dir * 60} ${waterY + 60}" stroke="#f1f1f1" stroke-width="2" fill="none"/><circle cx="${tipX + dir * 60}" cy="${waterY + 60}" r="8" fill="#e63946"/>`;
      out += `<g transform="translate(${tipX + dir * 180} ${waterY + 20}) rotate(${dir * -30})">${fish(0, 0, 3, '#9aa9b8', mirrored)}</g><path d="M${tipX + dir * 120} ${waterY + 70} q20 -20 40 0 q20 -20 40 0" stroke="#ffffff" stroke-width="4" fill="none"/>`;
      return out + birds(d, r.int(2, 4), p.night ? '#dddddd' : '#2b3440');
    }
    case 'sunsetCruise': {
      const sunsetP = pickEvening(d);
      const type2 = r.pick(['catamaran', 'sailboat', 'gulet'] as const);
      return (
        seascape(d, sunsetP, horizon) +
        placeVessel(
          drawVessel(d, type2, vesselStyle(d, type2)),
          mirrored ? 380 : 800,
          horizon + 200,
          560,
          mirrored,
        ) +
        birds(d, 3, '#1a1423')
      );
    }
    default: {
      // A boat tour along the cliffs, guests on board.
      const style = vesselStyle(d, 'motorboat');
      let out = seascape(d, p, horizon);
      out += placeVessel(
        drawVessel(d, 'motorboat', style),
        mirrored ? 420 : 760,
        horizon + 230,
        620,
        mirrored,
      );
      out += `<g transform="translate(${mirrored ? 420 : 760} ${horizon + 160})">${person(-40, 0, { ...style, shirt: '#ffb703' }, 1.2)}${person(30, 0, style, 1.2, true)}</g>`;
      return out + birds(d, r.int(1, 4));
    }
  }
}
