import { z } from 'zod';
import { calendarDate, instant } from '../apiValues.ts';
import { BOOKING_STATUSES, SAILING_TYPES } from '../catalogue/catalogue.ts';
import { moneyDocumentSchema, statementSchema } from '../money/statement.ts';
import { priceLineParamsSchema } from '../product/quote.ts';
import { resultProductSchema } from '../search/searchResults.ts';

/**
 * The life of a booking after the payment (issue 16), as the site and the API share it: the account
 * overview, the booking lists of renters and owners, the booking detail, cancellation, the owner's
 * answer, modification and reviews. The server returns these shapes; the pages parse nothing else.
 *
 * Money is integer minor units of EUR (the base currency, what the card was charged); the page
 * converts for display. Dates are the harbour's calendar dates `YYYY-MM-DD`: `startDate` is the
 * first day, `endDate` the last day (inclusive, unlike the database's end-exclusive range), so a
 * one-day or half-day booking has startDate = endDate. Instants are ISO 8601 UTC.
 *
 * Every call answers 404 to anyone but the booking's tenant, the owner of its product and staff.
 */

const segment = (value: string | number) => encodeURIComponent(String(value));

export const tripPaths = {
  /** GET → AccountOverview (the account root). */
  accountOverview: '/api/v6/account/overview',
  /** GET ?role=tenant|owner&tab=…&page=N → BookingList. */
  accountBookings: '/api/v6/account/bookings',
  /** GET ?page=N → FavouriteList. */
  favourites: '/api/v6/account/favourites',
  /** GET → BookingDetail (SPEC section 7: booking/{bookingId}/detail). */
  detail: (bookingId: number | string) => `/api/v6/booking/${segment(bookingId)}/detail`,
  /** GET → CancellationPreview: what a cancellation by the viewer would refund now. */
  cancellation: (bookingId: number | string) => `/api/v6/booking/${segment(bookingId)}/cancellation`,
  /** POST CancelInput (Idempotency-Key accepted) → BookingDetail. */
  cancel: (bookingId: number | string) => `/api/v6/booking/${segment(bookingId)}/cancel`,
  /** POST (owner) → BookingDetail: accepts a request; the authorised payment is captured. */
  accept: (bookingId: number | string) => `/api/v6/booking/${segment(bookingId)}/accept`,
  /** POST DeclineInput (owner) → BookingDetail: the authorisation is released. */
  decline: (bookingId: number | string) => `/api/v6/booking/${segment(bookingId)}/decline`,
  /** GET → ModificationOptions; POST ModificationInput → 201 ModificationAnswer (the change and its payPath). */
  modification: (bookingId: number | string) => `/api/v6/booking/${segment(bookingId)}/modification`,
  /** POST ModificationInput → ModificationQuote: the re-quote, nothing saved. */
  modificationQuote: (bookingId: number | string) =>
    `/api/v6/booking/${segment(bookingId)}/modification/quote`,
  /**
   * POST ModificationDecision (owner) → ModificationChangeAnswer `{ok, bookingId, modification}`: the
   * change as decided, not the booking (GET `detail` shows its effect).
   */
  modificationDecision: (bookingId: number | string, modificationId: number | string) =>
    `/api/v6/booking/${segment(bookingId)}/modification/${segment(modificationId)}/decision`,
  /** POST (tenant, Idempotency-Key accepted) → PaymentIntentAnswer: the intent that charges a higher price's difference. */
  modificationIntent: (bookingId: number | string, modificationId: number | string) =>
    `/api/v6/booking/${segment(bookingId)}/modification/${segment(modificationId)}/payment-intent`,
  /** POST (tenant) → ModificationChangeAnswer: withdraws a change not confirmed yet (a paid difference is refunded). */
  modificationWithdraw: (bookingId: number | string, modificationId: number | string) =>
    `/api/v6/booking/${segment(bookingId)}/modification/${segment(modificationId)}/withdraw`,
  /** GET → ReviewState; POST ReviewInput → 201 ReviewState (the viewer's review saved, the other's if published). */
  review: (bookingId: number | string) => `/api/v6/booking/${segment(bookingId)}/review`,
} as const;

export const TRIP_ROLES = ['tenant', 'owner'] as const;
export type TripRole = (typeof TRIP_ROLES)[number];

