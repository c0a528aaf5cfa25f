import { boatRecord } from '../resources/boats/boatRecord.fixture.ts';

/**
 * One or two records of every console resource, as `/api/admin` answers them, with enumeration values
 * of every kind (`motorYacht`, `per_boat`, `tenant`, `en-US`…) so that a screen showing one raw is
 * caught. People's names and texts are French: the French console test looks for English words.
 */
const at = '2026-11-20T09:30:00.000Z';

const booking = {
  id: 71,
  reference: 'BSN-7KQ2P',
  status: 'cancelled_by_owner',
  listingTitle: 'Yacht Azur',
  countryCode: 'FR',
  tenantName: 'Anaïs Martin',
  ownerName: 'Olivier Durand',
  startDate: '2026-07-04',
  endDate: '2026-07-07',
  totalAmount: 385565,
  createdAt: at,
  people: 6,
  withCaptain: true,
  boat: { title: 'Yacht Azur' },
  tenant: { firstName: 'Anaïs', email: 'anais@exemple.fr' },
  owner: { firstName: 'Olivier', email: 'olivier@exemple.fr' },
  cancellationPolicy: 'moderate',
  cancellationReason: 'Panne moteur',
  priceLines: [
    { key: 'rental', label: 'Rental, 3 days', amount: 300000 },
    { key: 'durationDiscount', label: '5 % off for 3 days', amount: -15000 },
    { key: 'captain', label: 'Skipper', amount: 45000 },
    // the renter's (English) words, and the owner's names the API adds for the console
    {
      key: 'extra',
      label: 'Towels',
      amount: 4000,
      params: { name: 'Towels', names: { en: 'Towels', fr: 'Serviettes' } },
      extraId: 41,
    },
    { key: 'insurance', label: 'Damage waiver', amount: 9000, insuranceKey: 'damageWaiver' },
    { key: 'serviceFee', label: 'Service fee', amount: 42565 },
  ],
  rentalAmount: 285000,
  serviceFeeAmount: 42565,
  insuranceAmount: 9000,
  discountAmount: 15000,
  onlineAmount: 385565,
  harbourAmount: 0,
  depositAmount: 150000,
  payments: [
    {
      id: 33,
      kind: 'checkout',
      status: 'succeeded',
      amount: 385565,
      refundedAmount: 385565,
      providerReference: 'pi_sandbox_33',
      createdAt: at,
    },
  ],
  refunds: [
    {
      id: 41,
      paymentId: 33,
      amount: 385565,
      status: 'succeeded',
      reason: 'Autorefund: owner_declined',
      createdByName: 'Manon Gérante',
      createdAt: at,
    },
  ],
  events: [
    {
      at,
      fromStatus: 'accepted',
      toStatus: 'cancelled_by_owner',
      actorRole: 'staff',
      actorName: 'Manon Gérante',
      reason: 'Cancelled by staff: Panne moteur',
    },
    {
      at,
      fromStatus: 'cancelled_by_owner',
      toStatus: 'cancelled_by_owner',
      actorRole: 'staff',
      actorName: 'Manon Gérante',
      reason: 'Refund of €3855.65 approved (autorefund 5)',
    },
  ],
  contracts: [
    {
      kind: 'in',
      status: 'awaiting_signatures',
      fuelLevel: 100,
      engineHours: 120,
      remarks: 'Rayure sur la plateforme',
      photos: [],
    },
  ],
  conversation: {
    id: 5,
    messages: [{ createdAt: at, body: 'Bonjour, à quelle heure ?', hidden: false }],
  },
  cancellation: { refundable: 0, tenantPolicyRefund: 0, ownerPolicyRefund: 0, allowedFor: [] },
  auditTrail: [
    {
      id: 1,
      createdAt: at,
      actorName: 'Manon Gérante',
      action: 'cancel',
      reason: 'Panne moteur',
      before: { status: 'accepted' },
      after: { status: 'cancelled_by_owner' },
    },
  ],
};

const autorefund = {
  id: 5,
  bookingId: 71,
  bookingReference: 'BSN-7KQ2P',
  reason: 'owner_declined',
  status: 'proposed',
  proposedAmount: 385565,
  approvedAmount: null,
  paidAmount: 385565,
  refundedAmount: 0,
  tenantName: 'Anaïs Martin',
  decisionReason: null,
  decidedByName: null,
  createdAt: at,
  decidedAt: null,
  ageHours: 1161,
  refundId: null,
  auditTrail: [],
};

