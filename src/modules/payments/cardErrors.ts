import type { CardErrorCode } from '../../../shared/checkout/payment.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { languageFor } from './emails.ts';

type Messages = Record<CardErrorCode, string>;

const en: Messages = {
  card_declined: 'Your card was declined. Nothing was charged: try another card.',
  expired_card: 'Your card has expired. Nothing was charged: try another card.',
  authentication_failed: 'Your bank did not confirm the payment. Nothing was charged: try again.',
  authentication_required: 'Your bank asks you to confirm this payment yourself.',
};

/** What the card form shows when the card is refused, in the renter's language. */
const MESSAGES: Record<LanguageCode, Messages> = {
  en,
  'en-GB': en,
  'en-US': en,
  fr: {
    card_declined: 'Votre carte a été refusée. Rien n’a été débité : essayez une autre carte.',
    expired_card: 'Votre carte a expiré. Rien n’a été débité : essayez une autre carte.',
    authentication_failed: 'Votre banque n’a pas confirmé le paiement. Rien n’a été débité : réessayez.',
    authentication_required: 'Votre banque vous demande de confirmer ce paiement vous-même.',
  },
  es: {
    card_declined: 'Tu tarjeta ha sido rechazada. No se ha cobrado nada: prueba con otra tarjeta.',
    expired_card: 'Tu tarjeta ha caducado. No se ha cobrado nada: prueba con otra tarjeta.',
    authentication_failed: 'Tu banco no confirmó el pago. No se ha cobrado nada: inténtalo de nuevo.',
    authentication_required: 'Tu banco te pide que confirmes este pago tú mismo.',
  },
  it: {
    card_declined: 'La tua carta è stata rifiutata. Non è stato addebitato nulla: prova un’altra carta.',
    expired_card: 'La tua carta è scaduta. Non è stato addebitato nulla: prova un’altra carta.',
    authentication_failed:
      'La tua banca non ha confermato il pagamento. Non è stato addebitato nulla: riprova.',
    authentication_required: 'La tua banca ti chiede di confermare tu stesso questo pagamento.',
  },
  de: {
    card_declined: 'Ihre Karte wurde abgelehnt. Es wurde nichts abgebucht: Versuchen Sie eine andere Karte.',
    expired_card: 'Ihre Karte ist abgelaufen. Es wurde nichts abgebucht: Versuchen Sie eine andere Karte.',
    authentication_failed:
      'Ihre Bank hat die Zahlung nicht bestätigt. Es wurde nichts abgebucht: Versuchen Sie es erneut.',
    authentication_required: 'Ihre Bank bittet Sie, diese Zahlung selbst zu bestätigen.',
  },
  nl: {
    card_declined: 'Je kaart is geweigerd. Er is niets afgeschreven: probeer een andere kaart.',
    expired_card: 'Je kaart is verlopen. Er is niets afgeschreven: probeer een andere kaart.',
    authentication_failed:
      'Je bank heeft de betaling niet bevestigd. Er is niets afgeschreven: probeer het opnieuw.',
    authentication_required: 'Je bank vraagt je deze betaling zelf te bevestigen.',
  },
  pl: {
    card_declined: 'Twoja karta została odrzucona. Nic nie pobrano: spróbuj innej karty.',
    expired_card: 'Twoja karta wygasła. Nic nie pobrano: spróbuj innej karty.',
    authentication_failed: 'Twój bank nie potwierdził płatności. Nic nie pobrano: spróbuj ponownie.',
    authentication_required: 'Twój bank prosi o samodzielne potwierdzenie tej płatności.',
  },
  el: {
    card_declined: 'Η κάρτα σας απορρίφθηκε. Δεν χρεώθηκε τίποτα: δοκιμάστε άλλη κάρτα.',
    expired_card: 'Η κάρτα σας έχει λήξει. Δεν χρεώθηκε τίποτα: δοκιμάστε άλλη κάρτα.',
    authentication_failed: 'Η τράπεζά σας δεν επιβεβαίωσε την πληρωμή. Δεν χρεώθηκε τίποτα: δοκιμάστε ξανά.',
    authentication_required: 'Η τράπεζά σας ζητά να επιβεβαιώσετε εσείς αυτή την πληρωμή.',
  },
  ru: {
    card_declined: 'Ваша карта отклонена. Деньги не списаны: попробуйте другую карту.',
    expired_card: 'Срок действия карты истёк. Деньги не списаны: попробуйте другую карту.',
    authentication_failed: 'Ваш банк не подтвердил платёж. Деньги не списаны: попробуйте ещё раз.',
    authentication_required: 'Ваш банк просит вас подтвердить этот платёж самостоятельно.',
  },
  pt: {
    card_declined: 'O seu cartão foi recusado. Nada foi cobrado: experimente outro cartão.',
    expired_card: 'O seu cartão expirou. Nada foi cobrado: experimente outro cartão.',
    authentication_failed: 'O seu banco não confirmou o pagamento. Nada foi cobrado: tente novamente.',
    authentication_required: 'O seu banco pede-lhe que confirme este pagamento.',
  },
  sv: {
    card_declined: 'Ditt kort nekades. Inget har debiterats: prova ett annat kort.',
    expired_card: 'Ditt kort har gått ut. Inget har debiterats: prova ett annat kort.',
    authentication_failed: 'Din bank bekräftade inte betalningen. Inget har debiterats: försök igen.',
    authentication_required: 'Din bank ber dig bekräfta den här betalningen själv.',
  },
};

export function cardErrorMessage(language: string, code: CardErrorCode): string {
  return MESSAGES[languageFor(language)][code];
}
