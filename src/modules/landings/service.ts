import { EXPERIENCES, type Experience, type ProductTypeKey } from '../../../shared/catalogue/catalogue.ts';
import {
  isActivityPrefix,
  isBoatRentalPrefix,
  productTypeFromSlug,
  ROUTE_WORDS,
  SLUG_PATTERN,
  toSlug,
} from '../../../shared/routing/routeWords.ts';
import type { LandingInformation, SearchPlace } from '../../../shared/search/searchResults.ts';
import type { Queryable } from '../../db/connection.ts';
import { placeBySlug } from '../search/repository.ts';

const MAX_SEGMENTS = 4;
const EXPERIENCES_WORDS = [...new Set(Object.values(ROUTE_WORDS).map((w) => w.experiences))];
/** 'party-boat' and 'partyboat' both name partyBoat. */
const EXPERIENCE_SLUGS = new Map<string, Experience>(
  EXPERIENCES.flatMap((key) => [
    [toSlug(key.replace(/([A-Z])/g, ' $1')), key],
    [key.toLowerCase(), key],
  ]),
);

/**
 * Reads a landing's URL segments (SPEC section 7: "customization", segments joined by '/'): each
 * segment must be a known prefix, experiences word, place, boat type or experience, in any of the
 * 13 languages; otherwise there is no such landing (null: the site shows not-found at that URL).
 */
export async function landingInformation(
  db: Queryable,
  customization: string,
  language: string,
): Promise<LandingInformation | null> {
  const segments = customization.split('/').filter(Boolean);
  if (segments.length === 0 || segments.length > MAX_SEGMENTS) return null;
  if (!segments.every((s) => SLUG_PATTERN.test(s))) return null;

  let kind: 'boat' | 'activity' = 'boat';
  let place: SearchPlace | null = null;
  let boatType: ProductTypeKey | null = null;
  let experience: Experience | null = null;
  let meaningful = false;

  for (const [index, raw] of segments.entries()) {
    let segment = raw;
    const word =
      index === 0 ? EXPERIENCES_WORDS.find((w) => raw === w || raw.startsWith(`${w}-`)) : undefined;
    if (word) {
      kind = 'activity';
      meaningful = true;
      segment = raw.slice(word.length + 1);
      if (!segment) continue;
    }
    if (isBoatRentalPrefix(segment)) {
      continue;
    }
    if (isActivityPrefix(segment)) {
      kind = 'activity';
      continue;
    }
    const type = productTypeFromSlug(segment);
    if (type && !boatType) {
      boatType = type;
      meaningful = true;
      continue;
    }
    const knownExperience = EXPERIENCE_SLUGS.get(segment);
    if (knownExperience && !experience) {
      experience = knownExperience;
      meaningful = true;
      continue;
    }
    const found: SearchPlace | undefined = place ? undefined : await placeBySlug(db, segment, language);
    if (!found) return null;
    place = found;
    meaningful = true;
  }
  if (!meaningful) return null;

  return {
    customization: segments.join('/'),
    kind,
    place,
    boatType,
    experience,
    filters: {
      page: 1,
      ...(place ? { city: place.name } : {}),
      ...(boatType ? { boatTypes: [boatType] } : {}),
      ...(experience ? { experiences: [experience] } : {}),
    },
  };
}
