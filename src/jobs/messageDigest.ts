import type { Database } from '../db/connection.ts';
import { appClock } from '../http/clock.ts';
import { CONTACT_STATUSES } from '../modules/bookings/stateMachine.ts';
import { unreadMessagesTexts } from '../modules/messaging/notices.ts';
import {
  listDigestRecipients,
  lockDigestConversations,
  markToldUpTo,
} from '../modules/messaging/repository.ts';
import { noticeLanguage, notify } from '../modules/notifications/service.ts';
import type { JobDefinition } from './engine.ts';
import type { JobLog } from './outboxDelivery.ts';

export interface MessageDigestOptions {
  publicUrl: string;
  /** How long a message may wait unread before its reader is e-mailed (they may be reading live). */
  quietMs?: number;
  now?: () => Date;
}

const QUIET_MS = 5 * 60_000;
const BATCH = 200;
const EXCERPT_LENGTH = 140;

const excerpt = (body: string) =>
  body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : body;

/**
 * Unread messages e-mailed to an absent party, grouped: one e-mail per person for a burst (every
 * conversation with messages they have neither read nor been told about, the first of them older
 * than a few minutes), then the conversations remember what was told, so the next e-mail is for
 * the next burst. Conversations are claimed with SKIP LOCKED: two runs or processes never send the
 * same burst, and a second run finds nothing. The push channel rides on the same notice.
 */
export async function runMessageDigest(db: Database, options: MessageDigestOptions): Promise<number> {
  const now = (options.now ?? appClock.now)();
  const quietBefore = new Date(now.getTime() - (options.quietMs ?? QUIET_MS));
  const base = options.publicUrl.replace(/\/$/, '');
  let sent = 0;
  for (const userId of await listDigestRecipients(db, quietBefore, BATCH)) {
    const told = await db.transaction(async (tx) => {
      const conversations = await lockDigestConversations(tx, userId, quietBefore, CONTACT_STATUSES);
      if (conversations.length === 0) return false;
      const count = conversations.reduce((sum, c) => sum + c.unread_count, 0);
      const only = conversations.length === 1 ? conversations[0] : undefined;
      await notify(tx, {
        userId,
        kind: 'messages.unread',
        texts: unreadMessagesTexts,
        values: (language) => ({
          count,
          lines: conversations
            .map(
              (c) =>
                `${c.other_first_name} · ${c.product_title} (${c.unread_count}): “${excerpt(c.latest_body)}”`,
            )
            .join('\n'),
          link: only
            ? `${base}/${noticeLanguage(language)}/account/chat/${only.hash}/${only.id}`
            : `${base}/${noticeLanguage(language)}/account/chat/list`,
        }),
        payload: { conversationIds: conversations.map((c) => c.id) },
      });
      for (const c of conversations) await markToldUpTo(tx, c.id, c.role, c.latest_id);
      return true;
    });
    if (told) sent++;
  }
  return sent;
}

export function messageDigestJob(
  db: Database,
  options: MessageDigestOptions & { log: JobLog },
): JobDefinition {
  return {
    name: 'message-digest',
    everySeconds: 60,
    run: async () => {
      const sent = await runMessageDigest(db, options);
      if (sent > 0) options.log.info({ sent }, 'unread messages e-mailed');
      return { sent };
    },
  };
}
