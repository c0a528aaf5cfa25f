import type { ConsentChoice } from '../../../shared/consent/consent.ts';
import type { Queryable } from '../../db/connection.ts';

export async function insertConsentEvent(
  db: Queryable,
  e: { event: string; consent: ConsentChoice; userId: number | null },
) {
  await db.query(
    `INSERT INTO consent_events (event, analytics, surveys, advertising, user_id) VALUES ($1, $2, $3, $4, $5)`,
    [e.event, e.consent.analytics, e.consent.surveys, e.consent.advertising, e.userId],
  );
}
