import {
  ACTIVITY_TYPES,
  type ActivityType,
  type CancellationPolicy,
  EQUIPMENT,
  type EquipmentKey,
  type Experience,
  PRODUCT_TYPES,
  type ProductTypeKey,
  type SailingType,
} from '../../../shared/catalogue/catalogue.ts';
import { TEXT_LANGUAGES } from '../../providers/translation.ts';
import { type BulkWriter, IdSequence } from './bulk.ts';
import { addDays, instant } from './calendar.ts';
import { ACTIVITY_TEMPLATES, BOAT_NAME_WORDS, BUILDERS, describeProduct } from './data/boats.ts';
import { EXTRA_NAMES, TRIP_PLANS } from './data/extraTexts.ts';
import type { SeededOwner, SeededPeople } from './peopleSeed.ts';
import { activityPictureUrl, boatPictureUrl } from './pictures.ts';
import { languageOfCountry, type SeededHarbour } from './placesSeed.ts';
import { type ProductPricing, wholeEuros } from './pricing.ts';
import type { SeededRandom } from './random.ts';
import { T } from './tables.ts';
import { slugify } from './text.ts';

export interface SeededExtra {
  id: number;
  name: string;
  price: number;
  priceType: 'per_booking' | 'per_day' | 'per_person';
  paidAtHarbour: boolean;
  included: boolean;
}

/** What bookings, reviews and quotes need to know about a product. */
export interface SeededProduct {
  id: number;
  kind: 'boat' | 'activity';
  title: string;
  ownerId: number;
  harbour: SeededHarbour;
  published: boolean;
  capacity: number;
  sailingType: SailingType;
  instantBooking: boolean;
  halfDayAllowed: boolean;
  minimumDays: number;
  deposit: number;
  cancellationPolicy: CancellationPolicy;
  pricing: ProductPricing;
  mandatoryExtras: SeededExtra[];
  rentalTypeExtra: SeededExtra | null;
  optionalExtras: SeededExtra[];
  pictureUrl: (view: number) => string;
}

export interface ProductOptions {
  boats: number;
  activities: number;
  today: string;
}

const TYPE_WEIGHT: Record<ProductTypeKey, number> = {
  motorboat: 25,
  sailboat: 20,
  catamaran: 10,
  rib: 10,
  withoutLicense: 8,
  jetSki: 6,
  motorYacht: 5,
  sailYacht: 4,
  yacht: 4,
  houseboat: 4,
  gulet: 3,
};

const SAIL_EQUIPMENT: EquipmentKey[] = [
  'automaticPilot',
  'bimini',
  'gps',
  'electricWindlass',
  'deckShower',
  'solarPanels',
  'gennaker',
  'outboard',
  'cockpitSpeaker',
  'maskAndTube',
  'paddle',
  'kayak',
  'watermaker',
  'generator',
  'airConditioning',
  'bowThruster',
];
const MOTOR_EQUIPMENT: EquipmentKey[] = [
  'bimini',
  'gps',
  'cockpitSpeaker',
  'deckShower',
  'waterSkis',
  'wakeboard',
  'towableTube',
  'inflatableBanana',
  'maskAndTube',
  'paddle',
  'bowThruster',
  'electricWindlass',
  'outboardMotor',
  'generator',
  'airConditioning',
];

const EXPERIENCES_BY_TYPE: Record<ProductTypeKey, Experience[]> = {
  catamaran: ['partyBoat', 'funBoat'],
  gulet: ['atypicalBoat', 'partyBoat'],
  houseboat: ['atypicalBoat'],
  jetSki: ['waterSport', 'funBoat'],
  motorboat: ['fishingBoat', 'funBoat', 'waterSport'],
  motorYacht: ['partyBoat'],
  rib: ['funBoat', 'waterSport'],
  sailboat: ['funBoat'],
  sailYacht: ['partyBoat', 'atypicalBoat'],
  withoutLicense: ['fishingBoat', 'funBoat'],
  yacht: ['partyBoat'],
};

