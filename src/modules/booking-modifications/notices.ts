import type { NoticeText, NoticeTexts } from '../notifications/service.ts';

/**
 * The e-mails of a booking change. Values: {ref} booking reference, {boat}, {dates} "start – end",
 * {people}, {due} the owner's deadline (UTC), {reason} the owner's words (may be empty), {link}.
 */
const requestedEn: NoticeText = {
  subject: 'Booking {ref}: your renter asks for a change',
  body: 'Your renter asks to change booking {ref} on {boat} to {dates} for {people} people. Please answer by {due}: {link}',
  sms: 'Bosun: change asked on booking {ref}. Answer by {due}.',
};
const acceptedEn: NoticeText = {
  subject: 'Booking {ref} is changed',
  body: 'Your booking {ref} on {boat} is now {dates} for {people} people. Any refund reaches your card within 5 to 10 days. {link}',
};
const declinedEn: NoticeText = {
  subject: 'Booking {ref}: your change was not accepted',
  body: 'The owner did not accept your change to booking {ref} on {boat}. {reason} Your booking stays as it was, and anything paid for the change is refunded in full. {link}',
};
const expiredEn: NoticeText = {
  subject: 'Booking {ref}: your change expired',
  body: 'Your change to booking {ref} on {boat} was not confirmed in time. Your booking stays as it was, and anything paid for the change is refunded in full. {link}',
};

export const modificationRequestedTexts: NoticeTexts = {
  en: requestedEn,
  'en-GB': requestedEn,
  'en-US': requestedEn,
  fr: {
    subject: 'Réservation {ref} : votre locataire demande une modification',
    body: 'Votre locataire demande de modifier la réservation {ref} sur {boat} : {dates} pour {people} personnes. Merci de répondre avant le {due} : {link}',
    sms: 'Bosun : modification demandée sur la réservation {ref}. Répondez avant le {due}.',
  },
  de: {
    subject: 'Buchung {ref}: Ihr Mieter bittet um eine Änderung',
    body: 'Ihr Mieter möchte Buchung {ref} auf {boat} ändern: {dates} für {people} Personen. Bitte antworten Sie bis {due}: {link}',
    sms: 'Bosun: Änderung für Buchung {ref} angefragt. Antwort bis {due}.',
  },
  es: {
    subject: 'Reserva {ref}: tu cliente pide un cambio',
    body: 'Tu cliente pide cambiar la reserva {ref} en {boat}: {dates} para {people} personas. Responde antes del {due}: {link}',
    sms: 'Bosun: cambio pedido en la reserva {ref}. Responde antes del {due}.',
  },
  el: {
    subject: 'Κράτηση {ref}: ο ενοικιαστής ζητά αλλαγή',
    body: 'Ο ενοικιαστής ζητά να αλλάξει την κράτηση {ref} στο {boat}: {dates} για {people} άτομα. Απαντήστε έως {due}: {link}',
    sms: 'Bosun: ζητήθηκε αλλαγή στην κράτηση {ref}. Απαντήστε έως {due}.',
  },
  it: {
    subject: 'Prenotazione {ref}: il tuo cliente chiede una modifica',
    body: 'Il tuo cliente chiede di modificare la prenotazione {ref} su {boat}: {dates} per {people} persone. Rispondi entro il {due}: {link}',
    sms: 'Bosun: modifica richiesta sulla prenotazione {ref}. Rispondi entro il {due}.',
  },
  nl: {
    subject: 'Boeking {ref}: je huurder vraagt een wijziging',
    body: 'Je huurder vraagt boeking {ref} op {boat} te wijzigen naar {dates} voor {people} personen. Antwoord vóór {due}: {link}',
    sms: 'Bosun: wijziging gevraagd voor boeking {ref}. Antwoord vóór {due}.',
  },
  pl: {
    subject: 'Rezerwacja {ref}: najemca prosi o zmianę',
    body: 'Najemca prosi o zmianę rezerwacji {ref} na {boat}: {dates} dla {people} osób. Odpowiedz do {due}: {link}',
    sms: 'Bosun: prośba o zmianę rezerwacji {ref}. Odpowiedz do {due}.',
  },
  pt: {
    subject: 'Reserva {ref}: o seu cliente pede uma alteração',
    body: 'O seu cliente pede para alterar a reserva {ref} em {boat}: {dates} para {people} pessoas. Responda até {due}: {link}',
    sms: 'Bosun: alteração pedida na reserva {ref}. Responda até {due}.',
  },
  ru: {
    subject: 'Бронирование {ref}: арендатор просит изменить бронь',
    body: 'Арендатор просит изменить бронирование {ref} на {boat}: {dates}, {people} чел. Ответьте до {due}: {link}',
    sms: 'Bosun: запрос на изменение брони {ref}. Ответьте до {due}.',
  },
  sv: {
    subject: 'Bokning {ref}: din hyresgäst ber om en ändring',
    body: 'Din hyresgäst vill ändra bokning {ref} på {boat} till {dates} för {people} personer. Svara senast {due}: {link}',
    sms: 'Bosun: ändring begärd för bokning {ref}. Svara senast {due}.',
  },
};

