import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import { bookingConversationKey } from '../bookings/repository.ts';
import { readerText } from '../i18n/readerText.ts';

/**
 * Every e-mail about a booking links its conversation (DESIGN.md: one booking, everything hangs off
 * it). The link is data: a notice or e-mail carries `threadUrl` (in its outbox payload, for any
 * template to render) and the plain-text body ends with a line in the reader's language
 * (`notices:notifications.threadLine`).
 */

/** The thread's page for a reader: `{publicUrl}/{language}/account/chat/{hash}/{id}`. */
export type ThreadUrl = (language: LanguageCode) => string;

/** The booking's conversation as a link per language, or undefined while it has none. */
export async function bookingThreadUrl(
  db: Queryable,
  publicUrl: string,
  bookingId: number,
): Promise<ThreadUrl | undefined> {
  const key = await bookingConversationKey(db, bookingId);
  if (!key) return undefined;
  const base = publicUrl.replace(/\/$/, '');
  return (language) => `${base}/${language}/account/chat/${key}`;
}

/** A plain-text body with the thread's line under it. */
export const withThreadLine = (body: string, language: LanguageCode, url: string) =>
  `${body}\n\n${readerText(language).t('notices:notifications.threadLine', { chat: url })}`;