/** The tabs of account/bookings: a renter sees the first four, an owner all but `requests` renamed. */
export const TENANT_TABS = ['upcoming', 'requests', 'past', 'cancelled'] as const;
export const OWNER_TABS = ['requests', 'upcoming', 'inProgress', 'past', 'cancelled'] as const;
export const BOOKING_TABS = ['upcoming', 'requests', 'inProgress', 'past', 'cancelled'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

export const BOOKINGS_PER_PAGE = 20;

export const bookingListQuerySchema = z.object({
  role: z.enum(TRIP_ROLES).default('tenant'),
  tab: z.enum(BOOKING_TABS).default('upcoming'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

/**
 * The one thing a booking asks of the viewer now (Sharetribe's state × role → action): the server
 * decides it from the state machine's table; the page only shows it. `path` is a site path without
 * the language prefix.
 */
export const NEXT_ACTIONS = [
  'answerRequest',
  'waitForOwner',
  'payBalance',
  'payModification',
  'answerModification',
  'signCheckIn',
  'signCheckOut',
  'writeReview',
  'answerMessage',
] as const;
export type NextActionKind = (typeof NEXT_ACTIONS)[number];

export const nextActionSchema = z
  .object({
    kind: z.enum(NEXT_ACTIONS),
    path: z.string(),
    /** When the action is due (a request's answer, a balance's date), if it has a deadline. */
    dueAt: instant().nullable(),
  })
  .meta({ id: 'NextAction' });
export type NextAction = z.infer<typeof nextActionSchema>;

/** What the viewer may do on this booking now (the buttons a page shows). */
export const BOOKING_ACTIONS = [
  'accept',
  'decline',
  'cancel',
  'modify',
  'answerModification',
  'review',
  'payBalance',
  'checkIn',
  'checkOut',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

export const tripPartySchema = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    picture: z.string().nullable(),
    isPro: z.boolean(),
    isSuperOwner: z.boolean(),
    /** Contact details only once the booking is accepted (and never for a cancelled one). */
    phone: z.string().nullable(),
    email: z.string().nullable(),
  })
  .meta({ id: 'TripParty' });
export type TripParty = z.infer<typeof tripPartySchema>;

export const bookingSummarySchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    status: z.enum(BOOKING_STATUSES),
    /** The viewer's side of this booking. */
    role: z.enum(TRIP_ROLES),
    product: z.object({
      id: z.number().int(),
      title: z.string(),
      type: z.string().nullable(),
      picture: z.string().nullable(),
      /** The product page, a site path without the language prefix (null if unpublished). */
      path: z.string().nullable(),
    }),
    place: z.object({ harbour: z.string().nullable(), city: z.string().nullable() }),
    startDate: calendarDate(),
    endDate: calendarDate(),
    halfDayPeriod: z.enum(['morning', 'afternoon']).nullable(),
    people: z.number().int(),
    withCaptain: z.boolean(),
    /** The other party: the owner for a renter, the renter for an owner. */
    counterpart: tripPartySchema,
    currency: z.literal('EUR'),
    totalAmount: z.number().int(),
    /** Captured minus refunded so far. */
    paidAmount: z.number().int(),
    /** Authorised on the card but not captured (a request waiting for the owner). */
    heldAmount: z.number().int(),
    /** Still to pay online (a balance, a modification's difference). */
    dueAmount: z.number().int(),
    /** Paid at the harbour on the day (fuel, skipper...). */
    harbourAmount: z.number().int(),
    refundedAmount: z.number().int(),
    /** Extras bought after booking (post-booking carts), paid on top of the total. */
    extrasAmount: z.number().int(),
    balanceDueDate: calendarDate().nullable(),
    /** A request's deadline for the owner's answer. */
    responseDueAt: instant().nullable(),
    nextAction: nextActionSchema.nullable(),
    createdAt: instant(),
  })
  .meta({ id: 'BookingSummary' });
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

/** A list's page: 1-based, with the number of pages and of results. */
const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPage: z.number().int(),
  resultsCount: z.number().int(),
});

export const bookingListSchema = z
  .object({
    role: z.enum(TRIP_ROLES),
    tab: z.enum(BOOKING_TABS),
    items: z.array(bookingSummarySchema),
    /**
     * How many bookings each tab holds, for the badges: every tab, 0 for one the role does not show
     * (an object rather than a record over BOOKING_TABS, so the description lists the tabs).
     */
    counts: z.object({
      upcoming: z.number().int(),
      requests: z.number().int(),
      inProgress: z.number().int(),
      past: z.number().int(),
      cancelled: z.number().int(),
    }) satisfies z.ZodType<Record<BookingTab, number>>,
    pagination: paginationSchema,
  })
  .meta({ id: 'BookingPage' });
