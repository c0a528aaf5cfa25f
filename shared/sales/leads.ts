import { z } from 'zod';
import { STAFF_ROLES } from '../admin/users.ts';
import { currencyCodeValue, languageCodeValue } from '../apiValues.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { propaleSchema } from './propales.ts';

export const LEAD_STATUSES = ['new', 'contacted', 'quote_sent', 'won', 'lost', 'snoozed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** The statuses a salesperson is still working on (a snoozed lead comes back to one of them). */
export const OPEN_LEAD_STATUSES = ['new', 'contacted', 'quote_sent'] as const;
export const LEAD_SOURCES = ['quote_request', 'abandoned_checkout', 'large_charter', 'contact_form'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export const DISTRIBUTION_RULES = ['round_robin', 'by_language', 'by_market'] as const;
export type DistributionRule = (typeof DISTRIBUTION_RULES)[number];

/**
 * Who reaches the sales console. Sales, managers and admins read every lead and quote; support does
 * not. Changing a lead is for its assignee, a team lead, a manager or an admin (server-enforced).
 */
export const SALES_ACCESS = {
  read: ['sales', 'manager', 'admin'],
  manageTeam: ['manager', 'admin'],
  approveDiscount: ['manager', 'admin'],
} as const;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** A calendar day that exists (`2026-02-30` is refused, not rolled over into March). */
const isoDate = z.iso.date({ error: 'dateInvalid' });

const count = z.number().int();
const instant = z.iso.datetime();
/** Who a lead was given to by the settings' rule; `fallback` when nobody matched it. */
export const LEAD_MATCHES = [...DISTRIBUTION_RULES, 'fallback'] as const;

/** A lead as lists and the console show it. */
export const leadSummarySchema = z
  .object({
    id: z.number().int(),
    status: z.enum(LEAD_STATUSES),
    source: z.enum(LEAD_SOURCES),
    /** The renter's name, else the contact's name, else their e-mail address. */
    contactName: z.string(),
    contactEmail: z.string().nullable(),
    languageCode: languageCodeValue,
    /** A country code. */
    market: z.string().nullable(),
    /** EUR minor units. */
    valueEstimate: z.number().int().nullable(),
    assigneeId: z.number().int().nullable(),
    assigneeName: z.string().nullable(),
    tenantId: z.number().int().nullable(),
    productId: z.number().int().nullable(),
    productTitle: z.string().nullable(),
    destination: z.string().nullable(),
    /** The first day and the day after the last (the range's bounds). */
    datesWanted: z.object({ start: z.iso.date(), end: z.iso.date() }).nullable(),
    people: count.nullable(),
    nextReviewAt: instant.nullable(),
    snoozeReason: z.string().nullable(),
    closedReason: z.string().nullable(),
    ageDays: count,
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'Lead' });
export type LeadSummary = z.infer<typeof leadSummarySchema>;

/** `GET /api/v6/leads`: a page of the list. */
export const leadPageSchema = z.object({
  items: z.array(leadSummarySchema),
  total: count,
  page: count,
  perPage: count,
});
export type LeadPage = z.infer<typeof leadPageSchema>;

/** `POST /api/v6/leads`: the new lead, and whom the settings' rule gave it to (null: nobody free). */
export const leadCreatedSchema = z.object({
  id: z.number().int(),
  /** Sales staff only: a renter or a visitor is not told which staff member got it, nor why. */
  assigneeId: z.number().int().nullable().optional(),
  matchedBy: z.enum(LEAD_MATCHES).nullable().optional(),
});

/** `POST /api/v6/leads/assign`: all the leads, as they are now. */
export const leadBulkAssignedSchema = z.object({
  assigned: count,
  leads: z.array(leadSummarySchema),
});

const statusCounts = z.object({
  new: count,
  contacted: count,
  quote_sent: count,
  won: count,
  lost: count,
  snoozed: count,
});

/** `GET /api/v6/leads/get-leads-count`: the console's menu badges. */
export const leadsCountSchema = z.object({
  /** Per status, every lead. */
  all: statusCounts,
  /** Per status, the viewer's. */
  mine: statusCounts,
  /** Open leads nobody has. */
  unassigned: count,
  /** The viewer's open leads whose review date has come. */
  dueForReview: count,
});
export type LeadsCount = z.infer<typeof leadsCountSchema>;

/** A note on a lead (`GET`/`POST /api/v6/leads/{leadId}/notes`), newest first in a list. */
export const leadNoteEntrySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** Null once the author's account is gone. */
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  createdAt: instant,
});
export type LeadNoteEntry = z.infer<typeof leadNoteEntrySchema>;

