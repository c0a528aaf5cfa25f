import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages.ts';

/** The texts the server itself sends (SMS, e-mail, legacy error messages), in the reader's language. */
interface AuthTexts {
  smsCode(code: string): string;
  resetSubject: string;
  resetBody(link: string): string;
  resetEmailInvalid: string;
  resetTooMany: string;
  unlockSubject: string;
  unlockBody(link: string): string;
}

const en: AuthTexts = {
  smsCode: (code) => `Bosun: your code is ${code}. It expires in 10 minutes. Never share it.`,
  resetSubject: 'Choose a new Bosun password',
  resetBody: (link) =>
    `Someone asked to reset the password of your Bosun account.\n\nChoose a new password within 1 hour: ${link}\n\nIf it was not you, ignore this e-mail: your password stays the same.`,
  resetEmailInvalid: 'Enter a valid e-mail address.',
  resetTooMany: 'Too many requests for this address. Try again in an hour.',
  unlockSubject: 'Sign in to Bosun from a new browser',
  unlockBody: (link) =>
    `Someone tried many wrong passwords on your Bosun account from browsers it does not know, so it now refuses them for a while.\n\nIf you are trying to sign in from a new browser, open this link in it within 1 hour, then sign in: ${link}\n\nIf it was not you, ignore this e-mail: your account stays protected, and the browsers you used before still sign in.`,
};

