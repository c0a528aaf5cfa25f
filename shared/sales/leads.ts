import { z } from 'zod';

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
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dateInvalid');

/** A lead as lists and the console show it. */
export interface LeadSummary {
  id: number;
  status: LeadStatus;
  source: LeadSource;
  contactName: string;
  contactEmail: string | null;
  languageCode: string;
  market: string | null;
  valueEstimate: number | null;
  assigneeId: number | null;
  assigneeName: string | null;
  tenantId: number | null;
  productId: number | null;
  productTitle: string | null;
  destination: string | null;
  datesWanted: { start: string; end: string } | null;
  people: number | null;
  nextReviewAt: string | null;
  snoozeReason: string | null;
  closedReason: string | null;
  ageDays: number;
  createdAt: string;
  updatedAt: string;
}

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
  languageCode: z.string().min(2).max(5).default('en'),
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
export type SalesSettings = z.infer<typeof salesSettingsSchema> & {
  updatedAt: string | null;
  updatedBy: number | null;
};

export interface SalesTeammate {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  staffRole: string | null;
  languages: string[];
  markets: string[];
  capacity: number;
  openLeads: number;
  absentFrom: string | null;
  absentTo: string | null;
  active: boolean;
  isTeamLead: boolean;
}

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

export interface SalesFunnel {
  leads: number;
  quoted: number;
  won: number;
  booked: number;
  revenueWon: number;
}

/** Server-side aggregates over the leads created in [from, to] (the list's createdAt filter). */
export interface SalesDashboard {
  from: string;
  to: string;
  assigneeId: number | null;
  team: SalesFunnel & { averageResponseMinutes: number | null; responded: number };
  bySource: Array<{ source: LeadSource; count: number }>;
  byStatus: Array<{ status: LeadStatus; count: number }>;
  byDay: Array<{ date: string; count: number }>;
  perTeammate: Array<
    SalesFunnel & { assigneeId: number | null; name: string | null; averageResponseMinutes: number | null }
  >;
}
