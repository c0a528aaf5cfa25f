import type { Queryable } from '../connection.ts';
import { type BulkWriter, IdSequence } from './bulk.ts';
import { addDays, daysBetween, earlier, instant, plusHours } from './calendar.ts';
import type { SeededPeople, SeededPerson } from './peopleSeed.ts';
import { languageOfCountry } from './placesSeed.ts';
import { rentalAmount } from './pricing.ts';
import type { SeededProduct } from './productsSeed.ts';
import { Quota } from './quota.ts';
import type { SeededRandom } from './random.ts';
import { T } from './tables.ts';
import { slugify } from './text.ts';

type LeadStatus = 'new' | 'contacted' | 'quote_sent' | 'won' | 'lost' | 'snoozed';
type PropaleStatus = 'draft' | 'sent' | 'accepted' | 'declined' | 'expired' | 'withdrawn';

const LEAD_MESSAGES: Record<string, string> = {
  quote_request:
    'We are 8 friends looking for a catamaran with skipper for a week. Could you send us a quote?',
  abandoned_checkout: 'The renter stopped at the payment step.',
  large_charter: 'Company seminar for 40 people: we need three or four boats for one day.',
  contact_form: 'Do you have boats with a skipper who speaks our language?',
};
const NOTES = [
  'Called, no answer. Left a voicemail.',
  'Renter prefers a boat with air conditioning.',
  'Budget around 5,000 EUR, flexible on dates.',
  'Sent two alternatives in the same harbour.',
  'Wants an answer before Friday.',
];
const SNOOZE_REASONS = [
  'Renter on holiday, call back next month',
  'Waiting for the group to confirm the dates',
];
const WON_REASONS = ['Booked the proposed catamaran', 'Booked after a commercial discount'];
const LOST_REASONS = ['Found a cheaper boat elsewhere', 'Trip cancelled', 'No answer after three reminders'];

