import { formatMoney } from '../../../shared/currency.ts';
import { type LanguageCode, languageOf } from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import {
  type Notice,
  type NoticeText,
  type NoticeTexts,
  notify,
  notifyMany,
} from '../notifications/service.ts';

/**
 * What weather tells the renter and the owner, in the recipient's language (e-mail and push).
 * `{boat}` the listing, `{date}` the first day, `{gusts}` knots, `{waves}` metres, `{refund}` and
 * `{voucher}` amounts, `{newDate}` a postponement's new first day.
 */
const t = (subject: string, body: string, push: string): NoticeText => ({ subject, body, push });

function withEnglish(
  en: NoticeText,
  others: Omit<Record<LanguageCode, NoticeText>, 'en' | 'en-GB' | 'en-US'>,
): NoticeTexts {
  return { en, 'en-GB': en, 'en-US': en, ...others };
}

export const STORM_ALERT = withEnglish(
  t(
    'Bad weather forecast for {boat} on {date}',
    'The forecast for your trip on {date} is not safe: gusts up to {gusts} kn, waves up to {waves} m{warning}. From the booking page you can postpone to another free day at the same price, or cancel for weather.',
    'Storm forecast on {date}: postpone or cancel for weather in one tap.',
  ),
  {
    fr: t(
      'Mauvais temps prévu pour {boat} le {date}',
      'La météo prévue pour votre sortie du {date} n’est pas sûre : rafales jusqu’à {gusts} nœuds, vagues jusqu’à {waves} m{warning}. Depuis la réservation, vous pouvez la reporter à un autre jour libre au même prix, ou l’annuler pour météo.',
      'Tempête prévue le {date} : reportez ou annulez pour météo en un geste.',
    ),
    de: t(
      'Schlechtwetter für {boat} am {date} vorhergesagt',
      'Die Vorhersage für Ihren Törn am {date} ist nicht sicher: Böen bis {gusts} kn, Wellen bis {waves} m{warning}. Auf der Buchungsseite können Sie zum gleichen Preis auf einen anderen freien Tag verschieben oder wetterbedingt stornieren.',
      'Sturm am {date} vorhergesagt: mit einem Tippen verschieben oder stornieren.',
    ),
    es: t(
      'Mal tiempo previsto para {boat} el {date}',
      'La previsión para tu salida del {date} no es segura: rachas de hasta {gusts} nudos, olas de hasta {waves} m{warning}. Desde la reserva puedes aplazarla a otro día libre al mismo precio o cancelarla por meteorología.',
      'Temporal previsto el {date}: aplaza o cancela por meteorología con un toque.',
    ),
    it: t(
      'Maltempo previsto per {boat} il {date}',
      'Le previsioni per la tua uscita del {date} non sono sicure: raffiche fino a {gusts} nodi, onde fino a {waves} m{warning}. Dalla prenotazione puoi rimandarla a un altro giorno libero allo stesso prezzo o annullarla per maltempo.',
      'Tempesta prevista il {date}: rimanda o annulla per maltempo con un tocco.',
    ),
    nl: t(
      'Slecht weer voorspeld voor {boat} op {date}',
      'De voorspelling voor je tocht op {date} is niet veilig: windstoten tot {gusts} kn, golven tot {waves} m{warning}. Vanaf de boekingspagina kun je uitstellen naar een andere vrije dag tegen dezelfde prijs, of annuleren wegens het weer.',
      'Storm voorspeld op {date}: stel uit of annuleer wegens het weer met één tik.',
    ),
    pl: t(
      'Zła pogoda prognozowana dla {boat} na {date}',
      'Prognoza na Twój rejs {date} nie jest bezpieczna: porywy do {gusts} węzłów, fale do {waves} m{warning}. Na stronie rezerwacji możesz przełożyć rejs na inny wolny dzień w tej samej cenie lub odwołać go z powodu pogody.',
      'Sztorm prognozowany na {date}: przełóż lub odwołaj jednym dotknięciem.',
    ),
    pt: t(
      'Mau tempo previsto para {boat} a {date}',
      'A previsão para o seu passeio de {date} não é segura: rajadas até {gusts} nós, ondas até {waves} m{warning}. Na página da reserva pode adiá-lo para outro dia livre pelo mesmo preço ou cancelá-lo por mau tempo.',
      'Tempestade prevista a {date}: adie ou cancele por mau tempo com um toque.',
    ),
    el: t(
      'Κακοκαιρία προβλέπεται για {boat} στις {date}',
      'Η πρόγνωση για την εκδρομή σας στις {date} δεν είναι ασφαλής: ριπές έως {gusts} κόμβους, κύματα έως {waves} m{warning}. Από τη σελίδα της κράτησης μπορείτε να τη μεταθέσετε σε άλλη ελεύθερη μέρα στην ίδια τιμή ή να την ακυρώσετε λόγω καιρού.',
      'Καταιγίδα προβλέπεται στις {date}: μεταθέστε ή ακυρώστε λόγω καιρού με ένα πάτημα.',
    ),
    ru: t(
      'Плохая погода ожидается для {boat} {date}',
      'Прогноз на вашу поездку {date} небезопасен: порывы до {gusts} узлов, волны до {waves} м{warning}. На странице бронирования можно перенести её на другой свободный день по той же цене или отменить из-за погоды.',
      'Шторм ожидается {date}: перенесите или отмените из-за погоды одним нажатием.',
    ),
    sv: t(
      'Dåligt väder väntas för {boat} den {date}',
      'Prognosen för din tur den {date} är inte säker: byar upp till {gusts} knop, vågor upp till {waves} m{warning}. På bokningssidan kan du skjuta upp till en annan ledig dag till samma pris eller avboka på grund av vädret.',
      'Storm väntas den {date}: skjut upp eller avboka med ett tryck.',
    ),
  },
);

