import type { BookingFacts } from './bookingsSeed.ts';
import { type BulkWriter, IdSequence } from './bulk.ts';
import { addDays, earlier, instant, plusHours } from './calendar.ts';
import type { SeededPeople, SeededPerson } from './peopleSeed.ts';
import { rentalAmount } from './pricing.ts';
import type { SeededProduct } from './productsSeed.ts';
import { Quota } from './quota.ts';
import type { SeededRandom } from './random.ts';
import { T } from './tables.ts';

const TENANT_OPENERS = [
  'Hello! We are looking forward to the trip. What time can we board?',
  'Hi, is there a place to park near the harbour?',
  'Good morning, can we bring our own paddle board?',
  'Hello, do you provide snorkelling masks for the children?',
];
const OWNER_ANSWERS = [
  'Hello and welcome! Boarding is from 9 am, I will meet you on the pontoon.',
  'Yes, there is a paid car park right behind the harbour office.',
  'Of course, there is plenty of room on deck.',
  'Masks and fins for all sizes are on board.',
];
const FOLLOW_UPS = ['Perfect, thank you!', 'Great, see you then.', 'Thanks a lot for the quick answer.'];
const INQUIRIES = [
  'Hello, is the boat available for a week in July? We are 6 adults.',
  'Hi, would you accept a booking from Friday to Sunday with a skipper?',
  'Hello, could you make us a price for 10 days in September?',
];
/** Messages that moderation flags: contact details to pay outside the platform. */
const OFF_PLATFORM = 'Call me on WhatsApp at +33 6 12 34 56 78, we can settle the rest in cash.';

/** Conversations between renters and owners, owner offers, and renters' favourites. */
export class ConversationSeeder {
  private readonly ids = {
    conversation: new IdSequence(),
    message: new IdSequence(),
    offer: new IdSequence(),
  };
  private readonly offerQuota = new Quota<'pending' | 'accepted' | 'declined' | 'expired' | 'withdrawn'>({
    pending: 1,
    accepted: 1,
    declined: 1,
    expired: 1,
    withdrawn: 1,
  });

  constructor(
    private readonly writer: BulkWriter,
    private readonly random: SeededRandom,
    private readonly people: SeededPeople,
    private readonly today: string,
    private readonly now: string,
  ) {}

  forBooking(b: BookingFacts): void {
    if (!b.demo && !this.random.chance(0.3)) return;
    const random = this.random;
    const turns = random.int(2, 5);
    const bodies: [number, string][] = [];
    for (let turn = 0; turn < turns; turn++) {
      const fromTenant = turn % 2 === 0;
      const body =
        turn === 0
          ? random.pick(TENANT_OPENERS)
          : fromTenant
            ? random.pick(FOLLOW_UPS)
            : random.pick(OWNER_ANSWERS);
      bodies.push([fromTenant ? b.tenant.id : b.product.ownerId, body]);
    }
    this.conversation(b.product, b.tenant, b.id, plusHours(b.createdAt, 0.3), bodies);
  }