export const modificationAcceptedTexts: NoticeTexts = {
  en: acceptedEn,
  'en-GB': acceptedEn,
  'en-US': acceptedEn,
  fr: {
    subject: 'La réservation {ref} est modifiée',
    body: 'Votre réservation {ref} sur {boat} est maintenant du {dates} pour {people} personnes. Un éventuel remboursement arrive sur votre carte sous 5 à 10 jours. {link}',
  },
  de: {
    subject: 'Buchung {ref} ist geändert',
    body: 'Ihre Buchung {ref} auf {boat} gilt jetzt für {dates} und {people} Personen. Eine Erstattung erscheint innerhalb von 5 bis 10 Tagen auf Ihrer Karte. {link}',
  },
  es: {
    subject: 'La reserva {ref} ha cambiado',
    body: 'Tu reserva {ref} en {boat} es ahora {dates} para {people} personas. Cualquier reembolso llega a tu tarjeta en 5 a 10 días. {link}',
  },
  el: {
    subject: 'Η κράτηση {ref} άλλαξε',
    body: 'Η κράτησή σας {ref} στο {boat} είναι πλέον {dates} για {people} άτομα. Τυχόν επιστροφή χρημάτων φτάνει στην κάρτα σας σε 5 έως 10 ημέρες. {link}',
  },
  it: {
    subject: 'La prenotazione {ref} è stata modificata',
    body: 'La tua prenotazione {ref} su {boat} è ora {dates} per {people} persone. Un eventuale rimborso arriva sulla carta entro 5-10 giorni. {link}',
  },
  nl: {
    subject: 'Boeking {ref} is gewijzigd',
    body: 'Je boeking {ref} op {boat} is nu {dates} voor {people} personen. Een eventuele terugbetaling staat binnen 5 tot 10 dagen op je kaart. {link}',
  },
  pl: {
    subject: 'Rezerwacja {ref} została zmieniona',
    body: 'Twoja rezerwacja {ref} na {boat} obejmuje teraz {dates} dla {people} osób. Ewentualny zwrot wpłynie na kartę w ciągu 5–10 dni. {link}',
  },
  pt: {
    subject: 'A reserva {ref} foi alterada',
    body: 'A sua reserva {ref} em {boat} é agora {dates} para {people} pessoas. Qualquer reembolso chega ao seu cartão em 5 a 10 dias. {link}',
  },
  ru: {
    subject: 'Бронирование {ref} изменено',
    body: 'Ваше бронирование {ref} на {boat} теперь: {dates}, {people} чел. Возврат, если он есть, поступит на карту в течение 5–10 дней. {link}',
  },
  sv: {
    subject: 'Bokning {ref} är ändrad',
    body: 'Din bokning {ref} på {boat} gäller nu {dates} för {people} personer. En eventuell återbetalning syns på ditt kort inom 5 till 10 dagar. {link}',
  },
};