const damage = {
  id: 3,
  bookingReference: 'BSN-7KQ2P',
  bookingStatus: 'damage_claimed',
  status: 'under_review',
  claimantName: 'Olivier Durand',
  amountClaimed: 30000,
  amountDecided: null,
  depositAmount: 150000,
  decisionMessage: null,
  description: 'Rayure sur la coque tribord',
  createdAt: at,
  evidence: [
    {
      url: '/media/demo/boat/rib/1-0.svg',
      inspection: 'out',
      zone: 'starboard',
      takenAt: '2026-11-20T16:05:00.000Z',
    },
  ],
  checkIn: {
    fuelLevel: 100,
    engineHours: 120.5,
    remarks: null,
    photos: [{ url: '/media/demo/boat/rib/1-1.svg', zone: 'hull', takenAt: '2026-11-17T09:00:00.000Z' }],
  },
  checkOut: {
    fuelLevel: 40,
    engineHours: 128.2,
    remarks: 'Rayure',
    // an inspection recorded before the zone was kept: its time as the caption
    photos: [{ url: '/media/demo/boat/rib/1-2.svg', caption: '2026-11-20T16:00:00.000Z' }],
  },
  auditTrail: [],
};

const boat = {
  ...boatRecord(),
  title: 'Yacht Azur',
  productType: 'motorYacht',
  activityType: null,
  sailingType: 'withoutCaptain',
  pricingUnit: 'per_boat',
  harbourName: 'Port Vauban',
  cityName: 'Antibes',
  countryCode: 'FR',
  ownerName: 'Olivier Durand',
  lengthM: 12.5,
  capacity: 10,
  cabins: 3,
  berths: 6,
  builderName: 'Azimut',
  modelName: 'Quarante',
  buildYear: 2019,
  instantBooking: false,
  cancellationPolicy: 'strict',
  publishedAt: '2026-03-01',
  captainPricePerDay: 20000,
  depositAmount: 150000,
  extras: [{ name: 'Serviettes', price: 1000, priceType: 'per_person' }],
  pictures: [{ id: 1, url: '/media/demo/boat/rib/1-0.svg', alt: 'Au mouillage' }],
  owner: {
    id: 3,
    firstName: 'Olivier',
    lastName: 'Durand',
    email: 'olivier@exemple.fr',
    ownerType: 'professional',
  },
  seasons: [{ ...boatRecord().seasons[0], name: 'Basse saison' }],
  updatedAt: at,
};

const conversation = {
  id: 5,
  productTitle: 'Yacht Azur',
  bookingReference: 'BSN-7KQ2P',
  tenantName: 'Anaïs Martin',
  ownerName: 'Olivier Durand',
  messageCount: 2,
  flagged: true,
  flagReason: 'Paiement hors plateforme',
  lastMessageAt: at,
  messages: [
    {
      id: 9,
      createdAt: at,
      senderName: 'Anaïs Martin',
      senderRole: 'tenant',
      body: 'Je vous paie en liquide ?',
      hidden: true,
      edited: false,
    },
    {
      id: 10,
      createdAt: at,
      senderName: 'Olivier Durand',
      senderRole: 'owner',
      body: 'Bienvenue à bord',
      hidden: false,
      edited: true,
    },
  ],
  auditTrail: [],
};

const message = { ...conversation.messages[0], conversationId: 5, originalBody: null, auditTrail: [] };

const outbox = {
  id: 1,
  createdAt: at,
  channel: 'email',
  recipient: 'anais@exemple.fr',
  subject: 'Votre remboursement',
  body: 'Nous avons remboursé votre réservation.',
  template: 'refund-approved',
  status: 'queued',
};

const auditEntry = {
  id: 1,
  createdAt: at,
  actorName: 'Manon Gérante',
  resource: 'sales-teammates',
  recordId: '12',
  action: 'unhide',
  reason: 'Masqué par erreur',
  before: { hidden: true },
  after: { hidden: false },
};

const user = {
  id: 4,
  email: 'anais@exemple.fr',
  firstName: 'Anaïs',
  lastName: 'Martin',
  phone: '+33612345678',
  languageCode: 'en-US',
  currencyCode: 'EUR',
  isOwner: true,
  ownerType: 'private',
  isSuperOwner: false,
  staffRole: 'support',
  status: 'suspended',
  createdAt: at,
  lastLoginAt: at,
};

