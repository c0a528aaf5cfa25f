import { EUR, formatMoney } from '../../../shared/currency.ts';
import {
  FALLBACK_LANGUAGE,
  isLanguageCode,
  type LanguageCode,
  languageOf,
} from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import { outboxEmail } from '../../providers/email.ts';
import { statementOf } from '../ledger/statement.ts';
import { statementSummaryLines } from '../ledger/statementText.ts';
import { bookingThreadUrl, withThreadLine } from '../notifications/threadLink.ts';

/**
 * The checkout's e-mails, in the tenant's language, written to the outbox in the transaction of the
 * change they announce. `{ref}` is the booking reference, `{boat}` the listing, `{amount}` money
 * in the recipient's way, `{date}` a YYYY-MM-DD date written in their words, `{link}` a page of the site.
 */
export type PaymentEmail =
  | 'bookingConfirmed'
  | 'requestSent'
  | 'receipt'
  | 'balanceDue'
  | 'balancePaid'
  | 'paymentRefunded'
  | 'balanceCancelled';

type Texts = Record<PaymentEmail, { subject: string; body: string }>;

const en: Texts = {
  bookingConfirmed: {
    subject: 'Booking {ref} confirmed: {boat}',
    body: 'Your booking of {boat} is confirmed. We charged {amount}. See your booking: {link}',
  },
  requestSent: {
    subject: 'Booking request {ref} sent: {boat}',
    body: 'We reserved {amount} on your card and sent your request for {boat} to the owner, who answers within 48 hours. You are charged only if they accept; if they decline or do not answer, the reservation is released. {link}',
  },
  receipt: {
    subject: 'Your receipt for {ref}',
    body: 'Payment received: {amount} for booking {ref} ({boat}). {link}',
  },
  balanceDue: {
    subject: 'Balance due for booking {ref}',
    body: 'We could not charge the balance of {amount} for {boat}. Pay it before {date} or the booking is cancelled: {link}',
  },
  balancePaid: {
    subject: 'Balance paid for booking {ref}',
    body: 'We charged the balance of {amount} for {boat}. You are all set. {link}',
  },
  paymentRefunded: {
    subject: 'Your payment of {amount} was refunded',
    body: 'Your payment of {amount} for {boat} was refunded: {reason} It reaches your card within 5 to 10 days. {link}',
  },
  balanceCancelled: {
    subject: 'Booking {ref} cancelled: balance unpaid',
    body: 'The balance for {boat} could not be charged, so booking {ref} is cancelled. We refunded {amount} by its cancellation policy.',
  },
};

