import type { NoticeText, NoticeTexts } from '../notifications/service.ts';

/**
 * The unread-messages e-mail, one per burst (src/jobs/messageDigest.ts). `{lines}` lists each
 * conversation ("Name · Boat (2): “the newest message”"), `{link}` opens the thread or the inbox.
 */
const unreadEn: NoticeText = {
  subject: 'Unread messages on Bosun: {count}',
  body: '{lines}\n\nRead and answer: {link}\n\nYou can turn these e-mails off in your account’s notification settings.',
};

export const unreadMessagesTexts: NoticeTexts = {
  en: unreadEn,
  'en-GB': unreadEn,
  'en-US': unreadEn,
  fr: {
    subject: 'Messages non lus sur Bosun : {count}',
    body: '{lines}\n\nLire et répondre : {link}\n\nVous pouvez désactiver ces e-mails dans les paramètres de notification de votre compte.',
  },
  de: {
    subject: 'Ungelesene Nachrichten auf Bosun: {count}',
    body: '{lines}\n\nLesen und antworten: {link}\n\nSie können diese E-Mails in den Benachrichtigungseinstellungen Ihres Kontos abschalten.',
  },
  es: {
    subject: 'Mensajes sin leer en Bosun: {count}',
    body: '{lines}\n\nLeer y responder: {link}\n\nPuedes desactivar estos correos en los ajustes de notificaciones de tu cuenta.',
  },
  el: {
    subject: 'Μη αναγνωσμένα μηνύματα στη Bosun: {count}',
    body: '{lines}\n\nΔιαβάστε και απαντήστε: {link}\n\nΜπορείτε να απενεργοποιήσετε αυτά τα e-mail στις ρυθμίσεις ειδοποιήσεων του λογαριασμού σας.',
  },
  it: {
    subject: 'Messaggi non letti su Bosun: {count}',
    body: '{lines}\n\nLeggi e rispondi: {link}\n\nPuoi disattivare queste e-mail nelle impostazioni di notifica del tuo account.',
  },
  nl: {
    subject: 'Ongelezen berichten op Bosun: {count}',
    body: '{lines}\n\nLezen en antwoorden: {link}\n\nJe kunt deze e-mails uitzetten in de meldingsinstellingen van je account.',
  },
  pl: {
    subject: 'Nieprzeczytane wiadomości w Bosun: {count}',
    body: '{lines}\n\nPrzeczytaj i odpowiedz: {link}\n\nMożesz wyłączyć te e-maile w ustawieniach powiadomień swojego konta.',
  },
  pt: {
    subject: 'Mensagens não lidas na Bosun: {count}',
    body: '{lines}\n\nLer e responder: {link}\n\nPode desativar estes e-mails nas definições de notificações da sua conta.',
  },
  ru: {
    subject: 'Непрочитанные сообщения на Bosun: {count}',
    body: '{lines}\n\nПрочитать и ответить: {link}\n\nЭти письма можно отключить в настройках уведомлений вашего аккаунта.',
  },
  sv: {
    subject: 'Olästa meddelanden på Bosun: {count}',
    body: '{lines}\n\nLäs och svara: {link}\n\nDu kan stänga av de här e-postmeddelandena i kontots aviseringsinställningar.',
  },
};

/**
 * The push of a new message (issue 20), sent at once to the reader's devices (the e-mail waits for
 * the digest). `{name}` the writer's first name, `{excerpt}` the message as the reader sees it.
 */
const newMessageEn: NoticeText = {
  subject: '{name} sent you a message',
  body: '{excerpt}',
  push: '{excerpt}',
};
const newMessage = (subject: string): NoticeText => ({ subject, body: '{excerpt}', push: '{excerpt}' });

export const newMessageTexts: NoticeTexts = {
  en: newMessageEn,
  'en-GB': newMessageEn,
  'en-US': newMessageEn,
  fr: newMessage('{name} vous a envoyé un message'),
  de: newMessage('{name} hat Ihnen eine Nachricht geschickt'),
  es: newMessage('{name} te ha enviado un mensaje'),
  el: newMessage('Ο/Η {name} σας έστειλε μήνυμα'),
  it: newMessage('{name} ti ha inviato un messaggio'),
  nl: newMessage('{name} heeft je een bericht gestuurd'),
  pl: newMessage('{name} wysłał(a) Ci wiadomość'),
  pt: newMessage('{name} enviou-lhe uma mensagem'),
  ru: newMessage('{name} отправил(а) вам сообщение'),
  sv: newMessage('{name} har skickat ett meddelande till dig'),
};
