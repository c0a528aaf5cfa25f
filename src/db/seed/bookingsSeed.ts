import type { BookingStatus, HalfDayPeriod } from '../../../shared/catalogue/catalogue.ts';
import { storedPriceLines } from '../../modules/pricing/priceLabels.ts';
import type { AfterStaySeeder } from './afterStaySeed.ts';
import { type BulkWriter, IdSequence } from './bulk.ts';
import { addDays, daysBetween, earlier, instant, later, plusHours } from './calendar.ts';
import {
  INSURANCE_NAMES,
  type InsuranceKey,
  insurancePrice,
  type SeededPromoCodes,
} from './catalogueSeed.ts';
import type { ConversationSeeder } from './conversationsSeed.ts';
import { CANCELLATION_TERMS, PaymentSeeder } from './paymentsSeed.ts';
import type { SeededPeople, SeededPerson } from './peopleSeed.ts';
import { durationDiscountPercent, type PriceLine, rentalAmount } from './pricing.ts';
import type { SeededProduct } from './productsSeed.ts';
import { Quota } from './quota.ts';
import type { SeededRandom } from './random.ts';
import { T } from './tables.ts';
import { bookingReference } from './text.ts';

/** What the after-stay and conversation seeders need to know about a booking. */
export interface BookingFacts {
  id: number;
  product: SeededProduct;
  tenant: SeededPerson;
  status: BookingStatus;
  start: string;
  end: string;
  people: number;
  onlineAmount: number;
  createdAt: string;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  completedAt: string | null;
  reviewedAt: string | null;
  damageClaimedAt: string | null;
  /** a booking of the demo renter or on the demo owner's boats: always gets its conversation and contracts */
  demo: boolean;
}

export interface BookingSeedContext {
  writer: BulkWriter;
  random: SeededRandom;
  today: string;
  /** ISO instant the demo treats as now */
  now: string;
  people: SeededPeople;
  products: SeededProduct[];
  promo: SeededPromoCodes;
  currencies: Map<string, number>;
  afterStay: AfterStaySeeder;
  conversations: ConversationSeeder;
  serviceFeePercent: number;
}

type TimeClass = 'past' | 'recentPast' | 'current' | 'future';

const STATUS_OPTIONS: Record<TimeClass, [BookingStatus, number][]> = {
  past: [
    ['reviewed', 45],
    ['completed', 22],
    ['damage_claimed', 2],
    ['cancelled_by_tenant', 9],
    ['cancelled_by_owner', 3],
    ['declined', 8],
    ['expired', 8],
  ],
  recentPast: [
    ['checked_out', 60],
    ['completed', 20],
    ['cancelled_by_tenant', 10],
    ['declined', 10],
  ],
  current: [
    ['checked_in', 85],
    ['accepted', 10],
    ['cancelled_by_owner', 5],
  ],
  // An owner answers a paid request within 48 hours and an unpaid session expires in 30 minutes, so
  // only the last two days hold such bookings: a handful, not a spike on the dashboards' last day.
  future: [
    ['accepted', 75],
    ['paid', 2],
    ['down_payment_paid', 2],
    ['payment_pending', 1],
    ['cancelled_by_tenant', 8],
    ['cancelled_by_owner', 3],
    ['declined', 5],
    ['expired', 6],
  ],
};

/** Statuses an activity never takes: no e-contract check-in/out, no damage claim. */
const BOAT_ONLY: BookingStatus[] = ['checked_in', 'checked_out', 'damage_claimed', 'down_payment_paid'];
/** Statuses of a request waiting for or refused by its owner: an instant booking is accepted on payment. */
const REQUEST_ONLY: BookingStatus[] = ['paid', 'down_payment_paid', 'declined', 'expired'];

const TENANT_MESSAGES = [
  'Hello, we are a family of four with two children. Is there shade on board?',
  'We would like to arrive the evening before if possible.',
  'First time renting a boat here, any tips for anchorages?',
  'Could you recommend a restaurant reachable by boat?',
];
const DECLINE_REASONS = [
  'The boat is in maintenance on those dates',
  'Too many people for this boat',
  'Already rented outside the platform',
];
const TENANT_CANCEL_REASONS = ['Change of travel plans', 'Illness in the family', 'Flights cancelled'];
const OWNER_CANCEL_REASONS = [
  'Engine failure, the boat cannot go out',
  'Storm warning for the whole week',
  'Boat damaged by the previous renter',
];