/** The suffix of STORM_ALERT's forecast when an official warning is in force. */
export const WARNING_SUFFIX: Record<string, string> = {
  en: ', with an official weather warning',
  fr: ', avec un avis officiel de vigilance météo',
  de: ', mit einer amtlichen Wetterwarnung',
  es: ', con un aviso meteorológico oficial',
  it: ', con un’allerta meteo ufficiale',
  nl: ', met een officiële weerswaarschuwing',
  pl: ', z oficjalnym ostrzeżeniem pogodowym',
  pt: ', com um aviso meteorológico oficial',
  el: ', με επίσημη προειδοποίηση καιρού',
  ru: ', с официальным штормовым предупреждением',
  sv: ', med en officiell vädervarning',
};

export const CANCELLED_FOR_WEATHER = withEnglish(
  t(
    'Trip on {boat} cancelled for weather',
    'The trip on {date} is cancelled because of the weather. Refunded to the card: {refund}. Credit for a later rental: {voucher}. The owner is not penalised.',
    'Cancelled for weather: {refund} refunded, {voucher} in credit.',
  ),
  {
    fr: t(
      'Sortie sur {boat} annulée pour météo',
      'La sortie du {date} est annulée à cause de la météo. Remboursé sur la carte : {refund}. Avoir pour une prochaine location : {voucher}. Le propriétaire n’est pas pénalisé.',
      'Annulée pour météo : {refund} remboursés, {voucher} en avoir.',
    ),
    de: t(
      'Törn mit {boat} wetterbedingt storniert',
      'Der Törn am {date} ist wegen des Wetters storniert. Auf die Karte erstattet: {refund}. Guthaben für eine spätere Miete: {voucher}. Der Eigner wird nicht benachteiligt.',
      'Wetterbedingt storniert: {refund} erstattet, {voucher} Guthaben.',
    ),
    es: t(
      'Salida en {boat} cancelada por meteorología',
      'La salida del {date} se cancela por el tiempo. Reembolsado en la tarjeta: {refund}. Saldo para un próximo alquiler: {voucher}. El propietario no es penalizado.',
      'Cancelada por meteorología: {refund} reembolsados, {voucher} de saldo.',
    ),
    it: t(
      'Uscita su {boat} annullata per maltempo',
      'L’uscita del {date} è annullata a causa del tempo. Rimborsato sulla carta: {refund}. Credito per un prossimo noleggio: {voucher}. Il proprietario non è penalizzato.',
      'Annullata per maltempo: {refund} rimborsati, {voucher} di credito.',
    ),
    nl: t(
      'Tocht met {boat} geannuleerd wegens het weer',
      'De tocht op {date} is geannuleerd wegens het weer. Terugbetaald op de kaart: {refund}. Tegoed voor een latere huur: {voucher}. De eigenaar krijgt geen sanctie.',
      'Geannuleerd wegens het weer: {refund} terug, {voucher} tegoed.',
    ),
    pl: t(
      'Rejs na {boat} odwołany z powodu pogody',
      'Rejs {date} został odwołany z powodu pogody. Zwrot na kartę: {refund}. Kredyt na kolejny wynajem: {voucher}. Właściciel nie ponosi kary.',
      'Odwołany z powodu pogody: zwrot {refund}, kredyt {voucher}.',
    ),
    pt: t(
      'Passeio em {boat} cancelado por mau tempo',
      'O passeio de {date} foi cancelado por causa do tempo. Reembolsado no cartão: {refund}. Crédito para um próximo aluguer: {voucher}. O proprietário não é penalizado.',
      'Cancelado por mau tempo: {refund} reembolsados, {voucher} de crédito.',
    ),
    el: t(
      'Η εκδρομή με {boat} ακυρώθηκε λόγω καιρού',
      'Η εκδρομή στις {date} ακυρώθηκε λόγω καιρού. Επιστροφή στην κάρτα: {refund}. Πίστωση για επόμενη ενοικίαση: {voucher}. Ο ιδιοκτήτης δεν επιβαρύνεται.',
      'Ακυρώθηκε λόγω καιρού: επιστροφή {refund}, πίστωση {voucher}.',
    ),
    ru: t(
      'Поездка на {boat} отменена из-за погоды',
      'Поездка {date} отменена из-за погоды. Возврат на карту: {refund}. Кредит на следующую аренду: {voucher}. Владелец не наказывается.',
      'Отменено из-за погоды: возврат {refund}, кредит {voucher}.',
    ),
    sv: t(
      'Turen med {boat} avbokad på grund av vädret',
      'Turen den {date} är avbokad på grund av vädret. Återbetalt till kortet: {refund}. Tillgodo för en senare hyra: {voucher}. Ägaren drabbas inte.',
      'Avbokad för väder: {refund} återbetalt, {voucher} tillgodo.',
    ),
  },
);

