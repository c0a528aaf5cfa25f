import type { Queryable } from '../connection.ts';

/**
 * The back office's own history on a first start: the audit entries of the decisions the seed already
 * made (autorefunds and damage claims decided by a manager), in the shape the services write them,
 * and a few grouped error reports, so the audit log and the Errors page show their data grids.
 */
export async function seedBackofficeHistory(tx: Queryable, now: string): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor_id, resource, record_id, action, before, after, reason, created_at)
     SELECT a.decided_by, 'autorefunds', a.id::text,
            CASE a.status WHEN 'approved' THEN 'approve' WHEN 'adjusted' THEN 'adjust' ELSE 'reject' END,
            CASE a.status WHEN 'rejected' THEN jsonb_build_object('status', 'proposed')
              ELSE jsonb_build_object('status', 'proposed', 'approvedAmount', NULL) END,
            CASE a.status WHEN 'rejected' THEN jsonb_build_object('status', 'rejected')
              ELSE jsonb_build_object('status', a.status, 'approvedAmount', a.approved_amount, 'refundId', a.refund_id) END,
            a.decision_reason, a.decided_at
       FROM autorefunds a
      WHERE a.decided_by IS NOT NULL AND a.decided_at IS NOT NULL
      ORDER BY a.decided_at DESC LIMIT 40`,
  );
  await tx.query(
    `INSERT INTO audit_log (actor_id, resource, record_id, action, before, after, reason, created_at)
     SELECT c.decided_by, 'damages', c.id::text, 'update',
            jsonb_build_object('status', 'under_review', 'amountDecided', NULL, 'decisionMessage', NULL),
            jsonb_build_object('status', c.status, 'amountDecided', c.amount_decided,
                               'decisionMessage', c.decision_message),
            NULL, c.updated_at
       FROM damage_claims c
      WHERE c.decided_by IS NOT NULL AND c.amount_decided IS NOT NULL
      ORDER BY c.updated_at DESC LIMIT 20`,
  );
  await tx.query(
    `INSERT INTO error_groups (project, fingerprint, title, culprit, level, event_count, first_seen_at,
                               last_seen_at, release, environment, browser, url, latest_event_id, latest_event)
     SELECT e.project, md5(e.title), e.title, e.culprit, 'error', e.n,
            $1::timestamptz - make_interval(days => e.first_days), $1::timestamptz - make_interval(hours => e.last_hours),
            'bosun@demo', 'production', e.browser, e.url, md5(e.title || 'latest'),
            jsonb_build_object('exception', jsonb_build_object('values', jsonb_build_array(jsonb_build_object(
              'type', split_part(e.title, ':', 1), 'value', trim(split_part(e.title, ':', 2)),
              'stacktrace', jsonb_build_object('frames', jsonb_build_array(
                jsonb_build_object('filename', e.culprit, 'function', e.fn, 'lineno', 1, 'colno', 40)))))),
              'breadcrumbs', jsonb_build_array(
                jsonb_build_object('timestamp', extract(epoch FROM $1::timestamptz)::bigint - 5,
                                   'category', 'navigation', 'message', e.url)))
       FROM (VALUES
         ('site', 'TypeError: Cannot read properties of undefined (reading ''price'')',
          '/assets/ProductPage.js', 'PriceBox', 57, 21, 3, 'Chrome 131', '/fr/location-bateau/nice'),
         ('site', 'ChunkLoadError: Loading chunk 412 failed', '/assets/entry-client.js', 'loadChunk', 12, 9, 30,
          'Safari 18', '/en/boat-rental/athens'),
         ('admin', 'RangeError: Invalid time value', '/admin/assets/index.js', 'formatDay', 4, 6, 50,
          'Firefox 133', '/admin/#/bookings'),
         ('server', 'Error: connect ETIMEDOUT 10.0.0.12:443', 'src/providers/sms.ts', 'send', 8, 14, 7,
          NULL, '/api/v6/auth/sms'),
         ('server', 'Error: PDF font could not be read', 'src/modules/econtracts/pdf.ts', 'drawPdf', 2, 2, 26,
          NULL, '/api/v6/booking/econtract')
       ) AS e(project, title, culprit, fn, n, first_days, last_hours, browser, url)`,
    [now],
  );
}
