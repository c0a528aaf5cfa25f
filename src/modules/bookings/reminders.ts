import { EUR, formatMoney } from '../../../shared/currency.ts';
import type { Database } from '../../db/connection.ts';
import { claimTripReminders } from '../notifications/repository.ts';
import { type NoticeText, type NoticeTexts, notify } from '../notifications/service.ts';

/**
 * Pushed reminders about a trip (issue 20): the check-in tomorrow (renter and owner) and the balance
 * due (renter). `{boat}` the listing, `{date}` the day, `{amount}` the balance in the reader's language.
 */
const reminder = (subject: string, push: string): NoticeText => ({ subject, body: push, push });

const checkInEn = reminder(
  'Check-in tomorrow: {boat}',
  'Your trip starts tomorrow, {date}. Tap for the details.',
);
export const CHECK_IN_TOMORROW: NoticeTexts = {
  en: checkInEn,
  'en-GB': checkInEn,
  'en-US': checkInEn,
  fr: reminder(
    'Check-in demain : {boat}',
    'Votre sortie commence demain, le {date}. Touchez pour les détails.',
  ),
  de: reminder('Check-in morgen: {boat}', 'Ihr Törn beginnt morgen, am {date}. Tippen Sie für die Details.'),
  es: reminder('Check-in mañana: {boat}', 'Tu salida empieza mañana, el {date}. Toca para ver los detalles.'),
  el: reminder('Check-in αύριο: {boat}', 'Η εκδρομή σας ξεκινά αύριο, {date}. Πατήστε για λεπτομέρειες.'),
  it: reminder('Check-in domani: {boat}', 'La tua uscita inizia domani, il {date}. Tocca per i dettagli.'),
  nl: reminder('Morgen inchecken: {boat}', 'Je tocht begint morgen, op {date}. Tik voor de details.'),
  pl: reminder(
    'Jutro odbiór: {boat}',
    'Twój rejs zaczyna się jutro, {date}. Dotknij, aby zobaczyć szczegóły.',
  ),
  pt: reminder(
    'Check-in amanhã: {boat}',
    'O seu passeio começa amanhã, a {date}. Toque para ver os detalhes.',
  ),
  ru: reminder(
    'Заселение завтра: {boat}',
    'Ваша поездка начинается завтра, {date}. Нажмите, чтобы узнать подробности.',
  ),
  sv: reminder('Incheckning i morgon: {boat}', 'Din tur börjar i morgon, {date}. Tryck för detaljer.'),
};

const balanceEn = reminder('Balance due for {boat}', '{amount} is due on {date}. Tap to pay.');
export const BALANCE_DUE: NoticeTexts = {
  en: balanceEn,
  'en-GB': balanceEn,
  'en-US': balanceEn,
  fr: reminder('Solde à régler pour {boat}', '{amount} à régler le {date}. Touchez pour payer.'),
  de: reminder('Restzahlung fällig für {boat}', '{amount} sind am {date} fällig. Tippen Sie zum Bezahlen.'),
  es: reminder('Saldo pendiente de {boat}', '{amount} vence el {date}. Toca para pagar.'),
  el: reminder('Υπόλοιπο πληρωμής για {boat}', 'Το ποσό {amount} λήγει στις {date}. Πατήστε για πληρωμή.'),
  it: reminder('Saldo da pagare per {boat}', '{amount} è dovuto il {date}. Tocca per pagare.'),
  nl: reminder(
    'Restbedrag te betalen voor {boat}',
    '{amount} moet op {date} betaald zijn. Tik om te betalen.',
  ),
  pl: reminder('Dopłata za {boat}', 'Termin zapłaty {amount} to {date}. Dotknij, aby zapłacić.'),
  pt: reminder('Saldo a pagar de {boat}', '{amount} vence a {date}. Toque para pagar.'),
  ru: reminder('Остаток к оплате: {boat}', '{amount} нужно оплатить до {date}. Нажмите, чтобы оплатить.'),
  sv: reminder('Restbelopp att betala för {boat}', '{amount} ska betalas {date}. Tryck för att betala.'),
};

/** Claims today's reminders and pushes each in its own transaction with its claim. */
export async function sendTripReminders(db: Database, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimTripReminders(tx, today);
    for (const row of due) {
      const bookingId = Number(row.booking_id);
      const balance = row.kind === 'balanceDue';
      await notify(tx, {
        userId: Number(row.user_id),
        kind: `bookings.${row.kind}`,
        texts: balance ? BALANCE_DUE : CHECK_IN_TOMORROW,
        channels: ['push'],
        bookingId,
        values: (language) => ({
          boat: row.listing_title,
          ref: row.reference,
          date: (balance ? row.balance_due_date : row.start_date) ?? '',
          amount: formatMoney(Number(row.balance_amount ?? 0), EUR, language),
        }),
        deepLink: (language) =>
          balance ? `/${language}/balance-payment/${bookingId}` : `/${language}/booking/${bookingId}/detail`,
      });
    }
    return due.length;
  });
}