export const POSTPONED_FOR_WEATHER = withEnglish(
  t(
    'Trip on {boat} postponed for weather',
    'Because of the weather, the trip of {date} moves to {newDate}, at the same price. Nothing more to pay.',
    'Postponed to {newDate} for weather.',
  ),
  {
    fr: t(
      'Sortie sur {boat} reportée pour météo',
      'À cause de la météo, la sortie du {date} est reportée au {newDate}, au même prix. Rien de plus à payer.',
      'Reportée au {newDate} pour météo.',
    ),
    de: t(
      'Törn mit {boat} wetterbedingt verschoben',
      'Wegen des Wetters wird der Törn vom {date} auf den {newDate} verschoben, zum gleichen Preis. Nichts weiter zu zahlen.',
      'Wetterbedingt auf den {newDate} verschoben.',
    ),
    es: t(
      'Salida en {boat} aplazada por meteorología',
      'Por el tiempo, la salida del {date} pasa al {newDate}, al mismo precio. Nada más que pagar.',
      'Aplazada al {newDate} por meteorología.',
    ),
    it: t(
      'Uscita su {boat} rimandata per maltempo',
      'A causa del tempo, l’uscita del {date} passa al {newDate}, allo stesso prezzo. Nulla da pagare in più.',
      'Rimandata al {newDate} per maltempo.',
    ),
    nl: t(
      'Tocht met {boat} uitgesteld wegens het weer',
      'Wegens het weer verschuift de tocht van {date} naar {newDate}, tegen dezelfde prijs. Niets extra te betalen.',
      'Uitgesteld naar {newDate} wegens het weer.',
    ),
    pl: t(
      'Rejs na {boat} przełożony z powodu pogody',
      'Z powodu pogody rejs z {date} przenosi się na {newDate}, w tej samej cenie. Nic więcej do zapłaty.',
      'Przełożony na {newDate} z powodu pogody.',
    ),
    pt: t(
      'Passeio em {boat} adiado por mau tempo',
      'Por causa do tempo, o passeio de {date} passa para {newDate}, pelo mesmo preço. Nada mais a pagar.',
      'Adiado para {newDate} por mau tempo.',
    ),
    el: t(
      'Η εκδρομή με {boat} μετατέθηκε λόγω καιρού',
      'Λόγω καιρού, η εκδρομή της {date} μεταφέρεται στις {newDate}, στην ίδια τιμή. Τίποτα επιπλέον για πληρωμή.',
      'Μετατέθηκε στις {newDate} λόγω καιρού.',
    ),
    ru: t(
      'Поездка на {boat} перенесена из-за погоды',
      'Из-за погоды поездка {date} переносится на {newDate} по той же цене. Доплачивать ничего не нужно.',
      'Перенесено на {newDate} из-за погоды.',
    ),
    sv: t(
      'Turen med {boat} uppskjuten på grund av vädret',
      'På grund av vädret flyttas turen den {date} till {newDate}, till samma pris. Inget mer att betala.',
      'Uppskjuten till {newDate} för väder.',
    ),
  },
);