const TEXTS: Record<LanguageCode, Texts> = {
  en,
  'en-GB': en,
  'en-US': en,
  fr: {
    bookingConfirmed: {
      subject: 'Réservation {ref} confirmée : {boat}',
      body: 'Votre réservation de {boat} est confirmée. Nous avons débité {amount}. Votre réservation : {link}',
    },
    requestSent: {
      subject: 'Demande de réservation {ref} envoyée : {boat}',
      body: 'Nous avons réservé {amount} sur votre carte et transmis votre demande pour {boat} au propriétaire, qui répond sous 48 heures. Vous n’êtes débité que s’il accepte ; s’il refuse ou ne répond pas, la réservation est libérée. {link}',
    },
    receipt: {
      subject: 'Votre reçu pour {ref}',
      body: 'Paiement reçu : {amount} pour la réservation {ref} ({boat}). {link}',
    },
    balanceDue: {
      subject: 'Solde à régler pour la réservation {ref}',
      body: 'Nous n’avons pas pu débiter le solde de {amount} pour {boat}. Réglez-le avant le {date}, sinon la réservation sera annulée : {link}',
    },
    balancePaid: {
      subject: 'Solde réglé pour la réservation {ref}',
      body: 'Nous avons débité le solde de {amount} pour {boat}. Tout est prêt. {link}',
    },
    paymentRefunded: {
      subject: 'Votre paiement de {amount} a été remboursé',
      body: 'Votre paiement de {amount} pour {boat} a été remboursé : {reason} Il arrive sur votre carte sous 5 à 10 jours. {link}',
    },
    balanceCancelled: {
      subject: 'Réservation {ref} annulée : solde impayé',
      body: 'Le solde pour {boat} n’a pas pu être débité : la réservation {ref} est annulée. Nous avons remboursé {amount} selon ses conditions d’annulation.',
    },
  },
  es: {
    bookingConfirmed: {
      subject: 'Reserva {ref} confirmada: {boat}',
      body: 'Tu reserva de {boat} está confirmada. Hemos cobrado {amount}. Tu reserva: {link}',
    },
    requestSent: {
      subject: 'Solicitud de reserva {ref} enviada: {boat}',
      body: 'Hemos reservado {amount} en tu tarjeta y enviado tu solicitud para {boat} al propietario, que responde en 48 horas. Solo se te cobra si la acepta; si la rechaza o no responde, la reserva se libera. {link}',
    },
    receipt: {
      subject: 'Tu recibo de {ref}',
      body: 'Pago recibido: {amount} por la reserva {ref} ({boat}). {link}',
    },
    balanceDue: {
      subject: 'Saldo pendiente de la reserva {ref}',
      body: 'No pudimos cobrar el saldo de {amount} de {boat}. Págalo antes del {date} o la reserva se cancelará: {link}',
    },
    balancePaid: {
      subject: 'Saldo pagado de la reserva {ref}',
      body: 'Hemos cobrado el saldo de {amount} de {boat}. Todo listo. {link}',
    },
    paymentRefunded: {
      subject: 'Tu pago de {amount} ha sido reembolsado',
      body: 'Tu pago de {amount} por {boat} ha sido reembolsado: {reason} Llegará a tu tarjeta en 5 a 10 días. {link}',
    },
    balanceCancelled: {
      subject: 'Reserva {ref} cancelada: saldo impagado',
      body: 'No se pudo cobrar el saldo de {boat}, así que la reserva {ref} queda cancelada. Hemos reembolsado {amount} según su política de cancelación.',
    },
  },
  it: {
    bookingConfirmed: {
      subject: 'Prenotazione {ref} confermata: {boat}',
      body: 'La tua prenotazione di {boat} è confermata. Abbiamo addebitato {amount}. La tua prenotazione: {link}',
    },
    requestSent: {
      subject: 'Richiesta di prenotazione {ref} inviata: {boat}',
      body: 'Abbiamo riservato {amount} sulla tua carta e inviato la tua richiesta per {boat} al proprietario, che risponde entro 48 ore. L’addebito avviene solo se accetta; se rifiuta o non risponde, l’importo viene sbloccato. {link}',
    },
    receipt: {
      subject: 'La tua ricevuta per {ref}',
      body: 'Pagamento ricevuto: {amount} per la prenotazione {ref} ({boat}). {link}',
    },
    balanceDue: {
      subject: 'Saldo da pagare per la prenotazione {ref}',
      body: 'Non siamo riusciti ad addebitare il saldo di {amount} per {boat}. Pagalo entro il {date} o la prenotazione sarà annullata: {link}',
    },
    balancePaid: {
      subject: 'Saldo pagato per la prenotazione {ref}',
      body: 'Abbiamo addebitato il saldo di {amount} per {boat}. È tutto pronto. {link}',
    },
    paymentRefunded: {
      subject: 'Il tuo pagamento di {amount} è stato rimborsato',
      body: 'Il tuo pagamento di {amount} per {boat} è stato rimborsato: {reason} Arriverà sulla tua carta entro 5-10 giorni. {link}',
    },
    balanceCancelled: {
      subject: 'Prenotazione {ref} annullata: saldo non pagato',
      body: 'Non è stato possibile addebitare il saldo per {boat}: la prenotazione {ref} è annullata. Abbiamo rimborsato {amount} secondo le condizioni di cancellazione.',
    },
  },
  de: {
    bookingConfirmed: {
      subject: 'Buchung {ref} bestätigt: {boat}',
      body: 'Ihre Buchung von {boat} ist bestätigt. Wir haben {amount} abgebucht. Ihre Buchung: {link}',
    },
    requestSent: {
      subject: 'Buchungsanfrage {ref} gesendet: {boat}',
      body: 'Wir haben {amount} auf Ihrer Karte reserviert und Ihre Anfrage für {boat} an den Eigentümer gesendet, der innerhalb von 48 Stunden antwortet. Abgebucht wird nur, wenn er annimmt; lehnt er ab oder antwortet er nicht, wird die Reservierung freigegeben. {link}',
    },
    receipt: {
      subject: 'Ihre Quittung für {ref}',
      body: 'Zahlung erhalten: {amount} für die Buchung {ref} ({boat}). {link}',
    },
    balanceDue: {
      subject: 'Restbetrag für Buchung {ref} fällig',
      body: 'Wir konnten den Restbetrag von {amount} für {boat} nicht abbuchen. Bezahlen Sie ihn vor dem {date}, sonst wird die Buchung storniert: {link}',
    },
    balancePaid: {
      subject: 'Restbetrag für Buchung {ref} bezahlt',
      body: 'Wir haben den Restbetrag von {amount} für {boat} abgebucht. Alles erledigt. {link}',
    },
    paymentRefunded: {
      subject: 'Ihre Zahlung von {amount} wurde erstattet',
      body: 'Ihre Zahlung von {amount} für {boat} wurde erstattet: {reason} Sie erscheint in 5 bis 10 Tagen auf Ihrer Karte. {link}',
    },
    balanceCancelled: {
      subject: 'Buchung {ref} storniert: Restbetrag unbezahlt',
      body: 'Der Restbetrag für {boat} konnte nicht abgebucht werden, daher ist die Buchung {ref} storniert. Wir haben {amount} gemäß den Stornobedingungen erstattet.',
    },
  },
  nl: {
    bookingConfirmed: {
      subject: 'Boeking {ref} bevestigd: {boat}',
      body: 'Je boeking van {boat} is bevestigd. We hebben {amount} afgeschreven. Je boeking: {link}',
    },
    requestSent: {
      subject: 'Boekingsaanvraag {ref} verstuurd: {boat}',
      body: 'We hebben {amount} op je kaart gereserveerd en je aanvraag voor {boat} naar de eigenaar gestuurd, die binnen 48 uur antwoordt. Je betaalt alleen als de eigenaar accepteert; bij een weigering of zonder antwoord wordt de reservering vrijgegeven. {link}',
    },
    receipt: {
      subject: 'Je betaalbewijs voor {ref}',
      body: 'Betaling ontvangen: {amount} voor boeking {ref} ({boat}). {link}',
    },
    balanceDue: {
      subject: 'Restbedrag verschuldigd voor boeking {ref}',
      body: 'We konden het restbedrag van {amount} voor {boat} niet afschrijven. Betaal het vóór {date}, anders wordt de boeking geannuleerd: {link}',
    },
    balancePaid: {
      subject: 'Restbedrag betaald voor boeking {ref}',
      body: 'We hebben het restbedrag van {amount} voor {boat} afgeschreven. Alles is geregeld. {link}',
    },
    paymentRefunded: {
      subject: 'Je betaling van {amount} is terugbetaald',
      body: 'Je betaling van {amount} voor {boat} is terugbetaald: {reason} Het staat binnen 5 tot 10 dagen op je kaart. {link}',
    },
    balanceCancelled: {
      subject: 'Boeking {ref} geannuleerd: restbedrag onbetaald',
      body: 'Het restbedrag voor {boat} kon niet worden afgeschreven, dus boeking {ref} is geannuleerd. We hebben {amount} terugbetaald volgens de annuleringsvoorwaarden.',
    },
  },
  pl: {
    bookingConfirmed: {
      subject: 'Rezerwacja {ref} potwierdzona: {boat}',
      body: 'Twoja rezerwacja {boat} jest potwierdzona. Pobraliśmy {amount}. Twoja rezerwacja: {link}',
    },
    requestSent: {
      subject: 'Prośba o rezerwację {ref} wysłana: {boat}',
      body: 'Zarezerwowaliśmy {amount} na Twojej karcie i przesłaliśmy prośbę o {boat} właścicielowi, który odpowie w ciągu 48 godzin. Płacisz tylko wtedy, gdy ją zaakceptuje; jeśli odmówi lub nie odpowie, blokada zostanie zwolniona. {link}',
    },
    receipt: {
      subject: 'Twoje potwierdzenie płatności za {ref}',
      body: 'Otrzymaliśmy płatność: {amount} za rezerwację {ref} ({boat}). {link}',
    },
    balanceDue: {
      subject: 'Do zapłaty pozostała kwota za rezerwację {ref}',
      body: 'Nie udało się pobrać pozostałej kwoty {amount} za {boat}. Zapłać ją przed {date}, inaczej rezerwacja zostanie anulowana: {link}',
    },
    balancePaid: {
      subject: 'Pozostała kwota za rezerwację {ref} zapłacona',
      body: 'Pobraliśmy pozostałą kwotę {amount} za {boat}. Wszystko gotowe. {link}',
    },
    paymentRefunded: {
      subject: 'Twoja płatność {amount} została zwrócona',
      body: 'Twoja płatność {amount} za {boat} została zwrócona: {reason} Wpłynie na kartę w ciągu 5–10 dni. {link}',
    },
    balanceCancelled: {
      subject: 'Rezerwacja {ref} anulowana: nieopłacona pozostała kwota',
      body: 'Nie udało się pobrać pozostałej kwoty za {boat}, więc rezerwacja {ref} została anulowana. Zwróciliśmy {amount} zgodnie z warunkami anulowania.',
    },
  },
  el: {
    bookingConfirmed: {
      subject: 'Η κράτηση {ref} επιβεβαιώθηκε: {boat}',
      body: 'Η κράτησή σας για {boat} επιβεβαιώθηκε. Χρεώσαμε {amount}. Η κράτησή σας: {link}',
    },
    requestSent: {
      subject: 'Το αίτημα κράτησης {ref} στάλθηκε: {boat}',
      body: 'Δεσμεύσαμε {amount} στην κάρτα σας και στείλαμε το αίτημά σας για {boat} στον ιδιοκτήτη, που απαντά μέσα σε 48 ώρες. Χρεώνεστε μόνο αν το αποδεχτεί· αν αρνηθεί ή δεν απαντήσει, η δέσμευση αποδεσμεύεται. {link}',
    },
    receipt: {
      subject: 'Η απόδειξή σας για {ref}',
      body: 'Η πληρωμή ελήφθη: {amount} για την κράτηση {ref} ({boat}). {link}',
    },
    balanceDue: {
      subject: 'Οφειλόμενο υπόλοιπο για την κράτηση {ref}',
      body: 'Δεν μπορέσαμε να χρεώσουμε το υπόλοιπο {amount} για {boat}. Πληρώστε το πριν από {date}, αλλιώς η κράτηση ακυρώνεται: {link}',
    },
    balancePaid: {
      subject: 'Το υπόλοιπο της κράτησης {ref} πληρώθηκε',
      body: 'Χρεώσαμε το υπόλοιπο {amount} για {boat}. Όλα είναι έτοιμα. {link}',
    },
    paymentRefunded: {
      subject: 'Η πληρωμή σας {amount} επιστράφηκε',
      body: 'Η πληρωμή σας {amount} για {boat} επιστράφηκε: {reason} Θα φτάσει στην κάρτα σας σε 5 έως 10 ημέρες. {link}',
    },
    balanceCancelled: {
      subject: 'Η κράτηση {ref} ακυρώθηκε: απλήρωτο υπόλοιπο',
      body: 'Το υπόλοιπο για {boat} δεν χρεώθηκε, οπότε η κράτηση {ref} ακυρώθηκε. Επιστρέψαμε {amount} σύμφωνα με την πολιτική ακύρωσης.',
    },
  },
  ru: {
    bookingConfirmed: {
      subject: 'Бронирование {ref} подтверждено: {boat}',
      body: 'Ваше бронирование {boat} подтверждено. Мы списали {amount}. Ваше бронирование: {link}',
    },
    requestSent: {
      subject: 'Запрос на бронирование {ref} отправлен: {boat}',
      body: 'Мы зарезервировали {amount} на вашей карте и отправили ваш запрос на {boat} владельцу, он ответит в течение 48 часов. Деньги спишутся, только если он примет запрос; при отказе или без ответа резерв будет снят. {link}',
    },
    receipt: {
      subject: 'Ваша квитанция по {ref}',
      body: 'Платёж получен: {amount} за бронирование {ref} ({boat}). {link}',
    },
    balanceDue: {
      subject: 'Остаток к оплате по бронированию {ref}',
      body: 'Нам не удалось списать остаток {amount} за {boat}. Оплатите его до {date}, иначе бронирование будет отменено: {link}',
    },
    balancePaid: {
      subject: 'Остаток по бронированию {ref} оплачен',
      body: 'Мы списали остаток {amount} за {boat}. Всё готово. {link}',
    },
    paymentRefunded: {
      subject: 'Ваш платёж {amount} возвращён',
      body: 'Ваш платёж {amount} за {boat} возвращён: {reason} Деньги поступят на карту в течение 5–10 дней. {link}',
    },
    balanceCancelled: {
      subject: 'Бронирование {ref} отменено: остаток не оплачен',
      body: 'Остаток за {boat} не удалось списать, поэтому бронирование {ref} отменено. Мы вернули {amount} по условиям отмены.',
    },
  },
  pt: {
    bookingConfirmed: {
      subject: 'Reserva {ref} confirmada: {boat}',
      body: 'A sua reserva de {boat} está confirmada. Cobrámos {amount}. A sua reserva: {link}',
    },
    requestSent: {
      subject: 'Pedido de reserva {ref} enviado: {boat}',
      body: 'Reservámos {amount} no seu cartão e enviámos o seu pedido para {boat} ao proprietário, que responde em 48 horas. Só é cobrado se ele aceitar; se recusar ou não responder, a reserva é libertada. {link}',
    },
    receipt: {
      subject: 'O seu recibo de {ref}',
      body: 'Pagamento recebido: {amount} pela reserva {ref} ({boat}). {link}',
    },
    balanceDue: {
      subject: 'Saldo em dívida da reserva {ref}',
      body: 'Não conseguimos cobrar o saldo de {amount} de {boat}. Pague-o antes de {date} ou a reserva será cancelada: {link}',
    },
    balancePaid: {
      subject: 'Saldo pago da reserva {ref}',
      body: 'Cobrámos o saldo de {amount} de {boat}. Está tudo pronto. {link}',
    },
    paymentRefunded: {
      subject: 'O seu pagamento de {amount} foi reembolsado',
      body: 'O seu pagamento de {amount} por {boat} foi reembolsado: {reason} Chega ao seu cartão em 5 a 10 dias. {link}',
    },
    balanceCancelled: {
      subject: 'Reserva {ref} cancelada: saldo por pagar',
      body: 'Não foi possível cobrar o saldo de {boat}, por isso a reserva {ref} foi cancelada. Reembolsámos {amount} segundo a política de cancelamento.',
    },
  },
  sv: {
    bookingConfirmed: {
      subject: 'Bokning {ref} bekräftad: {boat}',
      body: 'Din bokning av {boat} är bekräftad. Vi har debiterat {amount}. Din bokning: {link}',
    },
    requestSent: {
      subject: 'Bokningsförfrågan {ref} skickad: {boat}',
      body: 'Vi har reserverat {amount} på ditt kort och skickat din förfrågan om {boat} till ägaren, som svarar inom 48 timmar. Du debiteras bara om ägaren accepterar; om ägaren tackar nej eller inte svarar frigörs reservationen. {link}',
    },
    receipt: {
      subject: 'Ditt kvitto för {ref}',
      body: 'Betalning mottagen: {amount} för bokning {ref} ({boat}). {link}',
    },
    balanceDue: {
      subject: 'Restbelopp att betala för bokning {ref}',
      body: 'Vi kunde inte debitera restbeloppet på {amount} för {boat}. Betala det före {date}, annars avbokas bokningen: {link}',
    },
    balancePaid: {
      subject: 'Restbelopp betalt för bokning {ref}',
      body: 'Vi har debiterat restbeloppet på {amount} för {boat}. Allt är klart. {link}',
    },
    paymentRefunded: {
      subject: 'Din betalning på {amount} har återbetalats',
      body: 'Din betalning på {amount} för {boat} har återbetalats: {reason} Den syns på ditt kort inom 5 till 10 dagar. {link}',
    },
    balanceCancelled: {
      subject: 'Bokning {ref} avbokad: obetalt restbelopp',
      body: 'Restbeloppet för {boat} kunde inte debiteras, så bokning {ref} är avbokad. Vi har återbetalat {amount} enligt avbokningsvillkoren.',
    },
  },
};

