import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { fileStoreFor } from '../providers/files.ts';
import { createPaymentProviders } from '../providers/payments/paymentProviderFor.ts';
import { payoutProviderFor } from '../providers/payouts/payoutProviderFor.ts';
import { pushSendersFor } from '../providers/push/pushSendersFor.ts';
import { smtpEmailSender } from '../providers/smtp.ts';
import { machineTranslatorFor } from '../providers/translation.ts';
import { weatherProviderFor } from '../providers/weather/weatherProviderFor.ts';
import { balancePaymentsJob } from './balancePayments.ts';
import { bookingLifecycleJob } from './bookingLifecycle.ts';
import { econtractJob } from './econtractJobs.ts';
import type { JobDefinition, QueuedJobDefinition } from './engine.ts';
import { eventPruningJob } from './eventPruning.ts';
import { icalImportJob } from './icalImport.ts';
import { listingPhotoQueue } from './listingPhotoProcessing.ts';
import { listingTranslationsJob } from './listingTranslations.ts';
import { messageAttachmentQueue } from './messageAttachmentProcessing.ts';
import { messageDigestJob } from './messageDigest.ts';
import { modificationExpiryJob } from './modificationExpiry.ts';
import { type JobLog, outboxDeliveryJob } from './outboxDelivery.ts';
import { paymentSessionExpiryJob } from './paymentSessionExpiry.ts';
import { payoutRunJob } from './payoutRuns.ts';
import { pushDeliveryJob } from './pushDelivery.ts';
import { reviewPublicationJob } from './reviewPublication.ts';
import { tripRemindersJob } from './tripReminders.ts';
import { weatherWatchJob } from './weatherWatch.ts';

/** Every periodic job of Bosun, with the providers the configuration chooses; src/jobs/engine.ts runs them. */
export async function bosunJobs(db: Database, config: Config, log: JobLog): Promise<JobDefinition[]> {
  const payments = { providers: createPaymentProviders(config, db), publicUrl: config.PUBLIC_URL, log };
  const jobs: JobDefinition[] = [
    // Unpaid checkouts expire and release their days; balances of down payments are charged when due.
    paymentSessionExpiryJob(db, payments),
    balancePaymentsJob(db, payments),
    // Requests nobody answered expire (their authorisation released); ended stays complete.
    bookingLifecycleJob(db, payments),
    // Double-blind reviews are published after 14 days; reminders 1 and 7 days after a stay.
    reviewPublicationJob(db, payments),
    // Booking changes nobody answered within 48 hours expire and are refunded.
    modificationExpiryJob(db, payments),
    // Unread messages are e-mailed once per burst; live events older than a day are deleted.
    messageDigestJob(db, { publicUrl: config.PUBLIC_URL, log }),
    eventPruningJob(db, { log }),
    // Other platforms' calendars are imported again every 30 minutes (each feed's own lease and due time).
    icalImportJob(db, { log, allowPrivateFeeds: config.NODE_ENV !== 'production' }),
    tripRemindersJob(db, { log }),
    // Accepted trips of the next 72 hours: a storm tells both sides once and offers postpone or cancel.
    weatherWatchJob(db, { provider: weatherProviderFor(config, db), log }),
    // Pushes go to FCM and Web Push when configured; without them the outbox row is the delivery.
    pushDeliveryJob(db, { senders: await pushSendersFor(config), publicUrl: config.PUBLIC_URL, log }),
    // Changed listings are carried into the other languages (DeepL with DEEPL_API_KEY, else from facts).
    listingTranslationsJob(db, { translator: machineTranslatorFor(config), log }),
    // Signed e-contracts get their PDF; deposits are released after check-out or captured by a settled claim.
    econtractJob(db, { ...payments, files: fileStoreFor(config) }),
    // Owners' earnings are paid out on the payout weekdays; failed and interrupted payouts are sent again.
    payoutRunJob(db, {
      provider: payoutProviderFor(config),
      publicUrl: config.PUBLIC_URL,
      bankDetailsKey: config.BANK_DETAILS_KEY,
      log,
    }),
  ];
  // With SMTP_URL, queued outbox e-mails are delivered by a job; without it the outbox row is the delivery.
  if (config.SMTP_URL)
    jobs.push(outboxDeliveryJob(db, { sender: smtpEmailSender(config.SMTP_URL, config.MAIL_FROM), log }));
  return jobs;
}

/** Bosun's one-off job queues, worked by every process that runs jobs. */
export function bosunQueues(db: Database, config: Config): QueuedJobDefinition[] {
  // Files sent straight to S3 are made ready here (DESIGN.md, "Many machines"): photos into their
  // sizes, attachments cleaned.
  const files = fileStoreFor(config);
  return [listingPhotoQueue(db, files), messageAttachmentQueue(db, files)];
}
