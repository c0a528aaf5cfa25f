import type { NoticeTexts } from '../notifications/service.ts';

/** The e-mail a new account gets, in its language (`{firstName}`, `{siteUrl}`). */
export const welcomeTexts: NoticeTexts = {
  en: {
    subject: 'Welcome to Bosun, {firstName}',
    body: 'Hello {firstName},\n\nyour Bosun account is ready. Search boats and outings with or without a licence, ask owners your questions and book online: {siteUrl}\n\nSee you on the water,\nthe Bosun team',
  },
  fr: {
    subject: 'Bienvenue sur Bosun, {firstName}',
    body: 'Bonjour {firstName},\n\nvotre compte Bosun est prêt. Cherchez des bateaux et des sorties avec ou sans permis, posez vos questions aux propriétaires et réservez en ligne : {siteUrl}\n\nÀ bientôt sur l’eau,\nl’équipe Bosun',
  },
  de: {
    subject: 'Willkommen bei Bosun, {firstName}',
    body: 'Hallo {firstName},\n\nIhr Bosun-Konto ist bereit. Suchen Sie Boote und Ausflüge mit oder ohne Führerschein, stellen Sie den Eignern Ihre Fragen und buchen Sie online: {siteUrl}\n\nBis bald auf dem Wasser,\nIhr Bosun-Team',
  },
  es: {
    subject: 'Bienvenido a Bosun, {firstName}',
    body: 'Hola, {firstName}:\n\ntu cuenta de Bosun está lista. Busca barcos y excursiones con o sin licencia, pregunta a los propietarios y reserva en línea: {siteUrl}\n\nNos vemos en el agua,\nel equipo de Bosun',
  },
  el: {
    subject: 'Καλώς ήρθατε στο Bosun, {firstName}',
    body: 'Γεια σας {firstName},\n\nο λογαριασμός σας στο Bosun είναι έτοιμος. Αναζητήστε σκάφη και εκδρομές με ή χωρίς δίπλωμα, κάντε τις ερωτήσεις σας στους ιδιοκτήτες και κάντε κράτηση online: {siteUrl}\n\nΤα λέμε στη θάλασσα,\nη ομάδα του Bosun',
  },
  it: {
    subject: 'Benvenuto su Bosun, {firstName}',
    body: 'Ciao {firstName},\n\nil tuo account Bosun è pronto. Cerca barche ed escursioni con o senza patente, fai le tue domande ai proprietari e prenota online: {siteUrl}\n\nA presto in mare,\nil team Bosun',
  },
  nl: {
    subject: 'Welkom bij Bosun, {firstName}',
    body: 'Hallo {firstName},\n\nje Bosun-account is klaar. Zoek boten en uitstapjes met of zonder vaarbewijs, stel de eigenaren je vragen en boek online: {siteUrl}\n\nTot op het water,\nhet Bosun-team',
  },
  pl: {
    subject: 'Witaj w Bosun, {firstName}',
    body: 'Cześć {firstName},\n\nTwoje konto Bosun jest gotowe. Szukaj łodzi i rejsów z patentem lub bez, zadawaj pytania właścicielom i rezerwuj online: {siteUrl}\n\nDo zobaczenia na wodzie,\nzespół Bosun',
  },
  pt: {
    subject: 'Bem-vindo à Bosun, {firstName}',
    body: 'Olá {firstName},\n\na sua conta Bosun está pronta. Procure barcos e passeios com ou sem carta, faça as suas perguntas aos proprietários e reserve online: {siteUrl}\n\nAté breve no mar,\na equipa Bosun',
  },
  ru: {
    subject: 'Добро пожаловать в Bosun, {firstName}',
    body: 'Здравствуйте, {firstName}!\n\nВаш аккаунт Bosun готов. Ищите лодки и прогулки с правами и без, задавайте вопросы владельцам и бронируйте онлайн: {siteUrl}\n\nДо встречи на воде,\nкоманда Bosun',
  },
  sv: {
    subject: 'Välkommen till Bosun, {firstName}',
    body: 'Hej {firstName},\n\nditt Bosun-konto är klart. Sök båtar och utflykter med eller utan båtkörkort, ställ dina frågor till ägarna och boka online: {siteUrl}\n\nVi ses på vattnet,\nBosun-teamet',
  },
};