const lead = {
  id: 7,
  status: 'quote_sent',
  source: 'quote_request',
  contactName: 'Anaïs Martin',
  contactEmail: 'anais@exemple.fr',
  assigneeId: 12,
  assigneeName: 'Léa Marin',
  valueEstimate: 120000,
  ageDays: 2,
  nextReviewAt: '2026-11-30T09:00:00.000Z',
  createdAt: at,
  productTitle: 'Yacht Azur',
  destination: 'Antibes',
  people: 6,
  datesWanted: { start: '2027-07-04', end: '2027-07-11' },
  languageCode: 'en-US',
  market: 'GB',
  snoozeReason: null,
  closedReason: null,
};

const leadDetail = {
  message: 'Nous cherchons un yacht pour une semaine.',
  renter: {
    id: 4,
    name: 'Anaïs Martin',
    email: 'anais@exemple.fr',
    phone: null,
    languageCode: 'en-US',
    bookings: 2,
  },
  contactEmail: 'anais@exemple.fr',
  notes: [{ id: 1, body: 'Rappeler lundi', authorName: 'Léa Marin', createdAt: at }],
  timeline: [
    {
      id: 1,
      kind: 'snoozed',
      actorName: null,
      fromStatus: 'contacted',
      toStatus: 'snoozed',
      data: { until: '2026-11-30', reason: 'Attend ses dates' },
      at,
    },
  ],
  conversation: [],
  lookedAt: [],
  propales: [
    { id: 2, status: 'sent', totalAmount: 385565, validUntil: '2026-12-01', createdByName: 'Léa Marin' },
  ],
};

const propale = {
  id: 2,
  leadId: 7,
  hash: 'abc',
  status: 'sent',
  createdBy: 12,
  createdByName: 'Léa Marin',
  validUntil: '2026-12-01',
  languageCode: 'en-US',
  currencyCode: 'EUR',
  message: 'Voici notre proposition.',
  subtotalAmount: 385565,
  discountAmount: 10000,
  totalAmount: 375565,
  discountApproval: 'pending',
  offerPath: '/fr/account/offers/abc',
  sentAt: at,
  answeredAt: null,
  paymentSessionHash: null,
  renterName: 'Anaïs Martin',
  items: [
    {
      id: 1,
      position: 0,
      productId: 7,
      productTitle: 'Yacht Azur',
      productSlug: 'yacht-azur-7',
      start: '2027-07-04',
      end: '2027-07-07',
      people: 6,
      options: { withCaptain: true, extraIds: [], insurances: [] },
      // As a quote made in English stores them: its extra and captain named in every language given.
      priceLines: [
        { key: 'rental', label: 'Rental, 3 days', amount: 300000, params: { days: 3 } },
        {
          key: 'durationDiscount',
          label: '5 % off for 3 days',
          amount: -15000,
          params: { percent: 5, days: 3 },
        },
        {
          key: 'captain',
          label: 'Skipper',
          amount: 45000,
          params: { days: 3, names: { en: 'Skipper', fr: 'Skipper (patron)' } },
          extraId: 40,
        },
        {
          key: 'extra',
          label: 'Towels',
          amount: 4000,
          params: { names: { en: 'Towels', fr: 'Serviettes' } },
          extraId: 41,
        },
        { key: 'insurance', label: 'Damage waiver', amount: 9000, insuranceKey: 'damageWaiver' },
        { key: 'serviceFee', label: 'Service fee', amount: 42565, params: {} },
      ],
      totalAmount: 385565,
    },
  ],
  createdAt: at,
  updatedAt: at,
};

const teammate = {
  id: 12,
  userId: 12,
  email: 'lea@bosun.test',
  firstName: 'Léa',
  lastName: 'Marin',
  languages: ['fr', 'en-US'],
  markets: ['FR', 'GB'],
  capacity: 40,
  openLeads: 3,
  absentFrom: '2026-12-20',
  absentTo: '2027-01-03',
  active: true,
  isTeamLead: false,
};

