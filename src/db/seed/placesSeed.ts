import type { Queryable } from '../connection.ts';
import type { BulkWriter } from './bulk.ts';
import { CURRENCIES } from './data/currencies.ts';
import { CITIES, COUNTRIES, HARBOURS, REGIONS } from './data/places.ts';
import type { SeededRandom } from './random.ts';
import { T } from './tables.ts';
import { SlugRegistry } from './text.ts';

/** A harbour as the rest of the seed needs it. */
export interface SeededHarbour {
  id: number;
  name: string;
  cityId: number;
  cityName: string;
  /** The city's name by language, where it differs from `cityName`. */
  cityNames: Record<string, string>;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** how likely a boat is to be moored here */
  weight: number;
}

/** How much of the fleet sits in each country: the Mediterranean charter hubs first. */
const COUNTRY_WEIGHT: Record<string, number> = {
  FR: 12,
  HR: 10,
  GR: 10,
  IT: 9,
  ES: 9,
  TR: 5,
  PT: 4,
  ME: 2,
  MT: 2,
  NL: 2,
  DE: 2,
  GB: 2,
  US: 3,
};

/** The site language a country's people most likely use (SPEC's 13 languages, else English). */
export const COUNTRY_LANGUAGE: Record<string, string> = {
  FR: 'fr',
  BE: 'fr',
  MC: 'fr',
  CH: 'de',
  DE: 'de',
  AT: 'de',
  ES: 'es',
  IT: 'it',
  GR: 'el',
  CY: 'el',
  NL: 'nl',
  PL: 'pl',
  PT: 'pt',
  BR: 'pt',
  RU: 'ru',
  SE: 'sv',
  GB: 'en-GB',
  IE: 'en-GB',
  US: 'en-US',
};

export const languageOfCountry = (code: string) => COUNTRY_LANGUAGE[code] ?? 'en';

const englishName = (names: Record<string, string>, fallback: string) =>
  names.en ?? Object.values(names)[0] ?? fallback;

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function average(values: number[]): number | null {
  return values.length === 0 ? null : round6(values.reduce((a, b) => a + b, 0) / values.length);
}

export async function seedCurrencies(db: Queryable): Promise<Map<string, number>> {
  await db.query(
    `INSERT INTO currencies (code, legacy_id, symbol, name, rate, minor_digits)
     SELECT code, legacy_id, symbol, name, rate, minor_digits
     FROM json_to_recordset($1::json) AS r(code text, legacy_id integer, symbol text, name text, rate numeric, minor_digits smallint)
     ON CONFLICT (code) DO UPDATE SET legacy_id = excluded.legacy_id, symbol = excluded.symbol, name = excluded.name,
       rate = excluded.rate, minor_digits = excluded.minor_digits, updated_at = now()`,
    [
      JSON.stringify(
        CURRENCIES.map((c) => ({
          code: c.code,
          legacy_id: c.legacyId,
          symbol: c.symbol,
          name: c.name,
          rate: c.rate,
          minor_digits: c.minorDigits,
        })),
      ),
    ],
  );
  return new Map(CURRENCIES.map((c) => [c.code, c.rate]));
}

/** Countries, regions, cities and harbours from the place dataset; returns the harbours. */
export async function seedPlaces(
  db: Queryable,
  writer: BulkWriter,
  random: SeededRandom,
  currencies: Map<string, number>,
): Promise<SeededHarbour[]> {
  const slugs = new SlugRegistry();
  const cityCoordinates = new Map<string, { lat: number[]; lng: number[] }>();
  const collect = (key: string, lat: number, lng: number) => {
    const entry = cityCoordinates.get(key) ?? { lat: [], lng: [] };
    entry.lat.push(lat);
    entry.lng.push(lng);
    cityCoordinates.set(key, entry);
  };
  for (const city of CITIES) {
    collect(`country:${city.country}`, city.lat, city.lng);
    collect(`region:${city.region}`, city.lat, city.lng);
  }

  const countryRows = COUNTRIES.map((country) => {
    const name = englishName(country.names, country.code);
    const coordinates = cityCoordinates.get(`country:${country.code}`);
    return {
      code: country.code,
      slug: slugs.claim(name),
      name,
      names: country.names,
      currency_code: currencies.has(country.currency) ? country.currency : 'EUR',
      dial_code: country.dialCode,
      time_zone: country.timeZone,
      latitude: average(coordinates?.lat ?? []),
      longitude: average(coordinates?.lng ?? []),
    };
  });
  await db.query(
    `INSERT INTO countries (code, slug, name, names, currency_code, dial_code, time_zone, latitude, longitude)
     SELECT * FROM json_to_recordset($1::json) AS r(code text, slug text, name text, names jsonb, currency_code text,
       dial_code text, time_zone text, latitude numeric, longitude numeric)`,
    [JSON.stringify(countryRows)],
  );

  const regionIds = new Map<string, number>();
  REGIONS.forEach((region, index) => {
    const id = index + 1;
    regionIds.set(region.key, id);
    const name = englishName(region.names, region.key);
    const coordinates = cityCoordinates.get(`region:${region.key}`);
    writer.add(T.regions, {
      id,
      country_code: region.country,
      slug: slugs.claim(name),
      name,
      names: region.names,
      latitude: average(coordinates?.lat ?? []),
      longitude: average(coordinates?.lng ?? []),
    });
  });

  const cities = new Map<
    string,
    { id: number; name: string; names: Record<string, string>; country: string }
  >();
  CITIES.forEach((city, index) => {
    const id = index + 1;
    const name = englishName(city.names, city.key);
    cities.set(city.key, { id, name, names: city.names, country: city.country });
    writer.add(T.cities, {
      id,
      region_id: regionIds.get(city.region),
      country_code: city.country,
      slug: slugs.claim(name),
      name,
      names: city.names,
      latitude: round6(city.lat),
      longitude: round6(city.lng),
      time_zone: null,
    });
  });

  const harbours: SeededHarbour[] = [];
  HARBOURS.forEach((harbour, index) => {
    const city = cities.get(harbour.city);
    if (!city) throw new Error(`harbour ${harbour.key} names an unknown city ${harbour.city}`);
    const id = index + 1;
    writer.add(T.harbours, {
      id,
      city_id: city.id,
      slug: slugs.claim(`${harbour.name} ${city.name}`),
      name: harbour.name,
      names: {},
      address: `${harbour.name}, ${city.name}`,
      latitude: round6(harbour.lat),
      longitude: round6(harbour.lng),
    });
    harbours.push({
      id,
      name: harbour.name,
      cityId: city.id,
      cityName: city.name,
      cityNames: city.names,
      countryCode: city.country,
      latitude: harbour.lat,
      longitude: harbour.lng,
      weight: (COUNTRY_WEIGHT[city.country] ?? 1) * random.between(0.4, 1.6),
    });
  });
  await writer.flush();
  return harbours;
}