export const modificationDeclinedTexts: NoticeTexts = {
  en: declinedEn,
  'en-GB': declinedEn,
  'en-US': declinedEn,
  fr: {
    subject: 'Réservation {ref} : votre modification n’a pas été acceptée',
    body: 'Le propriétaire n’a pas accepté votre modification de la réservation {ref} sur {boat}. {reason} Votre réservation reste inchangée et tout montant payé pour la modification est intégralement remboursé. {link}',
  },
  de: {
    subject: 'Buchung {ref}: Ihre Änderung wurde nicht angenommen',
    body: 'Der Eigner hat Ihre Änderung der Buchung {ref} auf {boat} nicht angenommen. {reason} Ihre Buchung bleibt unverändert, und alles für die Änderung Bezahlte wird vollständig erstattet. {link}',
  },
  es: {
    subject: 'Reserva {ref}: tu cambio no fue aceptado',
    body: 'El propietario no aceptó tu cambio de la reserva {ref} en {boat}. {reason} Tu reserva sigue igual y todo lo pagado por el cambio se reembolsa íntegramente. {link}',
  },
  el: {
    subject: 'Κράτηση {ref}: η αλλαγή σας δεν έγινε δεκτή',
    body: 'Ο ιδιοκτήτης δεν αποδέχτηκε την αλλαγή της κράτησης {ref} στο {boat}. {reason} Η κράτησή σας μένει ως είχε και ό,τι πληρώσατε για την αλλαγή επιστρέφεται πλήρως. {link}',
  },
  it: {
    subject: 'Prenotazione {ref}: la tua modifica non è stata accettata',
    body: 'Il proprietario non ha accettato la modifica della prenotazione {ref} su {boat}. {reason} La prenotazione resta invariata e quanto pagato per la modifica è rimborsato per intero. {link}',
  },
  nl: {
    subject: 'Boeking {ref}: je wijziging is niet geaccepteerd',
    body: 'De eigenaar heeft je wijziging van boeking {ref} op {boat} niet geaccepteerd. {reason} Je boeking blijft zoals ze was en wat je voor de wijziging betaalde, wordt volledig terugbetaald. {link}',
  },
  pl: {
    subject: 'Rezerwacja {ref}: zmiana nie została zaakceptowana',
    body: 'Właściciel nie zaakceptował zmiany rezerwacji {ref} na {boat}. {reason} Rezerwacja pozostaje bez zmian, a kwota zapłacona za zmianę zostanie zwrócona w całości. {link}',
  },
  pt: {
    subject: 'Reserva {ref}: a sua alteração não foi aceite',
    body: 'O proprietário não aceitou a alteração da reserva {ref} em {boat}. {reason} A sua reserva fica como estava e tudo o que pagou pela alteração é reembolsado na totalidade. {link}',
  },
  ru: {
    subject: 'Бронирование {ref}: изменение не принято',
    body: 'Владелец не принял изменение бронирования {ref} на {boat}. {reason} Бронирование остаётся прежним, а оплаченное за изменение возвращается полностью. {link}',
  },
  sv: {
    subject: 'Bokning {ref}: din ändring godkändes inte',
    body: 'Ägaren godkände inte din ändring av bokning {ref} på {boat}. {reason} Din bokning är oförändrad och det du betalat för ändringen återbetalas i sin helhet. {link}',
  },
};

export const modificationExpiredTexts: NoticeTexts = {
  en: expiredEn,
  'en-GB': expiredEn,
  'en-US': expiredEn,
  fr: {
    subject: 'Réservation {ref} : votre modification a expiré',
    body: 'Votre modification de la réservation {ref} sur {boat} n’a pas été confirmée à temps. Votre réservation reste inchangée et tout montant payé pour la modification est intégralement remboursé. {link}',
  },
  de: {
    subject: 'Buchung {ref}: Ihre Änderung ist abgelaufen',
    body: 'Ihre Änderung der Buchung {ref} auf {boat} wurde nicht rechtzeitig bestätigt. Ihre Buchung bleibt unverändert, und alles für die Änderung Bezahlte wird vollständig erstattet. {link}',
  },
  es: {
    subject: 'Reserva {ref}: tu cambio ha caducado',
    body: 'Tu cambio de la reserva {ref} en {boat} no se confirmó a tiempo. Tu reserva sigue igual y todo lo pagado por el cambio se reembolsa íntegramente. {link}',
  },
  el: {
    subject: 'Κράτηση {ref}: η αλλαγή σας έληξε',
    body: 'Η αλλαγή της κράτησης {ref} στο {boat} δεν επιβεβαιώθηκε εγκαίρως. Η κράτησή σας μένει ως είχε και ό,τι πληρώσατε για την αλλαγή επιστρέφεται πλήρως. {link}',
  },
  it: {
    subject: 'Prenotazione {ref}: la tua modifica è scaduta',
    body: 'La modifica della prenotazione {ref} su {boat} non è stata confermata in tempo. La prenotazione resta invariata e quanto pagato per la modifica è rimborsato per intero. {link}',
  },
  nl: {
    subject: 'Boeking {ref}: je wijziging is verlopen',
    body: 'Je wijziging van boeking {ref} op {boat} is niet op tijd bevestigd. Je boeking blijft zoals ze was en wat je voor de wijziging betaalde, wordt volledig terugbetaald. {link}',
  },
  pl: {
    subject: 'Rezerwacja {ref}: zmiana wygasła',
    body: 'Zmiana rezerwacji {ref} na {boat} nie została potwierdzona na czas. Rezerwacja pozostaje bez zmian, a kwota zapłacona za zmianę zostanie zwrócona w całości. {link}',
  },
  pt: {
    subject: 'Reserva {ref}: a sua alteração expirou',
    body: 'A alteração da reserva {ref} em {boat} não foi confirmada a tempo. A sua reserva fica como estava e tudo o que pagou pela alteração é reembolsado na totalidade. {link}',
  },
  ru: {
    subject: 'Бронирование {ref}: срок изменения истёк',
    body: 'Изменение бронирования {ref} на {boat} не было подтверждено вовремя. Бронирование остаётся прежним, а оплаченное за изменение возвращается полностью. {link}',
  },
  sv: {
    subject: 'Bokning {ref}: din ändring har gått ut',
    body: 'Din ändring av bokning {ref} på {boat} bekräftades inte i tid. Din bokning är oförändrad och det du betalat för ändringen återbetalas i sin helhet. {link}',
  },
};
