import type { NoticeText, NoticeTexts } from '../notifications/service.ts';

/** The review reminder, 1 and 7 days after a stay, to whoever has not written. */
const reminderEn: NoticeText = {
  subject: 'How was it? Review booking {ref}',
  body:
    'Your stay on {boat} (booking {ref}) is over. Write your review by {until}: {link}\n' +
    'Reviews are double-blind: neither of you sees the other’s review until both are written or 14 days have passed.',
};

export const reviewReminderTexts: NoticeTexts = {
  en: reminderEn,
  'en-GB': reminderEn,
  'en-US': reminderEn,
  fr: {
    subject: 'Comment ça s’est passé ? Donnez votre avis sur la réservation {ref}',
    body:
      'Votre location de {boat} (réservation {ref}) est terminée. Donnez votre avis avant le {until} : {link}\n' +
      'Les avis sont en double aveugle : aucun de vous ne voit l’avis de l’autre avant que les deux soient écrits ou que 14 jours soient passés.',
  },
  de: {
    subject: 'Wie war es? Bewerten Sie Buchung {ref}',
    body:
      'Ihr Aufenthalt auf {boat} (Buchung {ref}) ist vorbei. Schreiben Sie Ihre Bewertung bis zum {until}: {link}\n' +
      'Bewertungen sind doppelt verdeckt: Keiner sieht die Bewertung des anderen, bevor beide geschrieben sind oder 14 Tage vergangen sind.',
  },
  es: {
    subject: '¿Qué tal fue? Valora la reserva {ref}',
    body:
      'Tu estancia en {boat} (reserva {ref}) ha terminado. Escribe tu opinión antes del {until}: {link}\n' +
      'Las opiniones son de doble ciego: ninguno ve la opinión del otro hasta que ambas estén escritas o pasen 14 días.',
  },
  el: {
    subject: 'Πώς ήταν; Αξιολογήστε την κράτηση {ref}',
    body:
      'Η διαμονή σας στο {boat} (κράτηση {ref}) ολοκληρώθηκε. Γράψτε την αξιολόγησή σας έως {until}: {link}\n' +
      'Οι αξιολογήσεις είναι διπλά τυφλές: κανείς δεν βλέπει την αξιολόγηση του άλλου πριν γραφτούν και οι δύο ή περάσουν 14 ημέρες.',
  },
  it: {
    subject: 'Com’è andata? Recensisci la prenotazione {ref}',
    body:
      'Il tuo soggiorno su {boat} (prenotazione {ref}) è terminato. Scrivi la tua recensione entro il {until}: {link}\n' +
      'Le recensioni sono in doppio cieco: nessuno dei due vede la recensione dell’altro finché non sono scritte entrambe o non sono passati 14 giorni.',
  },
  nl: {
    subject: 'Hoe was het? Beoordeel boeking {ref}',
    body:
      'Je verblijf op {boat} (boeking {ref}) is voorbij. Schrijf je beoordeling vóór {until}: {link}\n' +
      'Beoordelingen zijn dubbelblind: jullie zien elkaars beoordeling pas als beide geschreven zijn of na 14 dagen.',
  },
  pl: {
    subject: 'Jak było? Oceń rezerwację {ref}',
    body:
      'Twój pobyt na {boat} (rezerwacja {ref}) dobiegł końca. Napisz opinię do {until}: {link}\n' +
      'Opinie są podwójnie ślepe: żadne z was nie zobaczy opinii drugiej strony, dopóki obie nie zostaną napisane lub nie minie 14 dni.',
  },
  pt: {
    subject: 'Como correu? Avalie a reserva {ref}',
    body:
      'A sua estadia em {boat} (reserva {ref}) terminou. Escreva a sua avaliação até {until}: {link}\n' +
      'As avaliações são duplamente cegas: nenhum de vocês vê a avaliação do outro até ambas estarem escritas ou passarem 14 dias.',
  },
  ru: {
    subject: 'Как всё прошло? Оставьте отзыв о бронировании {ref}',
    body:
      'Ваша аренда {boat} (бронирование {ref}) завершена. Напишите отзыв до {until}: {link}\n' +
      'Отзывы двойные слепые: никто из вас не увидит отзыв другого, пока оба не будут написаны или не пройдёт 14 дней.',
  },
  sv: {
    subject: 'Hur var det? Recensera bokning {ref}',
    body:
      'Din vistelse på {boat} (bokning {ref}) är slut. Skriv din recension senast {until}: {link}\n' +
      'Recensioner är dubbelblinda: ingen av er ser den andras recension förrän båda är skrivna eller 14 dagar har gått.',
  },
};