const errorGroup = {
  id: 7,
  project: 'server',
  title: 'Error: connect ETIMEDOUT sms.example:443',
  culprit: 'src/providers/sms.ts',
  level: 'error',
  count: 1250,
  firstSeenAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: at,
  release: 'bosun@abc123',
  environment: 'production',
  browser: 'Firefox 133',
  url: '/api/v6/auth/sms',
  fingerprint: 'f'.repeat(32),
  latestEventId: 'e'.repeat(32),
  latestEvent: {
    exception: {
      values: [
        {
          type: 'Error',
          value: 'connect ETIMEDOUT sms.example:443',
          stacktrace: {
            frames: [{ filename: 'src/providers/sms.ts', function: 'send', lineno: 40, colno: 9 }],
          },
        },
      ],
    },
    breadcrumbs: [{ timestamp: 1782986400, category: 'navigation', message: '/api/v6/auth/sms' }],
    tags: {},
  },
};

export const CONSOLE_RECORDS: Record<string, Record<string, unknown>[]> = {
  errors: [errorGroup],
  bookings: [booking],
  autorefunds: [autorefund],
  damages: [damage],
  boats: [boat],
  conversations: [conversation],
  messages: [message],
  outbox: [outbox],
  'audit-log': [auditEntry],
  users: [user],
  leads: [lead],
  propales: [propale],
  'sales-teammates': [teammate],
};

/** The answers of the console's other GET endpoints. */
export const CONSOLE_ENDPOINTS: Record<string, unknown> = {
  // The quote form's options for the boat of the quote: the owner's extra in each language given.
  '/api/v6/propales/quote-options/7': {
    extras: [
      {
        id: 41,
        name: 'Towels',
        names: { en: 'Towels', fr: 'Serviettes' },
        price: 1000,
        priceType: 'per_person',
      },
    ],
    insurances: [],
  },
  '/api/admin/bookings/counts': { cancelled_by_owner: 1, accepted: 4 },
  '/api/v6/leads/get-leads-count': { all: { new: 3 }, mine: { new: 1 }, unassigned: 2, dueForReview: 1 },
  '/api/v6/leads/7': leadDetail,
  '/api/v6/account/sales-settings': {
    distributionRule: 'by_language',
    maxDiscountPercent: 10,
    updatedAt: at,
    updatedBy: 1,
  },
  '/api/v6/sales/dashboard': {
    from: '2026-10-25',
    to: '2026-11-24',
    assigneeId: null,
    team: {
      leads: 1200,
      quoted: 300,
      won: 120,
      booked: 100,
      revenueWon: 1234567,
      averageResponseMinutes: 1161,
      responded: 90,
    },
    bySource: [{ source: 'quote_request', count: 14 }],
    byStatus: [{ status: 'quote_sent', count: 14 }],
    byDay: [{ date: '2026-11-20', count: 14 }],
    perTeammate: [
      {
        assigneeId: 12,
        name: 'Léa Marin',
        leads: 14,
        quoted: 3,
        won: 1,
        booked: 1,
        revenueWon: 385565,
        averageResponseMinutes: 1161,
      },
    ],
  },
  '/api/admin/dashboard/manager': {
    range: { from: '2026-08-27', to: '2026-11-24', country: null, bucket: 'week' },
    totals: {
      bookings: 1432,
      confirmedBookings: 1200,
      cancelledBookings: 100,
      gbv: 123456789,
      paidAmount: 100000000,
      refundedAmount: 2000000,
      cancellationRate: 0.0698,
      refundRate: 0.125,
    },
    overTime: [{ period: '2026-11-16', bookings: 14, confirmedBookings: 12, gbv: 1234500 }],
    byCountry: [{ key: 'GR', bookings: 14, confirmedBookings: 12, gbv: 1234500 }],
    byBoatType: [{ key: 'withoutLicense', bookings: 14, confirmedBookings: 12, gbv: 1234500 }],
    damages: { open: 2, underReview: 1, accepted: 1, refused: 0, paid: 3, paidAmount: 45000 },
    autorefundQueue: { size: 4, amount: 385565, oldestAgeHours: 30, averageAgeHours: 19.5 },
    finance: {
      totals: { commission: 148140, payoutsSent: 1085560, payoutsPending: 40800, payoutsFailed: 23800 },
      overTime: [
        {
          period: '2026-11-16',
          commission: 148140,
          payoutsSent: 1085560,
          payoutsPending: 40800,
          payoutsFailed: 23800,
        },
      ],
    },
  },
};
