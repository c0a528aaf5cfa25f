import { EUR, formatMoney } from '../../../shared/currency.ts';
import { type LanguageCode, languageOf } from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import { bookingListingTitles as listingTitlesOfBooking } from '../notifications/repository.ts';
import { type NoticeTexts, notify } from '../notifications/service.ts';
import { bookingThreadUrl } from '../notifications/threadLink.ts';
import { formatDay } from '../payments/emails.ts';
import { bookingNoticeFacts } from './repository.ts';
import { isRequest } from './stateMachine.ts';

/**
 * The booking's notices (issue 16), each written by `notify` in the transaction of the change it
 * announces, in the recipient's language. `{boat}` the listing, `{ref}` the reference, `{dates}`
 * the booked days, `{amount}` money in the recipient's language, `{reason}` the owner's words,
 * `{link}` the booking's page.
 */
export const BOOKING_NOTICES = {
  requestReceived: {
    en: {
      subject: 'New booking request {ref}: {boat}',
      body: 'A renter asks for {boat} on {dates}. {amount} is reserved on their card and charged only when you accept. Answer within 48 hours: {link}',
      sms: 'Bosun: new request for {boat} on {dates}. Answer within 48 h: {link}',
    },
    fr: {
      subject: 'Nouvelle demande de réservation {ref} : {boat}',
      body: 'Un locataire demande {boat} pour le {dates}. {amount} sont réservés sur sa carte et débités seulement quand vous acceptez. Répondez sous 48 heures : {link}',
      sms: 'Bosun : nouvelle demande pour {boat} le {dates}. Répondez sous 48 h : {link}',
    },
    es: {
      subject: 'Nueva solicitud de reserva {ref}: {boat}',
      body: 'Un inquilino solicita {boat} para el {dates}. Hay {amount} reservados en su tarjeta, que solo se cobran si aceptas. Responde en 48 horas: {link}',
      sms: 'Bosun: nueva solicitud de {boat} para el {dates}. Responde en 48 h: {link}',
    },
    it: {
      subject: 'Nuova richiesta di prenotazione {ref}: {boat}',
      body: 'Un cliente chiede {boat} per il {dates}. {amount} sono riservati sulla sua carta e addebitati solo se accetti. Rispondi entro 48 ore: {link}',
      sms: 'Bosun: nuova richiesta per {boat} il {dates}. Rispondi entro 48 ore: {link}',
    },
    de: {
      subject: 'Neue Buchungsanfrage {ref}: {boat}',
      body: 'Ein Mieter fragt {boat} für {dates} an. {amount} sind auf seiner Karte reserviert und werden erst abgebucht, wenn Sie annehmen. Antworten Sie innerhalb von 48 Stunden: {link}',
      sms: 'Bosun: neue Anfrage für {boat} am {dates}. Bitte innerhalb von 48 Std. antworten: {link}',
    },
    nl: {
      subject: 'Nieuwe boekingsaanvraag {ref}: {boat}',
      body: 'Een huurder vraagt {boat} aan voor {dates}. {amount} is gereserveerd op zijn kaart en wordt pas afgeschreven als je accepteert. Antwoord binnen 48 uur: {link}',
      sms: 'Bosun: nieuwe aanvraag voor {boat} op {dates}. Antwoord binnen 48 uur: {link}',
    },
    pl: {
      subject: 'Nowa prośba o rezerwację {ref}: {boat}',
      body: 'Najemca prosi o {boat} na {dates}. {amount} jest zablokowane na jego karcie i zostanie pobrane dopiero, gdy zaakceptujesz. Odpowiedz w ciągu 48 godzin: {link}',
      sms: 'Bosun: nowa prośba o {boat} na {dates}. Odpowiedz w ciągu 48 godz.: {link}',
    },
    el: {
      subject: 'Νέο αίτημα κράτησης {ref}: {boat}',
      body: 'Ένας ενοικιαστής ζητά το {boat} για {dates}. Έχουν δεσμευτεί {amount} στην κάρτα του, που χρεώνονται μόνο αν αποδεχτείτε. Απαντήστε μέσα σε 48 ώρες: {link}',
      sms: 'Bosun: νέο αίτημα για {boat} στις {dates}. Απαντήστε μέσα σε 48 ώρες: {link}',
    },
    ru: {
      subject: 'Новый запрос на бронирование {ref}: {boat}',
      body: 'Арендатор просит {boat} на {dates}. {amount} зарезервированы на его карте и спишутся, только если вы примете запрос. Ответьте в течение 48 часов: {link}',
      sms: 'Bosun: новый запрос на {boat} на {dates}. Ответьте в течение 48 ч: {link}',
    },
    pt: {
      subject: 'Novo pedido de reserva {ref}: {boat}',
      body: 'Um locatário pede {boat} para {dates}. {amount} estão reservados no cartão dele e só são cobrados se aceitar. Responda em 48 horas: {link}',
      sms: 'Bosun: novo pedido para {boat} em {dates}. Responda em 48 h: {link}',
    },
    sv: {
      subject: 'Ny bokningsförfrågan {ref}: {boat}',
      body: 'En hyresgäst frågar efter {boat} {dates}. {amount} är reserverat på hyresgästens kort och dras först när du accepterar. Svara inom 48 timmar: {link}',
      sms: 'Bosun: ny förfrågan om {boat} {dates}. Svara inom 48 tim: {link}',
    },
  },
  bookingReceived: {
    en: {
      subject: 'New booking {ref}: {boat}',
      body: '{boat} is booked on {dates} by instant booking. The renter paid {amount}. {link}',
    },
    fr: {
      subject: 'Nouvelle réservation {ref} : {boat}',
      body: '{boat} est réservé pour le {dates} en réservation instantanée. Le locataire a payé {amount}. {link}',
    },
    es: {
      subject: 'Nueva reserva {ref}: {boat}',
      body: '{boat} está reservado para el {dates} con reserva inmediata. El inquilino ha pagado {amount}. {link}',
    },
    it: {
      subject: 'Nuova prenotazione {ref}: {boat}',
      body: '{boat} è prenotata per il {dates} con prenotazione immediata. Il cliente ha pagato {amount}. {link}',
    },
    de: {
      subject: 'Neue Buchung {ref}: {boat}',
      body: '{boat} ist für {dates} per Sofortbuchung gebucht. Der Mieter hat {amount} bezahlt. {link}',
    },
    nl: {
      subject: 'Nieuwe boeking {ref}: {boat}',
      body: '{boat} is geboekt voor {dates} via direct boeken. De huurder heeft {amount} betaald. {link}',
    },
    pl: {
      subject: 'Nowa rezerwacja {ref}: {boat}',
      body: '{boat} jest zarezerwowana na {dates} w rezerwacji natychmiastowej. Najemca zapłacił {amount}. {link}',
    },
    el: {
      subject: 'Νέα κράτηση {ref}: {boat}',
      body: 'Το {boat} κρατήθηκε για {dates} με άμεση κράτηση. Ο ενοικιαστής πλήρωσε {amount}. {link}',
    },
    ru: {
      subject: 'Новое бронирование {ref}: {boat}',
      body: '{boat} забронирована на {dates} через мгновенное бронирование. Арендатор заплатил {amount}. {link}',
    },
    pt: {
      subject: 'Nova reserva {ref}: {boat}',
      body: '{boat} está reservado para {dates} por reserva imediata. O locatário pagou {amount}. {link}',
    },
    sv: {
      subject: 'Ny bokning {ref}: {boat}',
      body: '{boat} är bokad {dates} med direktbokning. Hyresgästen har betalat {amount}. {link}',
    },
  },
  requestAccepted: {
    en: {
      subject: 'Booking {ref} confirmed: {boat}',
      body: 'The owner accepted your request for {boat} on {dates}. We charged {amount} to your card. {link}',
    },
    fr: {
      subject: 'Réservation {ref} confirmée : {boat}',
      body: 'Le propriétaire a accepté votre demande pour {boat} le {dates}. Nous avons débité {amount} sur votre carte. {link}',
    },
    es: {
      subject: 'Reserva {ref} confirmada: {boat}',
      body: 'El propietario ha aceptado tu solicitud de {boat} para el {dates}. Hemos cobrado {amount} en tu tarjeta. {link}',
    },
    it: {
      subject: 'Prenotazione {ref} confermata: {boat}',
      body: 'Il proprietario ha accettato la tua richiesta per {boat} il {dates}. Abbiamo addebitato {amount} sulla tua carta. {link}',
    },
    de: {
      subject: 'Buchung {ref} bestätigt: {boat}',
      body: 'Der Eigentümer hat Ihre Anfrage für {boat} am {dates} angenommen. Wir haben {amount} von Ihrer Karte abgebucht. {link}',
    },
    nl: {
      subject: 'Boeking {ref} bevestigd: {boat}',
      body: 'De eigenaar heeft je aanvraag voor {boat} op {dates} geaccepteerd. We hebben {amount} van je kaart afgeschreven. {link}',
    },
    pl: {
      subject: 'Rezerwacja {ref} potwierdzona: {boat}',
      body: 'Właściciel zaakceptował Twoją prośbę o {boat} na {dates}. Pobraliśmy {amount} z Twojej karty. {link}',
    },
    el: {
      subject: 'Η κράτηση {ref} επιβεβαιώθηκε: {boat}',
      body: 'Ο ιδιοκτήτης αποδέχτηκε το αίτημά σας για {boat} στις {dates}. Χρεώσαμε {amount} στην κάρτα σας. {link}',
    },
    ru: {
      subject: 'Бронирование {ref} подтверждено: {boat}',
      body: 'Владелец принял ваш запрос на {boat} на {dates}. Мы списали {amount} с вашей карты. {link}',
    },
    pt: {
      subject: 'Reserva {ref} confirmada: {boat}',
      body: 'O proprietário aceitou o seu pedido para {boat} em {dates}. Cobrámos {amount} no seu cartão. {link}',
    },
    sv: {
      subject: 'Bokning {ref} bekräftad: {boat}',
      body: 'Ägaren har accepterat din förfrågan om {boat} {dates}. Vi har dragit {amount} från ditt kort. {link}',
    },
  },
  requestDeclined: {
    en: {
      subject: 'Booking request {ref} declined',
      body: 'The owner declined your request for {boat} on {dates}. {reason} The {amount} reserved on your card is released: you pay nothing. {link}',
    },
    fr: {
      subject: 'Demande de réservation {ref} refusée',
      body: 'Le propriétaire a refusé votre demande pour {boat} le {dates}. {reason} Les {amount} réservés sur votre carte sont libérés : vous ne payez rien. {link}',
    },
    es: {
      subject: 'Solicitud de reserva {ref} rechazada',
      body: 'El propietario ha rechazado tu solicitud de {boat} para el {dates}. {reason} Los {amount} reservados en tu tarjeta quedan liberados: no pagas nada. {link}',
    },
    it: {
      subject: 'Richiesta di prenotazione {ref} rifiutata',
      body: 'Il proprietario ha rifiutato la tua richiesta per {boat} il {dates}. {reason} I {amount} riservati sulla tua carta sono sbloccati: non paghi nulla. {link}',
    },
    de: {
      subject: 'Buchungsanfrage {ref} abgelehnt',
      body: 'Der Eigentümer hat Ihre Anfrage für {boat} am {dates} abgelehnt. {reason} Die auf Ihrer Karte reservierten {amount} sind freigegeben: Sie zahlen nichts. {link}',
    },
    nl: {
      subject: 'Boekingsaanvraag {ref} geweigerd',
      body: 'De eigenaar heeft je aanvraag voor {boat} op {dates} geweigerd. {reason} De {amount} die op je kaart was gereserveerd, is vrijgegeven: je betaalt niets. {link}',
    },
    pl: {
      subject: 'Prośba o rezerwację {ref} odrzucona',
      body: 'Właściciel odrzucił Twoją prośbę o {boat} na {dates}. {reason} Blokada {amount} na Twojej karcie została zwolniona: nic nie płacisz. {link}',
    },
    el: {
      subject: 'Το αίτημα κράτησης {ref} απορρίφθηκε',
      body: 'Ο ιδιοκτήτης απέρριψε το αίτημά σας για {boat} στις {dates}. {reason} Τα {amount} που είχαν δεσμευτεί στην κάρτα σας αποδεσμεύτηκαν: δεν πληρώνετε τίποτα. {link}',
    },
    ru: {
      subject: 'Запрос на бронирование {ref} отклонён',
      body: 'Владелец отклонил ваш запрос на {boat} на {dates}. {reason} Резерв {amount} на вашей карте снят: вы ничего не платите. {link}',
    },
    pt: {
      subject: 'Pedido de reserva {ref} recusado',
      body: 'O proprietário recusou o seu pedido para {boat} em {dates}. {reason} Os {amount} reservados no seu cartão foram libertados: não paga nada. {link}',
    },
    sv: {
      subject: 'Bokningsförfrågan {ref} avböjd',
      body: 'Ägaren har avböjt din förfrågan om {boat} {dates}. {reason} De {amount} som var reserverade på ditt kort är frigjorda: du betalar ingenting. {link}',
    },
  },
  requestExpired: {
    en: {
      subject: 'Booking request {ref} expired',
      body: 'The owner did not answer your request for {boat} on {dates} in time. The {amount} reserved on your card is released: you pay nothing. {link}',
    },
    fr: {
      subject: 'Demande de réservation {ref} expirée',
      body: 'Le propriétaire n’a pas répondu à temps à votre demande pour {boat} le {dates}. Les {amount} réservés sur votre carte sont libérés : vous ne payez rien. {link}',
    },
    es: {
      subject: 'Solicitud de reserva {ref} caducada',
      body: 'El propietario no respondió a tiempo a tu solicitud de {boat} para el {dates}. Los {amount} reservados en tu tarjeta quedan liberados: no pagas nada. {link}',
    },
    it: {
      subject: 'Richiesta di prenotazione {ref} scaduta',
      body: 'Il proprietario non ha risposto in tempo alla tua richiesta per {boat} il {dates}. I {amount} riservati sulla tua carta sono sbloccati: non paghi nulla. {link}',
    },
    de: {
      subject: 'Buchungsanfrage {ref} abgelaufen',
      body: 'Der Eigentümer hat auf Ihre Anfrage für {boat} am {dates} nicht rechtzeitig geantwortet. Die auf Ihrer Karte reservierten {amount} sind freigegeben: Sie zahlen nichts. {link}',
    },
    nl: {
      subject: 'Boekingsaanvraag {ref} verlopen',
      body: 'De eigenaar heeft niet op tijd geantwoord op je aanvraag voor {boat} op {dates}. De {amount} die op je kaart was gereserveerd, is vrijgegeven: je betaalt niets. {link}',
    },
    pl: {
      subject: 'Prośba o rezerwację {ref} wygasła',
      body: 'Właściciel nie odpowiedział na czas na Twoją prośbę o {boat} na {dates}. Blokada {amount} na Twojej karcie została zwolniona: nic nie płacisz. {link}',
    },
    el: {
      subject: 'Το αίτημα κράτησης {ref} έληξε',
      body: 'Ο ιδιοκτήτης δεν απάντησε εγκαίρως στο αίτημά σας για {boat} στις {dates}. Τα {amount} που είχαν δεσμευτεί στην κάρτα σας αποδεσμεύτηκαν: δεν πληρώνετε τίποτα. {link}',
    },
    ru: {
      subject: 'Срок запроса на бронирование {ref} истёк',
      body: 'Владелец не ответил вовремя на ваш запрос на {boat} на {dates}. Резерв {amount} на вашей карте снят: вы ничего не платите. {link}',
    },
    pt: {
      subject: 'Pedido de reserva {ref} expirado',
      body: 'O proprietário não respondeu a tempo ao seu pedido para {boat} em {dates}. Os {amount} reservados no seu cartão foram libertados: não paga nada. {link}',
    },
    sv: {
      subject: 'Bokningsförfrågan {ref} har löpt ut',
      body: 'Ägaren svarade inte i tid på din förfrågan om {boat} {dates}. De {amount} som var reserverade på ditt kort är frigjorda: du betalar ingenting. {link}',
    },
  },
  requestExpiredOwner: {
    en: {
      subject: 'Booking request {ref} expired',
      body: 'The request for {boat} on {dates} was not answered in time, so it expired and the renter pays nothing. {link}',
    },
    fr: {
      subject: 'Demande de réservation {ref} expirée',
      body: 'La demande pour {boat} le {dates} n’a pas reçu de réponse à temps : elle a expiré et le locataire ne paie rien. {link}',
    },
    es: {
      subject: 'Solicitud de reserva {ref} caducada',
      body: 'La solicitud de {boat} para el {dates} no se respondió a tiempo, así que ha caducado y el inquilino no paga nada. {link}',
    },
    it: {
      subject: 'Richiesta di prenotazione {ref} scaduta',
      body: 'La richiesta per {boat} il {dates} non ha ricevuto risposta in tempo: è scaduta e il cliente non paga nulla. {link}',
    },
    de: {
      subject: 'Buchungsanfrage {ref} abgelaufen',
      body: 'Die Anfrage für {boat} am {dates} wurde nicht rechtzeitig beantwortet. Sie ist abgelaufen, und der Mieter zahlt nichts. {link}',
    },
    nl: {
      subject: 'Boekingsaanvraag {ref} verlopen',
      body: 'De aanvraag voor {boat} op {dates} is niet op tijd beantwoord. Ze is verlopen en de huurder betaalt niets. {link}',
    },
    pl: {
      subject: 'Prośba o rezerwację {ref} wygasła',
      body: 'Prośba o {boat} na {dates} nie otrzymała odpowiedzi na czas, więc wygasła, a najemca nic nie płaci. {link}',
    },
    el: {
      subject: 'Το αίτημα κράτησης {ref} έληξε',
      body: 'Το αίτημα για {boat} στις {dates} δεν απαντήθηκε εγκαίρως, οπότε έληξε και ο ενοικιαστής δεν πληρώνει τίποτα. {link}',
    },
    ru: {
      subject: 'Срок запроса на бронирование {ref} истёк',
      body: 'На запрос на {boat} на {dates} не ответили вовремя, поэтому он истёк, и арендатор ничего не платит. {link}',
    },
    pt: {
      subject: 'Pedido de reserva {ref} expirado',
      body: 'O pedido para {boat} em {dates} não teve resposta a tempo, por isso expirou e o locatário não paga nada. {link}',
    },
    sv: {
      subject: 'Bokningsförfrågan {ref} har löpt ut',
      body: 'Förfrågan om {boat} {dates} besvarades inte i tid, så den har löpt ut och hyresgästen betalar ingenting. {link}',
    },
  },
  cancelledByTenant: {
    en: {
      subject: 'Booking {ref} cancelled by the renter',
      body: 'The renter cancelled {boat} on {dates}. These days are free again. {link}',
    },
    fr: {
      subject: 'Réservation {ref} annulée par le locataire',
      body: 'Le locataire a annulé {boat} pour le {dates}. Ces jours sont de nouveau libres. {link}',
    },
    es: {
      subject: 'Reserva {ref} cancelada por el inquilino',
      body: 'El inquilino ha cancelado {boat} para el {dates}. Esos días vuelven a estar libres. {link}',
    },
    it: {
      subject: 'Prenotazione {ref} annullata dal cliente',
      body: 'Il cliente ha annullato {boat} per il {dates}. Quei giorni sono di nuovo liberi. {link}',
    },
    de: {
      subject: 'Buchung {ref} vom Mieter storniert',
      body: 'Der Mieter hat {boat} für {dates} storniert. Diese Tage sind wieder frei. {link}',
    },
    nl: {
      subject: 'Boeking {ref} geannuleerd door de huurder',
      body: 'De huurder heeft {boat} voor {dates} geannuleerd. Die dagen zijn weer vrij. {link}',
    },
    pl: {
      subject: 'Rezerwacja {ref} anulowana przez najemcę',
      body: 'Najemca anulował {boat} na {dates}. Te dni są znowu wolne. {link}',
    },
    el: {
      subject: 'Η κράτηση {ref} ακυρώθηκε από τον ενοικιαστή',
      body: 'Ο ενοικιαστής ακύρωσε το {boat} για {dates}. Οι ημέρες αυτές είναι ξανά διαθέσιμες. {link}',
    },
    ru: {
      subject: 'Бронирование {ref} отменено арендатором',
      body: 'Арендатор отменил {boat} на {dates}. Эти дни снова свободны. {link}',
    },
    pt: {
      subject: 'Reserva {ref} cancelada pelo locatário',
      body: 'O locatário cancelou {boat} para {dates}. Esses dias estão novamente livres. {link}',
    },
    sv: {
      subject: 'Bokning {ref} avbokad av hyresgästen',
      body: 'Hyresgästen har avbokat {boat} {dates}. De dagarna är lediga igen. {link}',
    },
  },
  cancellationConfirmed: {
    en: {
      subject: 'Booking {ref} cancelled',
      body: 'You cancelled {boat} on {dates}. We refund {amount} under the cancellation policy; it reaches your card within 5 to 10 days. {link}',
    },
    fr: {
      subject: 'Réservation {ref} annulée',
      body: 'Vous avez annulé {boat} pour le {dates}. Nous vous remboursons {amount} selon les conditions d’annulation ; le montant arrive sur votre carte sous 5 à 10 jours. {link}',
    },
    es: {
      subject: 'Reserva {ref} cancelada',
      body: 'Has cancelado {boat} para el {dates}. Te reembolsamos {amount} según la política de cancelación; llegará a tu tarjeta en 5 a 10 días. {link}',
    },
    it: {
      subject: 'Prenotazione {ref} annullata',
      body: 'Hai annullato {boat} per il {dates}. Ti rimborsiamo {amount} secondo le condizioni di cancellazione; l’importo arriva sulla tua carta in 5-10 giorni. {link}',
    },
    de: {
      subject: 'Buchung {ref} storniert',
      body: 'Sie haben {boat} für {dates} storniert. Wir erstatten {amount} nach den Stornierungsbedingungen; der Betrag ist in 5 bis 10 Tagen auf Ihrer Karte. {link}',
    },
    nl: {
      subject: 'Boeking {ref} geannuleerd',
      body: 'Je hebt {boat} voor {dates} geannuleerd. We betalen {amount} terug volgens de annuleringsvoorwaarden; het staat binnen 5 tot 10 dagen op je kaart. {link}',
    },
    pl: {
      subject: 'Rezerwacja {ref} anulowana',
      body: 'Anulowałeś {boat} na {dates}. Zwracamy {amount} zgodnie z warunkami anulowania; środki wrócą na kartę w ciągu 5–10 dni. {link}',
    },
    el: {
      subject: 'Η κράτηση {ref} ακυρώθηκε',
      body: 'Ακυρώσατε το {boat} για {dates}. Σας επιστρέφουμε {amount} σύμφωνα με την πολιτική ακύρωσης· το ποσό φτάνει στην κάρτα σας σε 5 έως 10 ημέρες. {link}',
    },
    ru: {
      subject: 'Бронирование {ref} отменено',
      body: 'Вы отменили {boat} на {dates}. Мы возвращаем {amount} по условиям отмены; деньги поступят на карту в течение 5–10 дней. {link}',
    },
    pt: {
      subject: 'Reserva {ref} cancelada',
      body: 'Cancelou {boat} para {dates}. Reembolsamos {amount} segundo a política de cancelamento; chega ao seu cartão em 5 a 10 dias. {link}',
    },
    sv: {
      subject: 'Bokning {ref} avbokad',
      body: 'Du har avbokat {boat} {dates}. Vi återbetalar {amount} enligt avbokningsvillkoren; pengarna når ditt kort inom 5 till 10 dagar. {link}',
    },
  },
  requestWithdrawn: {
    en: {
      subject: 'Request {ref} withdrawn',
      body: 'You withdrew your request for {boat} on {dates}. The {amount} reserved on your card is released: you pay nothing. {link}',
    },
    fr: {
      subject: 'Demande {ref} retirée',
      body: 'Vous avez retiré votre demande pour {boat} le {dates}. Les {amount} réservés sur votre carte sont libérés : vous ne payez rien. {link}',
    },
    es: {
      subject: 'Solicitud {ref} retirada',
      body: 'Has retirado tu solicitud para {boat} el {dates}. Los {amount} reservados en tu tarjeta se liberan: no pagas nada. {link}',
    },
    it: {
      subject: 'Richiesta {ref} ritirata',
      body: 'Hai ritirato la tua richiesta per {boat} il {dates}. I {amount} riservati sulla tua carta sono sbloccati: non paghi nulla. {link}',
    },
    de: {
      subject: 'Anfrage {ref} zurückgezogen',
      body: 'Sie haben Ihre Anfrage für {boat} am {dates} zurückgezogen. Die auf Ihrer Karte reservierten {amount} sind freigegeben: Sie zahlen nichts. {link}',
    },
    nl: {
      subject: 'Aanvraag {ref} ingetrokken',
      body: 'Je hebt je aanvraag voor {boat} op {dates} ingetrokken. De {amount} die op je kaart gereserveerd was, is vrijgegeven: je betaalt niets. {link}',
    },
    pl: {
      subject: 'Prośba {ref} wycofana',
      body: 'Wycofałeś prośbę o {boat} na {dates}. {amount} zarezerwowane na Twojej karcie zostało zwolnione: nic nie płacisz. {link}',
    },
    el: {
      subject: 'Το αίτημα {ref} αποσύρθηκε',
      body: 'Αποσύρατε το αίτημά σας για {boat} στις {dates}. Τα {amount} που είχαν δεσμευτεί στην κάρτα σας αποδεσμεύονται: δεν πληρώνετε τίποτα. {link}',
    },
    ru: {
      subject: 'Запрос {ref} отозван',
      body: 'Вы отозвали запрос на {boat} на {dates}. {amount}, зарезервированные на вашей карте, разблокированы: вы ничего не платите. {link}',
    },
    pt: {
      subject: 'Pedido {ref} retirado',
      body: 'Retirou o seu pedido para {boat} em {dates}. Os {amount} reservados no seu cartão foram libertados: não paga nada. {link}',
    },
    sv: {
      subject: 'Förfrågan {ref} återkallad',
      body: 'Du har återkallat din förfrågan om {boat} {dates}. De {amount} som var reserverade på ditt kort är frigjorda: du betalar ingenting. {link}',
    },
  },
  cancellationNoRefund: {
    en: {
      subject: 'Booking {ref} cancelled',
      body: 'You cancelled {boat} on {dates}. Under the cancellation policy nothing is refunded this close to departure. {link}',
    },
    fr: {
      subject: 'Réservation {ref} annulée',
      body: 'Vous avez annulé {boat} pour le {dates}. Selon les conditions d’annulation, rien n’est remboursé si près du départ. {link}',
    },
    es: {
      subject: 'Reserva {ref} cancelada',
      body: 'Has cancelado {boat} para el {dates}. Según la política de cancelación, no se reembolsa nada tan cerca de la salida. {link}',
    },
    it: {
      subject: 'Prenotazione {ref} annullata',
      body: 'Hai annullato {boat} per il {dates}. Secondo le condizioni di cancellazione, così vicino alla partenza non è previsto alcun rimborso. {link}',
    },
    de: {
      subject: 'Buchung {ref} storniert',
      body: 'Sie haben {boat} für {dates} storniert. Nach den Stornierungsbedingungen wird so kurz vor der Abfahrt nichts erstattet. {link}',
    },
    nl: {
      subject: 'Boeking {ref} geannuleerd',
      body: 'Je hebt {boat} voor {dates} geannuleerd. Volgens de annuleringsvoorwaarden wordt zo kort voor vertrek niets terugbetaald. {link}',
    },
    pl: {
      subject: 'Rezerwacja {ref} anulowana',
      body: 'Anulowałeś {boat} na {dates}. Zgodnie z warunkami anulowania tak blisko wypłynięcia nic nie jest zwracane. {link}',
    },
    el: {
      subject: 'Η κράτηση {ref} ακυρώθηκε',
      body: 'Ακυρώσατε το {boat} για {dates}. Σύμφωνα με την πολιτική ακύρωσης, τόσο κοντά στην αναχώρηση δεν επιστρέφεται τίποτα. {link}',
    },
    ru: {
      subject: 'Бронирование {ref} отменено',
      body: 'Вы отменили {boat} на {dates}. По условиям отмены так близко к отправлению ничего не возвращается. {link}',
    },
    pt: {
      subject: 'Reserva {ref} cancelada',
      body: 'Cancelou {boat} para {dates}. Segundo a política de cancelamento, tão perto da partida nada é reembolsado. {link}',
    },
    sv: {
      subject: 'Bokning {ref} avbokad',
      body: 'Du har avbokat {boat} {dates}. Enligt avbokningsvillkoren återbetalas ingenting så nära avresan. {link}',
    },
  },
  cancelledByOwner: {
    en: {
      subject: 'Booking {ref} cancelled by the owner',
      body: 'The owner cancelled your booking of {boat} on {dates}. We refund {amount} in full; it reaches your card within 5 to 10 days. {link}',
      sms: 'Bosun: the owner cancelled {boat} on {dates}. You are refunded {amount} in full. {link}',
    },
    fr: {
      subject: 'Réservation {ref} annulée par le propriétaire',
      body: 'Le propriétaire a annulé votre réservation de {boat} pour le {dates}. Nous vous remboursons intégralement {amount} ; le montant arrive sur votre carte sous 5 à 10 jours. {link}',
      sms: 'Bosun : le propriétaire a annulé {boat} le {dates}. Vous êtes remboursé de {amount}. {link}',
    },
    es: {
      subject: 'Reserva {ref} cancelada por el propietario',
      body: 'El propietario ha cancelado tu reserva de {boat} para el {dates}. Te reembolsamos íntegramente {amount}; llegará a tu tarjeta en 5 a 10 días. {link}',
      sms: 'Bosun: el propietario ha cancelado {boat} para el {dates}. Te reembolsamos {amount}. {link}',
    },
    it: {
      subject: 'Prenotazione {ref} annullata dal proprietario',
      body: 'Il proprietario ha annullato la tua prenotazione di {boat} per il {dates}. Ti rimborsiamo per intero {amount}; l’importo arriva sulla tua carta in 5-10 giorni. {link}',
      sms: 'Bosun: il proprietario ha annullato {boat} il {dates}. Ti rimborsiamo {amount}. {link}',
    },
    de: {
      subject: 'Buchung {ref} vom Eigentümer storniert',
      body: 'Der Eigentümer hat Ihre Buchung von {boat} für {dates} storniert. Wir erstatten Ihnen {amount} vollständig; der Betrag ist in 5 bis 10 Tagen auf Ihrer Karte. {link}',
      sms: 'Bosun: Der Eigentümer hat {boat} am {dates} storniert. Sie erhalten {amount} zurück. {link}',
    },
    nl: {
      subject: 'Boeking {ref} geannuleerd door de eigenaar',
      body: 'De eigenaar heeft je boeking van {boat} voor {dates} geannuleerd. We betalen je {amount} volledig terug; het staat binnen 5 tot 10 dagen op je kaart. {link}',
      sms: 'Bosun: de eigenaar heeft {boat} op {dates} geannuleerd. Je krijgt {amount} terug. {link}',
    },
    pl: {
      subject: 'Rezerwacja {ref} anulowana przez właściciela',
      body: 'Właściciel anulował Twoją rezerwację {boat} na {dates}. Zwracamy całe {amount}; środki wrócą na kartę w ciągu 5–10 dni. {link}',
      sms: 'Bosun: właściciel anulował {boat} na {dates}. Zwracamy {amount}. {link}',
    },
    el: {
      subject: 'Η κράτηση {ref} ακυρώθηκε από τον ιδιοκτήτη',
      body: 'Ο ιδιοκτήτης ακύρωσε την κράτησή σας για {boat} στις {dates}. Σας επιστρέφουμε ολόκληρο το ποσό των {amount}· φτάνει στην κάρτα σας σε 5 έως 10 ημέρες. {link}',
      sms: 'Bosun: ο ιδιοκτήτης ακύρωσε το {boat} στις {dates}. Σας επιστρέφουμε {amount}. {link}',
    },
    ru: {
      subject: 'Бронирование {ref} отменено владельцем',
      body: 'Владелец отменил ваше бронирование {boat} на {dates}. Мы полностью возвращаем {amount}; деньги поступят на карту в течение 5–10 дней. {link}',
      sms: 'Bosun: владелец отменил {boat} на {dates}. Мы вернём {amount}. {link}',
    },
    pt: {
      subject: 'Reserva {ref} cancelada pelo proprietário',
      body: 'O proprietário cancelou a sua reserva de {boat} para {dates}. Reembolsamos a totalidade de {amount}; chega ao seu cartão em 5 a 10 dias. {link}',
      sms: 'Bosun: o proprietário cancelou {boat} em {dates}. Reembolsamos {amount}. {link}',
    },
    sv: {
      subject: 'Bokning {ref} avbokad av ägaren',
      body: 'Ägaren har avbokat din bokning av {boat} {dates}. Vi återbetalar hela {amount}; pengarna når ditt kort inom 5 till 10 dagar. {link}',
      sms: 'Bosun: ägaren har avbokat {boat} {dates}. Du får tillbaka {amount}. {link}',
    },
  },
  cancelledByStaff: {
    en: {
      subject: 'Booking {ref} cancelled by the Bosun team',
      body: 'The Bosun team cancelled the booking of {boat} on {dates}. {refund}{link}',
    },
    fr: {
      subject: 'Réservation {ref} annulée par l’équipe Bosun',
      body: 'L’équipe Bosun a annulé la réservation de {boat} pour le {dates}. {refund}{link}',
    },
    es: {
      subject: 'Reserva {ref} cancelada por el equipo de Bosun',
      body: 'El equipo de Bosun ha cancelado la reserva de {boat} para el {dates}. {refund}{link}',
    },
    it: {
      subject: 'Prenotazione {ref} annullata dal team Bosun',
      body: 'Il team Bosun ha annullato la prenotazione di {boat} per il {dates}. {refund}{link}',
    },
    de: {
      subject: 'Buchung {ref} vom Bosun-Team storniert',
      body: 'Das Bosun-Team hat die Buchung von {boat} für {dates} storniert. {refund}{link}',
    },
    nl: {
      subject: 'Boeking {ref} geannuleerd door het Bosun-team',
      body: 'Het Bosun-team heeft de boeking van {boat} voor {dates} geannuleerd. {refund}{link}',
    },
    pl: {
      subject: 'Rezerwacja {ref} anulowana przez zespół Bosun',
      body: 'Zespół Bosun anulował rezerwację {boat} na {dates}. {refund}{link}',
    },
    el: {
      subject: 'Η κράτηση {ref} ακυρώθηκε από την ομάδα της Bosun',
      body: 'Η ομάδα της Bosun ακύρωσε την κράτηση για {boat} στις {dates}. {refund}{link}',
    },
    ru: {
      subject: 'Бронирование {ref} отменено командой Bosun',
      body: 'Команда Bosun отменила бронирование {boat} на {dates}. {refund}{link}',
    },
    pt: {
      subject: 'Reserva {ref} cancelada pela equipa Bosun',
      body: 'A equipa Bosun cancelou a reserva de {boat} para {dates}. {refund}{link}',
    },
    sv: {
      subject: 'Bokning {ref} avbokad av Bosun-teamet',
      body: 'Bosun-teamet har avbokat bokningen av {boat} {dates}. {refund}{link}',
    },
  },
} satisfies Record<string, NoticeTexts>;