const TAGS = [
  'family',
  'luxury',
  'eco',
  'sunset',
  'beginners',
  'islands',
  'snorkelling',
  'dog-friendly',
  'newly-refitted',
];

const SUSPENSION_REASONS = [
  'Insurance certificate expired',
  'Several renters reported the boat was not at the harbour',
  'Owner asked renters to pay outside the platform',
];
const REVIEW_REASONS = ['New listing awaiting photo check', 'Price change above 50 % to review'];

interface ExtraTemplate {
  name: string;
  fr: string;
  price: [number, number];
  priceType: SeededExtra['priceType'];
  paidAtHarbour?: boolean;
}
const OPTIONAL_EXTRAS: ExtraTemplate[] = [
  { name: 'Final cleaning', fr: 'Ménage de fin de location', price: [60, 150], priceType: 'per_booking' },
  { name: 'Bed linen', fr: 'Linge de lit', price: [12, 20], priceType: 'per_person' },
  { name: 'Towels', fr: 'Serviettes', price: [6, 10], priceType: 'per_person' },
  { name: 'Stand-up paddle', fr: 'Stand-up paddle', price: [20, 35], priceType: 'per_day' },
  { name: 'Snorkelling gear', fr: 'Équipement de snorkeling', price: [8, 12], priceType: 'per_person' },
  {
    name: 'Fuel (paid at the harbour)',
    fr: 'Carburant (payé au port)',
    price: [40, 150],
    priceType: 'per_day',
    paidAtHarbour: true,
  },
  { name: 'Early boarding', fr: 'Embarquement la veille', price: [50, 120], priceType: 'per_booking' },
  { name: 'Hostess', fr: 'Hôtesse', price: [150, 220], priceType: 'per_day' },
];

