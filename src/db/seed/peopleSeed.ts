import { type BulkWriter, IdSequence } from './bulk.ts';
import { addDays, instant } from './calendar.ts';
import { FIRST_NAMES, LAST_NAMES } from './data/people.ts';
import { COUNTRIES } from './data/places.ts';
import { avatarUrl } from './pictures.ts';
import { languageOfCountry } from './placesSeed.ts';
import type { SeededRandom } from './random.ts';
import { T } from './tables.ts';
import { slugify } from './text.ts';

export const DEMO_PASSWORD = 'Bosun-demo-2026';

/** The six demo accounts of DESIGN.md "Running"; the role is in the name. */
export const DEMO_ACCOUNTS = [
  { key: 'renter', email: 'renter@bosun.test', firstName: 'Rémi', lastName: 'Renter', staffRole: null },
  { key: 'owner', email: 'owner@bosun.test', firstName: 'Olivia', lastName: 'Owner', staffRole: null },
  { key: 'sales', email: 'sales@bosun.test', firstName: 'Sacha', lastName: 'Sales', staffRole: 'sales' },
  {
    key: 'manager',
    email: 'manager@bosun.test',
    firstName: 'Manon',
    lastName: 'Manager',
    staffRole: 'manager',
  },
  {
    key: 'support',
    email: 'support@bosun.test',
    firstName: 'Sam',
    lastName: 'Support',
    staffRole: 'support',
  },
  { key: 'admin', email: 'admin@bosun.test', firstName: 'Ada', lastName: 'Admin', staffRole: 'admin' },
] as const;
export type DemoAccountKey = (typeof DEMO_ACCOUNTS)[number]['key'];

export interface SeededPerson {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  languageCode: string;
  currencyCode: string;
}

export interface SeededOwner extends SeededPerson {
  ownerType: 'private' | 'professional';
  superOwner: boolean;
}

export interface SeededPeople {
  /** absent in production, where no account with a known password is created */
  demo: Partial<Record<DemoAccountKey, number>>;
  owners: SeededOwner[];
  /** owners by country code, for boats moored in that country */
  ownersByCountry: Map<string, SeededOwner[]>;
  tenants: SeededPerson[];
  sales: SeededPerson[];
  managers: number[];
  support: number[];
}

/** Where renters come from: mostly northern and western Europe, some Americans. */
const TENANT_COUNTRY_WEIGHT: Record<string, number> = {
  FR: 25,
  DE: 12,
  GB: 10,
  US: 8,
  IT: 8,
  ES: 8,
  NL: 6,
  BE: 4,
  CH: 3,
  SE: 3,
  PL: 3,
  PT: 2,
  GR: 2,
};

export interface PeopleOptions {
  ownerCount: number;
  tenantCount: number;
  /** country code -> share of the fleet moored there, so owners live where their boats are */
  fleetByCountry: Map<string, number>;
  passwordHash: string | null;
  withDemoAccounts: boolean;
  today: string;
}