export const WEATHER_REQUEST = withEnglish(
  t(
    'The renter asks to cancel {boat} for weather',
    'The renter of {boat} on {date} asks to cancel for weather, although the forecast is below the limits. Agree or refuse from the booking page before {due}; no answer is a refusal. Agreeing costs you no penalty.',
    'Weather cancellation asked for {date}: answer before {due}.',
  ),
  {
    fr: t(
      'Le locataire demande d’annuler {boat} pour météo',
      'Le locataire de {boat} du {date} demande une annulation pour météo, bien que la prévision soit sous les seuils. Acceptez ou refusez depuis la réservation avant le {due} ; sans réponse, c’est un refus. Accepter ne vous pénalise pas.',
      'Annulation météo demandée pour le {date} : répondez avant le {due}.',
    ),
    de: t(
      'Der Mieter bittet, {boat} wetterbedingt zu stornieren',
      'Der Mieter von {boat} am {date} bittet um eine wetterbedingte Stornierung, obwohl die Vorhersage unter den Grenzen liegt. Stimmen Sie auf der Buchungsseite vor {due} zu oder lehnen Sie ab; keine Antwort gilt als Ablehnung. Zustimmen kostet Sie nichts.',
      'Wetterstornierung für {date} erbeten: antworten Sie vor {due}.',
    ),
    es: t(
      'El inquilino pide cancelar {boat} por meteorología',
      'El inquilino de {boat} del {date} pide cancelar por meteorología, aunque la previsión está por debajo de los límites. Acepta o rechaza desde la reserva antes del {due}; sin respuesta, es un rechazo. Aceptar no te penaliza.',
      'Cancelación por meteorología pedida para el {date}: responde antes del {due}.',
    ),
    it: t(
      'Il cliente chiede di annullare {boat} per maltempo',
      'Il cliente di {boat} del {date} chiede di annullare per maltempo, anche se le previsioni sono sotto i limiti. Accetta o rifiuta dalla prenotazione entro il {due}; senza risposta è un rifiuto. Accettare non ti penalizza.',
      'Annullamento per maltempo chiesto per il {date}: rispondi entro il {due}.',
    ),
    nl: t(
      'De huurder vraagt {boat} te annuleren wegens het weer',
      'De huurder van {boat} op {date} vraagt te annuleren wegens het weer, hoewel de voorspelling onder de grenzen blijft. Ga akkoord of weiger vanaf de boekingspagina vóór {due}; geen antwoord is een weigering. Akkoord gaan kost je niets.',
      'Weerannulering gevraagd voor {date}: antwoord vóór {due}.',
    ),
    pl: t(
      'Najemca prosi o odwołanie {boat} z powodu pogody',
      'Najemca {boat} na {date} prosi o odwołanie z powodu pogody, choć prognoza jest poniżej progów. Zgódź się lub odmów na stronie rezerwacji przed {due}; brak odpowiedzi oznacza odmowę. Zgoda nie niesie kary.',
      'Prośba o odwołanie {date} z powodu pogody: odpowiedz przed {due}.',
    ),
    pt: t(
      'O locatário pede para cancelar {boat} por mau tempo',
      'O locatário de {boat} de {date} pede para cancelar por mau tempo, embora a previsão esteja abaixo dos limites. Aceite ou recuse na página da reserva antes de {due}; sem resposta é uma recusa. Aceitar não o penaliza.',
      'Cancelamento por mau tempo pedido para {date}: responda antes de {due}.',
    ),
    el: t(
      'Ο ενοικιαστής ζητά ακύρωση του {boat} λόγω καιρού',
      'Ο ενοικιαστής του {boat} για {date} ζητά ακύρωση λόγω καιρού, αν και η πρόγνωση είναι κάτω από τα όρια. Αποδεχτείτε ή αρνηθείτε από τη σελίδα της κράτησης πριν από {due}· χωρίς απάντηση θεωρείται άρνηση. Η αποδοχή δεν σας επιβαρύνει.',
      'Ζητήθηκε ακύρωση λόγω καιρού για {date}: απαντήστε πριν από {due}.',
    ),
    ru: t(
      'Арендатор просит отменить {boat} из-за погоды',
      'Арендатор {boat} на {date} просит отменить поездку из-за погоды, хотя прогноз ниже порогов. Согласитесь или откажите на странице бронирования до {due}; без ответа это отказ. Согласие не влечёт штрафа.',
      'Запрос на отмену из-за погоды на {date}: ответьте до {due}.',
    ),
    sv: t(
      'Hyresgästen ber att avboka {boat} på grund av vädret',
      'Hyresgästen för {boat} den {date} ber att avboka på grund av vädret, fast prognosen är under gränserna. Godkänn eller neka på bokningssidan före {due}; inget svar är ett nej. Att godkänna kostar dig inget.',
      'Väderavbokning begärd för {date}: svara före {due}.',
    ),
  },
);