/** The refund sentence of `cancelledByStaff`, `{amount}` filled by the notice's money. */
export const STAFF_REFUND_LINE: Record<string, string> = {
  en: 'The renter is refunded {amount}. ',
  fr: 'Le locataire est remboursé de {amount}. ',
  es: 'Se reembolsan {amount} al arrendatario. ',
  it: 'Al locatario vengono rimborsati {amount}. ',
  de: 'Dem Mieter werden {amount} erstattet. ',
  nl: 'De huurder krijgt {amount} terug. ',
  pl: 'Najemca otrzymuje zwrot {amount}. ',
  el: 'Ο μισθωτής λαμβάνει επιστροφή {amount}. ',
  ru: 'Арендатору возвращается {amount}. ',
  pt: 'O locatário é reembolsado em {amount}. ',
  sv: 'Hyrestagaren får tillbaka {amount}. ',
};

export type BookingNoticeKind = keyof typeof BOOKING_NOTICES;

export interface BookingFacts {
  id: number;
  reference: string;
  listingTitle: string;
  startDate: string;
  endDate: string;
}

/** Worth an SMS: a request to answer, a trip the owner cancelled. */
const URGENT: ReadonlySet<BookingNoticeKind> = new Set(['requestReceived', 'cancelledByOwner']);