/** Sales teammates and settings, leads with notes and timelines, and propales (quotes). */
export async function seedSales(
  db: Queryable,
  writer: BulkWriter,
  random: SeededRandom,
  people: SeededPeople,
  products: SeededProduct[],
  opts: { leads: number; today: string; now: string },
): Promise<void> {
  const { today, now } = opts;
  const team = people.sales;
  team.forEach((member, index) => {
    const isDemo = member.id === people.demo.sales;
    writer.add(T.salesTeammates, {
      user_id: member.id,
      languages: isDemo ? ['fr', 'en'] : [...new Set([languageOfCountry(member.countryCode), 'en'])],
      markets: isDemo ? ['FR', 'BE', 'CH'] : [member.countryCode],
      capacity: isDemo ? 80 : random.int(30, 60),
      // one teammate is on holiday, so distribution has someone to skip
      absent_from: index === team.length - 1 && team.length > 2 ? addDays(today, -2) : null,
      absent_to: index === team.length - 1 && team.length > 2 ? addDays(today, 5) : null,
      active: true,
      created_at: instant(addDays(today, -random.int(100, 900)), 9),
    });
  });
  await db.query(
    `INSERT INTO sales_settings (id, distribution_rule, updated_by) VALUES (true, 'by_language', $1)
     ON CONFLICT (id) DO UPDATE SET distribution_rule = excluded.distribution_rule`,
    [people.demo.manager ?? people.managers[0] ?? null],
  );

  const ids = {
    lead: new IdSequence(),
    note: new IdSequence(),
    event: new IdSequence(),
    propale: new IdSequence(),
    item: new IdSequence(),
  };
  const published = products.filter((p) => p.published && p.kind === 'boat');
  if (published.length === 0 || team.length === 0) return;
  const leadQuota = new Quota<LeadStatus>({
    new: 2,
    contacted: 2,
    quote_sent: 2,
    won: 2,
    lost: 2,
    snoozed: 2,
  });
  const propaleQuota = new Quota<PropaleStatus>({
    draft: 1,
    sent: 1,
    accepted: 1,
    declined: 1,
    expired: 1,
    withdrawn: 1,
  });
  const demoSales = team.find((m) => m.id === people.demo.sales);

  for (let i = 0; i < opts.leads; i++) {
    const id = ids.lead.next();
    const status = leadQuota.pick(random, [
      ['new', 20],
      ['contacted', 20],
      ['quote_sent', 20],
      ['won', 12],
      ['lost', 13],
      ['snoozed', 15],
    ]);
    const source = random.weighted([
      ['quote_request', 40],
      ['abandoned_checkout', 25],
      ['large_charter', 15],
      ['contact_form', 20],
    ] as const);
    const tenant: SeededPerson | null = random.chance(0.6) ? random.pick(people.tenants) : null;
    const other = random.pick(people.tenants);
    const contactName = tenant ? null : `${other.firstName} ${random.pick(people.tenants).lastName}`;
    const language = tenant?.languageCode ?? other.languageCode;
    const market = tenant?.countryCode ?? other.countryCode;
    const unassigned = status === 'new' && random.chance(0.3);
    const assignee: SeededPerson | null = unassigned
      ? null
      : demoSales && random.chance(0.4)
        ? demoSales
        : (team.find((m) => languageOfCountry(m.countryCode) === language) ?? random.pick(team));
    const product = random.pick(published);
    const start = addDays(today, random.int(10, 200));
    const days = random.int(3, 14);
    const headcount =
      source === 'large_charter'
        ? random.int(20, 60)
        : random.int(2, Math.max(2, Math.min(12, product.capacity)));
    const value = Math.round(
      rentalAmount(product.pricing, start, addDays(start, days), false, 1).amount * 1.1,
    );
    const open = status === 'new' || status === 'contacted' || status === 'quote_sent';
    // Closed leads spread over the past year, so the sales dashboard shows a year of activity; open
    // ones are recent, as a lead is worked within weeks.
    const createdAt = earlier(
      instant(addDays(today, -random.int(0, open ? 60 : 365)), random.int(7, 20), random.int(0, 59)),
      plusHours(now, -1),
    );
    const closed = status === 'won' || status === 'lost';
    const closedAt = closed
      ? earlier(plusHours(createdAt, random.int(24, 24 * 20)), plusHours(now, -0.5))
      : null;
    writer.add(T.leads, {
      id,
      tenant_id: tenant?.id ?? null,
      contact_name: contactName,
      contact_email: tenant ? null : `${slugify(contactName!).replace(/-/g, '.')}@example.org`,
      contact_phone: tenant ? null : `+3361${String(random.int(1_000_000, 9_999_999))}`,
      language_code: language,
      market,
      source,
      status,
      value_estimate: value,
      assignee_id: assignee?.id ?? null,
      product_id: product.id,
      destination: product.harbour.cityName,
      dates_wanted: `[${start},${addDays(start, days)})`,
      people: headcount,
      message: LEAD_MESSAGES[source],
      next_review_at: open
        ? plusHours(now, random.int(-48, 120))
        : status === 'snoozed'
          ? plusHours(now, 24 * random.int(3, 30))
          : null,
      snooze_reason: status === 'snoozed' ? random.pick(SNOOZE_REASONS) : null,
      closed_reason:
        status === 'won' ? random.pick(WON_REASONS) : status === 'lost' ? random.pick(LOST_REASONS) : null,
      closed_at: closedAt,
      created_at: createdAt,
      updated_at: closedAt ?? createdAt,
    });
    const event = (
      kind: string,
      at: string,
      actor: number | null,
      from: string | null,
      to: string | null,
      data: object = {},
    ) =>
      writer.add(T.leadEvents, {
        id: ids.event.next(),
        lead_id: id,
        actor_id: actor,
        kind,
        from_status: from,
        to_status: to,
        data,
        at,
      });
    event('created', createdAt, null, null, 'new', { source });
    if (assignee)
      event('assigned', plusHours(createdAt, 0.1), null, null, null, {
        assigneeId: assignee.id,
        rule: 'by_language',
      });
    const worker = assignee?.id ?? null;
    if (status !== 'new') {
      event('status_changed', plusHours(createdAt, 3), worker, 'new', 'contacted');
      if (status !== 'contacted') {
        event(
          'status_changed',
          plusHours(createdAt, 20),
          worker,
          'contacted',
          status === 'snoozed' ? 'snoozed' : 'quote_sent',
        );
      }
      if (closed) event('status_changed', closedAt!, worker, 'quote_sent', status);
    }
    for (let n = random.int(0, 3); n > 0; n--) {
      writer.add(T.leadNotes, {
        id: ids.note.next(),
        lead_id: id,
        author_id: worker ?? team[0].id,
        body: random.pick(NOTES),
        created_at: earlier(plusHours(createdAt, random.int(1, 96)), plusHours(now, -0.2)),
      });
    }

    const propaleOptions: Record<LeadStatus, [PropaleStatus, number][]> = {
      new: [],
      contacted: random.chance(0.4) ? [['draft', 1]] : [],
      quote_sent: [['sent', 1]],
      won: [['accepted', 1]],
      lost: [
        ['declined', 2],
        ['expired', 2],
        ['withdrawn', 1],
      ],
      snoozed: random.chance(0.5)
        ? [
            ['sent', 1],
            ['expired', 1],
            ['withdrawn', 1],
          ]
        : [],
    };
    const options = propaleOptions[status];
    if (options.length === 0) continue;
    const propaleStatus = propaleQuota.pick(random, options);
    const propaleId = ids.propale.next();
    const alternatives = published.filter(
      (p) => p.harbour.countryCode === product.harbour.countryCode && p.id !== product.id,
    );
    const items = [product, ...random.sample(alternatives.slice(0, 200), random.int(0, 2))];
    let sum = 0;
    items.forEach((item, position) => {
      const end = addDays(start, Math.max(days, item.minimumDays));
      const rental = rentalAmount(item.pricing, start, end, false, Math.min(headcount, item.capacity)).amount;
      const fee = Math.round(rental * 0.08);
      sum += rental + fee;
      writer.add(T.propaleItems, {
        id: ids.item.next(),
        propale_id: propaleId,
        position,
        product_id: item.id,
        period: `[${start},${end})`,
        half_day_period: null,
        people: Math.min(headcount, item.capacity),
        options: { withCaptain: item.sailingType !== 'withoutCaptain' },
        price_lines: [
          // Bosun's own lines keep key and params; each reader words them (DESIGN: whose language)
          { key: 'rental', amount: rental, params: { days: daysBetween(start, end) } },
          { key: 'serviceFee', amount: fee },
        ],
        total_amount: rental + fee,
      });
    });
    const discount = random.chance(0.3) ? Math.round(sum * 0.05) : 0;
    const propaleCreatedAt = earlier(plusHours(createdAt, 20), plusHours(now, -0.3));
    const sentAt = propaleStatus === 'draft' ? null : plusHours(propaleCreatedAt, 0.2);
    writer.add(T.propales, {
      id: propaleId,
      lead_id: id,
      created_by: worker ?? team[0].id,
      hash: random.hex(),
      status: propaleStatus,
      valid_until: addDays((sentAt ?? createdAt).slice(0, 10), 7),
      language_code: language,
      currency_code: 'EUR',
      message: 'Here is our selection for your trip, with the skipper included where needed.',
      commercial_discount_amount: discount,
      total_amount: sum - discount,
      sent_at: sentAt,
      answered_at: ['accepted', 'declined'].includes(propaleStatus) ? closedAt : null,
      created_at: propaleCreatedAt,
      updated_at: closedAt ?? sentAt ?? propaleCreatedAt,
    });
    if (sentAt) event('propale_sent', sentAt, worker, null, null, { propaleId });
    await writer.maybeFlush();
  }
}
