import type { ActivityType, ProductTypeKey } from '../catalogue/catalogue.ts';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';

/**
 * The localized words of the site's URLs (SPEC section 2 "Localised search path words").
 * Every word is an ASCII slug so that a URL never needs percent-encoding; the three English
 * variants share the English words.
 */
interface RouteWords {
  /** Second segment of a search page that is not narrowed to a place. */
  search: string;
  /** SEO prefix of boat search and product pages. */
  boatRental: string;
  /** SEO prefix of activity search pages. Never starts with an experiences word. */
  activities: string;
  /** Activity landings are the paths whose first segment starts with this word. */
  experiences: string;
  /** Product-type segment of product pages, one distinct slug per type. */
  productTypes: Record<ProductTypeKey, string>;
}

const ENGLISH: RouteWords = {
  search: 'search',
  boatRental: 'boat-rental',
  activities: 'boat-activities',
  experiences: 'experiences',
  productTypes: {
    catamaran: 'catamaran',
    gulet: 'gulet',
    houseboat: 'houseboat',
    jetSki: 'jet-ski',
    motorboat: 'motorboat',
    motorYacht: 'motor-yacht',
    rib: 'rib',
    sailboat: 'sailboat',
    sailYacht: 'sail-yacht',
    withoutLicense: 'boat-without-licence',
    yacht: 'yacht',
  },
};

export const ROUTE_WORDS: Record<LanguageCode, RouteWords> = {
  en: ENGLISH,
  'en-GB': ENGLISH,
  'en-US': ENGLISH,
  fr: {
    search: 'recherche',
    boatRental: 'location-bateau',
    activities: 'activites-nautiques',
    experiences: 'experiences',
    productTypes: {
      catamaran: 'catamaran',
      gulet: 'goelette',
      houseboat: 'peniche',
      jetSki: 'jet-ski',
      motorboat: 'bateau-moteur',
      motorYacht: 'yacht-a-moteur',
      rib: 'semi-rigide',
      sailboat: 'voilier',
      sailYacht: 'yacht-a-voile',
      withoutLicense: 'bateau-sans-permis',
      yacht: 'yacht',
    },
  },
  de: {
    search: 'suche',
    boatRental: 'boot-mieten',
    activities: 'wassersport-aktivitaeten',
    experiences: 'erlebnisse',
    productTypes: {
      catamaran: 'katamaran',
      gulet: 'gulet',
      houseboat: 'hausboot',
      jetSki: 'jetski',
      motorboat: 'motorboot',
      motorYacht: 'motoryacht',
      rib: 'schlauchboot',
      sailboat: 'segelboot',
      sailYacht: 'segelyacht',
      withoutLicense: 'fuehrerscheinfreies-boot',
      yacht: 'yacht',
    },
  },
  es: {
    search: 'busqueda',
    boatRental: 'alquiler-barcos',
    activities: 'actividades-nauticas',
    experiences: 'experiencias',
    productTypes: {
      catamaran: 'catamaran',
      gulet: 'goleta',
      houseboat: 'barco-vivienda',
      jetSki: 'moto-de-agua',
      motorboat: 'lancha-motora',
      motorYacht: 'yate-a-motor',
      rib: 'semirrigida',
      sailboat: 'velero',
      sailYacht: 'yate-de-vela',
      withoutLicense: 'barco-sin-licencia',
      yacht: 'yate',
    },
  },
  it: {
    search: 'ricerca',
    boatRental: 'noleggio-barche',
    activities: 'attivita-nautiche',
    experiences: 'esperienze',
    productTypes: {
      catamaran: 'catamarano',
      gulet: 'caicco',
      houseboat: 'casa-galleggiante',
      jetSki: 'moto-d-acqua',
      motorboat: 'barca-a-motore',
      motorYacht: 'yacht-a-motore',
      rib: 'gommone',
      sailboat: 'barca-a-vela',
      sailYacht: 'yacht-a-vela',
      withoutLicense: 'barca-senza-patente',
      yacht: 'yacht',
    },
  },
  nl: {
    search: 'zoeken',
    boatRental: 'boot-huren',
    activities: 'wateractiviteiten',
    experiences: 'ervaringen',
    productTypes: {
      catamaran: 'catamaran',
      gulet: 'gulet',
      houseboat: 'woonboot',
      jetSki: 'jetski',
      motorboat: 'motorboot',
      motorYacht: 'motorjacht',
      rib: 'rib',
      sailboat: 'zeilboot',
      sailYacht: 'zeiljacht',
      withoutLicense: 'boot-zonder-vaarbewijs',
      yacht: 'jacht',
    },
  },
  pl: {
    search: 'szukaj',
    boatRental: 'wynajem-lodzi',
    activities: 'atrakcje-wodne',
    experiences: 'doswiadczenia',
    productTypes: {
      catamaran: 'katamaran',
      gulet: 'gulet',
      houseboat: 'barka-mieszkalna',
      jetSki: 'skuter-wodny',
      motorboat: 'lodz-motorowa',
      motorYacht: 'jacht-motorowy',
      rib: 'ponton-rib',
      sailboat: 'zaglowka',
      sailYacht: 'jacht-zaglowy',
      withoutLicense: 'lodz-bez-patentu',
      yacht: 'jacht',
    },
  },
  pt: {
    search: 'busca',
    boatRental: 'aluguer-barcos',
    activities: 'atividades-nauticas',
    experiences: 'experiencias',
    productTypes: {
      catamaran: 'catamara',
      gulet: 'goleta',
      houseboat: 'casa-flutuante',
      jetSki: 'mota-de-agua',
      motorboat: 'barco-a-motor',
      motorYacht: 'iate-a-motor',
      rib: 'semirrigido',
      sailboat: 'veleiro',
      sailYacht: 'iate-a-vela',
      withoutLicense: 'barco-sem-licenca',
      yacht: 'iate',
    },
  },
  ru: {
    search: 'poisk',
    boatRental: 'arenda-lodok',
    activities: 'vodnye-razvlecheniya',
    experiences: 'vpechatleniya',
    productTypes: {
      catamaran: 'katamaran',
      gulet: 'gulet',
      houseboat: 'plavuchiy-dom',
      jetSki: 'gidrotsikl',
      motorboat: 'motornaya-lodka',
      motorYacht: 'motornaya-yakhta',
      rib: 'rib',
      sailboat: 'parusnaya-lodka',
      sailYacht: 'parusnaya-yakhta',
      withoutLicense: 'lodka-bez-prav',
      yacht: 'yakhta',
    },
  },
  sv: {
    search: 'sok',
    boatRental: 'hyra-bat',
    activities: 'vattenaktiviteter',
    experiences: 'upplevelser',
    productTypes: {
      catamaran: 'katamaran',
      gulet: 'gulet',
      houseboat: 'husbat',
      jetSki: 'vattenskoter',
      motorboat: 'motorbat',
      motorYacht: 'motoryacht',
      rib: 'rib',
      sailboat: 'segelbat',
      sailYacht: 'segelyacht',
      withoutLicense: 'bat-utan-korkort',
      yacht: 'yacht',
    },
  },
  el: {
    search: 'anazitisi',
    boatRental: 'enoikiasi-skafon',
    activities: 'thalassies-drastiriotites',
    experiences: 'empeiries',
    productTypes: {
      catamaran: 'katamaran',
      gulet: 'gouleta',
      houseboat: 'ploto-spiti',
      jetSki: 'jet-ski',
      motorboat: 'tachyploo',
      motorYacht: 'michanokinito-giot',
      rib: 'fouskoto',
      sailboat: 'istioploio',
      sailYacht: 'istioploiko-giot',
      withoutLicense: 'skafos-choris-diploma',
      yacht: 'giot',
    },
  },
};