export async function notifyBooking(
  tx: Queryable,
  publicUrl: string,
  notice: {
    kind: BookingNoticeKind;
    userId: number;
    booking: BookingFacts;
    amount?: number;
    reason?: string | null;
    /** Extra placeholder values by language (a sentence of the notice's own, already filled). */
    more?: (language: LanguageCode, amount: string) => Record<string, string>;
  },
): Promise<void> {
  const { booking } = notice;
  const titles = await listingTitlesOfBooking(tx, booking.id);
  const base = publicUrl.replace(/\/$/, '');
  await notify(tx, {
    userId: notice.userId,
    kind: `bookings.${notice.kind}`,
    texts: BOOKING_NOTICES[notice.kind] as NoticeTexts,
    bookingId: booking.id,
    threadUrl: await bookingThreadUrl(tx, publicUrl, booking.id),
    urgent: URGENT.has(notice.kind),
    payload: { amount: notice.amount ?? null },
    values: (language: LanguageCode) => ({
      ...notice.more?.(language, formatMoney(notice.amount ?? 0, EUR, languageOf(language).dateLocale)),
      boat: titles[language.slice(0, 2)] ?? booking.listingTitle,
      ref: booking.reference,
      dates:
        booking.startDate === booking.endDate
          ? formatDay(booking.startDate, language)
          : `${formatDay(booking.startDate, language)} – ${formatDay(booking.endDate, language)}`,
      amount: formatMoney(notice.amount ?? 0, EUR, languageOf(language).dateLocale),
      reason: notice.reason ?? '',
      link: `${base}/${language}/booking/${booking.id}/detail`,
    }),
  });
}

/** Tells the owner a paid booking arrived: a request to answer (urgent), or an instant booking. */
export async function notifyNewBooking(
  tx: Queryable,
  publicUrl: string,
  bookingId: number,
  amount: number,
): Promise<void> {
  const facts = await bookingNoticeFacts(tx, bookingId);
  if (!facts) return;
  await notifyBooking(tx, publicUrl, {
    kind: isRequest(facts.status) ? 'requestReceived' : 'bookingReceived',
    userId: Number(facts.owner_id),
    booking: {
      id: Number(facts.id),
      reference: facts.reference,
      listingTitle: facts.listing_title,
      startDate: facts.start_date,
      endDate: facts.end_date,
    },
    amount,
  });
}