export const LEAD_EVENT_KINDS = [
  'created',
  'assigned',
  'status_changed',
  'snoozed',
  'propale_sent',
  'note_added',
] as const;

/** A timeline entry of the lead page, newest first. */
export const leadEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEAD_EVENT_KINDS),
  /** Null for what the system did (the lead came in, the rule assigned it, the snooze ended). */
  actorName: z.string().nullable(),
  fromStatus: z.enum(LEAD_STATUSES).nullable(),
  toStatus: z.enum(LEAD_STATUSES).nullable(),
  /** What each kind records (lead_events.data); only the keys of its kind are present. */
  data: z.object({
    /** created */
    source: z.enum(LEAD_SOURCES).optional(),
    /** assigned: to whom (null: unassigned), and by which rule when the settings chose. */
    assigneeId: z.number().int().nullable().optional(),
    rule: z.enum(LEAD_MATCHES).optional(),
    /** status_changed and snoozed: the reason given (`snoozeEnded` when a snooze ran out). */
    reason: z.string().nullable().optional(),
    /** propale_sent, and a status change a quote made (sent, accepted, declined). */
    propaleId: z.number().int().optional(),
    declined: z.boolean().optional(),
    /** snoozed: the day the lead comes back. */
    until: z.iso.date().optional(),
    /** note_added */
    noteId: z.number().int().optional(),
  }),
  at: instant,
});

/** `GET /api/v6/leads/{leadId}`: the lead page. */
export const leadDetailSchema = leadSummarySchema.extend({
  message: z.string().nullable(),
  /** The renter's account, when the lead came from a signed-in renter. */
  renter: z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      languageCode: languageCodeValue,
      currencyCode: currencyCodeValue,
      /** Their bookings, all statuses. */
      bookings: count,
    })
    .nullable(),
  notes: z.array(leadNoteEntrySchema),
  timeline: z.array(leadEventSchema),
  /** What the renter looked at: the boats they started to book (with dates) and the ones they saved. */
  lookedAt: z.array(
    z.object({
      kind: z.enum(['checkout', 'favourite']),
      productId: z.number().int(),
      productTitle: z.string(),
      dates: z.object({ start: z.iso.date(), end: z.iso.date() }).nullable(),
      at: instant,
    }),
  ),
  /** The renter's messages with the owner of the boat the lead is about, newest first (30 at most). */
  conversation: z.array(
    z.object({
      id: z.number().int(),
      senderName: z.string().nullable(),
      body: z.string(),
      createdAt: instant,
    }),
  ),
  /** The lead's quotes, newest first. */
  propales: z.array(propaleSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadAssignSchema = z.object({ assigneeId: id.nullable() });
export const leadBulkAssignSchema = z.object({
  ids: z.array(id, { error: 'idsInvalid' }).min(1, 'idsInvalid').max(500, 'idsInvalid'),
  assigneeId: id.nullable(),
});
export const leadSnoozeSchema = z.object({
  until: isoDate,
  reason: z.string({ error: 'reasonRequired' }).trim().min(1, 'reasonRequired').max(500),
});
export const leadStatusChangeSchema = z
  .object({
    status: z.enum(['contacted', 'won', 'lost'], { error: 'statusInvalid' }),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((v) => v.status === 'contacted' || (v.reason ?? '').length > 0, {
    path: ['reason'],
    message: 'reasonRequired',
  });
export const leadNoteSchema = z.object({
  body: z.string({ error: 'bodyRequired' }).trim().min(1, 'bodyRequired').max(5000),
});

/** A lead coming in from the site ("ask for a quote", contact form). */
export const leadCreateSchema = z.object({
  source: z.enum(LEAD_SOURCES, { error: 'sourceInvalid' }).default('quote_request'),
  productId: id.optional(),
  contactName: z.string().trim().min(1).max(200).optional(),
  contactEmail: z.email({ error: 'emailInvalid' }).max(320).optional(),
  languageCode: z
    .string()
    .min(2)
    .max(5)
    .meta({ enum: [...LANGUAGE_CODES] })
    .default('en'),
  market: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'marketInvalid')
    .transform((m) => m.toUpperCase())
    .optional(),
  start: isoDate.optional(),
  end: isoDate.optional(),
  people: z.number().int().min(1).max(500).optional(),
  message: z.string().trim().max(5000).optional(),
});

/** `GET /api/v6/leads` query: friendly names for the same filters as the back-office list. */
export const leadListQuerySchema = z.object({
  onlyMine: z.stringbool().optional(),
  status: z.union([z.enum(LEAD_STATUSES), z.array(z.enum(LEAD_STATUSES))]).optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  minValue: z.coerce.number().int().min(0).optional(),
  maxValue: z.coerce.number().int().min(0).optional(),
  maxAgeDays: z.coerce.number().int().min(0).max(3650).optional(),
  reviewBefore: isoDate.optional(),
  sort: z.enum(['nextReviewAt', 'createdAt', 'valueEstimate']).default('nextReviewAt'),
  order: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('ASC'),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(25),
});

export const salesSettingsSchema = z.object({
  distributionRule: z.enum(DISTRIBUTION_RULES, { error: 'distributionRuleInvalid' }),
  maxDiscountPercent: z.number().int().min(0, 'percentInvalid').max(100, 'percentInvalid'),
});
/** The settings as they are, with who changed them last and when (null: never changed). */
export const salesSettingsStateSchema = z.object({
  distributionRule: z.enum(DISTRIBUTION_RULES),
  maxDiscountPercent: z.number().int().min(0).max(100),
  updatedAt: instant.nullable(),
  updatedBy: z.number().int().nullable(),
});
export type SalesSettings = z.infer<typeof salesSettingsStateSchema>;

/** A member of the sales team (the id is their user id). */
export const salesTeammateSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Their staff role now (it may have changed since they joined the team). */
  staffRole: z.enum(STAFF_ROLES).nullable(),
  languages: z.array(z.string()),
  /** Country codes. */
  markets: z.array(z.string()),
  /** The open leads they can hold at once. */
  capacity: count,
  openLeads: count,
  /** Absence days, both inclusive. */
  absentFrom: z.iso.date().nullable(),
  absentTo: z.iso.date().nullable(),
  active: z.boolean(),
  isTeamLead: z.boolean(),
});
export type SalesTeammate = z.infer<typeof salesTeammateSchema>;

