import type { Statement } from '../../../shared/money/statement.ts';

/**
 * The statement's totals as a few plain-text lines under a money e-mail, in the recipient's language:
 * the same figures the booking page and the back office read (DESIGN.md, "One money ledger"). `{amount}` and `{date}` are
 * formatted by the caller for the reader.
 */
interface Words {
  title: string;
  paid: string;
  held: string;
  dueOn: string;
  atHarbour: string;
  refunded: string;
  deposit: { toHold: string; held: string; released: string; captured: string };
  documents: string;
}

const en: Words = {
  title: 'Your booking’s money',
  paid: 'Paid: {amount}',
  held: 'Held on your card, not charged: {amount}',
  dueOn: 'Balance of {amount} charged on {date}',
  atHarbour: 'To pay at the harbour: {amount}',
  refunded: 'Refunded: {amount}',
  deposit: {
    toHold: 'Security deposit of {amount}, held on your card before the check-in',
    held: 'Security deposit of {amount} held on your card',
    released: 'Security deposit of {amount} released',
    captured: 'Security deposit: {amount} taken for damage',
  },
  documents: 'Receipts and invoices are on your booking page.',
};

const WORDS: Record<string, Words> = {
  en,
  fr: {
    title: 'L’argent de votre réservation',
    paid: 'Payé : {amount}',
    held: 'Bloqué sur votre carte, non débité : {amount}',
    dueOn: 'Solde de {amount} débité le {date}',
    atHarbour: 'À payer au port : {amount}',
    refunded: 'Remboursé : {amount}',
    deposit: {
      toHold: 'Caution de {amount}, bloquée sur votre carte avant l’état des lieux d’entrée',
      held: 'Caution de {amount} bloquée sur votre carte',
      released: 'Caution de {amount} libérée',
      captured: 'Caution : {amount} retenus pour dommages',
    },
    documents: 'Les reçus et factures sont sur la page de votre réservation.',
  },
  de: {
    title: 'Das Geld Ihrer Buchung',
    paid: 'Bezahlt: {amount}',
    held: 'Auf Ihrer Karte reserviert, nicht abgebucht: {amount}',
    dueOn: 'Restzahlung von {amount} wird am {date} abgebucht',
    atHarbour: 'Im Hafen zu zahlen: {amount}',
    refunded: 'Erstattet: {amount}',
    deposit: {
      toHold: 'Kaution von {amount}, vor der Übergabe auf Ihrer Karte reserviert',
      held: 'Kaution von {amount} auf Ihrer Karte reserviert',
      released: 'Kaution von {amount} freigegeben',
      captured: 'Kaution: {amount} für Schäden einbehalten',
    },
    documents: 'Belege und Rechnungen finden Sie auf der Seite Ihrer Buchung.',
  },
  es: {
    title: 'El dinero de tu reserva',
    paid: 'Pagado: {amount}',
    held: 'Retenido en tu tarjeta, sin cargo: {amount}',
    dueOn: 'Saldo de {amount} cargado el {date}',
    atHarbour: 'A pagar en el puerto: {amount}',
    refunded: 'Reembolsado: {amount}',
    deposit: {
      toHold: 'Fianza de {amount}, retenida en tu tarjeta antes del check-in',
      held: 'Fianza de {amount} retenida en tu tarjeta',
      released: 'Fianza de {amount} liberada',
      captured: 'Fianza: {amount} retenidos por daños',
    },
    documents: 'Los recibos y facturas están en la página de tu reserva.',
  },
  it: {
    title: 'Il denaro della tua prenotazione',
    paid: 'Pagato: {amount}',
    held: 'Bloccato sulla tua carta, non addebitato: {amount}',
    dueOn: 'Saldo di {amount} addebitato il {date}',
    atHarbour: 'Da pagare al porto: {amount}',
    refunded: 'Rimborsato: {amount}',
    deposit: {
      toHold: 'Cauzione di {amount}, bloccata sulla tua carta prima del check-in',
      held: 'Cauzione di {amount} bloccata sulla tua carta',
      released: 'Cauzione di {amount} rilasciata',
      captured: 'Cauzione: {amount} trattenuti per danni',
    },
    documents: 'Ricevute e fatture sono nella pagina della tua prenotazione.',
  },
  nl: {
    title: 'Het geld van je boeking',
    paid: 'Betaald: {amount}',
    held: 'Gereserveerd op je kaart, niet afgeschreven: {amount}',
    dueOn: 'Restbedrag van {amount} afgeschreven op {date}',
    atHarbour: 'Te betalen in de haven: {amount}',
    refunded: 'Terugbetaald: {amount}',
    deposit: {
      toHold: 'Borg van {amount}, vóór de check-in gereserveerd op je kaart',
      held: 'Borg van {amount} gereserveerd op je kaart',
      released: 'Borg van {amount} vrijgegeven',
      captured: 'Borg: {amount} ingehouden voor schade',
    },
    documents: 'Betalingsbewijzen en facturen staan op de pagina van je boeking.',
  },
  pl: {
    title: 'Płatności Twojej rezerwacji',
    paid: 'Zapłacono: {amount}',
    held: 'Zablokowano na Twojej karcie, nie pobrano: {amount}',
    dueOn: 'Dopłata {amount} pobrana {date}',
    atHarbour: 'Do zapłaty w porcie: {amount}',
    refunded: 'Zwrócono: {amount}',
    deposit: {
      toHold: 'Kaucja {amount}, blokowana na Twojej karcie przed odbiorem',
      held: 'Kaucja {amount} zablokowana na Twojej karcie',
      released: 'Kaucja {amount} zwolniona',
      captured: 'Kaucja: {amount} pobrano za szkody',
    },
    documents: 'Potwierdzenia i faktury są na stronie Twojej rezerwacji.',
  },
  pt: {
    title: 'O dinheiro da sua reserva',
    paid: 'Pago: {amount}',
    held: 'Retido no seu cartão, não cobrado: {amount}',
    dueOn: 'Saldo de {amount} cobrado a {date}',
    atHarbour: 'A pagar no porto: {amount}',
    refunded: 'Reembolsado: {amount}',
    deposit: {
      toHold: 'Caução de {amount}, retida no seu cartão antes do check-in',
      held: 'Caução de {amount} retida no seu cartão',
      released: 'Caução de {amount} libertada',
      captured: 'Caução: {amount} retidos por danos',
    },
    documents: 'Os recibos e faturas estão na página da sua reserva.',
  },
  el: {
    title: 'Τα χρήματα της κράτησής σας',
    paid: 'Πληρώθηκαν: {amount}',
    held: 'Δεσμευμένα στην κάρτα σας, χωρίς χρέωση: {amount}',
    dueOn: 'Υπόλοιπο {amount} χρεώνεται στις {date}',
    atHarbour: 'Πληρωτέο στο λιμάνι: {amount}',
    refunded: 'Επιστράφηκαν: {amount}',
    deposit: {
      toHold: 'Εγγύηση {amount}, δεσμεύεται στην κάρτα σας πριν από την παράδοση',
      held: 'Εγγύηση {amount} δεσμευμένη στην κάρτα σας',
      released: 'Η εγγύηση {amount} αποδεσμεύτηκε',
      captured: 'Εγγύηση: {amount} κρατήθηκαν για ζημιές',
    },
    documents: 'Οι αποδείξεις και τα τιμολόγια βρίσκονται στη σελίδα της κράτησής σας.',
  },
  ru: {
    title: 'Деньги по вашему бронированию',
    paid: 'Оплачено: {amount}',
    held: 'Заблокировано на карте, не списано: {amount}',
    dueOn: 'Остаток {amount} будет списан {date}',
    atHarbour: 'Оплата в порту: {amount}',
    refunded: 'Возвращено: {amount}',
    deposit: {
      toHold: 'Залог {amount}, блокируется на карте перед приёмкой',
      held: 'Залог {amount} заблокирован на карте',
      released: 'Залог {amount} разблокирован',
      captured: 'Залог: {amount} удержано за повреждения',
    },
    documents: 'Квитанции и счета — на странице вашего бронирования.',
  },
  sv: {
    title: 'Pengarna för din bokning',
    paid: 'Betalt: {amount}',
    held: 'Reserverat på ditt kort, inte draget: {amount}',
    dueOn: 'Restbelopp på {amount} dras den {date}',
    atHarbour: 'Betalas i hamnen: {amount}',
    refunded: 'Återbetalat: {amount}',
    deposit: {
      toHold: 'Deposition på {amount}, reserveras på ditt kort före överlämningen',
      held: 'Deposition på {amount} reserverad på ditt kort',
      released: 'Deposition på {amount} släppt',
      captured: 'Deposition: {amount} dragna för skador',
    },
    documents: 'Kvitton och fakturor finns på sidan för din bokning.',
  },
};