export type BookingList = z.infer<typeof bookingListSchema>;

export const accountOverviewSchema = z.object({
  firstName: z.string(),
  isOwner: z.boolean(),
  /** The renter's next trip (accepted or waiting, not yet over), with its one action. */
  nextTrip: bookingSummarySchema.nullable(),
  waiting: z.object({
    /** Renter: requests waiting for owners. */
    pendingRequests: z.number().int(),
    /** Owner: requests to answer (with the soonest deadline). */
    requestsToAnswer: z.number().int(),
    nextRequestDueAt: z.iso.datetime().nullable(),
    unreadMessages: z.number().int(),
    reviewsToWrite: z.number().int(),
    balancesDue: z.number().int(),
  }),
  /** Up to 5 bookings that need the viewer now, most urgent first. */
  actions: z.array(bookingSummarySchema),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

export const timelineEntrySchema = z
  .object({
    from: z.enum(BOOKING_STATUSES).nullable(),
    to: z.enum(BOOKING_STATUSES),
    actorRole: z.enum(['tenant', 'owner', 'staff', 'system']),
    /** A short text kept with the change (a decline's reason, a code the page words); may be null. */
    reason: z.string().nullable(),
    /**
     * What a code is about, for the page to word it (DESIGN: whose language): a booking change's new
     * days, a weather postponement's dates, the owner's own words for declining a change.
     */
    facts: z
      .object({
        startDate: calendarDate().optional(),
        endDate: calendarDate().optional(),
        fromDate: calendarDate().optional(),
        toDate: calendarDate().optional(),
        message: z.string().optional(),
      })
      .optional(),
    at: z.string(),
  })
  .meta({ id: 'TimelineEntry' });

export const priceLineSchema = z
  .object({
    key: z.string(),
    /** The line's words in the request's `_locale` (the snapshot keeps Bosun's lines as key and params). */
    label: z.string(),
    amount: z.number().int(),
    params: priceLineParamsSchema.optional(),
    promoCode: z.string().optional(),
  })
  .meta({ id: 'BookingPriceLine' });

export const moneyMovementSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  amount: z.number().int(),
  /** Payments: authorised (held), succeeded, failed, canceled; refunds: pending, succeeded, failed. */
  status: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});

export const cancellationTermSchema = z.object({ daysBefore: z.number(), refundPercentage: z.number() });

export const reviewCriteriaSchema = z.object({
  boat: z.number().int().min(1).max(5),
  owner: z.number().int().min(1).max(5),
  cleanliness: z.number().int().min(1).max(5),
  valueForMoney: z.number().int().min(1).max(5),
  experience: z.number().int().min(1).max(5),
});
/** What an owner scores about a renter. */
export const renterReviewCriteriaSchema = z.object({
  communication: z.number().int().min(1).max(5),
  care: z.number().int().min(1).max(5),
  punctuality: z.number().int().min(1).max(5),
});

