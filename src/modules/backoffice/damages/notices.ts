import { EUR, formatMoney } from '../../../../shared/currency.ts';
import type { LanguageCode } from '../../../../shared/i18n/languages.ts';
import type { Queryable } from '../../../db/connection.ts';
import { type NoticeText, notify } from '../../notifications/service.ts';
import { bookingThreadUrl } from '../../notifications/threadLink.ts';

type Decision = 'accepted' | 'refused' | 'paid' | 'paidOutside';

/**
 * Staff's decision on a damage claim, told to the renter and the owner in their own language.
 * `{ref}` the booking's reference, `{amount}` the decided amount in the reader's format, `{message}`
 * what the staff wrote (in their words, as written).
 */
export const DAMAGE_DECISION_NOTICES: Record<Decision, Record<LanguageCode, NoticeText>> = {
  accepted: {
    en: {
      subject: 'Damage claim on booking {ref}: accepted',
      body: 'The damage claim on booking {ref} is accepted for {amount}.\n\n{message}',
    },
    'en-GB': {
      subject: 'Damage claim on booking {ref}: accepted',
      body: 'The damage claim on booking {ref} is accepted for {amount}.\n\n{message}',
    },
    'en-US': {
      subject: 'Damage claim on booking {ref}: accepted',
      body: 'The damage claim on booking {ref} is accepted for {amount}.\n\n{message}',
    },
    fr: {
      subject: 'Sinistre de la réservation {ref} : accepté',
      body: 'Le sinistre déclaré sur la réservation {ref} est accepté pour {amount}.\n\n{message}',
    },
    de: {
      subject: 'Schadensmeldung zur Buchung {ref}: anerkannt',
      body: 'Die Schadensmeldung zur Buchung {ref} ist über {amount} anerkannt.\n\n{message}',
    },
    es: {
      subject: 'Reclamación de daños de la reserva {ref}: aceptada',
      body: 'La reclamación de daños de la reserva {ref} se acepta por {amount}.\n\n{message}',
    },
    it: {
      subject: 'Richiesta danni della prenotazione {ref}: accettata',
      body: 'La richiesta danni della prenotazione {ref} è accettata per {amount}.\n\n{message}',
    },
    nl: {
      subject: 'Schadeclaim bij boeking {ref}: aanvaard',
      body: 'De schadeclaim bij boeking {ref} is aanvaard voor {amount}.\n\n{message}',
    },
    pl: {
      subject: 'Zgłoszenie szkody do rezerwacji {ref}: przyjęte',
      body: 'Zgłoszenie szkody do rezerwacji {ref} zostało przyjęte na kwotę {amount}.\n\n{message}',
    },
    pt: {
      subject: 'Participação de danos da reserva {ref}: aceite',
      body: 'A participação de danos da reserva {ref} foi aceite por {amount}.\n\n{message}',
    },
    ru: {
      subject: 'Претензия по ущербу, бронирование {ref}: принята',
      body: 'Претензия по ущербу по бронированию {ref} принята на сумму {amount}.\n\n{message}',
    },
    sv: {
      subject: 'Skadeanmälan för bokning {ref}: godkänd',
      body: 'Skadeanmälan för bokning {ref} är godkänd på {amount}.\n\n{message}',
    },
    el: {
      subject: 'Αίτημα ζημιάς για την κράτηση {ref}: εγκρίθηκε',
      body: 'Το αίτημα ζημιάς για την κράτηση {ref} εγκρίθηκε για {amount}.\n\n{message}',
    },
  },
  paid: {
    en: {
      subject: 'Damage claim on booking {ref}: settled',
      body: 'The damage claim on booking {ref} is settled: {amount} is taken from the deposit and {released} of the hold is released.\n\n{message}',
    },
    'en-GB': {
      subject: 'Damage claim on booking {ref}: settled',
      body: 'The damage claim on booking {ref} is settled: {amount} is taken from the deposit and {released} of the hold is released.\n\n{message}',
    },
    'en-US': {
      subject: 'Damage claim on booking {ref}: settled',
      body: 'The damage claim on booking {ref} is settled: {amount} is taken from the deposit and {released} of the hold is released.\n\n{message}',
    },
    fr: {
      subject: 'Sinistre de la réservation {ref} : réglé',
      body: 'Le sinistre de la réservation {ref} est réglé : {amount} sont prélevés sur la caution et {released} de l’empreinte sont libérés.\n\n{message}',
    },
    de: {
      subject: 'Schadensmeldung zur Buchung {ref}: abgerechnet',
      body: 'Die Schadensmeldung zur Buchung {ref} ist abgerechnet: {amount} werden von der Kaution einbehalten, {released} der Vorautorisierung werden freigegeben.\n\n{message}',
    },
    es: {
      subject: 'Reclamación de daños de la reserva {ref}: liquidada',
      body: 'La reclamación de daños de la reserva {ref} está liquidada: se cobran {amount} de la fianza y se liberan {released} de la retención.\n\n{message}',
    },
    it: {
      subject: 'Richiesta danni della prenotazione {ref}: saldata',
      body: 'La richiesta danni della prenotazione {ref} è saldata: {amount} sono trattenuti dalla cauzione e {released} del blocco sono liberati.\n\n{message}',
    },
    nl: {
      subject: 'Schadeclaim bij boeking {ref}: afgehandeld',
      body: 'De schadeclaim bij boeking {ref} is afgehandeld: {amount} wordt van de borg afgeschreven en {released} van de reservering wordt vrijgegeven.\n\n{message}',
    },
    pl: {
      subject: 'Zgłoszenie szkody do rezerwacji {ref}: rozliczone',
      body: 'Zgłoszenie szkody do rezerwacji {ref} zostało rozliczone: {amount} pobrano z kaucji, a {released} blokady zwolniono.\n\n{message}',
    },
    pt: {
      subject: 'Participação de danos da reserva {ref}: liquidada',
      body: 'A participação de danos da reserva {ref} está liquidada: {amount} são retirados da caução e {released} da retenção são libertados.\n\n{message}',
    },
    ru: {
      subject: 'Претензия по ущербу, бронирование {ref}: урегулирована',
      body: 'Претензия по ущербу по бронированию {ref} урегулирована: {amount} удержано из залога, {released} блокировки снято.\n\n{message}',
    },
    sv: {
      subject: 'Skadeanmälan för bokning {ref}: reglerad',
      body: 'Skadeanmälan för bokning {ref} är reglerad: {amount} dras från depositionen och {released} av reservationen släpps.\n\n{message}',
    },
    el: {
      subject: 'Αίτημα ζημιάς για την κράτηση {ref}: εξοφλήθηκε',
      body: 'Το αίτημα ζημιάς για την κράτηση {ref} εξοφλήθηκε: {amount} παρακρατούνται από την εγγύηση και {released} της δέσμευσης αποδεσμεύονται.\n\n{message}',
    },
  },
  paidOutside: {
    en: {
      subject: 'Damage claim on booking {ref}: settled',
      body: 'The damage claim on booking {ref} is settled: {amount} was paid outside Bosun, as our team recorded. Nothing is taken from the deposit and {released} of the hold is released.\n\n{message}',
    },
    'en-GB': {
      subject: 'Damage claim on booking {ref}: settled',
      body: 'The damage claim on booking {ref} is settled: {amount} was paid outside Bosun, as our team recorded. Nothing is taken from the deposit and {released} of the hold is released.\n\n{message}',
    },
    'en-US': {
      subject: 'Damage claim on booking {ref}: settled',
      body: 'The damage claim on booking {ref} is settled: {amount} was paid outside Bosun, as our team recorded. Nothing is taken from the deposit and {released} of the hold is released.\n\n{message}',
    },
    fr: {
      subject: 'Sinistre de la réservation {ref} : réglé',
      body: 'Le sinistre de la réservation {ref} est réglé : {amount} ont été payés hors Bosun, comme notre équipe l’a enregistré. Rien n’est prélevé sur la caution et {released} de l’empreinte sont libérés.\n\n{message}',
    },
    de: {
      subject: 'Schadensmeldung zur Buchung {ref}: abgerechnet',
      body: 'Die Schadensmeldung zur Buchung {ref} ist abgerechnet: {amount} wurden außerhalb von Bosun bezahlt, wie unser Team vermerkt hat. Von der Kaution wird nichts einbehalten, {released} der Vorautorisierung werden freigegeben.\n\n{message}',
    },
    es: {
      subject: 'Reclamación de daños de la reserva {ref}: liquidada',
      body: 'La reclamación de daños de la reserva {ref} está liquidada: {amount} se pagaron fuera de Bosun, según ha registrado nuestro equipo. No se cobra nada de la fianza y se liberan {released} de la retención.\n\n{message}',
    },
    it: {
      subject: 'Richiesta danni della prenotazione {ref}: saldata',
      body: 'La richiesta danni della prenotazione {ref} è saldata: {amount} sono stati pagati fuori da Bosun, come registrato dal nostro team. Nulla è trattenuto dalla cauzione e {released} del blocco sono liberati.\n\n{message}',
    },
    nl: {
      subject: 'Schadeclaim bij boeking {ref}: afgehandeld',
      body: 'De schadeclaim bij boeking {ref} is afgehandeld: {amount} is buiten Bosun betaald, zoals ons team heeft genoteerd. Er wordt niets van de borg afgeschreven en {released} van de reservering wordt vrijgegeven.\n\n{message}',
    },
    pl: {
      subject: 'Zgłoszenie szkody do rezerwacji {ref}: rozliczone',
      body: 'Zgłoszenie szkody do rezerwacji {ref} zostało rozliczone: {amount} zapłacono poza Bosun, co odnotował nasz zespół. Z kaucji nic nie pobrano, a {released} blokady zwolniono.\n\n{message}',
    },
    pt: {
      subject: 'Participação de danos da reserva {ref}: liquidada',
      body: 'A participação de danos da reserva {ref} está liquidada: {amount} foram pagos fora da Bosun, como a nossa equipa registou. Nada é retirado da caução e {released} da retenção são libertados.\n\n{message}',
    },
    ru: {
      subject: 'Претензия по ущербу, бронирование {ref}: урегулирована',
      body: 'Претензия по ущербу по бронированию {ref} урегулирована: {amount} оплачено вне Bosun, как отметила наша команда. Из залога ничего не удержано, {released} блокировки снято.\n\n{message}',
    },
    sv: {
      subject: 'Skadeanmälan för bokning {ref}: reglerad',
      body: 'Skadeanmälan för bokning {ref} är reglerad: {amount} betalades utanför Bosun, enligt vårt teams anteckning. Inget dras från depositionen och {released} av reservationen släpps.\n\n{message}',
    },
    el: {
      subject: 'Αίτημα ζημιάς για την κράτηση {ref}: εξοφλήθηκε',
      body: 'Το αίτημα ζημιάς για την κράτηση {ref} εξοφλήθηκε: {amount} πληρώθηκαν εκτός Bosun, όπως κατέγραψε η ομάδα μας. Τίποτα δεν παρακρατείται από την εγγύηση και {released} της δέσμευσης αποδεσμεύονται.\n\n{message}',
    },
  },
  refused: {
    en: {
      subject: 'Damage claim on booking {ref}: refused',
      body: 'The damage claim on booking {ref} has been refused; the deposit is released.\n\n{message}',
    },
    'en-GB': {
      subject: 'Damage claim on booking {ref}: refused',
      body: 'The damage claim on booking {ref} has been refused; the deposit is released.\n\n{message}',
    },
    'en-US': {
      subject: 'Damage claim on booking {ref}: refused',
      body: 'The damage claim on booking {ref} has been refused; the deposit is released.\n\n{message}',
    },
    fr: {
      subject: 'Sinistre de la réservation {ref} : refusé',
      body: 'Le sinistre déclaré sur la réservation {ref} est refusé ; la caution est libérée.\n\n{message}',
    },
    de: {
      subject: 'Schadensmeldung zur Buchung {ref}: abgelehnt',
      body: 'Die Schadensmeldung zur Buchung {ref} wurde abgelehnt; die Kaution wird freigegeben.\n\n{message}',
    },
    es: {
      subject: 'Reclamación de daños de la reserva {ref}: rechazada',
      body: 'La reclamación de daños de la reserva {ref} ha sido rechazada; se libera la fianza.\n\n{message}',
    },
    it: {
      subject: 'Richiesta danni della prenotazione {ref}: respinta',
      body: 'La richiesta danni della prenotazione {ref} è stata respinta; la cauzione viene liberata.\n\n{message}',
    },
    nl: {
      subject: 'Schadeclaim bij boeking {ref}: afgewezen',
      body: 'De schadeclaim bij boeking {ref} is afgewezen; de borg wordt vrijgegeven.\n\n{message}',
    },
    pl: {
      subject: 'Zgłoszenie szkody do rezerwacji {ref}: odrzucone',
      body: 'Zgłoszenie szkody do rezerwacji {ref} zostało odrzucone; kaucja zostaje zwolniona.\n\n{message}',
    },
    pt: {
      subject: 'Participação de danos da reserva {ref}: recusada',
      body: 'A participação de danos da reserva {ref} foi recusada; a caução é libertada.\n\n{message}',
    },
    ru: {
      subject: 'Претензия по ущербу, бронирование {ref}: отклонена',
      body: 'Претензия по ущербу по бронированию {ref} отклонена; залог освобождён.\n\n{message}',
    },
    sv: {
      subject: 'Skadeanmälan för bokning {ref}: avslagen',
      body: 'Skadeanmälan för bokning {ref} har avslagits; depositionen släpps.\n\n{message}',
    },
    el: {
      subject: 'Αίτημα ζημιάς για την κράτηση {ref}: απορρίφθηκε',
      body: 'Το αίτημα ζημιάς για την κράτηση {ref} απορρίφθηκε· η εγγύηση αποδεσμεύεται.\n\n{message}',
    },
  },
};

/** The decision, to both parties, in the transaction that records it. */
export async function notifyDamageDecision(
  tx: Queryable,
  decision: {
    status: Decision;
    damageId: number;
    bookingId: number;
    reference: string;
    amount: number | null;
    /** What of the deposit's hold goes back to the renter's card. */
    released?: number;
    message: string | null;
    parties: number[];
    /** The site's address: the e-mails then link the booking's conversation. */
    publicUrl?: string;
  },
): Promise<void> {
  const threadUrl = decision.publicUrl
    ? await bookingThreadUrl(tx, decision.publicUrl, decision.bookingId)
    : undefined;
  for (const userId of decision.parties) {
    await notify(tx, {
      userId,
      kind: `damage-${decision.status}`,
      texts: DAMAGE_DECISION_NOTICES[decision.status],
      bookingId: decision.bookingId,
      threadUrl,
      values: (language) => ({
        ref: decision.reference,
        amount: formatMoney(decision.amount ?? 0, EUR, language),
        released: formatMoney(decision.released ?? 0, EUR, language),
        message: decision.message ?? '',
      }),
      payload: { damageId: decision.damageId, amount: decision.amount },
    });
  }
}
