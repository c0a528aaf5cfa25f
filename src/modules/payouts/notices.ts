import { LANGUAGES, type LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import { type Notice, type NoticeTexts, notify, notifyMany } from '../notifications/service.ts';

/**
 * What an owner hears about their money (DESIGN.md, "Owner earnings and payouts"): a payout left, a payout failed, their bank details
 * changed. E-mail and push in the owner's language, written in the transaction that records the fact.
 */

export const payoutSentTexts: NoticeTexts = {
  en: {
    subject: 'Your payout of {amount} is on its way',
    body: 'We sent {amount} to your bank account ({account}) on {date}. It usually arrives within 1 to 3 business days. Details: {link}',
    push: '{amount} sent to your bank account',
  },
  fr: {
    subject: 'Votre virement de {amount} est parti',
    body: 'Nous avons envoyé {amount} sur votre compte bancaire ({account}) le {date}. Il arrive en général sous 1 à 3 jours ouvrés. Détails : {link}',
    push: '{amount} envoyés sur votre compte bancaire',
  },
  es: {
    subject: 'Tu pago de {amount} está en camino',
    body: 'Hemos enviado {amount} a tu cuenta bancaria ({account}) el {date}. Suele llegar en 1 a 3 días hábiles. Detalles: {link}',
    push: '{amount} enviados a tu cuenta bancaria',
  },
  it: {
    subject: 'Il tuo pagamento di {amount} è in arrivo',
    body: 'Abbiamo inviato {amount} sul tuo conto bancario ({account}) il {date}. Di solito arriva in 1-3 giorni lavorativi. Dettagli: {link}',
    push: '{amount} inviati sul tuo conto bancario',
  },
  de: {
    subject: 'Ihre Auszahlung von {amount} ist unterwegs',
    body: 'Wir haben am {date} {amount} auf Ihr Bankkonto ({account}) überwiesen. Sie kommt meist innerhalb von 1 bis 3 Werktagen an. Details: {link}',
    push: '{amount} an Ihr Bankkonto überwiesen',
  },
  nl: {
    subject: 'Je uitbetaling van {amount} is onderweg',
    body: 'We hebben op {date} {amount} naar je bankrekening ({account}) gestuurd. Meestal komt het binnen 1 tot 3 werkdagen aan. Details: {link}',
    push: '{amount} naar je bankrekening gestuurd',
  },
  pl: {
    subject: 'Twoja wypłata {amount} jest w drodze',
    body: 'Wysłaliśmy {amount} na Twoje konto bankowe ({account}) dnia {date}. Zwykle dociera w ciągu 1–3 dni roboczych. Szczegóły: {link}',
    push: '{amount} wysłano na Twoje konto',
  },
  el: {
    subject: 'Η πληρωμή σας {amount} είναι καθ’ οδόν',
    body: 'Στείλαμε {amount} στον τραπεζικό σας λογαριασμό ({account}) στις {date}. Συνήθως φτάνει σε 1 έως 3 εργάσιμες. Λεπτομέρειες: {link}',
    push: '{amount} στάλθηκαν στον λογαριασμό σας',
  },
  ru: {
    subject: 'Ваша выплата {amount} отправлена',
    body: 'Мы отправили {amount} на ваш банковский счёт ({account}) {date}. Обычно деньги приходят за 1–3 рабочих дня. Подробнее: {link}',
    push: '{amount} отправлено на ваш счёт',
  },
  pt: {
    subject: 'O seu pagamento de {amount} está a caminho',
    body: 'Enviámos {amount} para a sua conta bancária ({account}) em {date}. Normalmente chega em 1 a 3 dias úteis. Detalhes: {link}',
    push: '{amount} enviados para a sua conta',
  },
  sv: {
    subject: 'Din utbetalning på {amount} är på väg',
    body: 'Vi skickade {amount} till ditt bankkonto ({account}) den {date}. Den kommer oftast fram inom 1–3 bankdagar. Detaljer: {link}',
    push: '{amount} skickat till ditt bankkonto',
  },
};

export const payoutFailedTexts: NoticeTexts = {
  en: {
    subject: 'Your payout of {amount} could not be sent',
    body: 'Your bank refused the transfer of {amount} to {account}. Please check your bank details in your account; we will try again once they are correct. {link}',
    push: 'Payout of {amount} failed: check your bank details',
  },
  fr: {
    subject: 'Votre virement de {amount} n’a pas pu partir',
    body: 'Votre banque a refusé le virement de {amount} vers {account}. Vérifiez vos coordonnées bancaires dans votre compte ; nous réessaierons dès qu’elles seront correctes. {link}',
    push: 'Virement de {amount} refusé : vérifiez votre RIB',
  },
  es: {
    subject: 'No se pudo enviar tu pago de {amount}',
    body: 'Tu banco rechazó la transferencia de {amount} a {account}. Revisa tus datos bancarios en tu cuenta; lo intentaremos de nuevo cuando sean correctos. {link}',
    push: 'Pago de {amount} rechazado: revisa tus datos bancarios',
  },
  it: {
    subject: 'Non è stato possibile inviare il pagamento di {amount}',
    body: 'La tua banca ha rifiutato il bonifico di {amount} verso {account}. Controlla i tuoi dati bancari nel tuo account; riproveremo appena saranno corretti. {link}',
    push: 'Pagamento di {amount} rifiutato: controlla i dati bancari',
  },
  de: {
    subject: 'Ihre Auszahlung von {amount} konnte nicht gesendet werden',
    body: 'Ihre Bank hat die Überweisung von {amount} an {account} abgelehnt. Bitte prüfen Sie Ihre Bankdaten in Ihrem Konto; wir versuchen es erneut, sobald sie stimmen. {link}',
    push: 'Auszahlung von {amount} abgelehnt: Bankdaten prüfen',
  },
  nl: {
    subject: 'Je uitbetaling van {amount} kon niet worden verstuurd',
    body: 'Je bank heeft de overboeking van {amount} naar {account} geweigerd. Controleer je bankgegevens in je account; we proberen het opnieuw zodra ze kloppen. {link}',
    push: 'Uitbetaling van {amount} geweigerd: controleer je bankgegevens',
  },
  pl: {
    subject: 'Nie udało się wysłać wypłaty {amount}',
    body: 'Twój bank odrzucił przelew {amount} na {account}. Sprawdź dane bankowe na swoim koncie; spróbujemy ponownie, gdy będą poprawne. {link}',
    push: 'Wypłata {amount} odrzucona: sprawdź dane bankowe',
  },
  el: {
    subject: 'Η πληρωμή σας {amount} δεν στάλθηκε',
    body: 'Η τράπεζά σας απέρριψε τη μεταφορά {amount} προς {account}. Ελέγξτε τα τραπεζικά σας στοιχεία στον λογαριασμό σας· θα ξαναδοκιμάσουμε μόλις είναι σωστά. {link}',
    push: 'Η πληρωμή {amount} απορρίφθηκε: ελέγξτε τα στοιχεία σας',
  },
  ru: {
    subject: 'Не удалось отправить выплату {amount}',
    body: 'Ваш банк отклонил перевод {amount} на {account}. Проверьте банковские реквизиты в личном кабинете; мы повторим попытку, когда они будут верны. {link}',
    push: 'Выплата {amount} отклонена: проверьте реквизиты',
  },
  pt: {
    subject: 'Não foi possível enviar o seu pagamento de {amount}',
    body: 'O seu banco recusou a transferência de {amount} para {account}. Verifique os seus dados bancários na sua conta; tentaremos de novo quando estiverem corretos. {link}',
    push: 'Pagamento de {amount} recusado: verifique os dados bancários',
  },
  sv: {
    subject: 'Din utbetalning på {amount} kunde inte skickas',
    body: 'Din bank avvisade överföringen av {amount} till {account}. Kontrollera dina bankuppgifter i ditt konto; vi försöker igen när de stämmer. {link}',
    push: 'Utbetalning på {amount} avvisad: kontrollera bankuppgifterna',
  },
};

export const detailsChangedTexts: NoticeTexts = {
  en: {
    subject: 'Your bank details were changed',
    body: 'The bank account your earnings are paid to was changed on {date} to {account}. If you did not do this, contact us at once and change your password.',
  },
  fr: {
    subject: 'Vos coordonnées bancaires ont été modifiées',
    body: 'Le compte bancaire sur lequel vos revenus sont versés a été changé le {date} pour {account}. Si ce n’est pas vous, contactez-nous immédiatement et changez votre mot de passe.',
  },
  es: {
    subject: 'Se han cambiado tus datos bancarios',
    body: 'La cuenta bancaria en la que recibes tus ingresos se cambió el {date} a {account}. Si no has sido tú, contáctanos de inmediato y cambia tu contraseña.',
  },
  it: {
    subject: 'I tuoi dati bancari sono stati modificati',
    body: 'Il conto su cui ricevi i tuoi guadagni è stato cambiato il {date} in {account}. Se non sei stato tu, contattaci subito e cambia la password.',
  },
  de: {
    subject: 'Ihre Bankdaten wurden geändert',
    body: 'Das Bankkonto für Ihre Auszahlungen wurde am {date} auf {account} geändert. Wenn Sie das nicht waren, kontaktieren Sie uns sofort und ändern Sie Ihr Passwort.',
  },
  nl: {
    subject: 'Je bankgegevens zijn gewijzigd',
    body: 'De bankrekening waarop je inkomsten worden uitbetaald is op {date} gewijzigd in {account}. Was jij dit niet, neem dan meteen contact op en wijzig je wachtwoord.',
  },
  pl: {
    subject: 'Twoje dane bankowe zostały zmienione',
    body: 'Konto, na które wypłacamy Twoje zarobki, zmieniono dnia {date} na {account}. Jeśli to nie Ty, skontaktuj się z nami natychmiast i zmień hasło.',
  },
  el: {
    subject: 'Τα τραπεζικά σας στοιχεία άλλαξαν',
    body: 'Ο λογαριασμός όπου πληρώνονται τα έσοδά σας άλλαξε στις {date} σε {account}. Αν δεν το κάνατε εσείς, επικοινωνήστε αμέσως μαζί μας και αλλάξτε τον κωδικό σας.',
  },
  ru: {
    subject: 'Ваши банковские реквизиты изменены',
    body: 'Счёт для выплат ваших доходов был изменён {date} на {account}. Если это были не вы, немедленно свяжитесь с нами и смените пароль.',
  },
  pt: {
    subject: 'Os seus dados bancários foram alterados',
    body: 'A conta bancária onde recebe os seus ganhos foi alterada em {date} para {account}. Se não foi você, contacte-nos de imediato e altere a sua palavra-passe.',
  },
  sv: {
    subject: 'Dina bankuppgifter har ändrats',
    body: 'Bankkontot dina intäkter betalas till ändrades den {date} till {account}. Om det inte var du, kontakta oss genast och byt lösenord.',
  },
};

const localeOf = (language: LanguageCode) =>
  LANGUAGES.find((l) => l.code === language)?.dateLocale ?? 'en-GB';
const money = (language: LanguageCode, amount: number, currency: string) =>
  new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }).format(amount / 100);
