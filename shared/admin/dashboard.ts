import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dateInvalid');

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
});
export type ManagerDashboard = z.infer<typeof managerDashboardSchema>;
