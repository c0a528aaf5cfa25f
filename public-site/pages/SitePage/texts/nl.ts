import type { SitePageTexts } from '../sitePageTexts.ts';

export const texts: SitePageTexts = {
  pages: {
    about: {
      title: 'Over Bosun',
      description:
        'Bosun brengt mensen die het water op willen samen met eigenaren en professionals die boten verhuren en activiteiten aanbieden.',
      sections: [
        {
          heading: 'Wat we doen',
          paragraphs: [
            'Bosun is een marktplaats voor bootverhuur en wateractiviteiten: zeilboten, catamarans, motorboten, vaarbewijsvrije boten, waterscooters, woonboten en jachten, met of zonder schipper, en uitjes zoals boottochten, duiken of zonsondergangcruises.',
            'Eigenaren en professionals plaatsen hun boten en bepalen zelf hun prijzen, agenda en annuleringsvoorwaarden. Huurders zoeken op plaats en datum, boeken en betalen online, en praten met de eigenaar voor en na de tocht.',
          ],
        },
        {
          heading: 'Hoe we werken',
          paragraphs: [
            'We controleren advertenties voordat ze online gaan, houden de betaling vast tot de eigenaar een aanvraag accepteert, en bewaren elke boeking, elk bericht en elk contract, zodat beide partijen kunnen rekenen op wat is afgesproken.',
            'De site bestaat in 13 talen en toont prijzen in uw valuta; er wordt in euro afgeschreven.',
          ],
        },
      ],
    },
    'how-it-works': {
      title: 'Zo werkt het',
      description: 'Vind een boot, stuur een aanvraag of boek direct, en ga varen: hier is elke stap.',
      sections: [
        {
          heading: '1. Zoeken',
          paragraphs: [
            'Kies een plaats, uw data en met hoeveel personen u bent. Filter op type boot, met of zonder schipper, prijs, lengte of uitrusting, en vergelijk de advertenties op de kaart.',
          ],
        },
        {
          heading: '2. Boeken',
          paragraphs: [
            'Sommige boten zijn direct te boeken. Voor de andere stuurt u een aanvraag: het bedrag wordt op uw kaart gereserveerd en alleen afgeschreven als de eigenaar binnen 48 uur accepteert; anders vervalt de reservering.',
            'Voordat u bevestigt, ziet u de totale prijs met servicekosten, de gekozen opties en verzekeringen, de borg en het annuleringsbeleid.',
          ],
        },
        {
          heading: '3. Het water op',
          paragraphs: [
            'Zodra de boeking is geaccepteerd, krijgt u de contactgegevens van de eigenaar en de ontmoetingsplek. In de haven tekent u het overdrachtscontract op uw telefoon, en het terugleveringscontract als u de boot terugbrengt.',
            'Na de tocht beoordelen u en de eigenaar elkaar. De beoordelingen verschijnen tegelijk, als beiden geschreven hebben of na 14 dagen.',
          ],
        },
      ],
    },
    'become-an-owner': {
      title: 'Word verhuurder',
      description: 'Verhuur uw boot of activiteit aan huurders uit heel Europa, op uw eigen voorwaarden.',
      sections: [
        {
          heading: 'Plaats uw boot',
          paragraphs: [
            'Maak een account, beschrijf uw boot in uw eigen taal, voeg foto’s, prijzen per seizoen en de beschikbare dagen toe. Uw advertentie wordt in 13 talen getoond: titels worden opgesteld uit de gegevens van de boot en beschrijvingen worden vertaald.',
          ],
        },
        {
          heading: 'U houdt de regie',
          paragraphs: [
            'U kiest direct boeken of aanvragen, de minimale huurduur, de borg en het annuleringsbeleid. U beantwoordt elke aanvraag binnen 48 uur en kunt vooraf met de huurder praten.',
          ],
        },
        {
          heading: 'Betaald worden',
          paragraphs: [
            'Huurders betalen online. De borg wordt op de kaart van de huurder vastgehouden en na de tocht vrijgegeven, tenzij u schade meldt. Uw inkomsten worden uitbetaald nadat de huur is begonnen.',
          ],
        },
      ],
    },
    help: {
      title: 'Hulp',
      description: 'Antwoorden op de vragen die huurders en eigenaren het vaakst stellen.',
      sections: [
        {
          heading: 'Heb ik een vaarbewijs nodig?',
          paragraphs: [
            'Niet voor vaarbewijsvrije boten en niet voor boten met schipper. Elke advertentie vermeldt of een vaarbewijs nodig is; de eigenaar kan vragen het in de haven te zien.',
          ],
        },
        {
          heading: 'Wanneer wordt er afgeschreven?',
          paragraphs: [
            'Bij direct boeken: bij de boeking. Bij een aanvraag wordt het bedrag alleen gereserveerd en afgeschreven als de eigenaar accepteert. Bij een aanbetaling wordt het restant vóór de tocht automatisch afgeschreven.',
          ],
        },
        {
          heading: 'Hoe annuleer ik?',
          paragraphs: [
            'Open de boeking in uw account en kies ‘Annuleren’. De terugbetaling volgt het annuleringsbeleid dat bij het boeken gold; een nog niet geaccepteerde aanvraag intrekken is gratis.',
          ],
        },
        {
          heading: 'En de borg?',
          paragraphs: [
            'De borg is een reservering op uw kaart, geen betaling. Hij wordt na de tocht vrijgegeven, of alleen deels ingehouden als er schade gemeld en afgehandeld wordt.',
          ],
        },
        {
          heading: 'Iets anders?',
          paragraphs: ['Schrijf ons via de contactpagina; we antwoorden in uw taal.'],
        },
      ],
    },
    contact: {
      title: 'Contact',
      description:
        'Een vraag over een boot, een boeking of uw account? Schrijf ons, ons team antwoordt per e-mail.',
      sections: [
        {
          heading: 'Voordat u schrijft',
          paragraphs: [
            'Over een lopende boeking gaat het gesprek met de eigenaar in uw account het snelst. Voor al het andere gebruikt u het formulier hieronder: uw bericht komt bij ons team, dat per e-mail antwoordt, meestal binnen één werkdag.',
          ],
        },
      ],
    },
    terms: {
      title: 'Gebruiksvoorwaarden',
      description:
        'De regels die gelden wanneer u Bosun gebruikt om een boot of activiteit te huren of aan te bieden.',
      sections: [
        {
          heading: '1. Wie we zijn',
          paragraphs: [
            'Bosun beheert deze website en de apps, een marktplaats waar eigenaren (particulieren en professionals) boten en activiteiten aanbieden die huurders boeken. Het huurcontract komt tot stand tussen huurder en eigenaar; Bosun is daarbij geen partij en bezit de boten niet.',
          ],
        },
        {
          heading: '2. Accounts',
          paragraphs: [
            'U hebt een account nodig om te boeken of een boot te plaatsen. U geeft juiste gegevens, houdt uw wachtwoord geheim en bevestigt uw telefoonnummer met de code die we per sms sturen. U bent verantwoordelijk voor het gebruik van uw account.',
          ],
        },
        {
          heading: '3. Boekingen en betaling',
          paragraphs: [
            'De prijs die u vóór bevestiging ziet, omvat de huur, de gekozen opties en verzekeringen en de servicekosten van Bosun. Betalen gaat per kaart via onze betaaldienst Stripe. Een aanvraag wordt op uw kaart gereserveerd en alleen afgeschreven als de eigenaar binnen 48 uur accepteert. Bij een aanbetaling wordt het restant op de vervaldatum afgeschreven.',
            'De borg is een reservering op uw kaart; die wordt geheel of deels alleen ingehouden voor schade die de eigenaar meldt en die na beoordeling is afgehandeld.',
          ],
        },
        {
          heading: '4. Annulering',
          paragraphs: [
            'Elke advertentie heeft een annuleringsbeleid (flexibel, gematigd of strikt), getoond in de advertentie en bij het boeken; het beleid op het moment van boeken geldt. Annuleert de eigenaar, dan krijgt de huurder alles terug. Een aanvraag intrekken vóór acceptatie is gratis.',
          ],
        },
        {
          heading: '5. Verplichtingen van eigenaren',
          paragraphs: [
            'Eigenaren beschrijven hun boten naar waarheid, houden hun agenda bij, hebben de wettelijk vereiste verzekeringen en papieren, leveren een boot in goede staat en beantwoorden aanvragen binnen 48 uur.',
          ],
        },
        {
          heading: '6. Verplichtingen van huurders',
          paragraphs: [
            'Huurders hebben het vereiste vaarbewijs als ze zonder schipper varen, houden zich aan het toegestane aantal personen, volgen de veiligheidsinstructie van de eigenaar en brengen de boot op tijd terug in de staat waarin ze hem kregen.',
          ],
        },
        {
          heading: '7. Berichten en beoordelingen',
          paragraphs: [
            'Berichten lopen via Bosun. Tot een boeking is geaccepteerd, zijn telefoonnummers, e-mailadressen en links verborgen voor de andere partij. Beoordelingen moeten over een echte tocht gaan; berichten of beoordelingen die deze voorwaarden schenden, kunnen we verbergen.',
          ],
        },
        {
          heading: '8. Aansprakelijkheid en geschillen',
          paragraphs: [
            'Bosun is verantwoordelijk voor de werking van het platform en de zorgvuldige afhandeling van betalingen. Claims over de boot of de tocht richt u aan de andere partij; ons team helpt beide kanten een oplossing te vinden. Op deze voorwaarden is het recht van het land van vestiging van Bosun van toepassing, zonder consumenten de bescherming van het recht van hun land te ontnemen.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Privacybeleid',
      description:
        'Welke persoonsgegevens Bosun bewaart, waarom, met wie ze worden gedeeld en hoe u uw rechten uitoefent.',
      sections: [
        {
          heading: 'Wat we bewaren',
          paragraphs: [
            'Uw account: naam, e-mailadres, telefoonnummer, taal, valuta en een wachtwoord dat alleen als argon2-hash wordt bewaard (of de id van het Google-, Apple- of Facebook-account waarmee u inlogt).',
            'Uw boekingen: boot, data, aantal personen, prijsregels, verzekeringen, annuleringsvoorwaarden, statusgeschiedenis en de overdrachts- en terugleveringscontracten met hun foto’s.',
            'Uw betalingen: bedragen, status en de referentie van de betaling bij Stripe. Kaartnummers voert u in het formulier van de betaaldienst in; Bosun bewaart ze nooit.',
            'Uw berichten met eigenaren of huurders, uw beoordelingen, favorieten en contactaanvragen.',
            'Beveiligingsgegevens: actieve sessies, mislukte inlogpogingen met het adres waarvan ze kwamen, en sms-verificatiecodes (tien minuten geldig).',
          ],
        },
        {
          heading: 'Waarom',
          paragraphs: [
            'Om de huur uit te voeren die u boekt of aanbiedt (overeenkomst), fraude te voorkomen en accounts te beveiligen (gerechtvaardigd belang), de boekhouding te voeren (wettelijke plicht) en, alleen met uw toestemming, bezoekers en advertenties te meten.',
          ],
        },
        {
          heading: 'Wie nog meer gegevens ontvangt',
          paragraphs: [
            'De andere partij van uw boeking (naam, en contactgegevens na acceptatie); Stripe voor betalingen; Twilio voor sms-codes; onze e-maildienst voor meldingen; en, indien ingeschakeld, een foutrapportagedienst die technische rapporten ontvangt waaruit e-mailadressen, telefoonnummers, kaartnummers en tokens zijn verwijderd.',
          ],
        },
        {
          heading: 'Hoe lang',
          paragraphs: [
            'Accountgegevens zolang het account bestaat; boekingen en betalingen zo lang als het boekhoudrecht eist; livemeldingen één dag; foutrapporten tot nieuwere ze vervangen.',
          ],
        },
        {
          heading: 'Uw rechten',
          paragraphs: [
            'U kunt uw gegevens inzien, corrigeren, exporteren of laten wissen, bezwaar maken tegen het gebruik en toestemming altijd intrekken, in uw account of via de contactpagina. U kunt ook een klacht indienen bij uw toezichthouder voor gegevensbescherming.',
          ],
        },
      ],
    },
    cookies: {
      title: 'Cookies',
      description:
        'De cookies die Bosun gebruikt, waarvoor elk dient en hoe lang het blijft; wijzig uw keuze wanneer u wilt.',
      sections: [
        {
          heading: 'Uw keuze',
          paragraphs: [
            'Strikt noodzakelijke cookies houden u ingelogd, beschermen formulieren en onthouden uw taal, valuta en cookiekeuze; ze kunnen niet uit. Bezoekersmeting, enquêtes en advertenties worden alleen gebruikt als u ze accepteert, en u kunt altijd van gedachten veranderen.',
          ],
        },
      ],
    },
  },
  cookies: {
    bosun_session: 'Houdt u ingelogd (verwijderd na 30 dagen zonder bezoek).',
    'XSRF-TOKEN': 'Beschermt uw wijzigingen tegen verzoeken die andere sites sturen.',
    bosun_device:
      'Herkent een browser waarmee u al eerder inlogde, zodat beveiligingscontroles u niet buitensluiten.',
    bosun_consent: 'Onthoudt uw cookiekeuze.',
    currency: 'Onthoudt de valuta die u voor prijzen koos.',
    ab_variation: 'Houdt dezelfde zoekweergave aan terwijl we twee versies vergelijken.',
    disabledTracking: 'In de Bosun-app: de trackinginstelling van de app.',
    visitorUlid: 'Bezoekersmeting: telt bezoeken zonder u te identificeren.',
    adClickId: 'Advertenties: onthoudt via welke advertentie u kwam, om te weten welke advertenties werken.',
  },
};