/**
 * The demo renter's trips on the demo owner's first boats: one booking in every status, and an
 * accepted trip paid by down payment whose balance is still due (the account pages show each).
 */
const DEMO_SCHEDULE: {
  boat: number;
  offset: number;
  days: number;
  status: BookingStatus;
  downPayment?: boolean;
}[] = [
  { boat: 0, offset: -60, days: 7, status: 'reviewed' },
  { boat: 0, offset: -30, days: 3, status: 'completed' },
  // a stay that ended last week: both still have their review to write
  { boat: 0, offset: -8, days: 3, status: 'completed' },
  { boat: 0, offset: -1, days: 3, status: 'checked_in' },
  { boat: 0, offset: 20, days: 7, status: 'accepted' },
  { boat: 0, offset: 40, days: 1, status: 'payment_pending' },
  { boat: 1, offset: -20, days: 3, status: 'damage_claimed' },
  { boat: 1, offset: -2, days: 2, status: 'checked_out' },
  { boat: 1, offset: 10, days: 3, status: 'paid' },
  { boat: 1, offset: 70, days: 7, status: 'down_payment_paid' },
  { boat: 1, offset: 30, days: 2, status: 'declined' },
  { boat: 2, offset: 15, days: 1, status: 'expired' },
  { boat: 2, offset: 45, days: 3, status: 'cancelled_by_tenant' },
  { boat: 2, offset: -100, days: 3, status: 'cancelled_by_owner' },
  { boat: 2, offset: -200, days: 7, status: 'reviewed' },
  { boat: 2, offset: 60, days: 7, status: 'accepted', downPayment: true },
];

interface PlannedBooking {
  start: string;
  end: string;
  halfDay: HalfDayPeriod | null;
  status?: BookingStatus;
  tenant?: SeededPerson;
  downPayment?: boolean;
}

export class BookingSeeder {
  private readonly ids = {
    booking: new IdSequence(),
    session: new IdSequence(),
    event: new IdSequence(),
    redemption: new IdSequence(),
    block: new IdSequence(),
  };
  private readonly statusQuota = new Quota<BookingStatus>({
    damage_claimed: 5,
    checked_out: 2,
    checked_in: 2,
    down_payment_paid: 2,
    payment_pending: 2,
    paid: 2,
    declined: 3,
    expired: 3,
    cancelled_by_tenant: 3,
    cancelled_by_owner: 3,
  });
  private readonly random: SeededRandom;
  private readonly money: PaymentSeeder;

  constructor(private readonly ctx: BookingSeedContext) {
    this.random = ctx.random;
    this.money = new PaymentSeeder(ctx.writer, ctx.random.fork('payments'), ctx.people, ctx.now);
  }

  get bookingCount(): number {
    return this.ids.booking.current;
  }

  async seed(): Promise<void> {
    const { people, products, writer } = this.ctx;
    const renter = people.demo.renter ? people.tenants.find((t) => t.id === people.demo.renter) : undefined;
    const demoBoats = people.demo.owner
      ? products.filter((p) => p.ownerId === people.demo.owner && p.kind === 'boat' && p.published)
      : [];
    const scheduled = new Set<number>();
    if (renter && demoBoats.length >= 3) {
      for (const [index, boat] of demoBoats.slice(0, 3).entries()) {
        scheduled.add(boat.id);
        const plans = DEMO_SCHEDULE.filter((d) => d.boat === index).map((d) => ({
          start: addDays(this.ctx.today, d.offset),
          end: addDays(this.ctx.today, d.offset + d.days),
          halfDay: null,
          status: d.status,
          tenant: renter,
          downPayment: d.downPayment,
        }));
        for (const plan of plans) this.writeBooking(boat, plan, true);
      }
    }
    for (const product of products) {
      if (!product.published || scheduled.has(product.id)) continue;
      const demo = product.ownerId === people.demo.owner;
      for (const plan of this.planCalendar(product))
        this.writeBooking(product, plan, demo || plan.tenant === renter);
      this.ctx.conversations.maybeInquiry(product);
      await writer.maybeFlush();
    }
  }

