import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { JOBS_WORKER_ENV, processCount, runPrimary } from './cluster.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { devExposureWarning } from './http/devRoutes.ts';
import { startBalancePayments } from './jobs/balancePayments.ts';
import { startBookingJobs } from './jobs/bookingLifecycle.ts';
import { startEcontractJobs } from './jobs/econtractJobs.ts';
import { startEventPruning } from './jobs/eventPruning.ts';
import { startIcalImport } from './jobs/icalImport.ts';
import { startListingTranslations } from './jobs/listingTranslations.ts';
import { startMessageDigest } from './jobs/messageDigest.ts';
import { startModificationExpiry } from './jobs/modificationExpiry.ts';
import { startOutboxDelivery } from './jobs/outboxDelivery.ts';
import { startPaymentSessionExpiry } from './jobs/paymentSessionExpiry.ts';
import { startPayoutRuns } from './jobs/payoutRuns.ts';
import { startPushDelivery } from './jobs/pushDelivery.ts';
import { startReviewPublication } from './jobs/reviewPublication.ts';
import { startTripReminders } from './jobs/tripReminders.ts';
import { startWeatherWatch } from './jobs/weatherWatch.ts';
import { stopPdfThread } from './modules/econtracts/pdfThread.ts';
import { fileStoreFor } from './providers/files.ts';
import { createPaymentProviders } from './providers/payments/paymentProviderFor.ts';
import { payoutProviderFor } from './providers/payouts/payoutProviderFor.ts';
import { withLocalVapidKeys } from './providers/push/localVapidKeys.ts';
import { pushSendersFor } from './providers/push/pushSendersFor.ts';
import { smtpEmailSender } from './providers/smtp.ts';
import { machineTranslatorFor } from './providers/translation.ts';
import { weatherProviderFor } from './providers/weather/weatherProviderFor.ts';

const config = withLocalVapidKeys(loadConfig());
const seedOnStart =
  (config.SEED_ON_START ?? (config.NODE_ENV === 'production' ? 'false' : 'true')) === 'true';
const processes = processCount(config);
if (processes > 1 && cluster.isPrimary) {
  await runPrimary(config, processes, seedOnStart);
} else {
  await serve();
}

/** One server process: the whole app on PORT (alone, or as one of the cluster's workers). */
async function serve() {
  const started = performance.now();
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    readUrl: config.DATABASE_READ_URL,
    readPoolSize: config.DATABASE_READ_POOL_SIZE,
  });
  const applied = await migrate(db);
  const app = await buildApp({ config, db });
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');

  if (seedOnStart) {
    const { seedIfEmpty } = await import('./db/seed/seed.ts');
    await seedIfEmpty(db, { boats: config.SEED_BOATS, log: (msg) => app.log.info(msg) });
  }

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const exposure = devExposureWarning(config);
  if (exposure) app.log.warn(`\n${'!'.repeat(100)}\n${exposure}\n${'!'.repeat(100)}`);
  app.log.info(
    `Bosun ready in ${Math.round(performance.now() - started)} ms, listening on ${address} (${config.PUBLIC_URL})`,
  );
  // In a cluster, one process runs the jobs; the others only serve requests.
  const runsJobs = cluster.isPrimary || process.env[JOBS_WORKER_ENV] === 'true';
  // With SMTP_URL, queued outbox e-mails are delivered by a worker; without it the outbox row is the delivery.
  const outboxDelivery =
    runsJobs && config.SMTP_URL
      ? startOutboxDelivery(db, { sender: smtpEmailSender(config.SMTP_URL, config.MAIL_FROM), log: app.log })
      : undefined;
  // Unpaid checkouts expire and release their days; balances of down payments are charged when due.
  const payments = {
    providers: createPaymentProviders(config, db),
    publicUrl: config.PUBLIC_URL,
    log: app.log,
  };
  const paymentSessionExpiry = runsJobs ? startPaymentSessionExpiry(db, payments) : undefined;
  const balancePayments = runsJobs ? startBalancePayments(db, payments) : undefined;
  // Requests nobody answered expire (their authorisation released); ended stays complete.
  const bookingJobs = runsJobs ? startBookingJobs(db, payments) : undefined;
  // Double-blind reviews are published after 14 days; reminders 1 and 7 days after a stay.
  const reviewPublication = runsJobs ? startReviewPublication(db, payments) : undefined;
  // Booking changes nobody answered within 48 hours expire and are refunded.
  const modificationExpiry = runsJobs ? startModificationExpiry(db, payments) : undefined;
  // Unread messages are e-mailed once per burst; live events older than a day are deleted.
  const messageDigest = runsJobs
    ? startMessageDigest(db, { publicUrl: config.PUBLIC_URL, log: app.log })
    : undefined;
  const eventPruning = runsJobs ? startEventPruning(db, { log: app.log }) : undefined;
  // Other platforms' calendars are imported again every 30 minutes (issue 17).
  const icalImport = runsJobs
    ? startIcalImport(db, { log: app.log, allowPrivateFeeds: config.NODE_ENV !== 'production' })
    : undefined;
  const tripReminders = runsJobs ? startTripReminders(db, { log: app.log }) : undefined;
  // Accepted trips of the next 72 hours: a storm tells both sides once and offers postpone or cancel.
  const weatherWatch = runsJobs
    ? startWeatherWatch(db, { provider: weatherProviderFor(config, db), log: app.log })
    : undefined;
  // Pushes go to FCM and Web Push when configured; without them the outbox row is the delivery.
  const pushDelivery = runsJobs
    ? startPushDelivery(db, {
        senders: await pushSendersFor(config),
        publicUrl: config.PUBLIC_URL,
        log: app.log,
      })
    : undefined;
  // Changed listings are carried into the other languages (DeepL with DEEPL_API_KEY, else from facts).
  const listingTranslations = runsJobs
    ? startListingTranslations(db, { translator: machineTranslatorFor(config), log: app.log })
    : undefined;
  // Signed e-contracts get their PDF; deposits are released after check-out or captured by a settled claim.
  const econtractJobs = runsJobs
    ? startEcontractJobs(db, { ...payments, files: fileStoreFor(config) })
    : undefined;
  // Owners' earnings are paid out on the payout weekdays; failed and interrupted payouts are sent again.
  const payoutRuns = runsJobs
    ? startPayoutRuns(db, {
        provider: payoutProviderFor(config),
        publicUrl: config.PUBLIC_URL,
        bankDetailsKey: config.BANK_DETAILS_KEY,
        log: app.log,
      })
    : undefined;

  // Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      app.shuttingDown = true;
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      try {
        await app.close();
        await outboxDelivery?.stop();
        await paymentSessionExpiry?.stop();
        await balancePayments?.stop();
        await bookingJobs?.stop();
        await reviewPublication?.stop();
        await modificationExpiry?.stop();
        await messageDigest?.stop();
        await eventPruning?.stop();
        await icalImport?.stop();
        await tripReminders?.stop();
        await weatherWatch?.stop();
        await pushDelivery?.stop();
        await listingTranslations?.stop();
        await econtractJobs?.stop();
        await payoutRuns?.stop();
        await stopPdfThread();
        await db.close();
        process.exit(0);
      } catch (err) {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      }
    });
  }
}
