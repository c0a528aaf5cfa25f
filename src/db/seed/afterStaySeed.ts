import { createHash } from 'node:crypto';
import type { BookingFacts } from './bookingsSeed.ts';
import { type BulkWriter, IdSequence } from './bulk.ts';
import { addDays, earlier, instant, plusHours } from './calendar.ts';
import { Quota } from './quota.ts';
import type { SeededRandom } from './random.ts';
import { T } from './tables.ts';

const COMMENTS: Record<string, Record<'good' | 'mixed' | 'bad', string[]>> = {
  en: {
    good: [
      'Wonderful day at sea, the boat was spotless and exactly as described.',
      'Very friendly owner, clear briefing and great tips for anchorages. We will be back!',
      'Perfect for our family holiday, comfortable cabins and everything worked.',
      'Great value for money, easy check-in and the skipper was fantastic.',
    ],
    mixed: [
      'Nice boat overall but the bimini was torn and the fridge barely cooled.',
      'Good trip, although check-in started an hour late.',
    ],
    bad: ['The boat was not clean on arrival and the engine overheated twice.'],
  },
  fr: {
    good: [
      'Superbe journée en mer, bateau impeccable et conforme à l’annonce.',
      'Propriétaire très sympathique, briefing clair et bons conseils de mouillage. Nous reviendrons !',
      'Parfait pour nos vacances en famille, cabines confortables et tout fonctionnait.',
    ],
    mixed: ['Bateau agréable mais le taud était déchiré et le frigo ne refroidissait presque pas.'],
    bad: ['Bateau sale à l’arrivée et le moteur a chauffé deux fois.'],
  },
  de: {
    good: ['Toller Tag auf dem Wasser, das Boot war sauber und genau wie beschrieben.'],
    mixed: ['Schönes Boot, aber die Übergabe begann eine Stunde zu spät.'],
    bad: ['Das Boot war bei Ankunft nicht sauber.'],
  },
  es: {
    good: ['Un día maravilloso, el barco estaba impecable y tal como se describía.'],
    mixed: ['Buen barco, aunque la entrega empezó con una hora de retraso.'],
    bad: ['El barco no estaba limpio a la llegada.'],
  },
  it: {
    good: ['Giornata splendida, barca pulitissima e identica all’annuncio.'],
    mixed: ['Bella barca, ma il check-in è iniziato con un’ora di ritardo.'],
    bad: ['La barca non era pulita all’arrivo.'],
  },
};

const OWNER_REPLIES = [
  'Thank you for your kind words, see you next season!',
  'Thanks for the feedback, we have fixed the issue since.',
  'It was a pleasure to have you on board.',
];

const CLAIMS = [
  'Propeller damaged after touching the rocks at anchor.',
  'Tear in the mainsail and a broken winch handle.',
  'Scratches along the port side hull after docking.',
  'Lost dinghy outboard engine.',
];

/** A hand-drawn-looking signature: one wavy stroke of signature_pad points. */
function signatureStrokes(random: SeededRandom) {
  const points = Array.from({ length: 24 }, (_, i) => ({
    x: 20 + i * 11,
    y: Math.round(80 + Math.sin(i / 2) * 30 + random.between(-6, 6)),
    time: i * 16,
    pressure: 0.5,
  }));
  return [{ penColor: 'black', points }];
}

/** Reviews, check-in/check-out e-contracts and damage claims: what happens around a stay. */
export class AfterStaySeeder {
  private readonly ids = { review: new IdSequence(), contract: new IdSequence(), claim: new IdSequence() };
  private readonly claimQuota = new Quota<'open' | 'under_review' | 'accepted' | 'refused' | 'paid'>({
    open: 1,
    under_review: 1,
    accepted: 1,
    refused: 1,
    paid: 1,
  });
  private readonly contractQuota = new Quota<'draft' | 'awaiting_signatures'>({
    draft: 1,
    awaiting_signatures: 1,
  });

  constructor(
    private readonly writer: BulkWriter,
    private readonly random: SeededRandom,
    private readonly managers: number[],
    private readonly today: string,
    private readonly now: string,
  ) {}

