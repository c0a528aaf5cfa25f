import { storedNotice } from '../notifications/service.ts';

/**
 * The unread-messages e-mail, one per burst (src/jobs/messageDigest.ts). `{lines}` lists each
 * conversation ("Name · Boat (2): “the newest message”"), `{link}` opens the thread or the inbox.
 */
export const unreadMessagesTexts = storedNotice('messaging.unread');

/**
 * The push of a new message (issue 20), sent at once to the reader's devices (the e-mail waits for
 * the digest). `{name}` the writer's first name, `{excerpt}` the message as the reader sees it.
 */

export const newMessageTexts = storedNotice('messaging.newMessage');
