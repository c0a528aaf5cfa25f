/**
 * Demo pictures drawn locally as SVG, so the demo marketplace needs no download and no image files:
 * a boat listing gets eight views of a boat of its type, an activity a scene of what you do there,
 * a person a coloured circle with initials. The same URL always gives the same picture.
 */
import {
  ACTIVITY_TYPES,
  type ActivityType,
  PRODUCT_TYPES,
  type ProductTypeKey,
} from '../../../shared/catalogue/catalogue.ts';
import { activityScene } from './pictures/activityScenes.ts';
import { BOAT_VIEWS, boatScene, boatViewName } from './pictures/boatScenes.ts';
import { Drawing, escapeXml } from './pictures/drawing.ts';
import { SeededRandom } from './random.ts';

export { BOAT_VIEWS };

export function boatPictureUrl(type: ProductTypeKey, seed: number, view: number): string {
  return `/media/demo/boat/${type}/${seed}-${view}.svg`;
}

export function activityPictureUrl(type: ActivityType, seed: number, view: number): string {
  return `/media/demo/activity/${type}/${seed}-${view}.svg`;
}

export function avatarUrl(seed: number, initials: string): string {
  return `/media/demo/avatar/${seed}-${encodeURIComponent(avatarInitials(initials))}.svg`;
}

export function isProductType(value: string): value is ProductTypeKey {
  return PRODUCT_TYPES.some((t) => t.key === value);
}

export function isActivityType(value: string): value is ActivityType {
  return (ACTIVITY_TYPES as readonly string[]).includes(value);
}

/** Up to three letters, upper case; anything else is dropped. */
export function avatarInitials(initials: string): string {
  return Array.from(
    initials
      .normalize('NFC')
      .replace(/[^\p{L}]/gu, '')
      .toUpperCase(),
  )
    .slice(0, 3)
    .join('');
}

/** One generator per picture: the seed picks the boat and its colours, the view the framing. */
function drawingFor(kind: string, seed: number, view: number): Drawing {
  return new Drawing(new SeededRandom(seed).fork(`${kind}:${view}`));
}

export function renderBoatPicture(type: ProductTypeKey, seed: number, view: number): string {
  const label = PRODUCT_TYPES.find((t) => t.key === type)!.label;
  // The boat's colours come from the seed alone, so every view of a listing shows the same boat.
  const d = new Drawing(new SeededRandom(seed).fork(`boat:${type}`));
  const scene = boatScene(d, type, view, new SeededRandom(seed).fork(`boat:${type}:${view}`));
  return d.document(`${label} ${boatViewName(view)}`, scene);
}

const ACTIVITY_LABELS: Record<ActivityType, string> = {
  boatTour: 'Boat tour',
  fishingTrip: 'Fishing trip',
  sunsetCruise: 'Sunset cruise',
  diving: 'Scuba diving',
  snorkeling: 'Snorkelling',
  wakeboarding: 'Wakeboarding',
  kayakTour: 'Sea kayak tour',
  sailingLesson: 'Sailing lesson',
  jetSkiTour: 'Jet ski tour',
  dolphinWatching: 'Dolphin watching',
};

export function renderActivityPicture(type: ActivityType, seed: number, view: number): string {
  const d = drawingFor(`activity:${type}`, seed, view);
  return d.document(ACTIVITY_LABELS[type], activityScene(d, type, view));
}

const AVATAR_COLOURS = [
  '#1d3557',
  '#2a9d8f',
  '#e76f51',
  '#6d597a',
  '#457b9d',
  '#b56576',
  '#3d405b',
  '#588157',
  '#bc6c25',
  '#0077b6',
];

export function renderAvatar(seed: number, initials: string): string {
  const letters = avatarInitials(initials);
  const colour = AVATAR_COLOURS[Math.abs(seed) % AVATAR_COLOURS.length];
  const d = new Drawing(new SeededRandom(seed));
  const fill = d.linear(
    [
      [0, colour],
      [1, `${colour}cc`],
    ],
    0,
    0,
    1,
    1,
  );
  const size = letters.length > 2 ? 78 : 96;
  return d.document(
    `Avatar ${letters}`,
    `<circle cx="128" cy="128" r="128" fill="${fill}"/><text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="600" fill="#ffffff">${escapeXml(letters)}</text>`,
    256,
    256,
  );
}