  forBooking(b: BookingFacts): void {
    if (b.status === 'reviewed' && b.reviewedAt) this.review(b, b.reviewedAt);
    if (b.product.kind !== 'boat') return;
    const onBoard = ['checked_in', 'checked_out', 'completed', 'reviewed', 'damage_claimed'].includes(
      b.status,
    );
    const recent = b.end >= addDays(this.today, -90);
    if (
      onBoard &&
      b.checkedInAt &&
      (recent || b.demo || (b.status !== 'completed' && b.status !== 'reviewed'))
    ) {
      this.contract(b, 'in', 'signed', b.checkedInAt);
      if (b.checkedOutAt) this.contract(b, 'out', 'signed', b.checkedOutAt);
    }
    if (b.status === 'accepted' && b.start <= addDays(this.today, 7) && b.start > this.today) {
      const status = this.contractQuota.pick(this.random, [
        ['draft', 50],
        ['awaiting_signatures', 50],
      ]);
      this.contract(b, 'in', status, earlier(plusHours(this.now, -3), instant(b.start, 6)));
    }
    const claimId =
      b.status === 'damage_claimed' && b.damageClaimedAt ? this.claim(b, b.damageClaimedAt) : null;
    if (b.demo && onBoard && b.checkedInAt && b.product.deposit > 0) this.deposit(b, b.checkedInAt, claimId);
  }

  /**
   * The demo's deposits: held while on board or while a claim is open, released after a check-out
   * without one. The sandbox intent is seeded with it, so a settled claim captures it for real.
   */
  private deposit(b: BookingFacts, at: string, claimId: number | null): void {
    const held = b.status === 'checked_in' || claimId !== null;
    const intent = `pi_sandbox_deposit${b.id}`;
    const settledAt = held ? null : (b.checkedOutAt ?? at);
    this.writer.add(T.sandboxPaymentIntents, {
      id: intent,
      client_secret: `${intent}_secret_seed`,
      amount: b.product.deposit,
      currency_code: 'EUR',
      status: held ? 'requires_capture' : 'canceled',
      capture_method: 'manual',
      idempotency_key: `deposit-${b.id}`,
      metadata: { bookingId: String(b.id), kind: 'deposit' },
      created_at: plusHours(at, -1),
      updated_at: settledAt ?? plusHours(at, -1),
    });
    this.writer.add(T.deposits, {
      booking_id: b.id,
      provider: 'sandbox',
      provider_reference: intent,
      amount: b.product.deposit,
      status: held ? 'held' : 'released',
      damage_claim_id: claimId,
      held_at: plusHours(at, -1),
      settled_at: settledAt,
      created_at: plusHours(at, -1),
      updated_at: settledAt ?? plusHours(at, -1),
    });
  }

  private review(b: BookingFacts, at: string): void {
    const random = this.random;
    const rating = random.weighted([
      [5, 60],
      [4, 28],
      [3, 8],
      [2, 3],
      [1, 1],
    ] as const);
    const near = () =>
      Math.max(
        1,
        Math.min(
          5,
          rating +
            random.weighted([
              [0, 70],
              [-1, 20],
              [1, 10],
            ] as const),
        ),
      );
    const language = COMMENTS[b.tenant.languageCode] ? b.tenant.languageCode : 'en';
    const mood = rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad';
    const replied = random.chance(0.3);
    this.writer.add(T.reviews, {
      id: this.ids.review.next(),
      booking_id: b.id,
      product_id: b.product.id,
      author_id: b.tenant.id,
      rating,
      criteria: {
        boat: near(),
        owner: near(),
        cleanliness: near(),
        valueForMoney: near(),
        experience: near(),
      },
      comment: random.chance(0.85) ? random.pick(COMMENTS[language][mood]) : null,
      language_code: language,
      owner_reply: replied ? random.pick(OWNER_REPLIES) : null,
      owner_replied_at: replied ? earlier(plusHours(at, random.int(2, 96)), plusHours(this.now, -0.5)) : null,
      created_at: at,
      author_role: 'tenant',
      subject_user_id: b.product.ownerId,
      // a seeded stay is long over: its review is past the double-blind wait
      published_at: at,
    });
  }