export const WEATHER_REQUEST_REFUSED = withEnglish(
  t(
    'Weather cancellation refused for {boat}',
    'The owner did not agree to cancel the trip of {date} for weather: the booking stands. You can still cancel under the cancellation policy, or ask again if the forecast worsens.',
    'Weather cancellation refused: the trip of {date} stands.',
  ),
  {
    fr: t(
      'Annulation météo refusée pour {boat}',
      'Le propriétaire n’a pas accepté d’annuler pour météo la sortie du {date} : la réservation est maintenue. Vous pouvez toujours annuler selon les conditions d’annulation, ou redemander si la météo se dégrade.',
      'Annulation météo refusée : la sortie du {date} est maintenue.',
    ),
    de: t(
      'Wetterstornierung für {boat} abgelehnt',
      'Der Eigner hat der wetterbedingten Stornierung des Törns am {date} nicht zugestimmt: die Buchung bleibt bestehen. Sie können weiterhin nach den Stornobedingungen stornieren oder erneut fragen, wenn sich die Vorhersage verschlechtert.',
      'Wetterstornierung abgelehnt: der Törn am {date} bleibt.',
    ),
    es: t(
      'Cancelación por meteorología rechazada para {boat}',
      'El propietario no aceptó cancelar por meteorología la salida del {date}: la reserva se mantiene. Aún puedes cancelar según la política de cancelación, o volver a pedirlo si la previsión empeora.',
      'Cancelación rechazada: la salida del {date} se mantiene.',
    ),
    it: t(
      'Annullamento per maltempo rifiutato per {boat}',
      'Il proprietario non ha accettato di annullare per maltempo l’uscita del {date}: la prenotazione resta. Puoi sempre annullare secondo le condizioni, o richiederlo se le previsioni peggiorano.',
      'Annullamento rifiutato: l’uscita del {date} resta.',
    ),
    nl: t(
      'Weerannulering geweigerd voor {boat}',
      'De eigenaar ging niet akkoord met annuleren wegens het weer van de tocht op {date}: de boeking blijft staan. Je kunt nog annuleren volgens de annuleringsvoorwaarden, of opnieuw vragen als de voorspelling verslechtert.',
      'Weerannulering geweigerd: de tocht op {date} blijft staan.',
    ),
    pl: t(
      'Odmowa odwołania {boat} z powodu pogody',
      'Właściciel nie zgodził się odwołać rejsu {date} z powodu pogody: rezerwacja pozostaje. Nadal możesz odwołać zgodnie z warunkami anulowania lub poprosić ponownie, jeśli prognoza się pogorszy.',
      'Odmowa: rejs {date} pozostaje.',
    ),
    pt: t(
      'Cancelamento por mau tempo recusado para {boat}',
      'O proprietário não aceitou cancelar por mau tempo o passeio de {date}: a reserva mantém-se. Ainda pode cancelar segundo a política de cancelamento, ou pedir de novo se a previsão piorar.',
      'Cancelamento recusado: o passeio de {date} mantém-se.',
    ),
    el: t(
      'Απορρίφθηκε η ακύρωση λόγω καιρού για {boat}',
      'Ο ιδιοκτήτης δεν δέχτηκε να ακυρωθεί λόγω καιρού η εκδρομή της {date}: η κράτηση ισχύει. Μπορείτε ακόμη να ακυρώσετε με την πολιτική ακύρωσης ή να ζητήσετε ξανά αν η πρόγνωση χειροτερέψει.',
      'Απορρίφθηκε: η εκδρομή της {date} ισχύει.',
    ),
    ru: t(
      'Отказ в отмене {boat} из-за погоды',
      'Владелец не согласился отменить поездку {date} из-за погоды: бронирование остаётся в силе. Вы всё ещё можете отменить по правилам отмены или попросить снова, если прогноз ухудшится.',
      'Отказ: поездка {date} остаётся в силе.',
    ),
    sv: t(
      'Väderavbokning nekad för {boat}',
      'Ägaren godkände inte att turen den {date} avbokas på grund av vädret: bokningen står kvar. Du kan fortfarande avboka enligt avbokningsvillkoren, eller fråga igen om prognosen blir sämre.',
      'Väderavbokning nekad: turen den {date} står kvar.',
    ),
  },
);