function distinct(words: string[]): Set<string> {
  return new Set(words);
}

const ALL_WORDS = LANGUAGE_CODES.map((code) => ROUTE_WORDS[code]);
const SEARCH_WORDS = distinct(ALL_WORDS.map((w) => w.search));
const BOAT_RENTAL_PREFIXES = distinct(ALL_WORDS.map((w) => w.boatRental));
const ACTIVITY_PREFIXES = distinct(ALL_WORDS.map((w) => w.activities));
const EXPERIENCES_WORDS = [...distinct(ALL_WORDS.map((w) => w.experiences))];

/** A place or boat segment of our own URLs: lower-case ASCII letters, digits and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Any language's search word, so a URL shared across languages still resolves. */
export function isSearchWord(segment: string): boolean {
  return SEARCH_WORDS.has(segment);
}

export function isBoatRentalPrefix(segment: string): boolean {
  return BOAT_RENTAL_PREFIXES.has(segment);
}

export function isActivityPrefix(segment: string): boolean {
  return ACTIVITY_PREFIXES.has(segment);
}

export function startsWithExperiencesWord(segment: string): boolean {
  return EXPERIENCES_WORDS.some((word) => segment.startsWith(word));
}

/** The product type a localized slug names, in whichever language it is written; null if none. */
export function productTypeFromSlug(slug: string): ProductTypeKey | null {
  for (const words of ALL_WORDS) {
    for (const [key, typeSlug] of Object.entries(words.productTypes)) {
      if (typeSlug === slug) return key as ProductTypeKey;
    }
  }
  return null;
}

const TRANSLITERATION: Record<string, string> = {
  // Cyrillic
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  // Greek (accents are removed before this table is read)
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
  // Latin letters that do not decompose
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  þ: 'th',
};

// Place, type and boat names come back on every page: their slugs are kept, up to a bound.
const MAX_SLUGS = 20_000;
const slugs = new Map<string, string>();