export const salesTeammateUpdateSchema = z
  .object({
    languages: z.array(z.string().min(2).max(5), { error: 'languagesInvalid' }).max(13),
    markets: z.array(
      z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'marketInvalid')
        .transform((m) => m.toUpperCase()),
    ),
    capacity: z.number().int().min(0, 'capacityInvalid').max(10000, 'capacityInvalid'),
    absentFrom: isoDate.nullable(),
    absentTo: isoDate.nullable(),
    active: z.boolean(),
    isTeamLead: z.boolean(),
  })
  .partial()
  .refine((v) => !v.absentFrom || !v.absentTo || v.absentTo >= v.absentFrom, {
    path: ['absentTo'],
    message: 'absenceInvalid',
  });
export const salesTeammateCreateSchema = z.object({ userId: id }).and(salesTeammateUpdateSchema);

export const salesDashboardQuerySchema = z
  .object({
    from: isoDate,
    to: isoDate,
    assigneeId: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => q.to >= q.from, { path: ['to'], message: 'endBeforeStart' });

const funnelFields = {
  leads: count,
  /** Leads with a quote sent. */
  quoted: count,
  won: count,
  /** Leads whose accepted quote was booked. */
  booked: count,
  /** The accepted quotes' totals, EUR minor units. */
  revenueWon: count,
};
export const salesFunnelSchema = z.object(funnelFields);
export type SalesFunnel = z.infer<typeof salesFunnelSchema>;

/** Server-side aggregates over the leads created in [from, to] (the list's createdAt filter). */
export const salesDashboardSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  assigneeId: z.number().int().nullable(),
  team: z.object({
    ...funnelFields,
    /** From the lead coming in to the first thing a salesperson did on it; null when none yet. */
    averageResponseMinutes: count.nullable(),
    responded: count,
  }),
  /** Every source and every status, zero included. */
  bySource: z.array(z.object({ source: z.enum(LEAD_SOURCES), count })),
  byStatus: z.array(z.object({ status: z.enum(LEAD_STATUSES), count })),
  /** Days with leads only. */
  byDay: z.array(z.object({ date: z.iso.date(), count })),
  /** Most leads first; `assigneeId` null gathers the unassigned ones. */
  perTeammate: z.array(
    z.object({
      ...funnelFields,
      assigneeId: z.number().int().nullable(),
      name: z.string().nullable(),
      averageResponseMinutes: count.nullable(),
    }),
  ),
});
export type SalesDashboard = z.infer<typeof salesDashboardSchema>;