  private contract(
    b: BookingFacts,
    kind: 'in' | 'out',
    status: 'draft' | 'awaiting_signatures' | 'signed',
    at: string,
  ): void {
    const random = this.random;
    const ownerSigned = status !== 'draft';
    const tenantSigned = status === 'signed';
    this.writer.add(T.econtracts, {
      id: this.ids.contract.next(),
      booking_id: b.id,
      kind,
      status,
      fuel_level: kind === 'in' ? 100 : random.pick([25, 50, 75, 100]),
      engine_hours: Math.round(random.between(120, 2400) * 10) / 10,
      remarks: random.chance(0.3)
        ? random.pick([
            'Small scratch on the bathing platform',
            'Spare anchor line in the port locker',
            'Dinghy slightly deflated',
          ])
        : null,
      // Where each photo was taken as a zone of the boat, which the console names in the staff's language.
      photos: [0, 1].map((view) => ({
        url: b.product.pictureUrl(view),
        zone: view === 0 ? 'hull' : 'cockpit',
        takenAt: plusHours(at, -0.5),
      })),
      // Signatures are strokes (signature_pad's toData()); no PNG is seeded, the PDF draws the strokes.
      tenant_signature: null,
      owner_signature: null,
      tenant_signed_at: tenantSigned ? plusHours(at, 0.3) : null,
      owner_signed_at: ownerSigned ? plusHours(at, 0.2) : null,
      created_at: plusHours(at, -1),
      updated_at: tenantSigned ? plusHours(at, 0.3) : at,
      skipper: {
        name: `${b.tenant.firstName} ${b.tenant.lastName}`,
        idDocument: `ID${b.id}`,
        licenceNumber: '',
      },
      equipment: [],
      damages: [],
      tenant_strokes: tenantSigned ? signatureStrokes(random) : null,
      owner_strokes: ownerSigned ? signatureStrokes(random) : null,
      signed_at: status === 'signed' ? plusHours(at, 0.3) : null,
      data_hash:
        status === 'signed' ? createHash('sha256').update(`seed-${b.id}-${kind}`).digest('hex') : null,
      // The demo's signed contracts get their PDF from the job on first start; the bulk's stay without.
      pdf_status: status === 'signed' && b.demo ? 'due' : 'none',
    });
  }

  private claim(b: BookingFacts, at: string): number {
    const random = this.random;
    const status = this.claimQuota.pick(random, [
      ['open', 25],
      ['under_review', 25],
      ['accepted', 15],
      ['refused', 15],
      ['paid', 20],
    ]);
    const ceiling = Math.max(200, Math.min(3000, Math.floor(b.product.deposit / 100)));
    const claimed = random.int(150, ceiling) * 100;
    const decided =
      status === 'accepted' || status === 'paid'
        ? Math.round(claimed * random.between(0.5, 1))
        : status === 'refused'
          ? 0
          : null;
    const decidedAt =
      decided === null ? at : earlier(plusHours(at, random.int(24, 240)), plusHours(this.now, -1));
    const id = this.ids.claim.next();
    this.writer.add(T.damageClaims, {
      id,
      booking_id: b.id,
      claimant_id: b.product.ownerId,
      status,
      amount_claimed: claimed,
      amount_decided: decided,
      description: random.pick(CLAIMS),
      // No caption: the console numbers the photos in the staff's language.
      evidence: [0, 1].map((view) => ({ url: b.product.pictureUrl(view + 2) })),
      decided_by: decided === null || this.managers.length === 0 ? null : random.pick(this.managers),
      decision_message:
        status === 'refused'
          ? 'The check-in contract already records this damage.'
          : decided !== null
            ? 'Damage confirmed by the photos; amount taken from the deposit.'
            : null,
      created_at: at,
      updated_at: decidedAt,
    });
    return id;
  }
}