const date = (language: LanguageCode, at: Date) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(at);

const earningsPath = (language: LanguageCode) => `/${language}/account/earnings`;

type PayoutNotice = {
  id: number;
  ownerId: number;
  amount: number;
  currency: string;
  account: string;
  at: Date;
};

const payoutNotice = (payout: PayoutNotice, outcome: 'sent' | 'failed', publicUrl: string): Notice => ({
  userId: payout.ownerId,
  kind: outcome === 'sent' ? 'payouts.sent' : 'payouts.failed',
  texts: outcome === 'sent' ? payoutSentTexts : payoutFailedTexts,
  values: (language) => ({
    amount: money(language, payout.amount, payout.currency),
    account: payout.account,
    date: date(language, payout.at),
    link: `${publicUrl}${earningsPath(language)}`,
  }),
  channels: ['email', 'push'],
  deepLink: earningsPath,
  object: { type: 'payout', id: payout.id },
  payload: { payoutId: payout.id },
});

export async function noticePayout(
  tx: Queryable,
  payout: PayoutNotice,
  outcome: 'sent' | 'failed',
  publicUrl: string,
) {
  await notify(tx, payoutNotice(payout, outcome, publicUrl));
}

/** Many payouts' notices in one write (a run records its accepted payouts together). */
export async function noticePayouts(
  tx: Queryable,
  payouts: PayoutNotice[],
  outcome: 'sent' | 'failed',
  publicUrl: string,
) {
  await notifyMany(
    tx,
    payouts.map((p) => payoutNotice(p, outcome, publicUrl)),
  );
}

export async function noticeDetailsChanged(tx: Queryable, ownerId: number, account: string, at: Date) {
  await notify(tx, {
    userId: ownerId,
    kind: 'payouts.detailsChanged',
    texts: detailsChangedTexts,
    values: (language) => ({ account, date: date(language, at) }),
    channels: ['email'],
  });
}
