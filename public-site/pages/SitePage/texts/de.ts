import type { SitePageTexts } from '../sitePageTexts.ts';

export const texts: SitePageTexts = {
  pages: {
    about: {
      title: 'Über Bosun',
      description:
        'Bosun bringt Menschen, die aufs Wasser wollen, mit Eignern und Profis zusammen, die Boote vermieten und Aktivitäten anbieten.',
      sections: [
        {
          heading: 'Was wir tun',
          paragraphs: [
            'Bosun ist ein Marktplatz für Bootsvermietung und Wassersport: Segelboote, Katamarane, Motorboote, führerscheinfreie Boote, Jetskis, Hausboote und Yachten, mit oder ohne Skipper, dazu Ausflüge wie Bootstouren, Tauchgänge oder Sonnenuntergangsfahrten.',
            'Eigner und Profis stellen ihre Boote ein und legen Preise, Kalender und Stornierungsbedingungen selbst fest. Mieter suchen nach Ort und Datum, buchen und bezahlen online und schreiben dem Eigner vor und nach dem Törn.',
          ],
        },
        {
          heading: 'Wie wir arbeiten',
          paragraphs: [
            'Wir prüfen Inserate vor der Veröffentlichung, halten die Zahlung zurück, bis der Eigner eine Anfrage annimmt, und bewahren jede Buchung, Nachricht und jeden Vertrag auf, damit sich beide Seiten auf das Vereinbarte verlassen können.',
            'Die Website gibt es in 13 Sprachen, Preise werden in Ihrer Währung angezeigt; abgebucht wird in Euro.',
          ],
        },
      ],
    },
    'how-it-works': {
      title: 'So funktioniert es',
      description: 'Boot finden, Anfrage senden oder sofort buchen, lossegeln: hier jeder Schritt.',
      sections: [
        {
          heading: '1. Suchen',
          paragraphs: [
            'Wählen Sie einen Ort, Ihre Daten und die Zahl der Personen. Filtern Sie nach Bootstyp, mit oder ohne Skipper, Preis, Länge oder Ausstattung, und vergleichen Sie die Inserate auf der Karte.',
          ],
        },
        {
          heading: '2. Buchen',
          paragraphs: [
            'Manche Boote lassen sich sofort buchen. Für die anderen senden Sie eine Anfrage: Der Betrag wird auf Ihrer Karte reserviert und nur abgebucht, wenn der Eigner innerhalb von 48 Stunden annimmt; sonst wird die Reservierung freigegeben.',
            'Vor der Bestätigung sehen Sie den Gesamtpreis mit Servicegebühr, den gewählten Optionen und Versicherungen, die Kaution und die Stornierungsbedingungen.',
          ],
        },
        {
          heading: '3. Aufs Wasser',
          paragraphs: [
            'Sobald die Buchung angenommen ist, erhalten Sie die Kontaktdaten des Eigners und den Treffpunkt. Im Hafen unterschreiben Sie den Übergabevertrag auf dem Handy, bei der Rückgabe den Rücknahmevertrag.',
            'Nach dem Törn bewerten Sie und der Eigner sich gegenseitig. Die Bewertungen erscheinen gemeinsam, wenn beide geschrieben haben oder nach 14 Tagen.',
          ],
        },
      ],
    },
    'become-an-owner': {
      title: 'Eigner werden',
      description:
        'Vermieten Sie Ihr Boot oder Ihre Aktivität an Mieter aus ganz Europa, zu Ihren Bedingungen.',
      sections: [
        {
          heading: 'Boot einstellen',
          paragraphs: [
            'Legen Sie ein Konto an, beschreiben Sie Ihr Boot in Ihrer Sprache, fügen Sie Fotos, Preise je Saison und die freien Tage hinzu. Ihr Inserat erscheint für Mieter in 13 Sprachen: Titel entstehen aus den Daten des Bootes, Beschreibungen werden übersetzt.',
          ],
        },
        {
          heading: 'Sie entscheiden',
          paragraphs: [
            'Sie wählen Sofortbuchung oder Anfrage, Mindestmietdauer, Kaution und Stornierungsbedingungen. Sie beantworten jede Anfrage innerhalb von 48 Stunden und können vorher mit dem Mieter schreiben.',
          ],
        },
        {
          heading: 'Bezahlt werden',
          paragraphs: [
            'Mieter zahlen online. Die Kaution wird auf der Karte des Mieters vorgemerkt und nach dem Törn freigegeben, außer Sie melden einen Schaden. Ihre Einnahmen werden nach Mietbeginn ausgezahlt.',
          ],
        },
      ],
    },
    help: {
      title: 'Hilfe',
      description: 'Antworten auf die Fragen, die Mieter und Eigner am häufigsten stellen.',
      sections: [
        {
          heading: 'Brauche ich einen Bootsführerschein?',
          paragraphs: [
            'Nicht für führerscheinfreie Boote und nicht für Boote mit Skipper. Jedes Inserat sagt, ob ein Führerschein nötig ist; der Eigner kann ihn im Hafen sehen wollen.',
          ],
        },
        {
          heading: 'Wann wird abgebucht?',
          paragraphs: [
            'Bei einer Sofortbuchung beim Buchen. Bei einer Anfrage wird der Betrag nur reserviert und abgebucht, wenn der Eigner annimmt. Bei einer Anzahlung wird der Restbetrag vor dem Törn automatisch abgebucht.',
          ],
        },
        {
          heading: 'Wie storniere ich?',
          paragraphs: [
            'Öffnen Sie die Buchung in Ihrem Konto und wählen Sie „Stornieren“. Die Erstattung folgt den Stornierungsbedingungen, die beim Buchen galten; eine noch nicht angenommene Anfrage zurückzuziehen ist kostenlos.',
          ],
        },
        {
          heading: 'Und die Kaution?',
          paragraphs: [
            'Die Kaution ist eine Vormerkung auf Ihrer Karte, keine Zahlung. Sie wird nach dem Törn freigegeben oder nur dann teilweise eingezogen, wenn ein Schaden gemeldet und geklärt wird.',
          ],
        },
        {
          heading: 'Etwas anderes?',
          paragraphs: ['Schreiben Sie uns über die Kontaktseite; wir antworten in Ihrer Sprache.'],
        },
      ],
    },
    contact: {
      title: 'Kontakt',
      description:
        'Eine Frage zu einem Boot, einer Buchung oder Ihrem Konto? Schreiben Sie uns, unser Team antwortet per E-Mail.',
      sections: [
        {
          heading: 'Bevor Sie schreiben',
          paragraphs: [
            'Zu einer laufenden Buchung ist die Unterhaltung mit dem Eigner in Ihrem Konto der schnellste Weg. Für alles andere nutzen Sie das Formular unten: Ihre Nachricht geht an unser Team, das per E-Mail antwortet, meist innerhalb eines Werktags.',
          ],
        },
      ],
    },
    terms: {
      title: 'Nutzungsbedingungen',
      description:
        'Die Regeln, die gelten, wenn Sie Bosun nutzen, um ein Boot oder eine Aktivität zu mieten oder anzubieten.',
      sections: [
        {
          heading: '1. Wer wir sind',
          paragraphs: [
            'Bosun betreibt diese Website und ihre Apps, einen Marktplatz, auf dem Eigner (Privatpersonen und Profis) Boote und Aktivitäten anbieten und Mieter sie buchen. Der Mietvertrag kommt zwischen Mieter und Eigner zustande; Bosun ist nicht Vertragspartei und besitzt die Boote nicht.',
          ],
        },
        {
          heading: '2. Konten',
          paragraphs: [
            'Zum Buchen oder Einstellen eines Bootes brauchen Sie ein Konto. Sie machen wahre Angaben, halten Ihr Passwort geheim und bestätigen Ihre Telefonnummer mit dem Code, den wir per SMS senden. Sie sind für die Nutzung Ihres Kontos verantwortlich.',
          ],
        },
        {
          heading: '3. Buchungen und Zahlung',
          paragraphs: [
            'Der vor der Bestätigung angezeigte Preis umfasst die Miete, die gewählten Optionen und Versicherungen und die Servicegebühr von Bosun. Gezahlt wird per Karte über unseren Zahlungsdienstleister Stripe. Eine Anfrage wird auf Ihrer Karte vorgemerkt und nur abgebucht, wenn der Eigner sie innerhalb von 48 Stunden annimmt. Bei einer Anzahlung wird der Restbetrag zum Fälligkeitstag abgebucht.',
            'Die Kaution ist eine Vormerkung auf Ihrer Karte; sie wird ganz oder teilweise nur für Schäden eingezogen, die der Eigner meldet und die nach Prüfung geklärt sind.',
          ],
        },
        {
          heading: '4. Stornierung',
          paragraphs: [
            'Jedes Inserat hat Stornierungsbedingungen (flexibel, moderat oder streng), angezeigt im Inserat und beim Buchen; es gelten die Bedingungen zum Zeitpunkt der Buchung. Storniert der Eigner, erstattet er dem Mieter alles. Eine Anfrage, die der Mieter vor der Annahme zurückzieht, ist kostenlos.',
          ],
        },
        {
          heading: '5. Pflichten der Eigner',
          paragraphs: [
            'Eigner beschreiben ihre Boote wahrheitsgemäß, halten ihren Kalender aktuell, haben die gesetzlich vorgeschriebenen Versicherungen und Papiere, übergeben ein Boot in ordnungsgemäßem Zustand und beantworten Anfragen innerhalb von 48 Stunden.',
          ],
        },
        {
          heading: '6. Pflichten der Mieter',
          paragraphs: [
            'Mieter besitzen den nötigen Führerschein, wenn sie ohne Skipper fahren, halten die erlaubte Personenzahl ein, befolgen die Sicherheitseinweisung des Eigners und geben das Boot pünktlich und im übernommenen Zustand zurück.',
          ],
        },
        {
          heading: '7. Nachrichten und Bewertungen',
          paragraphs: [
            'Nachrichten laufen über Bosun. Bis eine Buchung angenommen ist, werden Telefonnummern, E-Mail-Adressen und Links vor der anderen Seite verborgen. Bewertungen müssen einen echten Törn beschreiben; Nachrichten oder Bewertungen, die gegen diese Bedingungen verstoßen, können wir ausblenden.',
          ],
        },
        {
          heading: '8. Haftung und Streitfälle',
          paragraphs: [
            'Bosun haftet für den Betrieb der Plattform und die sorgfältige Abwicklung der Zahlungen. Ansprüche zum Boot oder zum Törn richten sich an die andere Seite; unser Team hilft beiden, eine Lösung zu finden. Es gilt das Recht des Landes, in dem Bosun niedergelassen ist, ohne Verbrauchern den Schutz des Rechts ihres Landes zu nehmen.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Datenschutzerklärung',
      description:
        'Welche personenbezogenen Daten Bosun speichert, wozu, an wen sie gehen und wie Sie Ihre Rechte ausüben.',
      sections: [
        {
          heading: 'Was wir speichern',
          paragraphs: [
            'Ihr Konto: Name, E-Mail-Adresse, Telefonnummer, Sprache, Währung und ein Passwort, das nur als argon2-Hash gespeichert wird (oder die Kennung des Google-, Apple- oder Facebook-Kontos, mit dem Sie sich anmelden).',
            'Ihre Buchungen: Boot, Daten, Personenzahl, Preispositionen, Versicherungen, Stornierungsbedingungen, Statusverlauf sowie die Übergabe- und Rücknahmeverträge mit ihren Fotos.',
            'Ihre Zahlungen: Beträge, Status und die Referenz der Zahlung bei Stripe. Kartennummern werden im Formular des Zahlungsdienstleisters eingegeben und nie von Bosun gespeichert.',
            'Ihre Nachrichten mit Eignern oder Mietern, Ihre Bewertungen, Favoriten und Kontaktanfragen.',
            'Sicherheitsdaten: aktive Sitzungen, fehlgeschlagene Anmeldeversuche mit ihrer Herkunftsadresse und SMS-Bestätigungscodes (zehn Minuten gültig).',
          ],
        },
        {
          heading: 'Wozu',
          paragraphs: [
            'Um die Miete durchzuführen, die Sie buchen oder anbieten (Vertrag), Betrug zu verhindern und Konten zu schützen (berechtigtes Interesse), Buch zu führen (gesetzliche Pflicht) und, nur mit Ihrer Einwilligung, Reichweite und Werbung zu messen.',
          ],
        },
        {
          heading: 'Wer sonst Daten erhält',
          paragraphs: [
            'Die andere Seite Ihrer Buchung (Name, Kontaktdaten nach Annahme der Buchung); Stripe für Zahlungen; Twilio für SMS-Codes; unser E-Mail-Dienst für Benachrichtigungen; und, falls aktiviert, ein Fehlerberichtsdienst, der technische Fehlerberichte erhält, aus denen E-Mail-Adressen, Telefonnummern, Kartennummern und Tokens entfernt sind.',
          ],
        },
        {
          heading: 'Wie lange',
          paragraphs: [
            'Kontodaten, solange das Konto besteht; Buchungen und Zahlungen so lange, wie das Buchhaltungsrecht verlangt; Live-Benachrichtigungen einen Tag; Fehlerberichte, bis neuere sie ersetzen.',
          ],
        },
        {
          heading: 'Ihre Rechte',
          paragraphs: [
            'Sie können Ihre Daten einsehen, berichtigen, exportieren oder löschen, der Nutzung widersprechen und Einwilligungen jederzeit widerrufen, in Ihrem Konto oder über die Kontaktseite. Sie können sich auch bei Ihrer Datenschutzaufsichtsbehörde beschweren.',
          ],
        },
      ],
    },
    cookies: {
      title: 'Cookies',
      description:
        'Die Cookies von Bosun, wozu jedes dient und wie lange es bleibt; Ihre Wahl können Sie jederzeit ändern.',
      sections: [
        {
          heading: 'Ihre Wahl',
          paragraphs: [
            'Unbedingt erforderliche Cookies halten Sie angemeldet, schützen Formulare und merken sich Sprache, Währung und Ihre Cookie-Wahl; sie lassen sich nicht abschalten. Reichweitenmessung, Umfragen und Werbung werden nur genutzt, wenn Sie zustimmen, und Sie können Ihre Meinung jederzeit ändern.',
          ],
        },
      ],
    },
  },
  cookies: {
    bosun_session: 'Hält Sie angemeldet (gelöscht nach 30 Tagen ohne Besuch).',
    'XSRF-TOKEN': 'Schützt Ihre Änderungen vor Anfragen, die andere Websites senden.',
    bosun_device:
      'Erkennt einen Browser, mit dem Sie sich schon angemeldet haben, damit Sicherheitsprüfungen Sie nicht aussperren.',
    bosun_consent: 'Merkt sich Ihre Cookie-Wahl.',
    currency: 'Merkt sich die Währung, die Sie für Preise gewählt haben.',
    ab_variation: 'Behält dieselbe Suchansicht, während wir zwei Versionen vergleichen.',
    disabledTracking: 'In der Bosun-App: die Tracking-Einstellung der App.',
    visitorUlid: 'Reichweitenmessung: zählt Besuche, ohne Sie zu identifizieren.',
    adClickId: 'Werbung: merkt sich die Anzeige, über die Sie kamen, um zu wissen, welche Anzeigen wirken.',
  },
};
