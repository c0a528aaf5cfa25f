import { EUR, formatMoney } from '../../../shared/currency.ts';
import { type LanguageCode, languageOf } from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import { bookingListingTitles as listingTitlesOfBooking } from '../notifications/repository.ts';
import { type NoticeText, notify } from '../notifications/service.ts';
import { bookingThreadUrl } from '../notifications/threadLink.ts';
import type { ContractBooking } from './repository.ts';

/** Every language written out: a contract's e-mail never falls back to English (en-GB and en-US included). */
type AllLanguages = Record<LanguageCode, NoticeText>;

/**
 * The e-contract's notices, written by `notify` in the transaction of the change. `{boat}` the
 * listing, `{ref}` the reference, `{kind}` check-in or check-out, `{link}` where the PDF is read,
 * `{amount}` money in the recipient's language.
 */
export const ECONTRACT_NOTICES = {
  contractReady: {
    en: {
      subject: 'Your signed {kind} for {boat} ({ref})',
      body: 'The {kind} of {boat} is signed by both of you. Your copy of the contract (PDF): {link}',
    },
    'en-GB': {
      subject: 'Your signed {kind} for {boat} ({ref})',
      body: 'The {kind} of {boat} is signed by both of you. Your copy of the contract (PDF): {link}',
    },
    'en-US': {
      subject: 'Your signed {kind} for {boat} ({ref})',
      body: 'The {kind} of {boat} is signed by both of you. Your copy of the contract (PDF): {link}',
    },
    fr: {
      subject: 'Votre {kind} signé pour {boat} ({ref})',
      body: 'Le {kind} de {boat} est signé par vous deux. Votre exemplaire du contrat (PDF) : {link}',
    },
    de: {
      subject: 'Ihr unterschriebenes {kind} für {boat} ({ref})',
      body: 'Das {kind} für {boat} ist von Ihnen beiden unterschrieben. Ihre Vertragskopie (PDF): {link}',
    },
    es: {
      subject: 'Tu {kind} firmado para {boat} ({ref})',
      body: 'El {kind} de {boat} está firmado por ambos. Tu copia del contrato (PDF): {link}',
    },
    it: {
      subject: 'Il tuo {kind} firmato per {boat} ({ref})',
      body: 'Il {kind} di {boat} è firmato da entrambi. La tua copia del contratto (PDF): {link}',
    },
    nl: {
      subject: 'Uw ondertekende {kind} voor {boat} ({ref})',
      body: 'Het {kind} van {boat} is door u beiden ondertekend. Uw exemplaar van het contract (pdf): {link}',
    },
    pl: {
      subject: 'Podpisany {kind} dla {boat} ({ref})',
      body: 'Obie strony podpisały {kind} dla {boat}. Twoja kopia umowy (PDF): {link}',
    },
    pt: {
      subject: 'O seu {kind} assinado para {boat} ({ref})',
      body: 'O {kind} de {boat} foi assinado por ambos. A sua cópia do contrato (PDF): {link}',
    },
    ru: {
      subject: 'Подписанный {kind}: {boat} ({ref})',
      body: 'Вы оба подписали {kind} для {boat}. Ваш экземпляр договора (PDF): {link}',
    },
    sv: {
      subject: 'Ditt signerade {kind} för {boat} ({ref})',
      body: 'Ni har båda signerat {kind} för {boat}. Ditt exemplar av avtalet (PDF): {link}',
    },
    el: {
      subject: 'Το υπογεγραμμένο {kind} για {boat} ({ref})',
      body: 'Υπογράψατε και οι δύο το {kind} για {boat}. Το αντίγραφό σας του συμβολαίου (PDF): {link}',
    },
  } satisfies AllLanguages,
  damageDeclared: {
    en: {
      subject: 'A damage is declared on {boat} ({ref})',
      body: 'The owner declared a damage after the check-out, estimated at {amount}. Our team reviews it with both inspections before anything is taken from the deposit. Give your side before the team decides: {link}',
    },
    'en-GB': {
      subject: 'A damage is declared on {boat} ({ref})',
      body: 'The owner declared a damage after the check-out, estimated at {amount}. Our team reviews it with both inspections before anything is taken from the deposit. Give your side before the team decides: {link}',
    },
    'en-US': {
      subject: 'A damage is declared on {boat} ({ref})',
      body: 'The owner declared a damage after the check-out, estimated at {amount}. Our team reviews it with both inspections before anything is taken from the deposit. Give your side before the team decides: {link}',
    },
    fr: {
      subject: 'Un dommage est déclaré sur {boat} ({ref})',
      body: 'Le propriétaire a déclaré un dommage après le check-out, estimé à {amount}. Notre équipe l’examine avec les deux états des lieux avant tout prélèvement sur la caution. Donnez votre version avant que l’équipe ne décide : {link}',
    },
    de: {
      subject: 'Ein Schaden an {boat} wurde gemeldet ({ref})',
      body: 'Der Eigentümer hat nach dem Check-out einen Schaden gemeldet, geschätzt auf {amount}. Unser Team prüft ihn anhand beider Protokolle, bevor etwas von der Kaution einbehalten wird. Schildern Sie Ihre Sicht, bevor das Team entscheidet: {link}',
    },
    es: {
      subject: 'Se ha declarado un daño en {boat} ({ref})',
      body: 'El propietario ha declarado un daño después del check-out, estimado en {amount}. Nuestro equipo lo revisa con ambas inspecciones antes de retener nada de la fianza. Da tu versión antes de que el equipo decida: {link}',
    },
    it: {
      subject: 'È stato dichiarato un danno su {boat} ({ref})',
      body: 'Il proprietario ha dichiarato un danno dopo il check-out, stimato in {amount}. Il nostro team lo esamina con entrambe le ispezioni prima di trattenere qualsiasi importo dalla cauzione. Dai la tua versione prima che il team decida: {link}',
    },
    nl: {
      subject: 'Er is schade gemeld aan {boat} ({ref})',
      body: 'De eigenaar heeft na het uitchecken schade gemeld, geschat op {amount}. Ons team bekijkt die met beide inspecties voordat er iets van de borg wordt ingehouden. Geef jouw kant voordat het team beslist: {link}',
    },
    pl: {
      subject: 'Zgłoszono szkodę na {boat} ({ref})',
      body: 'Właściciel zgłosił szkodę po zwrocie łodzi, szacowaną na {amount}. Nasz zespół sprawdzi ją na podstawie obu protokołów, zanim cokolwiek zostanie pobrane z kaucji. Przedstaw swoją wersję, zanim zespół zdecyduje: {link}',
    },
    pt: {
      subject: 'Foi declarado um dano em {boat} ({ref})',
      body: 'O proprietário declarou um dano após o check-out, estimado em {amount}. A nossa equipa analisa-o com as duas inspeções antes de qualquer valor ser retirado da caução. Dê a sua versão antes de a equipa decidir: {link}',
    },
    ru: {
      subject: 'Заявлено повреждение: {boat} ({ref})',
      body: 'После возврата судна владелец заявил о повреждении, оценённом в {amount}. Наша команда проверит его по обоим актам, прежде чем что-либо будет удержано из залога. Изложите свою позицию до решения команды: {link}',
    },
    sv: {
      subject: 'En skada har anmälts på {boat} ({ref})',
      body: 'Ägaren har anmält en skada efter utcheckningen, uppskattad till {amount}. Vårt team granskar den mot båda protokollen innan något dras från depositionen. Berätta din sida innan teamet beslutar: {link}',
    },
    el: {
      subject: 'Δηλώθηκε ζημιά στο {boat} ({ref})',
      body: 'Ο ιδιοκτήτης δήλωσε ζημιά μετά την παράδοση, εκτιμώμενη σε {amount}. Η ομάδα μας την εξετάζει με βάση και τα δύο πρωτόκολλα πριν παρακρατηθεί οτιδήποτε από την εγγύηση. Πείτε τη δική σας πλευρά πριν αποφασίσει η ομάδα: {link}',
    },
  } satisfies AllLanguages,
};