export async function seedProducts(
  writer: BulkWriter,
  random: SeededRandom,
  harbours: SeededHarbour[],
  people: SeededPeople,
  opts: ProductOptions,
): Promise<SeededProduct[]> {
  const productIds = new IdSequence();
  const pictureIds = new IdSequence();
  const areaIds = new IdSequence();
  const itineraryIds = new IdSequence();
  const seasonIds = new IdSequence();
  const discountIds = new IdSequence();
  const extraIds = new IdSequence();
  const year = Number(opts.today.slice(0, 4));
  const harbourWeights = harbours.map((h) => [h, h.weight] as const);
  const frenchHarbours = harbours.filter((h) => h.countryCode === 'FR').map((h) => [h, h.weight] as const);
  const typeWeights = Object.entries(TYPE_WEIGHT) as [ProductTypeKey, number][];
  const demoOwner = people.demo.owner ? people.owners.find((o) => o.id === people.demo.owner) : undefined;
  const ownerWeight = (o: SeededOwner) => (o.ownerType === 'professional' ? 6 : 1) * (o.superOwner ? 2 : 1);
  const ownerWeightsByCountry = new Map(
    [...people.ownersByCountry].map(([code, owners]) => [
      code,
      owners.map((o) => [o, ownerWeight(o)] as const),
    ]),
  );
  const anyOwner = people.owners.map((o) => [o, ownerWeight(o)] as const);
  const products: SeededProduct[] = [];

  const pickOwner = (harbour: SeededHarbour) =>
    random.weighted(ownerWeightsByCountry.get(harbour.countryCode) ?? anyOwner);

  const moderation = (forceStatus?: string) => {
    const status =
      forceStatus ??
      random.weighted([
        ['published', 90],
        ['pending_review', 4],
        ['draft', 3],
        ['suspended', 3],
      ] as const);
    const reason =
      status === 'suspended'
        ? random.pick(SUSPENSION_REASONS)
        : status === 'pending_review'
          ? random.pick(REVIEW_REASONS)
          : null;
    return { status, reason };
  };

  const createdAt = () =>
    instant(
      addDays(opts.today, random.chance(0.12) ? -random.int(5, 360) : -random.int(366, 2500)),
      random.int(7, 20),
    );

  const writeSeasons = (productId: number, basePerDay: number, halfDay: boolean, pricing: ProductPricing) => {
    const seasons: [string, string, string, number][] = [];
    for (const y of [year, year + 1]) {
      seasons.push(
        ['Mid season', `${y}-05-01`, `${y}-07-01`, 1.15],
        ['High season', `${y}-07-01`, `${y}-09-01`, random.between(1.3, 1.5)],
        ['Late season', `${y}-09-01`, `${y}-10-15`, 1.1],
      );
    }
    if (random.chance(0.25)) seasons.push(['Winter offer', `${year}-11-01`, `${year + 1}-03-01`, 0.85]);
    for (const [name, start, end, factor] of seasons) {
      const perDay = wholeEuros(basePerDay * factor);
      const season = {
        start,
        end,
        perDay,
        perHalfDay: halfDay ? wholeEuros(perDay * 0.6) : null,
        perWeek: wholeEuros(perDay * 6.2),
      };
      pricing.seasons.push(season);
      writer.add(T.productSeasons, {
        id: seasonIds.next(),
        product_id: productId,
        name,
        period: `[${start},${end})`,
        price_per_day: season.perDay,
        price_per_half_day: season.perHalfDay,
        price_per_week: season.perWeek,
      });
    }
  };

  const writeDiscounts = (productId: number, pricing: ProductPricing) => {
    if (random.chance(0.5)) pricing.discounts.push({ minDays: 7, percent: random.pick([5, 10, 15]) });
    if (random.chance(0.2)) pricing.discounts.push({ minDays: 14, percent: 20 });
    for (const d of pricing.discounts) {
      writer.add(T.durationDiscounts, {
        id: discountIds.next(),
        product_id: productId,
        min_days: d.minDays,
        percent: d.percent,
      });
    }
  };

  const writeExtra = (
    productId: number,
    position: number,
    extra: Omit<SeededExtra, 'id'>,
    more: Record<string, unknown>,
  ) => {
    const id = extraIds.next();
    writer.add(T.extras, {
      id,
      product_id: productId,
      name: extra.name,
      names: more.names ?? { en: extra.name },
      price: extra.price,
      price_type: extra.priceType,
      is_mandatory: false,
      is_included: extra.included,
      is_rental_type: false,
      crew_number: 0,
      licence_required: false,
      paid_at_harbour: extra.paidAtHarbour,
      position,
      ...more,
    });
    return { ...extra, id };
  };

  const writeOptionalExtras = (product: SeededProduct, big: boolean, cabins: number) => {
    const pool = OPTIONAL_EXTRAS.filter((e) => (e.name === 'Hostess' ? big : true)).filter((e) =>
      e.name === 'Bed linen' ? cabins > 0 : true,
    );
    const chosen = random.sample(pool, random.int(1, 4));
    chosen.forEach((template, index) => {
      const mandatory = template.name === 'Final cleaning' && random.chance(0.35);
      const extra = writeExtra(
        product.id,
        index + 1,
        {
          name: template.name,
          price: random.int(template.price[0], template.price[1]) * 100,
          priceType: template.priceType,
          paidAtHarbour: template.paidAtHarbour ?? false,
          included: false,
        },
        {
          names: EXTRA_NAMES[template.name] ?? { en: template.name, fr: template.fr },
          is_mandatory: mandatory,
        },
      );
      (mandatory ? product.mandatoryExtras : product.optionalExtras).push(extra);
    });
  };

  const writePictures = (productId: number, title: string, url: (view: number) => string) => {
    const count = random.int(4, 8);
    for (let view = 0; view < count; view++) {
      writer.add(T.productPictures, {
        id: pictureIds.next(),
        product_id: productId,
        position: view,
        url: url(view),
        alt: `${title} (${view + 1}/${count})`,
      });
    }
  };

  /**
   * Every listing reads in all 11 text languages: the owner wrote the one of their harbour's country
   * (English elsewhere), the others stand for what the translation job's machine translator makes.
   */
  const writeTranslations = (
    productId: number,
    originalLanguage: string,
    textIn: (lang: string) => { title: string; description: string },
  ) => {
    for (const language of TEXT_LANGUAGES) {
      const text = textIn(language);
      writer.add(T.productTranslations, {
        product_id: productId,
        language,
        title: text.title,
        description: text.description,
        origin: language === originalLanguage ? 'owner' : 'machine',
        description_language: language,
      });
    }
  };

  /** Trip plans in the owner's words (the original language) and in every other text language. */
  const writeItineraries = (productId: number, harbour: SeededHarbour) => {
    const original = originalLanguageOf(harbour);
    const cityIn = (language: string) => harbour.cityNames[language] ?? harbour.cityName;
    random.sample(TRIP_PLANS, random.int(2, 3)).forEach((plan, position) => {
      writer.add(T.itineraries, {
        id: itineraryIds.next(),
        product_id: productId,
        position,
        title: plan.texts[original].title(cityIn(original)),
        description: plan.texts[original].text,
        titles: Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, plan.texts[l].title(cityIn(l))])),
        descriptions: Object.fromEntries(TEXT_LANGUAGES.map((l) => [l, plan.texts[l].text])),
        duration_hours: plan.hours,
      });
    });
  };

  const boatName = () => `${random.pick(BOAT_NAME_WORDS)} ${random.pick(BOAT_NAME_WORDS)}`;

  // Boats. The first eleven cover every type; the demo owner gets the first eight, in France.
  const demoBoats = demoOwner ? Math.min(8, opts.boats) : 0;
  for (let i = 0; i < opts.boats; i++) {
    const id = productIds.next();
    const type: ProductTypeKey =
      i < PRODUCT_TYPES.length ? PRODUCT_TYPES[i].key : random.weighted(typeWeights);
    const group = PRODUCT_TYPES.find((t) => t.key === type)!.group;
    const forDemoOwner = i < demoBoats;
    const harbour =
      forDemoOwner && frenchHarbours.length > 0
        ? random.weighted(frenchHarbours)
        : random.weighted(harbourWeights);
    const owner = forDemoOwner && demoOwner ? demoOwner : pickOwner(harbour);
    const model = random.pick(BUILDERS[type]);
    const modelName = random.pick(model.models);
    const length = Math.round(random.between(model.length[0], model.length[1]) * 10) / 10;
    const capacity = random.int(model.capacity[0], model.capacity[1]);
    const cabins = random.int(model.cabins[0], model.cabins[1]);
    const berths = cabins > 0 ? cabins * 2 + random.int(0, 2) : 0;
    const basePerDay = random.int(model.pricePerDay[0], model.pricePerDay[1]) * 100;
    const big = length >= 15;
    const sailingType: SailingType =
      type === 'gulet' || type === 'yacht' || type === 'motorYacht' || (big && random.chance(0.6))
        ? 'withCaptain'
        : type === 'jetSki' || type === 'withoutLicense'
          ? 'withoutCaptain'
          : random.weighted([
              ['withoutCaptain', 50],
              ['withOrWithoutCaptain', 40],
              ['withCaptain', 10],
            ] as const);
    const halfDayAllowed = length < 9 && random.chance(0.7);
    const captainPerDay = sailingType === 'withoutCaptain' ? null : random.int(15, 28) * 1000;
    const pricing: ProductPricing = {
      pricingUnit: 'per_boat',
      basePerDay,
      basePerHalfDay: halfDayAllowed ? wholeEuros(basePerDay * 0.6) : null,
      basePerWeek: wholeEuros(basePerDay * 6.2),
      seasons: [],
      discounts: [],
      captainPerDay: sailingType === 'withOrWithoutCaptain' ? captainPerDay : null,
    };
    const status = moderation(
      forDemoOwner ? (i === 6 ? 'pending_review' : i === 7 ? 'draft' : 'published') : undefined,
    );
    const created = createdAt();
    const title = boatName();
    const describeIn = (lang: string) =>
      describeProduct(
        {
          type,
          title,
          builder: model.builder,
          model: modelName,
          length,
          capacity,
          cabins,
          city: harbour.cityNames[lang] ?? harbour.cityName,
          withCaptain: sailingType === 'withCaptain',
        },
        lang,
      );
    const english = describeIn('en');
    const product: SeededProduct = {
      id,
      kind: 'boat',
      title: english.title,
      ownerId: owner.id,
      harbour,
      published: status.status === 'published',
      capacity,
      sailingType,
      instantBooking: random.chance(0.3),
      halfDayAllowed,
      minimumDays: big && random.chance(0.4) ? 7 : random.chance(0.15) ? 2 : 1,
      deposit: wholeEuros(basePerDay * random.between(3, 8)),
      cancellationPolicy: random.weighted([
        ['flexible', 30],
        ['moderate', 50],
        ['strict', 20],
      ] as const),
      pricing,
      mandatoryExtras: [],
      rentalTypeExtra: null,
      optionalExtras: [],
      pictureUrl: (view) => boatPictureUrl(type, id, view),
    };
    products.push(product);
    const experiences = random.sample(EXPERIENCES_BY_TYPE[type], random.int(0, 2));
    writer.add(T.products, {
      id,
      kind: 'boat',
      slug: `${slugify(`${type} ${fullModelName(model.builder, modelName)} ${harbour.cityName}`)}-${id}`,
      title: english.title,
      product_type: type,
      activity_type: null,
      owner_id: owner.id,
      harbour_id: harbour.id,
      latitude: null,
      longitude: null,
      length_m: length,
      engine_power_hp: random.int(model.enginePower[0], model.enginePower[1]),
      cabins,
      berths,
      capacity,
      builder_name: model.builder,
      model_name: modelName,
      build_year: random.int(Math.max(1985, Number(created.slice(0, 4)) - 30), Number(created.slice(0, 4))),
      sailing_type: sailingType,
      licence_required:
        type !== 'withoutLicense' && sailingType !== 'withCaptain' && (group === 'sail' || length > 5),
      instant_booking: product.instantBooking,
      deposit_amount: product.deposit,
      cancellation_policy: product.cancellationPolicy,
      minimum_days: product.minimumDays,
      half_day_allowed: halfDayAllowed,
      captain_price_per_day: captainPerDay,
      base_price_per_day: basePerDay,
      base_price_per_half_day: pricing.basePerHalfDay,
      base_price_per_week: pricing.basePerWeek,
      pricing_unit: 'per_boat',
      duration_hours: null,
      all_inclusive: false,
      skipper_paid_at_harbour: false,
      experiences,
      tags: random.sample(TAGS, random.int(0, 3)),
      skipper_languages:
        sailingType === 'withoutCaptain' ? [] : [...new Set(['en', languageOfCountry(harbour.countryCode)])],
      times_of_day: [],
      moderation_status: status.status,
      moderation_reason: status.reason,
      published_at: status.status === 'published' || status.status === 'suspended' ? created : null,
      score:
        Math.round(
          (random.between(0, 60) + (owner.superOwner ? 20 : 0) + (product.instantBooking ? 10 : 0)) * 1000,
        ) / 1000,
      created_at: created,
      updated_at: created,
      original_language: originalLanguageOf(harbour),
    });
    writePictures(id, english.title, product.pictureUrl);
    for (const key of random.sample(
      group === 'sail' ? SAIL_EQUIPMENT : MOTOR_EQUIPMENT,
      random.int(2, big ? 10 : 6),
    )) {
      writer.add(T.productEquipment, { product_id: id, equipment_id: EQUIPMENT[key] });
    }
    writeTranslations(id, originalLanguageOf(harbour), describeIn);
    writeSeasons(id, basePerDay, halfDayAllowed, pricing);
    writeDiscounts(id, pricing);
    if (sailingType !== 'withoutCaptain') {
      const included = sailingType === 'withCaptain' && random.chance(0.5);
      product.rentalTypeExtra = writeExtra(
        id,
        0,
        {
          name: sailingType === 'withCaptain' ? 'Captain' : 'Skipper',
          price: included ? 0 : captainPerDay!,
          priceType: 'per_day',
          paidAtHarbour: !included && random.chance(0.3),
          included,
        },
        {
          names: sailingType === 'withCaptain' ? EXTRA_NAMES.Captain : EXTRA_NAMES.Skipper,
          is_rental_type: true,
          is_mandatory: sailingType === 'withCaptain',
          crew_number: big ? 2 : 1,
        },
      );
    } else if (group === 'motor' && random.chance(0.5)) {
      product.rentalTypeExtra = writeExtra(
        id,
        0,
        {
          name: 'Fuel package',
          price: random.int(3, 8) * 1000,
          priceType: 'per_day',
          paidAtHarbour: false,
          included: false,
        },
        {
          names: EXTRA_NAMES['Fuel package'],
          is_rental_type: true,
          licence_required: true,
        },
      );
    }
    writeOptionalExtras(product, big, cabins);
    if (cabins > 0) {
      for (let cabin = 1; cabin <= cabins; cabin++) {
        const twin = cabin > 1 && random.chance(0.3);
        writer.add(T.sleepingAreas, {
          id: areaIds.next(),
          product_id: id,
          name: cabin === 1 ? 'Owner cabin' : `Cabin ${cabin}`,
          beds: 2,
          kind: twin ? 'twin_cabin' : 'double_cabin',
        });
      }
      if (random.chance(0.4)) {
        writer.add(T.sleepingAreas, {
          id: areaIds.next(),
          product_id: id,
          name: 'Saloon',
          beds: 2,
          kind: 'saloon',
        });
      }
    }
    if (sailingType !== 'withoutCaptain' && random.chance(0.3)) writeItineraries(id, harbour);
    await writer.maybeFlush();
  }

  // Activities: professionals running tours, per person or for the group.
  const professionals = people.owners.filter((o) => o.ownerType === 'professional');
  for (let i = 0; i < opts.activities; i++) {
    const id = productIds.next();
    const template =
      i < ACTIVITY_TYPES.length
        ? (ACTIVITY_TEMPLATES.find((t) => t.type === ACTIVITY_TYPES[i]) ?? random.pick(ACTIVITY_TEMPLATES))
        : random.pick(ACTIVITY_TEMPLATES);
    const activityType: ActivityType = template.type;
    const harbour = random.weighted(harbourWeights);
    const local = professionals.filter((o) => o.countryCode === harbour.countryCode);
    const owner =
      local.length > 0
        ? random.pick(local)
        : random.pick(professionals.length > 0 ? professionals : people.owners);
    const perPerson = random.chance(0.75);
    const capacity = random.int(template.capacity[0], template.capacity[1]);
    const perPersonPrice = random.int(template.pricePerPerson[0], template.pricePerPerson[1]) * 100;
    // a private outing costs about what the group would pay together
    const basePerDay = perPerson ? perPersonPrice : wholeEuros(perPersonPrice * Math.ceil(capacity * 0.7));
    const duration = random.int(template.durationHours[0], template.durationHours[1]);
    const pricing: ProductPricing = {
      pricingUnit: perPerson ? 'per_person' : 'per_boat',
      basePerDay,
      basePerHalfDay: null,
      basePerWeek: null,
      seasons: [],
      discounts: [],
      captainPerDay: null,
    };
    const status = moderation();
    const created = createdAt();
    const titleIn = (lang: string) => template.titles[lang] ?? template.titles.en;
    const title = `${titleIn('en')} · ${harbour.cityName}`;
    const product: SeededProduct = {
      id,
      kind: 'activity',
      title,
      ownerId: owner.id,
      harbour,
      published: status.status === 'published',
      capacity,
      sailingType: 'withCaptain',
      instantBooking: random.chance(0.6),
      halfDayAllowed: false,
      minimumDays: 1,
      deposit: 0,
      cancellationPolicy: random.weighted([
        ['flexible', 60],
        ['moderate', 40],
      ] as const),
      pricing,
      mandatoryExtras: [],
      rentalTypeExtra: null,
      optionalExtras: [],
      pictureUrl: (view) => activityPictureUrl(activityType, id, view),
    };
    products.push(product);
    writer.add(T.products, {
      id,
      kind: 'activity',
      slug: `${slugify(`${activityType} ${harbour.cityName}`)}-${id}`,
      title,
      product_type: null,
      activity_type: activityType,
      owner_id: owner.id,
      harbour_id: harbour.id,
      latitude: null,
      longitude: null,
      length_m: null,
      engine_power_hp: null,
      cabins: 0,
      berths: 0,
      capacity,
      builder_name: null,
      model_name: null,
      build_year: null,
      sailing_type: 'withCaptain',
      licence_required: false,
      instant_booking: product.instantBooking,
      deposit_amount: 0,
      cancellation_policy: product.cancellationPolicy,
      minimum_days: 1,
      half_day_allowed: false,
      captain_price_per_day: null,
      base_price_per_day: basePerDay,
      base_price_per_half_day: null,
      base_price_per_week: null,
      pricing_unit: pricing.pricingUnit,
      duration_hours: duration,
      all_inclusive: random.chance(0.5),
      skipper_paid_at_harbour: random.chance(0.1),
      experiences: activityType === 'wakeboarding' || activityType === 'jetSkiTour' ? ['waterSport'] : [],
      tags: random.sample(TAGS, random.int(0, 2)),
      skipper_languages: [...new Set(['en', languageOfCountry(harbour.countryCode)])],
      times_of_day:
        duration >= 8 ? ['fullDay'] : random.sample(['morning', 'afternoon', 'evening'], random.int(1, 3)),
      moderation_status: status.status,
      moderation_reason: status.reason,
      published_at: status.status === 'published' ? created : null,
      score: Math.round((random.between(0, 60) + (owner.superOwner ? 20 : 0)) * 1000) / 1000,
      created_at: created,
      updated_at: created,
      original_language: originalLanguageOf(harbour),
    });
    writePictures(id, title, product.pictureUrl);
    writeTranslations(id, originalLanguageOf(harbour), (lang) => ({
      title: `${titleIn(lang)} · ${harbour.cityNames[lang] ?? harbour.cityName}`,
      description: template.descriptions[lang] ?? template.descriptions.en,
    }));
    writeOptionalExtras(product, false, 0);
    if (random.chance(0.5)) writeItineraries(id, harbour);
    await writer.maybeFlush();
  }
  return products;
}

/** Owners write in their country's language when the site has it, in English otherwise. */
function originalLanguageOf(harbour: SeededHarbour): string {
  const language = languageOfCountry(harbour.countryCode);
  return (TEXT_LANGUAGES as readonly string[]).includes(language) ? language : 'en';
}

/** "Lagoon 42" already names its builder; "Oceanis 46.1" needs "Beneteau" in front. */
function fullModelName(builder: string, model: string): string {
  return model.toLowerCase().startsWith(builder.toLowerCase()) ? model : `${builder} ${model}`;
}