export type WeatherNoticeKind =
  | 'stormAlert'
  | 'cancelledForWeather'
  | 'postponedForWeather'
  | 'weatherRequest'
  | 'weatherRequestRefused';

export const WEATHER_TEXTS: Record<WeatherNoticeKind, NoticeTexts> = {
  stormAlert: STORM_ALERT,
  cancelledForWeather: CANCELLED_FOR_WEATHER,
  postponedForWeather: POSTPONED_FOR_WEATHER,
  weatherRequest: WEATHER_REQUEST,
  weatherRequestRefused: WEATHER_REQUEST_REFUSED,
};

const dateIn = (day: string, language: LanguageCode) =>
  new Intl.DateTimeFormat(languageOf(language).dateLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

const instantIn = (at: Date, language: LanguageCode, timeZone: string) =>
  new Intl.DateTimeFormat(languageOf(language).dateLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(at);

export interface WeatherNoticeFacts {
  bookingId: number;
  listingTitle: string;
  startDate: string;
  currency?: string;
  gustKn?: number;
  waveM?: number | null;
  warning?: boolean;
  refund?: number;
  voucher?: number;
  newDate?: string;
  due?: Date;
  timeZone?: string;
}

/** The notice of one kind for one party, by e-mail and push, in their language. */
function weatherNotice(kind: WeatherNoticeKind, userId: number, facts: WeatherNoticeFacts): Notice {
  const currency = { code: facts.currency ?? 'EUR', minorDigits: 2 };
  return {
    userId,
    kind: `weather.${kind}`,
    texts: WEATHER_TEXTS[kind],
    channels: ['email', 'push'],
    bookingId: facts.bookingId,
    payload: { weather: kind },
    values: (language) => ({
      boat: facts.listingTitle,
      date: dateIn(facts.startDate, language),
      gusts: Math.round(facts.gustKn ?? 0),
      waves: facts.waveM ?? '–',
      warning: facts.warning ? (WARNING_SUFFIX[language.slice(0, 2)] ?? WARNING_SUFFIX.en) : '',
      refund: formatMoney(facts.refund ?? 0, currency, language),
      voucher: formatMoney(facts.voucher ?? 0, currency, language),
      newDate: facts.newDate ? dateIn(facts.newDate, language) : '',
      due: facts.due ? instantIn(facts.due, language, facts.timeZone ?? 'UTC') : '',
    }),
  };
}

/** Tells one party, by e-mail and push, in their language. */
export async function notifyWeather(
  tx: Queryable,
  kind: WeatherNoticeKind,
  userId: number,
  facts: WeatherNoticeFacts,
): Promise<void> {
  await notify(tx, weatherNotice(kind, userId, facts));
}

/** Tells many parties at once, set-wise (the watching job's alerts of a page of bookings). */
export async function notifyWeatherMany(
  tx: Queryable,
  kind: WeatherNoticeKind,
  told: { userId: number; facts: WeatherNoticeFacts }[],
): Promise<void> {
  await notifyMany(
    tx,
    told.map(({ userId, facts }) => weatherNotice(kind, userId, facts)),
  );
}