export function seedPeople(writer: BulkWriter, random: SeededRandom, opts: PeopleOptions): SeededPeople {
  const ids = new IdSequence();
  const countries = new Map(COUNTRIES.map((c) => [c.code as string, c]));
  const nameCountries = Object.keys(FIRST_NAMES).filter((code) => (LAST_NAMES[code] ?? []).length > 0);
  const usedEmails = new Set<string>();

  const person = (countryCode: string, domain: string): SeededPerson => {
    const nameCountry = nameCountries.includes(countryCode) ? countryCode : random.pick(nameCountries);
    const firstName = random.pick(FIRST_NAMES[nameCountry]);
    const lastName = random.pick(LAST_NAMES[nameCountry]);
    const id = ids.next();
    let email = `${slugify(firstName)}.${slugify(lastName)}@${domain}`.replace(/-/g, '');
    if (usedEmails.has(email)) email = email.replace('@', `.${id}@`);
    usedEmails.add(email);
    const country = countries.get(countryCode);
    return {
      id,
      firstName,
      lastName,
      email,
      countryCode,
      languageCode: languageOfCountry(countryCode),
      currencyCode: country?.currency ?? 'EUR',
    };
  };

  const write = (p: SeededPerson, extra: Record<string, unknown>) => {
    const created = instant(
      addDays(opts.today, -random.int(30, 6 * 365)),
      random.int(6, 21),
      random.int(0, 59),
    );
    const country = countries.get(p.countryCode);
    const phone = `${country?.dialCode ?? '+33'}6${String(random.int(10_000_000, 99_999_999))}`;
    writer.add(T.users, {
      id: p.id,
      email: p.email,
      password_hash: opts.passwordHash,
      first_name: p.firstName,
      last_name: p.lastName,
      phone_country: p.countryCode,
      phone_number: phone,
      phone_verified_at: random.chance(0.85) ? created : null,
      language_code: p.languageCode,
      currency_code: p.currencyCode,
      is_owner: false,
      owner_type: null,
      is_super_owner: false,
      staff_role: null,
      avatar_url: random.chance(0.7) ? avatarUrl(p.id, `${p.firstName[0]}${p.lastName[0]}`) : null,
      bio: null,
      response_rate: null,
      response_time_minutes: null,
      created_at: created,
      updated_at: created,
      last_login_at: random.chance(0.6)
        ? instant(addDays(opts.today, -random.int(0, 60)), random.int(7, 22))
        : null,
      ...extra,
    });
  };

  const people: SeededPeople = {
    demo: {},
    owners: [],
    ownersByCountry: new Map(),
    tenants: [],
    sales: [],
    managers: [],
    support: [],
  };
  const addOwner = (owner: SeededOwner) => {
    people.owners.push(owner);
    const list = people.ownersByCountry.get(owner.countryCode) ?? [];
    list.push(owner);
    people.ownersByCountry.set(owner.countryCode, list);
  };

  if (opts.withDemoAccounts) {
    for (const account of DEMO_ACCOUNTS) {
      const id = ids.next();
      people.demo[account.key] = id;
      const p: SeededPerson = {
        id,
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        countryCode: 'FR',
        languageCode: 'en',
        currencyCode: 'EUR',
      };
      usedEmails.add(account.email);
      const isOwner = account.key === 'owner';
      write(p, {
        staff_role: account.staffRole,
        is_owner: isOwner,
        owner_type: isOwner ? 'professional' : null,
        is_super_owner: isOwner,
        response_rate: isOwner ? 98 : null,
        response_time_minutes: isOwner ? 35 : null,
        phone_verified_at: instant(addDays(opts.today, -400)),
        bio: isOwner ? 'Skipper and charter company owner on the Riviera for fifteen years.' : null,
      });
      if (account.key === 'renter') people.tenants.push(p);
      if (account.key === 'owner') addOwner({ ...p, ownerType: 'professional', superOwner: true });
      if (account.key === 'sales') people.sales.push({ ...p, countryCode: 'FR', languageCode: 'fr' });
      if (account.key === 'manager') people.managers.push(id);
      if (account.key === 'support') people.support.push(id);
    }
  }

  // A small back-office team besides the demo accounts.
  const salesCountries = ['FR', 'DE', 'ES', 'IT', 'GB'];
  for (const country of salesCountries.slice(0, opts.withDemoAccounts ? 4 : 5)) {
    const p = person(country, 'bosun.test');
    write(p, { staff_role: 'sales' });
    people.sales.push(p);
  }
  for (const role of ['manager', 'support', 'support'] as const) {
    const p = person('FR', 'bosun.test');
    write(p, { staff_role: role });
    (role === 'manager' ? people.managers : people.support).push(p.id);
  }

  const ownerCountries = [...opts.fleetByCountry.entries()];
  for (let i = 0; i < opts.ownerCount; i++) {
    const country = random.weighted(ownerCountries);
    const p = person(country, 'example.com');
    const ownerType = random.chance(0.35) ? 'professional' : 'private';
    const superOwner = random.chance(ownerType === 'professional' ? 0.25 : 0.06);
    write(p, {
      is_owner: true,
      owner_type: ownerType,
      is_super_owner: superOwner,
      response_rate: superOwner ? random.int(92, 100) : random.int(45, 100),
      response_time_minutes: superOwner ? random.int(5, 90) : random.int(20, 60 * 24),
      bio:
        ownerType === 'professional'
          ? 'Charter company with a fleet maintained by our own technicians.'
          : null,
    });
    addOwner({ ...p, ownerType, superOwner });
  }

  const tenantCountries = Object.entries(TENANT_COUNTRY_WEIGHT).filter(([code]) => countries.has(code));
  const tenantWeights = tenantCountries.length > 0 ? tenantCountries : ownerCountries;
  for (let i = 0; i < opts.tenantCount; i++) {
    const p = person(random.weighted(tenantWeights), 'example.com');
    write(p, {});
    people.tenants.push(p);
  }
  return people;
}