const wordsFor = (language: string) => WORDS[language] ?? WORDS[language.slice(0, 2)] ?? en;

/** The renter's statement as e-mail lines; `money` and `day` format for the reader. */
export function statementSummaryLines(
  statement: Statement,
  language: string,
  money: (minor: number) => string,
  day: (date: string) => string,
): string[] {
  const w = wordsFor(language);
  const fill = (text: string, amount: number, date = '') =>
    text.replaceAll('{amount}', money(amount)).replaceAll('{date}', date);
  const { totals } = statement;
  const lines = [w.title];
  if (totals.paid > 0) lines.push(fill(w.paid, totals.paid));
  if (totals.held > 0) lines.push(fill(w.held, totals.held));
  const due = statement.lines.find((line) => line.kind === 'due');
  if (due) lines.push(fill(w.dueOn, due.amount, due.dueDate ? day(due.dueDate) : ''));
  const harbour = statement.lines.find((line) => line.kind === 'atHarbour' && line.state === 'upcoming');
  if (harbour) lines.push(fill(w.atHarbour, harbour.amount));
  if (totals.refunded > 0) lines.push(fill(w.refunded, totals.refunded));
  const deposit = statement.lines.find((line) => line.kind === 'deposit');
  if (deposit) {
    const state = deposit.state as keyof Words['deposit'];
    if (state in w.deposit)
      lines.push(
        fill(
          w.deposit[state],
          state === 'captured' ? (deposit.deposit?.capturedAmount ?? 0) : deposit.amount,
        ),
      );
  }
  if (totals.paid > 0 || totals.refunded > 0) lines.push(w.documents);
  return lines;
}
