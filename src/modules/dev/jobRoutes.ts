import type { FastifyInstance } from 'fastify';
import { described } from '../../http/describe.ts';
import { runBookingJobs } from '../../jobs/bookingLifecycle.ts';
import { runEcontractJobs } from '../../jobs/econtractJobs.ts';
import { fileStoreFor } from '../../providers/files.ts';
import { createPaymentProviders } from '../../providers/payments/paymentProviderFor.ts';

/**
 * Tests only (NODE_ENV=test, never registered otherwise): POST /api/dev/jobs/run runs every booking
 * job once, so a browser test can expire a request after moving the clock (POST /api/dev/clock).
 */
export default async function devJobRoutes(app: FastifyInstance) {
  if (app.config.NODE_ENV !== 'test') return;
  const context = { providers: createPaymentProviders(app.config, app.db), publicUrl: app.config.PUBLIC_URL };
  app.post(
    '/api/dev/jobs/run',
    described({ tags: ['dev'], summary: 'Run every booking job once (tests only)', signedIn: false }),
    async () => ({
      ...(await runBookingJobs(app.db, context)),
      econtracts: await runEcontractJobs(app.db, { ...context, files: fileStoreFor(app.config) }),
    }),
  );
}
