/** The eight views of a boat listing's gallery: hero, at anchor, sunset, under way, deck, cabin, aerial, marina. */
import type { ProductTypeKey } from '../../../../shared/catalogue/catalogue.ts';
import type { SeededRandom } from '../random.ts';
import { aerialView } from './aerial.ts';
import { cabinInterior, deckCloseUp } from './closeUps.ts';
import type { Drawing } from './drawing.ts';
import {
  birds,
  clouds,
  coastline,
  glitter,
  harbourFront,
  type Palette,
  pickDaylight,
  pickEvening,
  riverBanks,
  sea,
  sky,
  sunOrMoon,
  waves,
} from './scenery.ts';
import { drawVessel, placeVessel, vesselStyle } from './vessels.ts';

export const BOAT_VIEWS = 8;

const VIEW_NAMES = [
  'on the water',
  'at anchor',
  'at sunset',
  'under way',
  'on deck',
  'inside',
  'from above',
  'in the marina',
];

export function boatViewName(view: number): string {
  return VIEW_NAMES[view % BOAT_VIEWS];
}

const inland = (type: ProductTypeKey) => type === 'houseboat';

function backdrop(
  d: Drawing,
  p: Palette,
  type: ProductTypeKey,
  horizon: number,
  sunX: number,
  sunY: number,
): string {
  const land = inland(type) ? riverBanks(d, p, horizon) : coastline(d, p, horizon);
  return (
    sky(d, p, horizon) +
    sunOrMoon(d, p, sunX, sunY, p.night ? 26 : 34) +
    clouds(d, p, horizon) +
    sea(d, p, horizon) +
    land +
    (p.name === 'sunset' || p.night ? glitter(d, p, sunX, horizon) : '')
  );
}

/** `d.rng` draws the boat (the same in every view of a listing); `framing` then places it. */
export function boatScene(d: Drawing, type: ProductTypeKey, view: number, framing: SeededRandom): string {
  const style = vesselStyle(d, type);
  const vessel = drawVessel(d, type, style);
  d.rng = framing;
  const r = d.rng;
  switch (view % BOAT_VIEWS) {
    case 0: {
      const p = pickDaylight(d);
      const horizon = r.int(330, 400);
      return (
        backdrop(d, p, type, horizon, r.int(150, 1050), r.int(90, 170)) +
        waves(d, p, horizon, inland(type)) +
        placeVessel(vessel, 600 + r.int(-60, 60), horizon + r.int(230, 290), 780) +
        birds(d, r.int(0, 3))
      );
    }
    case 1: {
      const p = inland(type)
        ? pickDaylight(d)
        : { ...pickDaylight(d), sea: ['#3fd3c8', '#0b6f9a'] as [string, string] };
      const horizon = r.int(360, 420);
      return (
        backdrop(d, p, type, horizon, r.int(700, 1100), r.int(80, 150)) +
        waves(d, p, horizon, true) +
        placeVessel(vessel, r.pick([380, 820]), horizon + r.int(140, 190), 520, r.chance(0.5))
      );
    }
    case 2: {
      const p = pickEvening(d);
      const horizon = r.int(380, 440);
      const sunX = r.int(300, 900);
      return (
        backdrop(d, p, type, horizon, sunX, horizon - r.int(20, 70)) +
        waves(d, p, horizon) +
        placeVessel(vessel, sunX < 600 ? 760 : 440, horizon + r.int(180, 240), 640) +
        birds(d, r.int(1, 4), '#1a1423')
      );
    }
    case 3: {
      const p = pickDaylight(d);
      const horizon = r.int(300, 360);
      const x = 640;
      const waterY = horizon + 300;
      const wake = `<path d="M${x + 300} ${waterY + 4} Q${x + 600} ${waterY - 10} 1300 ${waterY - 60} L1300 ${waterY + 90} Q${x + 560} ${waterY + 40} ${x + 280} ${waterY + 16} Z" fill="#ffffff" opacity="0.35"/>`;
      return (
        backdrop(d, p, type, horizon, r.int(150, 1050), r.int(80, 150)) +
        waves(d, p, horizon) +
        wake +
        placeVessel(vessel, x, waterY, 860, true)
      );
    }
    case 4:
      return deckCloseUp(d, type, style);
    case 5:
      return cabinInterior(d, type, style, vessel);
    case 6:
      return aerialView(d, type, style);
    default: {
      const p = pickDaylight(d);
      const horizon = r.int(330, 380);
      const pontoonY = horizon + 330;
      let pontoon = `<rect x="0" y="${pontoonY}" width="1200" height="40" fill="#9c7a55"/><rect x="0" y="${pontoonY + 40}" width="1200" height="70" fill="#5d4a38"/>`;
      for (let x = 0; x < 1200; x += 26)
        pontoon += `<path d="M${x} ${pontoonY} v40" stroke="#7d5f42" stroke-width="2"/>`;
      for (let x = 120; x < 1200; x += 300)
        pontoon += `<rect x="${x}" y="${pontoonY - 8}" width="30" height="10" rx="4" fill="#3b3b3b"/>`;
      return (
        sky(d, p, horizon) +
        sunOrMoon(d, p, r.int(100, 1100), r.int(60, 120), 30) +
        clouds(d, p, horizon - 120, 2) +
        sea(d, p, horizon) +
        harbourFront(d, p, horizon) +
        waves(d, p, horizon, true) +
        placeVessel(vessel, 600, pontoonY - 40, 820, r.chance(0.5), pontoonY - 80) +
        pontoon
      );
    }
  }
}