/** Why a payment was refunded, in the same languages: the dates went to someone else, or it was paid twice. */
export type RefundReason = 'datesTaken' | 'paidTwice' | 'bookingClosed';

const REFUND_REASONS: Record<LanguageCode, Record<RefundReason, string>> = {
  en: {
    datesTaken: 'your checkout expired and another renter booked these dates meanwhile.',
    paidTwice: 'this was already paid.',
    bookingClosed: 'the booking is no longer active.',
  },
  'en-GB': {} as Record<RefundReason, string>,
  'en-US': {} as Record<RefundReason, string>,
  fr: {
    datesTaken: 'votre paiement a expiré et un autre locataire a réservé ces dates entre-temps.',
    paidTwice: 'ce montant était déjà payé.',
    bookingClosed: 'la réservation n’est plus active.',
  },
  es: {
    datesTaken: 'tu pago caducó y otro cliente reservó esas fechas mientras tanto.',
    paidTwice: 'ya estaba pagado.',
    bookingClosed: 'la reserva ya no está activa.',
  },
  it: {
    datesTaken: 'il tuo pagamento è scaduto e un altro cliente ha prenotato queste date nel frattempo.',
    paidTwice: 'era già stato pagato.',
    bookingClosed: 'la prenotazione non è più attiva.',
  },
  de: {
    datesTaken: 'Ihr Bezahlvorgang ist abgelaufen und ein anderer Mieter hat diese Daten inzwischen gebucht.',
    paidTwice: 'dies war bereits bezahlt.',
    bookingClosed: 'die Buchung ist nicht mehr aktiv.',
  },
  nl: {
    datesTaken: 'je betaling is verlopen en een andere huurder heeft deze data intussen geboekt.',
    paidTwice: 'dit was al betaald.',
    bookingClosed: 'de boeking is niet meer actief.',
  },
  pl: {
    datesTaken: 'Twoja płatność wygasła, a w międzyczasie inny klient zarezerwował te daty.',
    paidTwice: 'to było już opłacone.',
    bookingClosed: 'rezerwacja nie jest już aktywna.',
  },
  el: {
    datesTaken: 'η πληρωμή σας έληξε και στο μεταξύ άλλος πελάτης έκλεισε αυτές τις ημερομηνίες.',
    paidTwice: 'είχε ήδη πληρωθεί.',
    bookingClosed: 'η κράτηση δεν είναι πλέον ενεργή.',
  },
  ru: {
    datesTaken: 'срок оплаты истёк, и за это время другой клиент забронировал эти даты.',
    paidTwice: 'это уже было оплачено.',
    bookingClosed: 'бронирование больше не действует.',
  },
  pt: {
    datesTaken: 'o seu pagamento expirou e outro cliente reservou estas datas entretanto.',
    paidTwice: 'já estava pago.',
    bookingClosed: 'a reserva já não está ativa.',
  },
  sv: {
    datesTaken: 'din betalning löpte ut och en annan hyresgäst bokade dessa datum under tiden.',
    paidTwice: 'det var redan betalt.',
    bookingClosed: 'bokningen är inte längre aktiv.',
  },
};
REFUND_REASONS['en-GB'] = REFUND_REASONS.en;
REFUND_REASONS['en-US'] = REFUND_REASONS.en;

