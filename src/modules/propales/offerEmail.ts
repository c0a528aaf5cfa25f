import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { readerText } from '../i18n/readerText.ts';

type Words = {
  subject: string;
  intro: (name: string) => string;
  cta: string;
  valid: (date: string) => string;
};

const EN: Words = {
  subject: 'Your boat rental offer',
  intro: (name) => `${name} from Bosun has prepared an offer for your trip.`,
  cta: 'See and accept the offer',
  valid: (date) => `Valid until ${date}.`,
};

/** The e-mail a renter gets when a quote is sent, in the quote's language. */
const WORDS: Record<LanguageCode, Words> = {
  en: EN,
  'en-US': EN,
  'en-GB': EN,
  fr: {
    subject: 'Votre offre de location de bateau',
    intro: (name) => `${name}, de Bosun, a préparé une offre pour votre séjour.`,
    cta: 'Voir et accepter l’offre',
    valid: (date) => `Valable jusqu’au ${date}.`,
  },
  es: {
    subject: 'Tu oferta de alquiler de barco',
    intro: (name) => `${name}, de Bosun, ha preparado una oferta para tu viaje.`,
    cta: 'Ver y aceptar la oferta',
    valid: (date) => `Válida hasta el ${date}.`,
  },
  it: {
    subject: 'La tua offerta di noleggio barca',
    intro: (name) => `${name} di Bosun ha preparato un’offerta per il tuo viaggio.`,
    cta: 'Vedi e accetta l’offerta',
    valid: (date) => `Valida fino al ${date}.`,
  },
  de: {
    subject: 'Ihr Angebot für die Bootsmiete',
    intro: (name) => `${name} von Bosun hat ein Angebot für Ihre Reise erstellt.`,
    cta: 'Angebot ansehen und annehmen',
    valid: (date) => `Gültig bis ${date}.`,
  },
  nl: {
    subject: 'Je aanbod voor een boothuur',
    intro: (name) => `${name} van Bosun heeft een aanbod voor je reis gemaakt.`,
    cta: 'Bekijk en accepteer het aanbod',
    valid: (date) => `Geldig tot ${date}.`,
  },
  pl: {
    subject: 'Twoja oferta wynajmu łodzi',
    intro: (name) => `${name} z Bosun przygotował(a) ofertę na Twoją podróż.`,
    cta: 'Zobacz i zaakceptuj ofertę',
    valid: (date) => `Ważna do ${date}.`,
  },
  el: {
    subject: 'Η προσφορά σας για ενοικίαση σκάφους',
    intro: (name) => `Ο/Η ${name} από το Bosun ετοίμασε μια προσφορά για το ταξίδι σας.`,
    cta: 'Δείτε και αποδεχτείτε την προσφορά',
    valid: (date) => `Ισχύει έως ${date}.`,
  },
  ru: {
    subject: 'Ваше предложение по аренде лодки',
    intro: (name) => `${name} из Bosun подготовил(а) предложение для вашей поездки.`,
    cta: 'Посмотреть и принять предложение',
    valid: (date) => `Действительно до ${date}.`,
  },
  pt: {
    subject: 'A sua proposta de aluguer de barco',
    intro: (name) => `${name}, da Bosun, preparou uma proposta para a sua viagem.`,
    cta: 'Ver e aceitar a proposta',
    valid: (date) => `Válida até ${date}.`,
  },
  sv: {
    subject: 'Ditt erbjudande för båthyra',
    intro: (name) => `${name} på Bosun har tagit fram ett erbjudande för din resa.`,
    cta: 'Se och acceptera erbjudandet',
    valid: (date) => `Giltigt till ${date}.`,
  },
};

export const offerLanguage = (code: string): LanguageCode =>
  isLanguageCode(code) ? code : FALLBACK_LANGUAGE;

/** `/fr/account/offers/<hash>`: the renter's offer page, in the quote's language. */
export const offerPath = (languageCode: string, hash: string) =>
  localizedPath(offerLanguage(languageCode), `/account/offers/${hash}`);

export function offerEmail(opts: {
  languageCode: string;
  salesName: string;
  url: string;
  validUntil: string | null;
  message: string | null;
}) {
  const language = offerLanguage(opts.languageCode);
  const words = WORDS[language];
  const body = [
    words.intro(opts.salesName),
    opts.message ?? '',
    `${words.cta}: ${opts.url}`,
    // the last day is a calendar day, written in the renter's words (DESIGN: whose language)
    opts.validUntil ? words.valid(readerText(language).day(opts.validUntil)) : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject: words.subject, body };
}
