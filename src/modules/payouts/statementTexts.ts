/**
 * The words of the owner's yearly statement (DESIGN.md, "Owner earnings and payouts": what a platform
 * reports for each seller, DAC7) in each site language; en-GB and en-US read English. Figures and dates
 * are never written here: `Intl` formats them for the reader's locale.
 */
export interface StatementTexts {
  /** `{year}` is the year */
  title: string;
  issuedOn: string;
  period: string;
  owner: string;
  platform: string;
  summary: string;
  bookings: string;
  gross: string;
  commission: string;
  damages: string;
  net: string;
  payoutsSent: string;
  /** `{count}` is the number of payouts */
  payoutsCount: string;
  columns: {
    reference: string;
    startDate: string;
    listing: string;
    gross: string;
    commission: string;
    net: string;
  };
  noBookings: string;
  /** `{page}` and `{pages}` */
  page: string;
  footer: string;
}

const en: StatementTexts = {
  title: 'Annual earnings statement {year}',
  issuedOn: 'Issued on',
  period: 'Period',
  owner: 'Owner',
  platform: 'Platform',
  summary: 'The year in figures',
  bookings: 'Bookings',
  gross: 'Gross paid by renters to you',
  commission: 'Bosun commission (fees)',
  damages: 'Damage compensation',
  net: 'Net earnings',
  payoutsSent: 'Payouts sent',
  payoutsCount: '{count} payouts',
  columns: {
    reference: 'Booking',
    startDate: 'Start',
    listing: 'Listing',
    gross: 'Gross',
    commission: 'Commission',
    net: 'Net',
  },
  noBookings: 'No booking started this year.',
  page: 'Page {page} of {pages}',
  footer: 'Bookings that started in the year. Bosun reports these figures to the tax authorities (DAC7).',
};