export const languageFor = (code: string | null | undefined): LanguageCode =>
  code && isLanguageCode(code) ? code : FALLBACK_LANGUAGE;

export function refundReasonText(language: string, reason: RefundReason): string {
  return REFUND_REASONS[languageFor(language)][reason];
}

const localeOf = (language: string) => languageOf(languageFor(language)).dateLocale;

/** Money in e-mails: EUR minor units, the charge currency, written as the recipient writes it ("622,20 €" in fr). */
export const formatCharge = (minor: number, language: string) => formatMoney(minor, EUR, localeOf(language));

/** A calendar day in the recipient's words ("25 novembre 2026"); booking days have no time zone. */
export const formatDay = (date: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

export interface PaymentEmailValues {
  ref?: string;
  boat?: string;
  amount?: number;
  date?: string;
  link?: string;
  reason?: RefundReason;
}

export function paymentEmailText(language: string, email: PaymentEmail, values: PaymentEmailValues) {
  const lang = languageFor(language);
  const fill = (text: string) =>
    text
      .replaceAll('{ref}', values.ref ?? '')
      .replaceAll('{boat}', values.boat ?? '')
      .replaceAll('{amount}', values.amount === undefined ? '' : formatCharge(values.amount, lang))
      .replaceAll('{date}', values.date ? formatDay(values.date, lang) : '')
      .replaceAll('{link}', values.link ?? '')
      .replaceAll('{reason}', values.reason ? refundReasonText(lang, values.reason) : '')
      .trim();
  const text = TEXTS[lang][email];
  return { subject: fill(text.subject), body: fill(text.body) };
}

/**
 * Writes the e-mail to the outbox in `tx`, in `language`. Given the site's `publicUrl`, an e-mail
 * about a booking that has its conversation links the thread (`threadUrl`, see threadLink.ts).
 */
export async function sendPaymentEmail(
  tx: Queryable,
  to: string,
  language: string,
  email: PaymentEmail,
  values: PaymentEmailValues & { payload?: Record<string, unknown>; publicUrl?: string },
): Promise<void> {
  const { subject, body } = paymentEmailText(language, email, values);
  // Under every e-mail about a booking's money, its statement: the figures its page shows (DESIGN.md, "One money ledger").
  const bookingId = Number(values.payload?.bookingId);
  const statement =
    Number.isSafeInteger(bookingId) && bookingId > 0 ? await statementOf(tx, bookingId, 'renter') : undefined;
  const lang = languageFor(language);
  const thread =
    statement && values.publicUrl ? await bookingThreadUrl(tx, values.publicUrl, bookingId) : undefined;
  const threadUrl = thread?.(lang);
  const withThread = (text: string) => (threadUrl ? withThreadLine(text, lang, threadUrl) : text);
  const summary = statement
    ? statementSummaryLines(
        statement,
        lang,
        (minor) => formatCharge(minor, lang),
        (date) => formatDay(date, lang),
      )
    : [];
  await outboxEmail.send(tx, {
    to,
    subject,
    body: withThread(summary.length > 0 ? `${body}\n\n${summary.join('\n')}` : body),
    template: `payments.${email}`,
    payload: { language: languageFor(language), ...(threadUrl ? { threadUrl } : {}), ...values.payload },
  });
}