export const reviewSchema = z
  .object({
    authorRole: z.enum(TRIP_ROLES),
    authorFirstName: z.string(),
    rating: z.number(),
    criteria: z.record(z.string(), z.number()),
    comment: z.string().nullable(),
    createdAt: instant(),
    /** Null until both have written or 14 days have passed (double-blind). */
    publishedAt: instant().nullable(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const reviewStateSchema = z.object({
  /** Whether the viewer may write their review now. */
  canWrite: z.boolean(),
  /** The last day the viewer may write it (14 days after the stay). */
  writeUntil: z.string().nullable(),
  mine: reviewSchema.nullable(),
  /** The other party's review: only once published. */
  theirs: reviewSchema.nullable(),
  /** True when the other party has written theirs but it is not published yet. */
  theirsWaiting: z.boolean(),
});
export type ReviewState = z.infer<typeof reviewStateSchema>;

export const REVIEW_COMMENT_MAX = 2000;
export const tenantReviewInputSchema = z.object({
  rating: z.number().int().min(1).max(5),
  criteria: reviewCriteriaSchema,
  comment: z.string().trim().min(1).max(REVIEW_COMMENT_MAX),
});
export const ownerReviewInputSchema = z.object({
  rating: z.number().int().min(1).max(5),
  criteria: renterReviewCriteriaSchema,
  comment: z.string().trim().min(1).max(REVIEW_COMMENT_MAX),
});
/** POST review: the server picks the schema by the viewer's role. */
export const reviewInputSchema = z.union([tenantReviewInputSchema, ownerReviewInputSchema]);
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const modificationStatusSchema = z.enum([
  'awaiting_payment',
  'awaiting_owner',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
]);

export const modificationSchema = z
  .object({
    id: z.number().int(),
    status: modificationStatusSchema,
    startDate: calendarDate(),
    endDate: calendarDate(),
    halfDayPeriod: z.enum(['morning', 'afternoon']).nullable(),
    people: z.number().int(),
    withCaptain: z.boolean(),
    /** New total minus the old: positive is charged, negative refunded (by the snapshot's policy). */
    differenceAmount: z.number().int(),
    /** What is actually refunded of a negative difference under the cancellation policy. */
    refundAmount: z.number().int(),
    newTotalAmount: z.number().int(),
    priceLines: z.array(priceLineSchema),
    requestedAt: instant(),
    responseDueAt: instant().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'Modification' });
export type Modification = z.infer<typeof modificationSchema>;

export const bookingDetailSchema = bookingSummarySchema
  .extend({
    timeline: z.array(timelineEntrySchema),
    /** The snapshot's price lines (SPEC: prices computed on the server and kept with the booking). */
    priceLines: z.array(priceLineSchema),
    depositAmount: z.number().int(),
    payments: z.array(moneyMovementSchema),
    refunds: z.array(moneyMovementSchema),
    balance: z
      .object({
        amount: z.number().int(),
        dueDate: calendarDate().nullable(),
        paid: z.boolean(),
        /** balance-payment/{id}, a site path without language prefix, while it can be paid. */
        payPath: z.string().nullable(),
      })
      .nullable(),
    cancellation: z.object({
      policy: z.enum(['flexible', 'moderate', 'strict']),
      terms: z.array(cancellationTermSchema),
      /** What a cancellation by the viewer now would refund to the renter (null when not allowed). */
      refundNowAmount: z.number().int().nullable(),
      refundNowPercentage: z.number().nullable(),
      cancelledAt: instant().nullable(),
      reason: z.string().nullable(),
    }),
    harbour: z.object({
      name: z.string().nullable(),
      address: z.string().nullable(),
      city: z.string().nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      /** The harbour's local time to meet, "HH:MM" (check-in time of the listing). */
      meetingTime: z.string().nullable(),
      checkOutTime: z.string().nullable(),
      timeZone: z.string().nullable(),
    }),
    owner: tripPartySchema,
    tenant: tripPartySchema,
    tenantMessage: z.string().nullable(),
    links: z.object({
      /** account/chat/{hash}/{ish}, when a conversation exists. */
      conversation: z.string().nullable(),
      econtractIn: z.string().nullable(),
      econtractOut: z.string().nullable(),
      postBooking: z.string().nullable(),
      modify: z.string().nullable(),
    }),
    allowedActions: z.array(z.enum(BOOKING_ACTIONS)),
    /** True while the payment is only authorised on the card (a request): nothing charged yet. */
    paymentOnHold: z.boolean(),
    modification: modificationSchema.nullable(),
    review: reviewStateSchema.nullable(),
    /** The e-contract (DESIGN.md, "The second half"): the deposit's outcome and the signed contracts' PDFs, once any exist. */
    econtract: z
      .object({
        deposit: z
          .object({
            status: z.enum([
              'requires_payment_method',
              'held',
              'release_due',
              'released',
              'capture_due',
              'captured',
            ]),
            amount: z.number().int(),
            capturedAmount: z.number().int().nullable(),
          })
          .nullable(),
        damageClaimStatus: z.string().nullable(),
        contracts: z.array(
          z.object({
            kind: z.enum(['in', 'out']),
            addendum: z.boolean(),
            signedAt: instant().nullable(),
            pdfUrl: z.string().nullable(),
          }),
        ),
      })
      .nullable()
      .optional(),
    /** The money statement (DESIGN.md, "One money ledger") as the viewer sees it: what every figure on the page comes from. */
    statement: statementSchema.nullable().optional(),
    /** The viewer's receipts, invoices and credit notes for this booking. */
    documents: z.array(moneyDocumentSchema).optional(),
  })
  .meta({ id: 'Booking' });
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

export const cancellationPreviewSchema = z.object({
  allowed: z.boolean(),
  /** Why not, when not allowed (a message key: tooLate, alreadyStarted, notYours...). */
  refusal: z.string().nullable(),
  byRole: z.enum(TRIP_ROLES),
  policy: z.enum(['flexible', 'moderate', 'strict']),
  daysBeforeStart: z.number(),
  /** The term that applies now. An owner's cancellation always refunds 100 %. */
  refundPercentage: z.number(),
  paidAmount: z.number().int(),
  heldAmount: z.number().int(),
  refundAmount: z.number().int(),
  keptAmount: z.number().int(),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;

export const CANCEL_REASON_MAX = 500;
export const cancelInputSchema = z.object({
  reason: z.string().trim().max(CANCEL_REASON_MAX).optional(),
});
export const DECLINE_REASONS = ['notAvailable', 'maintenance', 'notSuitable', 'other'] as const;
export const declineInputSchema = z.object({
  reason: z.enum(DECLINE_REASONS),
  message: z.string().trim().max(CANCEL_REASON_MAX).optional(),
});

const isoDate = z.iso.date();
export const modificationInputSchema = z
  .object({
    startDate: isoDate,
    /** The last day, inclusive (equal to startDate for a day or a half day). */
    endDate: isoDate,
    halfDayPeriod: z.enum(['morning', 'afternoon']).nullable().default(null),
    people: z.number().int().min(1).max(100),
    withCaptain: z.boolean(),
    /** Optional extras by id with their quantity (0 removes). */
    extras: z
      .array(z.object({ extraId: z.number().int().positive(), quantity: z.number().int().min(0).max(50) }))
      .max(50)
      .default([]),
  })
  .refine((v) => v.startDate <= v.endDate, { path: ['endDate'], message: 'endBeforeStart' })
  .refine((v) => v.halfDayPeriod === null || v.startDate === v.endDate, {
    path: ['halfDayPeriod'],
    message: 'halfDayIsOneDay',
  });
export type ModificationInput = z.infer<typeof modificationInputSchema>;

export const modificationOptionsSchema = z.object({
  current: z.object({
    startDate: calendarDate(),
    endDate: calendarDate(),
    halfDayPeriod: z.enum(['morning', 'afternoon']).nullable(),
    people: z.number().int(),
    withCaptain: z.boolean(),
    extras: z.array(z.object({ extraId: z.number().int(), quantity: z.number().int() })),
  }),
  capacity: z.number().int(),
  /** The listing's: a captain always, never, or the renter's choice (withOrWithoutCaptain). */
  sailingType: z.enum(SAILING_TYPES),
  extras: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** Minor units, per `priceType`. */
      price: z.number().int(),
      priceType: z.enum(['per_booking', 'per_day', 'per_person']),
      mandatory: z.boolean(),
    }),
  ),
  /** Days the boat is taken by others (the booking's own days are free to keep). */
  unavailableDates: z.array(z.string()),
  instantBooking: z.boolean(),
  pending: modificationSchema.nullable(),
  /** Which card step pays a difference: the sandbox form or Stripe.js. */
  cardProvider: z.enum(['sandbox', 'stripe']),
});
export type ModificationOptions = z.infer<typeof modificationOptionsSchema>;

export const modificationQuoteSchema = z.object({
  available: z.boolean(),
  /** Why not (datesTaken, tooManyPeople, minimumDuration, inThePast...). */
  refusal: z.string().nullable(),
  priceLines: z.array(priceLineSchema),
  oldTotalAmount: z.number().int(),
  newTotalAmount: z.number().int(),
  differenceAmount: z.number().int(),
  refundAmount: z.number().int(),
  needsOwnerApproval: z.boolean(),
});
export type ModificationQuote = z.infer<typeof modificationQuoteSchema>;

export const modificationAnswerSchema = z.object({
  modification: modificationSchema,
  /**
   * Set when a difference must be paid: the site page (`/booking/{id}/modify`, no language prefix)
   * whose card step calls tripPaths.modificationIntent.
   */
  payPath: z.string().nullable(),
});
export type ModificationAnswer = z.infer<typeof modificationAnswerSchema>;

/** What the owner's decision and the renter's withdrawal answer: the change, not the booking. */
export const modificationChangeAnswerSchema = z.object({
  ok: z.literal(true),
  bookingId: z.number().int(),
  modification: modificationSchema,
});
export type ModificationChangeAnswer = z.infer<typeof modificationChangeAnswerSchema>;

export const modificationDecisionSchema = z.object({
  accept: z.boolean(),
  reason: z.string().trim().max(CANCEL_REASON_MAX).optional(),
});

export const favouriteListSchema = z.object({
  products: z.array(resultProductSchema),
  pagination: paginationSchema,
});
export type FavouriteList = z.infer<typeof favouriteListSchema>;