  /** A question before booking on some listings; owners answer some with a priced offer. */
  maybeInquiry(product: SeededProduct): void {
    const random = this.random;
    const demoOwner = product.ownerId === this.people.demo.owner;
    // a few offers are always there, so a small demo still shows each offer status
    const needOffers = this.ids.offer.current < 5;
    if (!(needOffers || random.chance(demoOwner ? 0.6 : 0.05)) || this.people.tenants.length === 0) return;
    const renter = this.people.tenants.find((t) => t.id === this.people.demo.renter);
    const tenant = demoOwner && renter && random.chance(0.5) ? renter : random.pick(this.people.tenants);
    const startedAt = instant(addDays(this.today, -random.int(1, 40)), random.int(7, 21), random.int(0, 59));
    const conversationId = this.conversation(
      product,
      tenant,
      null,
      earlier(startedAt, plusHours(this.now, -6)),
      [
        [tenant.id, random.pick(INQUIRIES)],
        [product.ownerId, 'Hello, yes it is available. I can send you an offer.'],
      ],
    );
    if (!needOffers && !random.chance(demoOwner ? 0.8 : 0.4)) return;
    const status = this.offerQuota.pick(random, [
      ['pending', 40],
      ['accepted', 20],
      ['declined', 15],
      ['expired', 15],
      ['withdrawn', 10],
    ]);
    const start = addDays(this.today, random.int(10, 120));
    const days = product.kind === 'boat' ? random.int(Math.max(1, product.minimumDays), 7) : 1;
    const end = addDays(start, days);
    const list = rentalAmount(product.pricing, start, end, false, Math.min(4, product.capacity)).amount;
    this.writer.add(T.offers, {
      id: this.ids.offer.next(),
      conversation_id: conversationId,
      product_id: product.id,
      owner_id: product.ownerId,
      tenant_id: tenant.id,
      period: `[${start},${end})`,
      people: Math.min(4, product.capacity),
      with_captain: product.sailingType === 'withCaptain',
      price: Math.max(100, Math.round((list * random.between(0.85, 0.97)) / 100) * 100),
      message: 'A special price for your dates, valid 48 hours.',
      status,
      expires_at: status === 'expired' ? plusHours(startedAt, 50) : plusHours(this.now, random.int(6, 48)),
      created_at: plusHours(startedAt, 2),
    });
  }

  private conversation(
    product: SeededProduct,
    tenant: SeededPerson,
    bookingId: number | null,
    startedAt: string,
    bodies: [number, string][],
  ): number {
    const random = this.random;
    const id = this.ids.conversation.next();
    const flagged = random.chance(0.02);
    if (flagged) bodies.push([tenant.id, OFF_PLATFORM]);
    let at = startedAt;
    let last = startedAt;
    const cap = (iso: string) => earlier(iso, plusHours(this.now, -0.1));
    for (const [sender, body] of bodies) {
      at = cap(at);
      last = at;
      const edited = !flagged && random.chance(0.01);
      this.writer.add(T.messages, {
        id: this.ids.message.next(),
        conversation_id: id,
        sender_id: sender,
        body: edited ? 'This message was edited by Bosun support.' : body,
        hidden: false,
        edited,
        original_body: edited ? body : null,
        created_at: at,
      });
      at = plusHours(at, random.int(1, 12) + random.next());
    }
    const lastFromOwner = bodies[bodies.length - 1]?.[0] === product.ownerId;
    this.writer.add(T.conversations, {
      id,
      hash: random.hex(),
      product_id: product.id,
      booking_id: bookingId,
      tenant_id: tenant.id,
      owner_id: product.ownerId,
      flagged,
      flag_reason: flagged ? 'Phone number shared to pay outside the platform' : null,
      // A third of the threads whose last word is the owner's wait unread, so the inbox has news.
      tenant_read_at: lastFromOwner && id % 3 === 0 ? startedAt : last,
      owner_read_at: random.chance(0.7) ? last : null,
      created_at: startedAt,
      last_message_at: last,
    });
    return id;
  }
}

/** Some renters keep favourites; the demo renter has a handful. */
export function seedFavourites(
  writer: BulkWriter,
  random: SeededRandom,
  people: SeededPeople,
  products: SeededProduct[],
  today: string,
): void {
  const published = products.filter((p) => p.published);
  if (published.length === 0) return;
  for (const tenant of people.tenants) {
    const isDemo = tenant.id === people.demo.renter;
    if (!isDemo && !random.chance(0.3)) continue;
    const count = isDemo ? Math.min(6, published.length) : random.int(1, 4);
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, published.length)) chosen.add(random.pick(published).id);
    for (const productId of chosen) {
      writer.add(T.favourites, {
        user_id: tenant.id,
        product_id: productId,
        created_at: instant(addDays(today, -random.int(1, 300)), random.int(8, 22)),
      });
    }
  }
}