  /** Non-overlapping bookings and blocks: the calendar window is cut in segments, one item in each. */
  private planCalendar(product: SeededProduct): PlannedBooking[] {
    const random = this.random;
    const { today, people } = this.ctx;
    const windowStart = addDays(today, -420);
    const windowDays = 660;
    const bookings =
      product.kind === 'boat'
        ? random.weighted([
            [0, 10],
            [1, 15],
            [2, 20],
            [3, 20],
            [4, 15],
            [5, 10],
            [6, 6],
            [8, 4],
          ] as const)
        : random.int(1, 6);
    const blocks = random.weighted([
      [0, 60],
      [1, 30],
      [2, 10],
    ] as const);
    const segments = bookings + blocks;
    if (segments === 0) return [];
    const length = Math.floor(windowDays / segments);
    const blockSegments = new Set(random.sample([...Array(segments).keys()], blocks));
    const renter = people.demo.renter ? people.tenants.find((t) => t.id === people.demo.renter) : undefined;
    const plans: PlannedBooking[] = [];
    for (let segment = 0; segment < segments; segment++) {
      const segmentStart = addDays(windowStart, segment * length);
      if (blockSegments.has(segment)) {
        const days = random.int(2, Math.max(2, Math.min(10, length - 2)));
        const start = addDays(segmentStart, random.int(0, Math.max(0, length - days - 1)));
        const maintenance = random.chance(0.4);
        this.ctx.writer.add(T.availabilityBlocks, {
          id: this.ids.block.next(),
          product_id: product.id,
          period: `[${start},${addDays(start, days)})`,
          reason: maintenance ? 'maintenance' : 'owner_blocked',
          note: maintenance
            ? random.pick(['Antifouling', 'Engine service', 'Sail repair'])
            : random.pick(['Family holidays', 'Regatta', null]),
          created_by: product.ownerId,
          created_at: instant(addDays(start, -random.int(10, 60)), 10),
        });
        continue;
      }
      const halfDay = product.halfDayAllowed && random.chance(0.35);
      let days = 1;
      if (!halfDay && product.kind === 'boat') {
        days = Math.max(product.minimumDays, random.pick([1, 1, 2, 3, 3, 4, 5, 7, 7, 7, 10, 14]));
        days = Math.max(1, Math.min(days, length - 2));
      }
      const start = addDays(segmentStart, random.int(0, Math.max(0, length - days - 1)));
      const tenant = renter && random.chance(0.004) ? renter : undefined;
      if (halfDay) {
        const first: HalfDayPeriod = random.chance(0.5) ? 'morning' : 'afternoon';
        plans.push({ start, end: addDays(start, 1), halfDay: first, tenant });
        // the other half of the same day, for someone else: allowed by the slot-aware constraint
        if (random.chance(0.3)) {
          plans.push({
            start,
            end: addDays(start, 1),
            halfDay: first === 'morning' ? 'afternoon' : 'morning',
          });
        }
      } else {
        plans.push({ start, end: addDays(start, days), halfDay: null, tenant });
      }
    }
    return plans;
  }

  private classify(start: string, end: string): TimeClass {
    const { today } = this.ctx;
    if (end <= addDays(today, -3)) return 'past';
    if (end <= today) return 'recentPast';
    if (start <= today) return 'current';
    return 'future';
  }

