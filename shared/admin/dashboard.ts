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

export interface DashboardSeriesPoint {
  period: string;
  bookings: number;
  confirmedBookings: number;
  gbv: number;
}

export interface DashboardBreakdown {
  key: string;
  bookings: number;
  confirmedBookings: number;
  gbv: number;
}

/** The manager dashboard's aggregates, computed by the server over the whole range. */
export interface ManagerDashboard {
  range: { from: string; to: string; country: string | null; bucket: 'day' | 'week' | 'month' };
  totals: {
    bookings: number;
    confirmedBookings: number;
    cancelledBookings: number;
    gbv: number;
    paidAmount: number;
    refundedAmount: number;
    cancellationRate: number;
    refundRate: number;
  };
  overTime: DashboardSeriesPoint[];
  byCountry: DashboardBreakdown[];
  byBoatType: DashboardBreakdown[];
  damages: {
    open: number;
    underReview: number;
    accepted: number;
    refused: number;
    paid: number;
    paidAmount: number;
  };
  autorefundQueue: { size: number; amount: number; oldestAgeHours: number; averageAgeHours: number };
}