/** The inspection's name as it reads inside the notices above, in each language. */
export const KIND_WORDS: Record<'in' | 'out', Record<LanguageCode, string>> = {
  in: {
    en: 'check-in',
    'en-GB': 'check-in',
    'en-US': 'check-in',
    fr: 'check-in',
    de: 'Check-in-Protokoll',
    es: 'check-in',
    it: 'check-in',
    nl: 'incheckrapport',
    pl: 'protokół przekazania (check-in)',
    pt: 'check-in',
    ru: 'акт приёмки (check-in)',
    sv: 'incheckningsprotokoll',
    el: 'πρωτόκολλο παραλαβής (check-in)',
  },
  out: {
    en: 'check-out',
    'en-GB': 'check-out',
    'en-US': 'check-out',
    fr: 'check-out',
    de: 'Check-out-Protokoll',
    es: 'check-out',
    it: 'check-out',
    nl: 'uitcheckrapport',
    pl: 'protokół zwrotu (check-out)',
    pt: 'check-out',
    ru: 'акт возврата (check-out)',
    sv: 'utcheckningsprotokoll',
    el: 'πρωτόκολλο επιστροφής (check-out)',
  },
};

export async function notifyContractReady(
  tx: Queryable,
  publicUrl: string,
  contract: { booking: ContractBooking; kind: 'in' | 'out'; pdfPath: string },
) {
  const { booking } = contract;
  const threadUrl = await bookingThreadUrl(tx, publicUrl, Number(booking.id));
  // The boat's title in each reader's language, as the booking notices write it (the snapshot's is the booker's).
  const titles = await listingTitlesOfBooking(tx, Number(booking.id));
  for (const userId of [booking.tenant_id, booking.owner_id]) {
    await notify(tx, {
      userId: Number(userId),
      kind: 'econtracts.contractReady',
      texts: ECONTRACT_NOTICES.contractReady,
      bookingId: Number(booking.id),
      threadUrl,
      values: (language) => ({
        boat: titles[language.slice(0, 2)] ?? booking.listing_title,
        ref: booking.reference,
        kind: KIND_WORDS[contract.kind][language],
        // The contract's page (it asks a guest to sign in, then offers the PDF), never the API's file.
        link: `${publicUrl}/${language}/booking/${booking.id}/econtract/${contract.kind}`,
      }),
      payload: { pdfPath: contract.pdfPath },
    });
  }
}

export async function notifyDamageDeclared(
  tx: Queryable,
  publicUrl: string,
  booking: ContractBooking,
  estimate: number,
) {
  const base = publicUrl.replace(/\/$/, '');
  const titles = await listingTitlesOfBooking(tx, Number(booking.id));
  await notify(tx, {
    userId: Number(booking.tenant_id),
    kind: 'econtracts.damageDeclared',
    texts: ECONTRACT_NOTICES.damageDeclared,
    bookingId: Number(booking.id),
    threadUrl: await bookingThreadUrl(tx, publicUrl, Number(booking.id)),
    values: (language) => ({
      boat: titles[language.slice(0, 2)] ?? booking.listing_title,
      ref: booking.reference,
      amount: formatMoney(estimate, EUR, languageOf(language).dateLocale),
      // the check-out page, where the renter reads the claim and answers it
      link: `${base}/${language}/booking/${booking.id}/econtract/out`,
    }),
  });
}