  private writeBooking(product: SeededProduct, plan: PlannedBooking, demo: boolean): void {
    const { writer, now, today, people } = this.ctx;
    const random = this.random;
    const tenant = plan.tenant ?? random.pick(people.tenants);
    const id = this.ids.booking.next();
    const sessionId = this.ids.session.next();
    const halfDay = plan.halfDay;
    const headcount =
      product.kind === 'boat'
        ? random.int(1, Math.min(product.capacity, 8))
        : random.int(1, Math.min(product.capacity, 6));

    // Price lines, as the checkout would have computed them.
    const lines: PriceLine[] = [];
    const rental = rentalAmount(product.pricing, plan.start, plan.end, halfDay !== null, headcount);
    const days = rental.days;
    lines.push({
      key: 'rental',
      label: halfDay
        ? `Half day (${halfDay})`
        : product.kind === 'activity'
          ? `Activity, ${headcount} people`
          : `Rental, ${days} days`,
      amount: rental.amount,
      params: halfDay
        ? { halfDayPeriod: halfDay, days: 1 }
        : product.kind === 'activity'
          ? { days, people: headcount }
          : { days },
    });
    const durationPercent = halfDay ? 0 : durationDiscountPercent(product.pricing, days);
    const durationDiscount = Math.round((rental.amount * durationPercent) / 100);
    if (durationDiscount > 0)
      lines.push({
        key: 'durationDiscount',
        label: `${durationPercent} % off for ${days} days`,
        amount: -durationDiscount,
        params: { percent: durationPercent, days },
      });
    let withCaptain = product.sailingType === 'withCaptain';
    const rentalType = product.rentalTypeExtra;
    if (rentalType && (rentalType.name === 'Captain' || random.chance(0.35))) {
      withCaptain = withCaptain || rentalType.name === 'Skipper';
      if (rentalType.price > 0) {
        lines.push({
          key: 'captain',
          label: rentalType.name,
          amount: rentalType.price * days,
          params: { days, name: rentalType.name },
          extraId: rentalType.id,
          paidAtHarbour: rentalType.paidAtHarbour,
        });
      }
    }
    const extras = [...product.mandatoryExtras];
    if (product.optionalExtras.length > 0 && random.chance(0.3))
      extras.push(random.pick(product.optionalExtras));
    for (const extra of extras) {
      const units = extra.priceType === 'per_day' ? days : extra.priceType === 'per_person' ? headcount : 1;
      lines.push({
        key: 'extra',
        label: extra.name,
        amount: extra.price * units,
        params: { name: extra.name },
        extraId: extra.id,
        paidAtHarbour: extra.paidAtHarbour,
      });
    }
    const rentalNet = rental.amount - durationDiscount;
    const insurances: InsuranceKey[] = [];
    if (random.chance(0.3)) insurances.push('damageWaiver');
    if (random.chance(0.12)) insurances.push('cabWeather');
    if (random.chance(0.1)) insurances.push('mondialAssistance');
    else if (random.chance(0.04)) insurances.push('mondialMultiRisk');
    let insuranceAmount = 0;
    for (const key of insurances) {
      const amount = insurancePrice(key, rentalNet, headcount, days);
      insuranceAmount += amount;
      lines.push({ key: 'insurance', label: INSURANCE_NAMES[key], amount, insuranceKey: key });
    }
    const captainLine = lines.find((l) => l.key === 'captain' && !l.paidAtHarbour)?.amount ?? 0;
    const serviceFee = Math.round(((rentalNet + captainLine) * this.ctx.serviceFeePercent) / 100);
    lines.push({
      key: 'serviceFee',
      label: 'Service fee',
      amount: serviceFee,
      params: { percent: this.ctx.serviceFeePercent },
    });
    let promoId: number | null = null;
    let promoAmount = 0;
    const promoRoll = random.next();
    // The demo renter has used no code yet, so whoever tries the demo can apply one (once per person).
    const mayUsePromo = tenant.id !== people.demo.renter;
    if (mayUsePromo && promoRoll < 0.04) {
      promoId = this.ctx.promo.welcome10;
      promoAmount = Math.round(rentalNet / 10);
      lines.push({ key: 'promoCode', label: 'WELCOME10', code: 'WELCOME10', amount: -promoAmount });
    } else if (mayUsePromo && promoRoll < 0.06 && rentalNet >= 30000) {
      promoId = this.ctx.promo.summer50;
      promoAmount = 5000;
      lines.push({ key: 'promoCode', label: 'SUMMER50', code: 'SUMMER50', amount: -promoAmount });
    }
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    const harbourAmount = lines.filter((l) => l.paidAtHarbour).reduce((sum, l) => sum + l.amount, 0);
    const online = total - harbourAmount;

    // When it was booked, and what happened since.
    const timeClass = this.classify(plan.start, plan.end);
    let createdAt = instant(addDays(plan.start, -random.int(3, 90)), random.int(7, 22), random.int(0, 59));
    createdAt = earlier(createdAt, plusHours(now, -72));
    const leadDays = daysBetween(createdAt.slice(0, 10), plan.start);
    const eligibleForDownPayment = product.kind === 'boat' && online >= 95000;
    let status = plan.status;
    if (!status) {
      const options = STATUS_OPTIONS[timeClass].filter(
        ([s]) =>
          !(product.kind === 'activity' && BOAT_ONLY.includes(s)) &&
          !(product.instantBooking && REQUEST_ONLY.includes(s)) &&
          (s !== 'down_payment_paid' || (eligibleForDownPayment && daysBetween(today, plan.start) >= 46)),
      );
      if (product.kind === 'activity' && timeClass === 'recentPast') options.push(['completed', 80]);
      if (product.kind === 'activity' && timeClass === 'current') options.push(['accepted', 80]);
      status = this.statusQuota.pick(random, options);
    } else {
      this.statusQuota.count(status);
    }
    if (status === 'payment_pending') createdAt = plusHours(now, -random.int(2, 20) / 60);
    if (status === 'paid' || status === 'down_payment_paid') createdAt = plusHours(now, -random.int(1, 40));
    const downPayment =
      plan.downPayment === true ||
      status === 'down_payment_paid' ||
      (eligibleForDownPayment && leadDays >= 45 && status !== 'paid' && random.chance(0.4));
    const paidStatus: BookingStatus = downPayment ? 'down_payment_paid' : 'paid';

    const paidAt = status === 'payment_pending' ? null : plusHours(createdAt, 0.1);
    const startAt = instant(plan.start, halfDay === 'afternoon' ? 13 : 8);
    const capNow = (iso: string) => earlier(iso, plusHours(now, -0.25));
    const acceptedAt = paidAt
      ? product.instantBooking
        ? paidAt
        : earlier(capNow(plusHours(paidAt, random.int(1, 30))), startAt)
      : null;
    const checkedInAt = capNow(startAt);
    const checkedOutAt = halfDay
      ? instant(plan.start, halfDay === 'morning' ? 12 : 18)
      : instant(addDays(plan.end, -1), 17);
    const completedAt = capNow(plusHours(checkedOutAt, 20));

    const events: {
      from: BookingStatus | null;
      to: BookingStatus;
      at: string;
      role: string;
      actor: number | null;
      reason?: string;
    }[] = [];
    const event = (
      from: BookingStatus | null,
      to: BookingStatus,
      at: string,
      role: string,
      actor: number | null,
      reason?: string,
    ) => events.push({ from, to, at, role, actor, reason });
    event(null, 'payment_pending', createdAt, 'tenant', tenant.id);
    const row: Record<string, unknown> = {
      paid_at: paidAt,
      accepted_at: null,
      declined_at: null,
      cancelled_at: null,
      checked_in_at: null,
      checked_out_at: null,
      completed_at: null,
      cancellation_reason: null,
      response_due_at: null,
    };
    let reviewedAt: string | null = null;
    let damageClaimedAt: string | null = null;
    let cancelledAt: string | null = null;
    if (paidAt) {
      event('payment_pending', paidStatus, paidAt, 'tenant', tenant.id);
      row.response_due_at = plusHours(paidAt, 48);
    }
    if (status === 'declined') {
      const at = capNow(plusHours(paidAt!, random.int(2, 40)));
      row.declined_at = at;
      row.cancellation_reason = random.pick(DECLINE_REASONS);
      event(paidStatus, 'declined', at, 'owner', product.ownerId, row.cancellation_reason as string);
    } else if (status === 'expired') {
      event(
        paidStatus,
        'expired',
        plusHours(paidAt!, 48),
        'system',
        null,
        'No answer from the owner within 48 hours',
      );
    } else if (paidAt && status !== 'paid' && status !== 'down_payment_paid') {
      row.accepted_at = acceptedAt;
      event(
        paidStatus,
        'accepted',
        acceptedAt!,
        product.instantBooking ? 'system' : 'owner',
        product.instantBooking ? null : product.ownerId,
        product.instantBooking ? 'instantBooking' : undefined,
      );
      if (status === 'cancelled_by_tenant' || status === 'cancelled_by_owner') {
        const latest = earlier(startAt, plusHours(now, -1));
        cancelledAt = plusHours(
          acceptedAt!,
          Math.max(0.5, (Date.parse(latest) - Date.parse(acceptedAt!)) / 3_600_000) * random.next(),
        );
        cancelledAt = earlier(cancelledAt, latest);
        row.cancelled_at = cancelledAt;
        const byTenant = status === 'cancelled_by_tenant';
        row.cancellation_reason = random.pick(byTenant ? TENANT_CANCEL_REASONS : OWNER_CANCEL_REASONS);
        event(
          'accepted',
          status,
          cancelledAt,
          byTenant ? 'tenant' : 'owner',
          byTenant ? tenant.id : product.ownerId,
          row.cancellation_reason as string,
        );
      }
      const staysOn = ['checked_in', 'checked_out', 'completed', 'reviewed', 'damage_claimed'].includes(
        status,
      );
      if (staysOn && product.kind === 'boat') {
        row.checked_in_at = checkedInAt;
        event('accepted', 'checked_in', checkedInAt, 'owner', product.ownerId);
        if (status !== 'checked_in') {
          row.checked_out_at = checkedOutAt;
          event('checked_in', 'checked_out', checkedOutAt, 'owner', product.ownerId);
        }
      }
      if (status === 'completed' || status === 'reviewed') {
        row.completed_at = completedAt;
        event(product.kind === 'boat' ? 'checked_out' : 'accepted', 'completed', completedAt, 'system', null);
      }
      if (status === 'reviewed') {
        reviewedAt = capNow(plusHours(completedAt, random.int(12, 140)));
        event('completed', 'reviewed', reviewedAt, 'tenant', tenant.id);
      }
      if (status === 'damage_claimed') {
        damageClaimedAt = capNow(plusHours(checkedOutAt, random.int(2, 20)));
        event('checked_out', 'damage_claimed', damageClaimedAt, 'owner', product.ownerId);
      }
    }

    const downPaymentAmount = downPayment ? Math.round(online * 0.3) : null;
    const balanceAmount = downPaymentAmount ? online - downPaymentAmount : null;
    const balanceDueDate = downPayment ? addDays(plan.start, -30) : null;
    const balancePaidAt =
      downPayment &&
      balanceDueDate! <= today &&
      !['payment_pending', 'down_payment_paid', 'declined', 'expired'].includes(status) &&
      (!cancelledAt || cancelledAt.slice(0, 10) > balanceDueDate!)
        ? instant(balanceDueDate!, 3)
        : null;
    const currencyRate = this.ctx.currencies.get(tenant.currencyCode) ?? 1;
    const sessionHash = random.hex();
    writer.add(T.paymentSessions, {
      id: sessionId,
      hash: sessionHash,
      tenant_id: tenant.id,
      product_id: product.id,
      period: `[${plan.start},${plan.end})`,
      half_day_period: halfDay,
      people: headcount,
      captain_type:
        product.sailingType === 'withoutCaptain' ? null : withCaptain ? 'withCaptain' : 'withoutCaptain',
      price_lines: storedPriceLines(lines),
      total_amount: total,
      online_amount: online,
      harbour_amount: harbourAmount,
      promo_code_id: promoId,
      promo_code: promoId ? lines.find((l) => l.key === 'promoCode')!.code : null,
      insurance_selection: Object.fromEntries(insurances.map((k) => [k, true])),
      down_payment_selected: downPayment,
      step: status === 'payment_pending' ? 2 : 3,
      language_code: tenant.languageCode,
      currency_code: tenant.currencyCode,
      status: status === 'payment_pending' ? 'open' : 'paid',
      expires_at: plusHours(createdAt, 0.5),
      created_at: createdAt,
      updated_at: paidAt ?? createdAt,
    });
    const lastEventAt = events.reduce((latest, e) => later(e.at, latest), createdAt);
    writer.add(T.bookings, {
      id,
      reference: bookingReference(id),
      product_id: product.id,
      tenant_id: tenant.id,
      owner_id: product.ownerId,
      payment_session_id: sessionId,
      period: `[${plan.start},${plan.end})`,
      half_day_period: halfDay,
      exclusive: product.pricing.pricingUnit === 'per_boat',
      people: headcount,
      with_captain: withCaptain,
      status,
      listing_title: product.title,
      price_lines: storedPriceLines(lines),
      rental_amount: rentalNet,
      service_fee_amount: serviceFee,
      insurance_amount: insuranceAmount,
      discount_amount: durationDiscount + promoAmount,
      total_amount: total,
      online_amount: online,
      harbour_amount: harbourAmount,
      deposit_amount: product.deposit,
      currency_code: tenant.currencyCode,
      currency_rate: currencyRate,
      cancellation_policy: product.cancellationPolicy,
      cancellation_terms: CANCELLATION_TERMS[product.cancellationPolicy],
      promo_code_id: promoId,
      down_payment_amount: downPaymentAmount,
      balance_amount: balanceAmount,
      balance_due_date: balanceDueDate,
      balance_paid_at: balancePaidAt,
      language_code: tenant.languageCode,
      tenant_message: random.chance(0.3) ? random.pick(TENANT_MESSAGES) : null,
      created_at: createdAt,
      updated_at: lastEventAt,
      ...row,
    });
    for (const e of events) {
      writer.add(T.bookingEvents, {
        id: this.ids.event.next(),
        booking_id: id,
        from_status: e.from,
        to_status: e.to,
        actor_id: e.actor,
        actor_role: e.role,
        reason: e.reason ?? null,
        at: e.at,
      });
    }
    if (paidAt) {
      for (const key of insurances) {
        writer.add(T.bookingInsurances, {
          booking_id: id,
          insurance_key: key,
          amount: lines.find((l) => l.insuranceKey === key)!.amount,
          source: 'checkout',
          created_at: paidAt,
        });
      }
      if (promoId) {
        writer.add(T.promoRedemptions, {
          id: this.ids.redemption.next(),
          promo_code_id: promoId,
          user_id: tenant.id,
          booking_id: id,
          payment_session_id: sessionId,
          amount: promoAmount,
          created_at: paidAt,
        });
      }
    }

    const payments = this.money.payments({
      bookingId: id,
      sessionId,
      createdAt,
      paidAt,
      firstAmount: downPaymentAmount ?? online,
      downPayment,
      balanceAmount,
      balancePaidAt,
      currency: tenant.currencyCode,
      // A request is paid by an authorisation the owner captures on accepting (issue 16).
      authorisedOnly: (status === 'paid' || status === 'down_payment_paid') && !product.instantBooking,
    });
    if (paidAt) {
      this.money.refunds(
        product,
        id,
        status,
        plan.start,
        cancelledAt ?? (status === 'expired' ? plusHours(paidAt, 48) : (row.declined_at as string | null)),
        payments,
      );
    }
    if (status === 'accepted' && timeClass === 'future' && (demo || random.chance(0.06)) && online > 0) {
      this.money.cart(id, rentalNet, headcount, days, insurances, paidAt!);
    }

    const facts: BookingFacts = {
      id,
      product,
      tenant,
      status,
      start: plan.start,
      end: plan.end,
      people: headcount,
      onlineAmount: online,
      createdAt,
      checkedInAt: (row.checked_in_at as string | null) ?? null,
      checkedOutAt: (row.checked_out_at as string | null) ?? null,
      completedAt: (row.completed_at as string | null) ?? null,
      reviewedAt,
      damageClaimedAt,
      demo,
    };
    this.ctx.afterStay.forBooking(facts);
    this.ctx.conversations.forBooking(facts);
  }
}
