import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { described } from '../../http/describe.ts';
import { runBookingJobs } from '../../jobs/bookingLifecycle.ts';
import { runEcontractJobs } from '../../jobs/econtractJobs.ts';
import { fileStoreFor } from '../../providers/files.ts';
import { createPaymentProviders } from '../../providers/payments/paymentProviderFor.ts';
import { payoutProviderFor } from '../../providers/payouts/payoutProviderFor.ts';
import { runPayouts } from '../payouts/service.ts';

const count = z.number().int();
/** What one run did: the booking jobs' counts (BookingJobRun) and the e-contract jobs' (EcontractJobRun). */
const jobRunSchema = z.object({
  expired: count,
  completed: count,
  released: count,
  failed: count,
  refundsSent: count,
  refundsFailed: count,
  econtracts: z.object({ pdfs: count, released: count, captured: count, failed: count }),
});

/**
 * Tests only (NODE_ENV=test, never registered otherwise): POST /api/dev/jobs/run runs every booking
 * job once, so a browser test can expire a request after moving the clock (POST /api/dev/clock).
 */
export default async function devJobRoutes(app: FastifyInstance) {
  if (app.config.NODE_ENV !== 'test') return;
  const context = { providers: createPaymentProviders(app.config, app.db), publicUrl: app.config.PUBLIC_URL };
  app.post(
    '/api/dev/jobs/run',
    described({
      tags: ['dev'],
      summary: 'Run every booking job once (tests only)',
      signedIn: false,
      ok: { schema: jobRunSchema },
    }),
    async (): Promise<z.infer<typeof jobRunSchema>> => ({
      ...(await runBookingJobs(app.db, context)),
      econtracts: await runEcontractJobs(app.db, { ...context, files: fileStoreFor(app.config) }),
    }),
  );

  app.post(
    '/api/dev/jobs/payouts',
    described({
      tags: ['dev'],
      summary: 'Run the payout job once, on any weekday (tests only)',
      signedIn: false,
      ok: { schema: z.object({ created: count, sent: count, failed: count, requeued: count }) },
    }),
    async () =>
      runPayouts(app.db, {
        provider: payoutProviderFor(app.config),
        publicUrl: app.config.PUBLIC_URL,
        bankDetailsKey: app.config.BANK_DETAILS_KEY,
        anyDay: true,
      }),
  );
}