/** A URL slug for a place or boat name in any of the 13 languages ('Île de Ré' -> 'ile-de-re'). */
export function toSlug(text: string): string {
  let slug = slugs.get(text);
  if (slug === undefined) {
    const ascii = [...text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()]
      .map((char) => TRANSLITERATION[char] ?? char)
      .join('');
    slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    if (slugs.size >= MAX_SLUGS) slugs.clear();
    slugs.set(text, slug);
  }
  return slug;
}

/**
 * Adds the language prefix to a path written without one. The default language has no prefix
 * (a path without prefix resolves to it), every other language does.
 */
export function localizedPath(
  language: LanguageCode,
  pathWithoutLanguage: string,
  defaultLanguage: LanguageCode = FALLBACK_LANGUAGE,
): string {
  const path = pathWithoutLanguage.startsWith('/') ? pathWithoutLanguage : `/${pathWithoutLanguage}`;
  if (language === defaultLanguage) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

interface PlaceOptions {
  placeSlug?: string;
  defaultLanguage?: LanguageCode;
}

/** `/fr/location-bateau/recherche`, or `/fr/location-bateau/marseille` for a place's search page. */
export function searchPath(language: LanguageCode, options: PlaceOptions = {}): string {
  const words = ROUTE_WORDS[language];
  const second = options.placeSlug ? toSlug(options.placeSlug) || words.search : words.search;
  return localizedPath(language, `/${words.boatRental}/${second}`, options.defaultLanguage);
}

/** `/fr/activites-nautiques/recherche`, or `/fr/activites-nautiques/marseille`. */
export function activitySearchPath(language: LanguageCode, options: PlaceOptions = {}): string {
  const words = ROUTE_WORDS[language];
  const second = options.placeSlug ? toSlug(options.placeSlug) || words.search : words.search;
  return localizedPath(language, `/${words.activities}/${second}`, options.defaultLanguage);
}

interface ProductPathOptions {
  placeSlug: string;
  typeKey: ProductTypeKey;
  boatSlug: string;
  id: number | string;
  defaultLanguage?: LanguageCode;
}

/**
 * `/fr/location-bateau/marseille/voilier/oceanis-46-42`. The id ends the last segment so that a
 * renamed boat's old URL still finds it and can redirect to the new slug.
 */
export function productPath(language: LanguageCode, options: ProductPathOptions): string {
  const words = ROUTE_WORDS[language];
  const place = toSlug(options.placeSlug) || words.search;
  const boat = toSlug(options.boatSlug);
  const boatName = boat ? `${boat}-${options.id}` : String(options.id);
  return localizedPath(
    language,
    `/${words.boatRental}/${place}/${words.productTypes[options.typeKey]}/${boatName}`,
    options.defaultLanguage,
  );
}

/** `/de/erlebnisse`, or `/de/erlebnisse/mallorca` for one landing of the activity side. */
export function activityLandingPath(
  language: LanguageCode,
  options: { landingSlug?: string; defaultLanguage?: LanguageCode } = {},
): string {
  const word = ROUTE_WORDS[language].experiences;
  const slug = options.landingSlug ? toSlug(options.landingSlug) : '';
  return localizedPath(language, slug ? `/${word}/${slug}` : `/${word}`, options.defaultLanguage);
}

/**
 * The activity-type segment of an activity's page (`/fr/activites-nautiques/nice/sunset-cruise/...`).
 * One ASCII slug per type for every language: the page's words are in the title, not the URL.
 */
export const ACTIVITY_TYPE_SLUGS: Record<ActivityType, string> = {
  boatTour: 'boat-tour',
  fishingTrip: 'fishing-trip',
  sunsetCruise: 'sunset-cruise',
  diving: 'diving',
  snorkeling: 'snorkeling',
  wakeboarding: 'wakeboarding',
  kayakTour: 'kayak-tour',
  sailingLesson: 'sailing-lesson',
  jetSkiTour: 'jet-ski-tour',
  dolphinWatching: 'dolphin-watching',
};

export function activityTypeFromSlug(slug: string): ActivityType | null {
  const found = Object.entries(ACTIVITY_TYPE_SLUGS).find(([, typeSlug]) => typeSlug === slug);
  return found ? (found[0] as ActivityType) : null;
}

/** `/fr/activites-nautiques/nice/sunset-cruise/sunset-over-the-bay-1203`: an activity's own page. */
export function activityProductPath(
  language: LanguageCode,
  options: {
    placeSlug: string;
    activityType: ActivityType;
    slug: string;
    id: number | string;
    defaultLanguage?: LanguageCode;
  },
): string {
  const words = ROUTE_WORDS[language];
  const place = toSlug(options.placeSlug) || words.search;
  const slug = toSlug(options.slug);
  const name = slug ? `${slug}-${options.id}` : String(options.id);
  return localizedPath(
    language,
    `/${words.activities}/${place}/${ACTIVITY_TYPE_SLUGS[options.activityType]}/${name}`,
    options.defaultLanguage,
  );
}
