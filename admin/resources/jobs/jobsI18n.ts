/** The Jobs page's strings, merged into admin/i18n/en.ts and fr.ts. */
export const jobsEn = {
  resource: {
    name: 'Job |||| Jobs',
    fields: {
      name: 'Job',
      schedule: 'Schedule (UTC)',
      lastRunAt: 'Last run',
      lastState: 'Last run state',
      lastDurationMs: 'Duration (ms)',
      failures: 'Failures (24 h)',
      retrying: 'Waiting for a retry',
      queued: 'Queue depth',
      running: 'Running',
      lastError: 'Last error',
      q: 'Search',
    },
  },
  bosun: {
    oftenerThanCron: 'Several times a minute',
    /** The jobs of src/jobs/bosunJobs.ts in words; a job not listed shows its code. */
    names: {
      'payment-session-expiry': 'Unpaid checkouts expire',
      'balance-payments': 'Balances charged',
      'booking-lifecycle': 'Requests expire, stays complete',
      'review-publication': 'Reviews published, reminders',
      'booking-change-expiry': 'Booking changes expire',
      'message-digest': 'Unread messages e-mailed',
      'event-pruning': 'Old live events deleted',
      'ical-import': 'Calendars imported (iCal)',
      'trip-reminders': 'Trip reminders',
      'weather-watch': 'Weather watch',
      'push-delivery': 'Push notifications sent',
      'listing-translations': 'Listings translated',
      'e-contracts': 'Contract PDFs, deposits settled',
      'payout-run': 'Owner payouts',
      'outbox-email': 'E-mails sent (SMTP)',
    },
  },
};

export const jobsFr: typeof jobsEn = {
  resource: {
    name: 'Tâche |||| Tâches',
    fields: {
      name: 'Tâche',
      schedule: 'Planification (UTC)',
      lastRunAt: 'Dernière exécution',
      lastState: 'État de la dernière exécution',
      lastDurationMs: 'Durée (ms)',
      failures: 'Échecs (24 h)',
      retrying: 'En attente d’un nouvel essai',
      queued: 'File d’attente',
      running: 'En cours',
      lastError: 'Dernière erreur',
      q: 'Rechercher',
    },
  },
  bosun: {
    oftenerThanCron: 'Plusieurs fois par minute',
    names: {
      'payment-session-expiry': 'Expiration des paiements non réglés',
      'balance-payments': 'Prélèvement des soldes',
      'booking-lifecycle': 'Demandes expirées, séjours terminés',
      'review-publication': 'Publication des avis, relances',
      'booking-change-expiry': 'Expiration des modifications de réservation',
      'message-digest': 'Messages non lus envoyés par e-mail',
      'event-pruning': 'Suppression des anciens événements en direct',
      'ical-import': 'Import des calendriers (iCal)',
      'trip-reminders': 'Rappels de sortie',
      'weather-watch': 'Surveillance météo',
      'push-delivery': 'Envoi des notifications push',
      'listing-translations': 'Traduction des annonces',
      'e-contracts': 'PDF des contrats, cautions réglées',
      'payout-run': 'Virements aux propriétaires',
      'outbox-email': 'Envoi des e-mails (SMTP)',
    },
  },
};