const TEXTS: Record<LanguageCode, AuthTexts> = {
  en,
  'en-GB': en,
  'en-US': en,
  fr: {
    smsCode: (code) => `Bosun : votre code est ${code}. Il expire dans 10 minutes. Ne le partagez jamais.`,
    resetSubject: 'Choisissez un nouveau mot de passe Bosun',
    resetBody: (link) =>
      `Une demande de réinitialisation du mot de passe de votre compte Bosun a été faite.\n\nChoisissez un nouveau mot de passe dans l'heure : ${link}\n\nSi ce n'était pas vous, ignorez cet e-mail : votre mot de passe reste le même.`,
    resetEmailInvalid: 'Saisissez une adresse e-mail valide.',
    resetTooMany: 'Trop de demandes pour cette adresse. Réessayez dans une heure.',
    unlockSubject: 'Connectez-vous à Bosun depuis un nouveau navigateur',
    unlockBody: (link) =>
      `Quelqu'un a essayé de nombreux mots de passe erronés sur votre compte Bosun depuis des navigateurs inconnus : il les refuse donc pour un moment.\n\nSi vous essayez de vous connecter depuis un nouveau navigateur, ouvrez ce lien dans celui-ci dans l'heure, puis connectez-vous : ${link}\n\nSi ce n'était pas vous, ignorez cet e-mail : votre compte reste protégé, et vos navigateurs habituels peuvent toujours se connecter.`,
  },
  es: {
    smsCode: (code) => `Bosun: tu código es ${code}. Caduca en 10 minutos. No lo compartas nunca.`,
    resetSubject: 'Elige una nueva contraseña de Bosun',
    resetBody: (link) =>
      `Se ha pedido restablecer la contraseña de tu cuenta Bosun.\n\nElige una nueva contraseña en menos de 1 hora: ${link}\n\nSi no fuiste tú, ignora este correo: tu contraseña no cambia.`,
    resetEmailInvalid: 'Introduce una dirección de correo válida.',
    resetTooMany: 'Demasiadas solicitudes para esta dirección. Inténtalo de nuevo en una hora.',
    unlockSubject: 'Inicia sesión en Bosun desde un navegador nuevo',
    unlockBody: (link) =>
      `Alguien ha probado muchas contraseñas incorrectas en tu cuenta Bosun desde navegadores desconocidos, así que los rechaza durante un tiempo.\n\nSi intentas iniciar sesión desde un navegador nuevo, abre este enlace en él antes de 1 hora y luego inicia sesión: ${link}\n\nSi no fuiste tú, ignora este correo: tu cuenta sigue protegida y tus navegadores habituales pueden seguir iniciando sesión.`,
  },
  it: {
    smsCode: (code) => `Bosun: il tuo codice è ${code}. Scade tra 10 minuti. Non condividerlo mai.`,
    resetSubject: 'Scegli una nuova password Bosun',
    resetBody: (link) =>
      `È stato chiesto di reimpostare la password del tuo account Bosun.\n\nScegli una nuova password entro 1 ora: ${link}\n\nSe non sei stato tu, ignora questa e-mail: la password resta invariata.`,
    resetEmailInvalid: 'Inserisci un indirizzo e-mail valido.',
    resetTooMany: 'Troppe richieste per questo indirizzo. Riprova tra un’ora.',
    unlockSubject: 'Accedi a Bosun da un nuovo browser',
    unlockBody: (link) =>
      `Qualcuno ha provato molte password errate sul tuo account Bosun da browser sconosciuti, quindi per un po' li rifiuta.\n\nSe stai cercando di accedere da un nuovo browser, apri questo link al suo interno entro 1 ora, poi accedi: ${link}\n\nSe non sei stato tu, ignora questa e-mail: il tuo account resta protetto e i browser che usavi prima possono ancora accedere.`,
  },
  de: {
    smsCode: (code) =>
      `Bosun: Ihr Code lautet ${code}. Er läuft in 10 Minuten ab. Geben Sie ihn niemals weiter.`,
    resetSubject: 'Neues Bosun-Passwort wählen',
    resetBody: (link) =>
      `Für Ihr Bosun-Konto wurde das Zurücksetzen des Passworts angefordert.\n\nWählen Sie innerhalb 1 Stunde ein neues Passwort: ${link}\n\nWenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.`,
    resetEmailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    resetTooMany: 'Zu viele Anfragen für diese Adresse. Versuchen Sie es in einer Stunde erneut.',
    unlockSubject: 'Von einem neuen Browser bei Bosun anmelden',
    unlockBody: (link) =>
      `Jemand hat von unbekannten Browsern aus viele falsche Passwörter für Ihr Bosun-Konto versucht, daher weist es diese eine Zeit lang ab.\n\nWenn Sie sich von einem neuen Browser anmelden möchten, öffnen Sie diesen Link innerhalb 1 Stunde darin und melden Sie sich dann an: ${link}\n\nWenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Konto bleibt geschützt, und Ihre bisherigen Browser können sich weiterhin anmelden.`,
  },
  nl: {
    smsCode: (code) => `Bosun: je code is ${code}. Hij verloopt over 10 minuten. Deel hem nooit.`,
    resetSubject: 'Kies een nieuw Bosun-wachtwoord',
    resetBody: (link) =>
      `Er is gevraagd het wachtwoord van je Bosun-account opnieuw in te stellen.\n\nKies binnen 1 uur een nieuw wachtwoord: ${link}\n\nWas jij het niet? Negeer deze e-mail: je wachtwoord blijft hetzelfde.`,
    resetEmailInvalid: 'Voer een geldig e-mailadres in.',
    resetTooMany: 'Te veel aanvragen voor dit adres. Probeer het over een uur opnieuw.',
    unlockSubject: 'Log in bij Bosun vanuit een nieuwe browser',
    unlockBody: (link) =>
      `Iemand heeft vanuit onbekende browsers veel verkeerde wachtwoorden geprobeerd op je Bosun-account, dus het weigert die een tijdje.\n\nProbeer je in te loggen vanuit een nieuwe browser, open deze link daarin binnen 1 uur en log daarna in: ${link}\n\nWas jij het niet, negeer dan deze e-mail: je account blijft beschermd en je vertrouwde browsers kunnen nog steeds inloggen.`,
  },
  pl: {
    smsCode: (code) => `Bosun: Twój kod to ${code}. Wygasa za 10 minut. Nigdy go nie udostępniaj.`,
    resetSubject: 'Wybierz nowe hasło Bosun',
    resetBody: (link) =>
      `Poproszono o zresetowanie hasła do Twojego konta Bosun.\n\nWybierz nowe hasło w ciągu 1 godziny: ${link}\n\nJeśli to nie Ty, zignoruj tę wiadomość: hasło pozostaje bez zmian.`,
    resetEmailInvalid: 'Podaj prawidłowy adres e-mail.',
    resetTooMany: 'Zbyt wiele próśb dla tego adresu. Spróbuj ponownie za godzinę.',
    unlockSubject: 'Zaloguj się do Bosun z nowej przeglądarki',
    unlockBody: (link) =>
      `Ktoś wypróbował wiele błędnych haseł do Twojego konta Bosun z nieznanych przeglądarek, więc przez pewien czas je odrzuca.\n\nJeśli próbujesz zalogować się z nowej przeglądarki, otwórz w niej ten link w ciągu 1 godziny, a potem się zaloguj: ${link}\n\nJeśli to nie Ty, zignoruj tę wiadomość: Twoje konto pozostaje chronione, a Twoje dotychczasowe przeglądarki nadal mogą się logować.`,
  },
  el: {
    smsCode: (code) => `Bosun: ο κωδικός σας είναι ${code}. Λήγει σε 10 λεπτά. Μην τον μοιραστείτε ποτέ.`,
    resetSubject: 'Επιλέξτε νέο κωδικό πρόσβασης Bosun',
    resetBody: (link) =>
      `Ζητήθηκε επαναφορά του κωδικού πρόσβασης του λογαριασμού σας Bosun.\n\nΕπιλέξτε νέο κωδικό μέσα σε 1 ώρα: ${link}\n\nΑν δεν ήσασταν εσείς, αγνοήστε αυτό το e-mail: ο κωδικός σας δεν αλλάζει.`,
    resetEmailInvalid: 'Εισαγάγετε έγκυρη διεύθυνση e-mail.',
    resetTooMany: 'Πάρα πολλά αιτήματα για αυτή τη διεύθυνση. Δοκιμάστε ξανά σε μία ώρα.',
    unlockSubject: 'Συνδεθείτε στο Bosun από νέο πρόγραμμα περιήγησης',
    unlockBody: (link) =>
      `Κάποιος δοκίμασε πολλούς λάθος κωδικούς στον λογαριασμό σας Bosun από άγνωστα προγράμματα περιήγησης, γι' αυτό τα απορρίπτει για λίγο.\n\nΑν προσπαθείτε να συνδεθείτε από νέο πρόγραμμα περιήγησης, ανοίξτε σε αυτό τον σύνδεσμο μέσα σε 1 ώρα και μετά συνδεθείτε: ${link}\n\nΑν δεν ήσασταν εσείς, αγνοήστε αυτό το e-mail: ο λογαριασμός σας παραμένει προστατευμένος και τα προγράμματα περιήγησης που χρησιμοποιούσατε συνδέονται κανονικά.`,
  },
  ru: {
    smsCode: (code) => `Bosun: ваш код ${code}. Он действует 10 минут. Никому его не сообщайте.`,
    resetSubject: 'Выберите новый пароль Bosun',
    resetBody: (link) =>
      `Поступил запрос на сброс пароля вашего аккаунта Bosun.\n\nВыберите новый пароль в течение 1 часа: ${link}\n\nЕсли это были не вы, проигнорируйте письмо: пароль не изменится.`,
    resetEmailInvalid: 'Введите корректный адрес электронной почты.',
    resetTooMany: 'Слишком много запросов для этого адреса. Повторите через час.',
    unlockSubject: 'Вход в Bosun из нового браузера',
    unlockBody: (link) =>
      `Кто-то много раз ввёл неверный пароль к вашему аккаунту Bosun из незнакомых браузеров, поэтому он временно их не пускает.\n\nЕсли вы пытаетесь войти из нового браузера, откройте в нём эту ссылку в течение 1 часа, затем войдите: ${link}\n\nЕсли это были не вы, проигнорируйте письмо: аккаунт остаётся защищённым, а ваши прежние браузеры по-прежнему могут входить.`,
  },
  pt: {
    smsCode: (code) => `Bosun: o seu código é ${code}. Expira em 10 minutos. Nunca o partilhe.`,
    resetSubject: 'Escolha uma nova palavra-passe Bosun',
    resetBody: (link) =>
      `Foi pedida a reposição da palavra-passe da sua conta Bosun.\n\nEscolha uma nova palavra-passe dentro de 1 hora: ${link}\n\nSe não foi você, ignore este e-mail: a sua palavra-passe mantém-se.`,
    resetEmailInvalid: 'Introduza um endereço de e-mail válido.',
    resetTooMany: 'Demasiados pedidos para este endereço. Tente novamente dentro de uma hora.',
    unlockSubject: 'Entre no Bosun a partir de um novo navegador',
    unlockBody: (link) =>
      `Alguém tentou muitas palavras-passe erradas na sua conta Bosun a partir de navegadores desconhecidos, por isso ela recusa-os durante algum tempo.\n\nSe está a tentar entrar a partir de um novo navegador, abra nele esta ligação dentro de 1 hora e depois entre: ${link}\n\nSe não foi você, ignore este e-mail: a sua conta continua protegida e os navegadores que já usava continuam a poder entrar.`,
  },
  sv: {
    smsCode: (code) => `Bosun: din kod är ${code}. Den går ut om 10 minuter. Dela den aldrig.`,
    resetSubject: 'Välj ett nytt Bosun-lösenord',
    resetBody: (link) =>
      `Någon har bett om att återställa lösenordet till ditt Bosun-konto.\n\nVälj ett nytt lösenord inom 1 timme: ${link}\n\nVar det inte du? Ignorera mejlet: ditt lösenord är oförändrat.`,
    resetEmailInvalid: 'Ange en giltig e-postadress.',
    resetTooMany: 'För många förfrågningar för den här adressen. Försök igen om en timme.',
    unlockSubject: 'Logga in på Bosun från en ny webbläsare',
    unlockBody: (link) =>
      `Någon har provat många felaktiga lösenord på ditt Bosun-konto från okända webbläsare, så kontot avvisar dem en stund.\n\nOm du försöker logga in från en ny webbläsare, öppna den här länken i den inom 1 timme och logga sedan in: ${link}\n\nOm det inte var du kan du ignorera e-postmeddelandet: ditt konto är fortfarande skyddat och dina tidigare webbläsare kan fortfarande logga in.`,
  },
};

export function authTexts(language: string | undefined): AuthTexts {
  return TEXTS[language && isLanguageCode(language) ? language : FALLBACK_LANGUAGE];
}
