import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import { bookingConversationKey } from '../bookings/repository.ts';

/**
 * Every e-mail about a booking links its conversation (DESIGN.md: one booking, everything hangs off
 * it). The link is data: a notice or e-mail carries `threadUrl` (in its outbox payload, for any
 * template to render) and the plain-text body ends with this line in the reader's language.
 */
export const THREAD_LINE: Record<LanguageCode, string> = {
  en: 'Your conversation about this booking: {chat}',
  'en-GB': 'Your conversation about this booking: {chat}',
  'en-US': 'Your conversation about this booking: {chat}',
  fr: 'Votre conversation sur cette réservation : {chat}',
  es: 'Tu conversación sobre esta reserva: {chat}',
  it: 'La conversazione su questa prenotazione: {chat}',
  de: 'Ihre Unterhaltung zu dieser Buchung: {chat}',
  nl: 'Je gesprek over deze boeking: {chat}',
  pl: 'Rozmowa o tej rezerwacji: {chat}',
  el: 'Η συνομιλία σας για αυτή την κράτηση: {chat}',
  ru: 'Переписка по этому бронированию: {chat}',
  pt: 'A sua conversa sobre esta reserva: {chat}',
  sv: 'Er konversation om den här bokningen: {chat}',
};

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
  `${body}\n\n${(THREAD_LINE[language] ?? THREAD_LINE.en).replace('{chat}', url)}`;
