import { z } from 'zod';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateInvalid')
  .meta({ format: 'date' });

/** `GET /api/admin/dashboard/manager?from&to&country`: bookings created from `from` to `to`, both included. */
export const managerDashboardQuerySchema = z
  .object({
    from: day,
    to: day,
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'countryInvalid')
      .transform((c) => c.toUpperCase())
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .refine((q) => q.from <= q.to, { message: 'dateRangeInvalid', path: ['from'] });
export type ManagerDashboardQuery = z.infer<typeof managerDashboardQuerySchema>;

const count = z.number().int();
/** Minor units (EUR). */
const amount = z.number().int();

const figures = { bookings: count, confirmedBookings: count, gbv: amount };

export const dashboardSeriesPointSchema = z.object({
  /** The bucket's first day, `YYYY-MM-DD`. */
  period: z.string(),
  ...figures,
});
export type DashboardSeriesPoint = z.infer<typeof dashboardSeriesPointSchema>;

export const dashboardBreakdownSchema = z.object({
  /** A country code, or a boat type. */
  key: z.string(),
  ...figures,
});
export type DashboardBreakdown = z.infer<typeof dashboardBreakdownSchema>;

/** Money that flowed to and through owners in a bucket (DESIGN.md, "Owner earnings and payouts"). */
const financeFigures = {
  /** Bosun's commission written in the ledger, net of what refunds took back */
  commission: amount,
  /** payouts sent (paid since or not), by the day they were sent */
  payoutsSent: amount,
  /** payouts batched and not sent yet, by the day they were made */
  payoutsPending: amount,
  /** payouts that failed, by the day they were made */
  payoutsFailed: amount,
};
export const financePointSchema = z.object({ period: z.string(), ...financeFigures });
export type FinancePoint = z.infer<typeof financePointSchema>;

/** The manager dashboard's aggregates, computed by the server over the whole range. */
export const managerDashboardSchema = z.object({
  range: z.object({
    from: z.string(),
    to: z.string(),
    country: z.string().nullable(),
    bucket: z.enum(['day', 'week', 'month']),
  }),
  totals: z.object({
    bookings: count,
    confirmedBookings: count,
    cancelledBookings: count,
    gbv: amount,
    paidAmount: amount,
    refundedAmount: amount,
    /** Shares from 0 to 1, to four decimals. */
    cancellationRate: z.number(),
    refundRate: z.number(),
  }),
  overTime: z.array(dashboardSeriesPointSchema),
  byCountry: z.array(dashboardBreakdownSchema),
  byBoatType: z.array(dashboardBreakdownSchema),
  damages: z.object({
    open: count,
    underReview: count,
    accepted: count,
    /** Settled from the deposit, the capture not done yet (the deposit job retries it). */
    paymentPending: count,
    refused: count,
    paid: count,
    paidAmount: amount,
  }),
  autorefundQueue: z.object({
    size: count,
    amount,
    oldestAgeHours: count,
    averageAgeHours: count,
  }),
  /** The range's commission and payouts, in total and per bucket (every country: payouts are per owner). */
  finance: z.object({ totals: z.object(financeFigures), overTime: z.array(financePointSchema) }),
});
export type ManagerDashboard = z.infer<typeof managerDashboardSchema>;