export const STATEMENT_TEXTS: Record<string, StatementTexts> = {
  en,
  fr: {
    title: 'Relevé annuel des revenus {year}',
    issuedOn: 'Émis le',
    period: 'Période',
    owner: 'Propriétaire',
    platform: 'Plateforme',
    summary: 'L’année en chiffres',
    bookings: 'Réservations',
    gross: 'Brut payé par les locataires pour vous',
    commission: 'Commission Bosun (frais)',
    damages: 'Indemnités de dommages',
    net: 'Revenus nets',
    payoutsSent: 'Virements envoyés',
    payoutsCount: '{count} virements',
    columns: {
      reference: 'Réservation',
      startDate: 'Début',
      listing: 'Annonce',
      gross: 'Brut',
      commission: 'Commission',
      net: 'Net',
    },
    noBookings: 'Aucune réservation n’a commencé cette année.',
    page: 'Page {page} sur {pages}',
    footer:
      'Réservations commencées dans l’année. Bosun déclare ces montants à l’administration fiscale (DAC7).',
  },
  de: {
    title: 'Jährliche Einnahmenübersicht {year}',
    issuedOn: 'Ausgestellt am',
    period: 'Zeitraum',
    owner: 'Vermieter',
    platform: 'Plattform',
    summary: 'Das Jahr in Zahlen',
    bookings: 'Buchungen',
    gross: 'Brutto, von Mietern an Sie gezahlt',
    commission: 'Bosun-Provision (Gebühren)',
    damages: 'Schadensersatz',
    net: 'Nettoeinnahmen',
    payoutsSent: 'Gesendete Auszahlungen',
    payoutsCount: '{count} Auszahlungen',
    columns: {
      reference: 'Buchung',
      startDate: 'Beginn',
      listing: 'Inserat',
      gross: 'Brutto',
      commission: 'Provision',
      net: 'Netto',
    },
    noBookings: 'In diesem Jahr hat keine Buchung begonnen.',
    page: 'Seite {page} von {pages}',
    footer: 'Buchungen, die im Jahr begonnen haben. Bosun meldet diese Beträge den Steuerbehörden (DAC7).',
  },
  es: {
    title: 'Resumen anual de ingresos {year}',
    issuedOn: 'Emitido el',
    period: 'Periodo',
    owner: 'Propietario',
    platform: 'Plataforma',
    summary: 'El año en cifras',
    bookings: 'Reservas',
    gross: 'Bruto pagado por los arrendatarios para usted',
    commission: 'Comisión de Bosun (gastos)',
    damages: 'Indemnización por daños',
    net: 'Ingresos netos',
    payoutsSent: 'Pagos enviados',
    payoutsCount: '{count} pagos',
    columns: {
      reference: 'Reserva',
      startDate: 'Inicio',
      listing: 'Anuncio',
      gross: 'Bruto',
      commission: 'Comisión',
      net: 'Neto',
    },
    noBookings: 'Ninguna reserva empezó este año.',
    page: 'Página {page} de {pages}',
    footer:
      'Reservas que empezaron en el año. Bosun declara estos importes a la administración tributaria (DAC7).',
  },
  it: {
    title: 'Rendiconto annuale dei guadagni {year}',
    issuedOn: 'Emesso il',
    period: 'Periodo',
    owner: 'Proprietario',
    platform: 'Piattaforma',
    summary: 'L’anno in cifre',
    bookings: 'Prenotazioni',
    gross: 'Lordo pagato dai noleggiatori per te',
    commission: 'Commissione Bosun (costi)',
    damages: 'Risarcimento danni',
    net: 'Guadagni netti',
    payoutsSent: 'Pagamenti inviati',
    payoutsCount: '{count} pagamenti',
    columns: {
      reference: 'Prenotazione',
      startDate: 'Inizio',
      listing: 'Annuncio',
      gross: 'Lordo',
      commission: 'Commissione',
      net: 'Netto',
    },
    noBookings: 'Nessuna prenotazione è iniziata quest’anno.',
    page: 'Pagina {page} di {pages}',
    footer:
      'Prenotazioni iniziate nell’anno. Bosun dichiara questi importi all’amministrazione fiscale (DAC7).',
  },
  nl: {
    title: 'Jaaroverzicht van inkomsten {year}',
    issuedOn: 'Uitgegeven op',
    period: 'Periode',
    owner: 'Eigenaar',
    platform: 'Platform',
    summary: 'Het jaar in cijfers',
    bookings: 'Boekingen',
    gross: 'Bruto door huurders aan u betaald',
    commission: 'Bosun-commissie (kosten)',
    damages: 'Schadevergoeding',
    net: 'Netto-inkomsten',
    payoutsSent: 'Verzonden uitbetalingen',
    payoutsCount: '{count} uitbetalingen',
    columns: {
      reference: 'Boeking',
      startDate: 'Begin',
      listing: 'Advertentie',
      gross: 'Bruto',
      commission: 'Commissie',
      net: 'Netto',
    },
    noBookings: 'Dit jaar is er geen boeking begonnen.',
    page: 'Pagina {page} van {pages}',
    footer: 'Boekingen die in het jaar begonnen. Bosun meldt deze bedragen aan de belastingdienst (DAC7).',
  },
  pl: {
    title: 'Roczne zestawienie przychodów {year}',
    issuedOn: 'Wystawiono',
    period: 'Okres',
    owner: 'Właściciel',
    platform: 'Platforma',
    summary: 'Rok w liczbach',
    bookings: 'Rezerwacje',
    gross: 'Brutto zapłacone przez najemców na Twoją rzecz',
    commission: 'Prowizja Bosun (opłaty)',
    damages: 'Odszkodowania za szkody',
    net: 'Przychód netto',
    payoutsSent: 'Wysłane wypłaty',
    payoutsCount: 'Wypłaty: {count}',
    columns: {
      reference: 'Rezerwacja',
      startDate: 'Początek',
      listing: 'Ogłoszenie',
      gross: 'Brutto',
      commission: 'Prowizja',
      net: 'Netto',
    },
    noBookings: 'W tym roku nie rozpoczęła się żadna rezerwacja.',
    page: 'Strona {page} z {pages}',
    footer: 'Rezerwacje rozpoczęte w danym roku. Bosun zgłasza te kwoty organom podatkowym (DAC7).',
  },
  el: {
    title: 'Ετήσια κατάσταση εσόδων {year}',
    issuedOn: 'Εκδόθηκε στις',
    period: 'Περίοδος',
    owner: 'Ιδιοκτήτης',
    platform: 'Πλατφόρμα',
    summary: 'Η χρονιά σε αριθμούς',
    bookings: 'Κρατήσεις',
    gross: 'Μικτά που πλήρωσαν οι μισθωτές για εσάς',
    commission: 'Προμήθεια Bosun (χρεώσεις)',
    damages: 'Αποζημίωση ζημιών',
    net: 'Καθαρά έσοδα',
    payoutsSent: 'Πληρωμές που στάλθηκαν',
    payoutsCount: '{count} πληρωμές',
    columns: {
      reference: 'Κράτηση',
      startDate: 'Έναρξη',
      listing: 'Αγγελία',
      gross: 'Μικτά',
      commission: 'Προμήθεια',
      net: 'Καθαρά',
    },
    noBookings: 'Καμία κράτηση δεν ξεκίνησε φέτος.',
    page: 'Σελίδα {page} από {pages}',
    footer:
      'Κρατήσεις που ξεκίνησαν μέσα στο έτος. Η Bosun δηλώνει αυτά τα ποσά στις φορολογικές αρχές (DAC7).',
  },
  ru: {
    title: 'Годовая выписка о доходах {year}',
    issuedOn: 'Выдано',
    period: 'Период',
    owner: 'Владелец',
    platform: 'Платформа',
    summary: 'Год в цифрах',
    bookings: 'Бронирования',
    gross: 'Брутто, оплаченное арендаторами вам',
    commission: 'Комиссия Bosun (сборы)',
    damages: 'Возмещение ущерба',
    net: 'Чистый доход',
    payoutsSent: 'Отправленные выплаты',
    payoutsCount: 'Выплат: {count}',
    columns: {
      reference: 'Бронирование',
      startDate: 'Начало',
      listing: 'Объявление',
      gross: 'Брутто',
      commission: 'Комиссия',
      net: 'Нетто',
    },
    noBookings: 'В этом году не началось ни одного бронирования.',
    page: 'Страница {page} из {pages}',
    footer: 'Бронирования, начавшиеся в этом году. Bosun сообщает эти суммы налоговым органам (DAC7).',
  },
  pt: {
    title: 'Extrato anual de rendimentos {year}',
    issuedOn: 'Emitido em',
    period: 'Período',
    owner: 'Proprietário',
    platform: 'Plataforma',
    summary: 'O ano em números',
    bookings: 'Reservas',
    gross: 'Bruto pago pelos locatários para si',
    commission: 'Comissão Bosun (taxas)',
    damages: 'Indemnização por danos',
    net: 'Rendimentos líquidos',
    payoutsSent: 'Pagamentos enviados',
    payoutsCount: '{count} pagamentos',
    columns: {
      reference: 'Reserva',
      startDate: 'Início',
      listing: 'Anúncio',
      gross: 'Bruto',
      commission: 'Comissão',
      net: 'Líquido',
    },
    noBookings: 'Nenhuma reserva começou este ano.',
    page: 'Página {page} de {pages}',
    footer: 'Reservas iniciadas no ano. A Bosun declara estes montantes à autoridade tributária (DAC7).',
  },
  sv: {
    title: 'Årsbesked över intäkter {year}',
    issuedOn: 'Utfärdat',
    period: 'Period',
    owner: 'Ägare',
    platform: 'Plattform',
    summary: 'Året i siffror',
    bookings: 'Bokningar',
    gross: 'Brutto som hyresgäster betalat till dig',
    commission: 'Bosuns provision (avgifter)',
    damages: 'Skadeersättning',
    net: 'Nettointäkter',
    payoutsSent: 'Skickade utbetalningar',
    payoutsCount: '{count} utbetalningar',
    columns: {
      reference: 'Bokning',
      startDate: 'Start',
      listing: 'Annons',
      gross: 'Brutto',
      commission: 'Provision',
      net: 'Netto',
    },
    noBookings: 'Ingen bokning började i år.',
    page: 'Sida {page} av {pages}',
    footer: 'Bokningar som började under året. Bosun rapporterar dessa belopp till skattemyndigheten (DAC7).',
  },
};

/** The statement's words in `language` (a site language code; en-GB and en-US read English). */
export function statementTextsFor(language: string): StatementTexts {
  return STATEMENT_TEXTS[language] ?? STATEMENT_TEXTS[language.slice(0, 2)] ?? en;
}
