import type { SitePageTexts } from '../sitePageTexts.ts';

export const texts: SitePageTexts = {
  pages: {
    about: {
      title: 'O Bosun',
      description:
        'Bosun łączy osoby, które chcą wypłynąć na wodę, z właścicielami i profesjonalistami wynajmującymi łodzie i organizującymi atrakcje.',
      sections: [
        {
          heading: 'Czym się zajmujemy',
          paragraphs: [
            'Bosun to platforma wynajmu łodzi i atrakcji na wodzie: żaglówki, katamarany, łodzie motorowe, łodzie bez patentu, skutery wodne, łodzie mieszkalne i jachty, ze skipperem lub bez, a także rejsy wycieczkowe, nurkowanie czy rejsy o zachodzie słońca.',
            'Właściciele i profesjonaliści publikują swoje łodzie i sami ustalają ceny, kalendarze i warunki anulowania. Najemcy szukają według miejsca i dat, rezerwują i płacą online oraz rozmawiają z właścicielem przed rejsem i po nim.',
          ],
        },
        {
          heading: 'Jak pracujemy',
          paragraphs: [
            'Sprawdzamy ogłoszenia przed publikacją, wstrzymujemy płatność, aż właściciel przyjmie prośbę o rezerwację, i przechowujemy każdą rezerwację, wiadomość i umowę, aby obie strony mogły polegać na tym, co ustalono.',
            'Serwis działa w 13 językach i pokazuje ceny w Twojej walucie; kwota jest pobierana w euro.',
          ],
        },
      ],
    },
    'how-it-works': {
      title: 'Jak to działa',
      description: 'Znajdź łódź, wyślij prośbę lub zarezerwuj od razu i wypłyń: oto każdy krok.',
      sections: [
        {
          heading: '1. Szukaj',
          paragraphs: [
            'Wybierz miejsce, daty i liczbę osób. Filtruj według typu łodzi, ze skipperem lub bez, ceny, długości czy wyposażenia i porównuj ogłoszenia na mapie.',
          ],
        },
        {
          heading: '2. Zarezerwuj',
          paragraphs: [
            'Niektóre łodzie można zarezerwować od razu. W pozostałych wysyłasz prośbę: kwota jest blokowana na karcie i pobierana tylko wtedy, gdy właściciel przyjmie ją w ciągu 48 godzin; w przeciwnym razie blokada jest zwalniana.',
            'Przed potwierdzeniem widzisz pełną cenę z opłatą serwisową, wybranymi opcjami i ubezpieczeniami, kaucję i zasady anulowania.',
          ],
        },
        {
          heading: '3. Wypłyń',
          paragraphs: [
            'Po przyjęciu rezerwacji otrzymujesz dane kontaktowe właściciela i miejsce spotkania. W porcie podpisujesz na telefonie umowę przekazania, a przy zwrocie łodzi umowę zwrotu.',
            'Po rejsie Ty i właściciel wystawiacie sobie nawzajem opinie. Opinie publikujemy razem, gdy obie strony je napiszą lub po 14 dniach.',
          ],
        },
      ],
    },
    'become-an-owner': {
      title: 'Zostań właścicielem',
      description: 'Wynajmuj swoją łódź lub atrakcję najemcom z całej Europy na własnych warunkach.',
      sections: [
        {
          heading: 'Opublikuj swoją łódź',
          paragraphs: [
            'Załóż konto, opisz łódź w swoim języku, dodaj zdjęcia, ceny w sezonach i dostępne dni. Ogłoszenie jest pokazywane w 13 językach: tytuły powstają z danych łodzi, a opisy są tłumaczone.',
          ],
        },
        {
          heading: 'Ty decydujesz',
          paragraphs: [
            'Wybierasz rezerwację natychmiastową lub na prośbę, minimalny czas wynajmu, kaucję i zasady anulowania. Na każdą prośbę odpowiadasz w ciągu 48 godzin i możesz wcześniej porozmawiać z najemcą.',
          ],
        },
        {
          heading: 'Otrzymuj płatności',
          paragraphs: [
            'Najemcy płacą online. Kaucja jest blokowana na karcie najemcy i zwalniana po rejsie, chyba że zgłosisz szkodę. Zarobki są wypłacane po rozpoczęciu wynajmu.',
          ],
        },
      ],
    },
    help: {
      title: 'Pomoc',
      description: 'Odpowiedzi na pytania, które najemcy i właściciele zadają najczęściej.',
      sections: [
        {
          heading: 'Czy potrzebuję patentu?',
          paragraphs: [
            'Nie na łodzie bez patentu ani na łodzie ze skipperem. Każde ogłoszenie informuje, czy patent jest wymagany; właściciel może poprosić o jego okazanie w porcie.',
          ],
        },
        {
          heading: 'Kiedy pobierana jest płatność?',
          paragraphs: [
            'Przy rezerwacji natychmiastowej w chwili rezerwacji. Przy prośbie kwota jest tylko blokowana i pobierana, gdy właściciel ją przyjmie. Przy zaliczce reszta jest pobierana automatycznie przed rejsem.',
          ],
        },
        {
          heading: 'Jak anulować?',
          paragraphs: [
            'Otwórz rezerwację na swoim koncie i wybierz „Anuluj”. Zwrot następuje według zasad anulowania obowiązujących przy rezerwacji; wycofanie nieprzyjętej jeszcze prośby jest bezpłatne.',
          ],
        },
        {
          heading: 'A kaucja?',
          paragraphs: [
            'Kaucja to blokada na karcie, a nie płatność. Jest zwalniana po rejsie lub częściowo pobierana tylko wtedy, gdy szkoda zostanie zgłoszona i rozliczona.',
          ],
        },
        {
          heading: 'Coś innego?',
          paragraphs: ['Napisz do nas przez stronę kontaktową; odpowiadamy w Twoim języku.'],
        },
      ],
    },
    contact: {
      title: 'Kontakt',
      description: 'Pytanie o łódź, rezerwację lub konto? Napisz do nas, a nasz zespół odpowie e-mailem.',
      sections: [
        {
          heading: 'Zanim napiszesz',
          paragraphs: [
            'W sprawie trwającej rezerwacji najszybciej jest napisać do właściciela w rozmowie na swoim koncie. We wszystkich innych sprawach skorzystaj z formularza poniżej: wiadomość trafi do naszego zespołu, który odpowie e-mailem, zwykle w ciągu jednego dnia roboczego.',
          ],
        },
      ],
    },
    terms: {
      title: 'Regulamin',
      description:
        'Zasady obowiązujące przy korzystaniu z Bosun do wynajmu łodzi lub atrakcji albo do ich oferowania.',
      sections: [
        {
          heading: '1. Kim jesteśmy',
          paragraphs: [
            'Bosun prowadzi ten serwis i jego aplikacje, platformę, na której właściciele (osoby prywatne i profesjonaliści) oferują łodzie i atrakcje, a najemcy je rezerwują. Umowa najmu zawierana jest między najemcą a właścicielem; Bosun nie jest jej stroną i nie jest właścicielem łodzi.',
          ],
        },
        {
          heading: '2. Konta',
          paragraphs: [
            'Do rezerwacji lub publikacji łodzi potrzebne jest konto. Podajesz prawdziwe dane, chronisz hasło i potwierdzasz numer telefonu kodem wysłanym SMS-em. Odpowiadasz za korzystanie ze swojego konta.',
          ],
        },
        {
          heading: '3. Rezerwacje i płatności',
          paragraphs: [
            'Cena widoczna przed potwierdzeniem obejmuje najem, wybrane opcje i ubezpieczenia oraz opłatę serwisową Bosun. Płatność kartą odbywa się przez naszego operatora płatności, Stripe. Prośba jest autoryzowana na karcie i pobierana tylko, jeśli właściciel przyjmie ją w ciągu 48 godzin. Przy zaliczce reszta jest pobierana w terminie płatności.',
            'Kaucja to blokada na karcie; jest pobierana w całości lub części tylko za szkody zgłoszone przez właściciela i rozliczone po weryfikacji.',
          ],
        },
        {
          heading: '4. Anulowanie',
          paragraphs: [
            'Każde ogłoszenie ma zasady anulowania (elastyczne, umiarkowane lub surowe), widoczne w ogłoszeniu i przy rezerwacji; obowiązują zasady z chwili rezerwacji. Właściciel, który anuluje, zwraca najemcy całą kwotę. Wycofanie prośby przed jej przyjęciem jest bezpłatne.',
          ],
        },
        {
          heading: '5. Obowiązki właścicieli',
          paragraphs: [
            'Właściciele rzetelnie opisują łodzie, aktualizują kalendarz, mają wymagane prawem ubezpieczenia i dokumenty, przekazują łódź w dobrym stanie i odpowiadają na prośby w ciągu 48 godzin.',
          ],
        },
        {
          heading: '6. Obowiązki najemców',
          paragraphs: [
            'Najemcy mają wymagany patent, jeśli pływają bez skippera, przestrzegają dozwolonej liczby osób, stosują się do instruktażu bezpieczeństwa właściciela i zwracają łódź na czas, w stanie, w jakim ją otrzymali.',
          ],
        },
        {
          heading: '7. Wiadomości i opinie',
          paragraphs: [
            'Wiadomości przechodzą przez Bosun. Do czasu przyjęcia rezerwacji numery telefonów, adresy e-mail i linki są ukrywane przed drugą stroną. Opinie muszą dotyczyć prawdziwego rejsu; możemy ukryć wiadomość lub opinię naruszającą regulamin.',
          ],
        },
        {
          heading: '8. Odpowiedzialność i spory',
          paragraphs: [
            'Bosun odpowiada za działanie platformy i staranną obsługę płatności. Roszczenia dotyczące łodzi lub rejsu kieruje się do drugiej strony; nasz zespół pomaga obu stronom znaleźć rozwiązanie. Regulamin podlega prawu kraju siedziby Bosun, bez pozbawiania konsumentów ochrony prawa ich kraju.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Polityka prywatności',
      description:
        'Jakie dane osobowe przechowuje Bosun, w jakim celu, komu je przekazuje i jak możesz korzystać ze swoich praw.',
      sections: [
        {
          heading: 'Co przechowujemy',
          paragraphs: [
            'Twoje konto: imię i nazwisko, adres e-mail, numer telefonu, język, walutę i hasło przechowywane wyłącznie jako skrót argon2 (albo identyfikator konta Google, Apple lub Facebook, którym się logujesz).',
            'Twoje rezerwacje: łódź, daty, liczbę osób, pozycje ceny, ubezpieczenia, warunki anulowania, historię statusów oraz umowy przekazania i zwrotu ze zdjęciami.',
            'Twoje płatności: kwoty, status i identyfikator płatności w Stripe. Numery kart wpisujesz w formularzu operatora płatności; Bosun nigdy ich nie przechowuje.',
            'Twoje wiadomości z właścicielami lub najemcami, opinie, ulubione i zapytania kontaktowe.',
            'Dane bezpieczeństwa: aktywne sesje, nieudane próby logowania z adresem, z którego pochodziły, oraz kody weryfikacyjne SMS (ważne dziesięć minut).',
          ],
        },
        {
          heading: 'W jakim celu',
          paragraphs: [
            'Aby zrealizować najem, który rezerwujesz lub oferujesz (umowa), zapobiegać oszustwom i chronić konta (prawnie uzasadniony interes), prowadzić księgowość (obowiązek prawny) oraz, wyłącznie za Twoją zgodą, mierzyć oglądalność i skuteczność reklam.',
          ],
        },
        {
          heading: 'Kto jeszcze otrzymuje dane',
          paragraphs: [
            'Druga strona rezerwacji (imię, a po przyjęciu rezerwacji dane kontaktowe); Stripe w celu płatności; Twilio w celu wysyłki kodów SMS; nasz dostawca poczty w celu powiadomień; oraz, jeśli jest włączona, usługa raportowania błędów, która otrzymuje raporty techniczne pozbawione adresów e-mail, numerów telefonów, numerów kart i tokenów.',
          ],
        },
        {
          heading: 'Jak długo',
          paragraphs: [
            'Dane konta, dopóki konto istnieje; rezerwacje i płatności przez okres wymagany przepisami o rachunkowości; powiadomienia na żywo jeden dzień; raporty błędów, dopóki nie zastąpią ich nowsze.',
          ],
        },
        {
          heading: 'Twoje prawa',
          paragraphs: [
            'Możesz uzyskać dostęp do swoich danych, poprawić je, wyeksportować lub usunąć, sprzeciwić się ich wykorzystaniu i w każdej chwili wycofać zgodę, na swoim koncie lub pisząc do nas przez stronę kontaktową. Możesz też złożyć skargę do organu ochrony danych.',
          ],
        },
      ],
    },
    cookies: {
      title: 'Pliki cookie',
      description:
        'Pliki cookie używane przez Bosun, do czego służy każdy z nich i jak długo jest przechowywany; zmień swój wybór w dowolnej chwili.',
      sections: [
        {
          heading: 'Twój wybór',
          paragraphs: [
            'Niezbędne pliki cookie utrzymują zalogowanie, chronią formularze i zapamiętują język, walutę oraz Twój wybór dotyczący plików cookie; nie można ich wyłączyć. Pomiar oglądalności, ankiety i reklamy są używane tylko za Twoją zgodą, którą możesz w każdej chwili zmienić.',
          ],
        },
      ],
    },
  },
  cookies: {
    bosun_session: 'Utrzymuje zalogowanie (usuwany po 30 dniach bez wizyty).',
    'XSRF-TOKEN': 'Chroni Twoje zmiany przed żądaniami wysyłanymi przez inne strony.',
    bosun_device:
      'Rozpoznaje przeglądarkę, w której już się logowałeś, aby kontrole bezpieczeństwa Cię nie blokowały.',
    bosun_consent: 'Zapamiętuje Twój wybór dotyczący plików cookie.',
    currency: 'Zapamiętuje walutę wybraną dla cen.',
    ab_variation: 'Zachowuje ten sam wygląd wyszukiwania, gdy porównujemy dwie wersje.',
    disabledTracking: 'W aplikacji Bosun: ustawienie śledzenia aplikacji.',
    visitorUlid: 'Pomiar oglądalności: liczy wizyty bez identyfikowania Ciebie.',
    adClickId: 'Reklama: zapamiętuje reklamę, z której przyszedłeś, aby wiedzieć, które reklamy działają.',
  },
};
