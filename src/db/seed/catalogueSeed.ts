import type { Queryable } from '../connection.ts';
import { addDays, instant } from './calendar.ts';

export type InsuranceKey = 'cabWeather' | 'damageWaiver' | 'mondialAssistance' | 'mondialMultiRisk';

/** How each insurance is priced; the same rules are stored in insurances.pricing for the checkout. */
export const INSURANCE_RULES: Record<
  InsuranceKey,
  { kind: 'percent_of_rental'; percent: number; min: number } | { kind: 'per_person_per_day'; amount: number }
> = {
  cabWeather: { kind: 'percent_of_rental', percent: 4, min: 900 },
  damageWaiver: { kind: 'percent_of_rental', percent: 7, min: 1900 },
  mondialAssistance: { kind: 'per_person_per_day', amount: 250 },
  mondialMultiRisk: { kind: 'percent_of_rental', percent: 5, min: 1500 },
};

export const INSURANCE_NAMES: Record<InsuranceKey, string> = {
  cabWeather: 'Bad weather guarantee',
  damageWaiver: 'Deposit insurance',
  mondialAssistance: 'Travel assistance',
  mondialMultiRisk: 'Multi-risk cancellation insurance',
};

export function insurancePrice(key: InsuranceKey, rental: number, people: number, days: number): number {
  const rule = INSURANCE_RULES[key];
  if (rule.kind === 'per_person_per_day') return rule.amount * people * days;
  return Math.max(rule.min, Math.round((rental * rule.percent) / 100));
}

const INSURANCES = [
  {
    key: 'cabWeather',
    name: INSURANCE_NAMES.cabWeather,
    names: { en: 'Bad weather guarantee', fr: 'Garantie météo' },
    description:
      "If the forecast passes the safety limits or a weather warning is issued (or the owner agrees that sailing is not an option), cancel in one tap and get everything back except the guarantee's price. Without it, the rental comes back and the service fee becomes a voucher.",
    excludes: [],
  },
  {
    key: 'damageWaiver',
    name: INSURANCE_NAMES.damageWaiver,
    names: { en: 'Deposit insurance', fr: 'Assurance caution' },
    description: 'Covers the security deposit if the boat is damaged during your trip.',
    excludes: [],
  },
  {
    key: 'mondialAssistance',
    name: INSURANCE_NAMES.mondialAssistance,
    names: { en: 'Travel assistance', fr: 'Assistance voyage' },
    description: 'Medical assistance and repatriation for everyone on board.',
    excludes: ['mondialMultiRisk'],
  },
  {
    key: 'mondialMultiRisk',
    name: INSURANCE_NAMES.mondialMultiRisk,
    names: { en: 'Multi-risk cancellation insurance', fr: 'Assurance annulation multirisque' },
    description: 'Refund of the rental if you must cancel (illness, accident, travel problems).',
    excludes: ['mondialAssistance'],
  },
] as const;

export interface SeededPromoCodes {
  welcome10: number;
  summer50: number;
}

/** Insurance catalogue and promo codes (WELCOME10 10 %, SUMMER50 50 EUR off, and two unusable ones). */
export async function seedCatalogue(db: Queryable, today: string): Promise<SeededPromoCodes> {
  await db.query(
    `INSERT INTO insurances (key, name, names, description, pricing, available_post_booking, excludes, position)
     SELECT r.key, r.name, r.names, r.description, r.pricing, r.available_post_booking, r.excludes, r.position
     FROM json_to_recordset($1::json) AS r(key text, name text, names jsonb, description text, pricing jsonb,
       available_post_booking boolean, excludes text[], position smallint)
     ON CONFLICT (key) DO NOTHING`,
    [
      JSON.stringify(
        INSURANCES.map((insurance, position) => ({
          ...insurance,
          pricing: INSURANCE_RULES[insurance.key],
          // SPEC: post-booking offers only cabWeather, damageWaiver and mondialAssistance
          available_post_booking: insurance.key !== 'mondialMultiRisk',
          position,
        })),
      ),
    ],
  );
  const year = Number(today.slice(0, 4));
  const promo = [
    {
      code: 'WELCOME10',
      description: '10 % off the first booking',
      percent_off: 10,
      amount_off: null,
      valid_from: instant(`${year - 1}-01-01`, 0),
      valid_to: instant(`${year + 2}-01-01`, 0),
      minimum_amount: 0,
      max_uses: null,
      max_uses_per_user: 1,
    },
    {
      code: 'SUMMER50',
      description: '50 EUR off a rental of 300 EUR or more',
      percent_off: null,
      amount_off: 5000,
      valid_from: instant(`${year - 1}-01-01`, 0),
      valid_to: instant(`${year + 1}-10-01`, 0),
      minimum_amount: 30000,
      max_uses: 100000,
      max_uses_per_user: 2,
    },
    {
      code: 'SPRING2020',
      description: 'An old campaign, expired',
      percent_off: 15,
      amount_off: null,
      valid_from: instant('2020-03-01', 0),
      valid_to: instant('2020-06-01', 0),
      minimum_amount: 0,
      max_uses: null,
      max_uses_per_user: 1,
    },
    {
      code: 'FLASH20',
      description: 'Flash sale, all 50 uses taken',
      percent_off: 20,
      amount_off: null,
      valid_from: instant(addDays(today, -30), 0),
      valid_to: instant(addDays(today, 30), 0),
      minimum_amount: 0,
      max_uses: 50,
      max_uses_per_user: 1,
    },
  ];
  const { rows } = await db.query<{ id: number; code: string }>(
    `INSERT INTO promo_codes (code, description, percent_off, amount_off, valid_from, valid_to, minimum_amount, max_uses,
       max_uses_per_user, used_count)
     SELECT r.code, r.description, r.percent_off, r.amount_off, r.valid_from, r.valid_to, r.minimum_amount, r.max_uses,
       r.max_uses_per_user, CASE WHEN r.code = 'FLASH20' THEN 50 ELSE 0 END
     FROM json_to_recordset($1::json) AS r(code text, description text, percent_off smallint, amount_off bigint,
       valid_from timestamptz, valid_to timestamptz, minimum_amount bigint, max_uses integer, max_uses_per_user integer)
     RETURNING id, code`,
    [JSON.stringify(promo)],
  );
  const id = (code: string) => rows.find((r) => r.code === code)!.id;
  return { welcome10: id('WELCOME10'), summer50: id('SUMMER50') };
}
