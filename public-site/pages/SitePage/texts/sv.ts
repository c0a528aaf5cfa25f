import type { SitePageTexts } from '../sitePageTexts.ts';

export const texts: SitePageTexts = {
  pages: {
    about: {
      title: 'Om Bosun',
      description:
        'Bosun för samman människor som vill ut på sjön med ägare och proffs som hyr ut båtar och ordnar aktiviteter.',
      sections: [
        {
          heading: 'Vad vi gör',
          paragraphs: [
            'Bosun är en marknadsplats för båtuthyrning och aktiviteter på sjön: segelbåtar, katamaraner, motorbåtar, båtar utan förarbevis, vattenskotrar, husbåtar och yachter, med eller utan skeppare, och utflykter som båtturer, dykning eller solnedgångskryssningar.',
            'Ägare och proffs lägger upp sina båtar och bestämmer själva priser, kalendrar och avbokningsregler. Hyresgäster söker på plats och datum, bokar och betalar online och pratar med ägaren före och efter turen.',
          ],
        },
        {
          heading: 'Hur vi arbetar',
          paragraphs: [
            'Vi granskar annonser innan de publiceras, håller inne betalningen tills ägaren godkänner en förfrågan och sparar varje bokning, meddelande och avtal så att båda parter kan lita på det som avtalats.',
            'Webbplatsen finns på 13 språk och visar priser i din valuta; beloppet dras i euro.',
          ],
        },
      ],
    },
    'how-it-works': {
      title: 'Så fungerar det',
      description: 'Hitta en båt, skicka en förfrågan eller boka direkt och ge dig ut: här är varje steg.',
      sections: [
        {
          heading: '1. Sök',
          paragraphs: [
            'Välj plats, datum och hur många ni är. Filtrera på båttyp, med eller utan skeppare, pris, längd eller utrustning och jämför annonserna på kartan.',
          ],
        },
        {
          heading: '2. Boka',
          paragraphs: [
            'Vissa båtar kan bokas direkt. För de andra skickar du en förfrågan: beloppet reserveras på ditt kort och dras bara om ägaren godkänner inom 48 timmar; annars släpps reservationen.',
            'Innan du bekräftar ser du hela priset med serviceavgift, valda tillval och försäkringar, depositionen och avbokningsreglerna.',
          ],
        },
        {
          heading: '3. Ut på vattnet',
          paragraphs: [
            'När bokningen är godkänd får du ägarens kontaktuppgifter och mötesplatsen. I hamnen skriver du under överlämningsavtalet i mobilen, och återlämningsavtalet när du lämnar tillbaka båten.',
            'Efter turen recenserar du och ägaren varandra. Recensionerna publiceras samtidigt, när båda har skrivit eller efter 14 dagar.',
          ],
        },
      ],
    },
    'become-an-owner': {
      title: 'Bli uthyrare',
      description: 'Hyr ut din båt eller aktivitet till hyresgäster från hela Europa, på dina villkor.',
      sections: [
        {
          heading: 'Lägg upp din båt',
          paragraphs: [
            'Skapa ett konto, beskriv båten på ditt eget språk och lägg till bilder, priser per säsong och lediga dagar. Annonsen visas på 13 språk: rubriker skrivs utifrån båtens fakta och beskrivningar översätts.',
          ],
        },
        {
          heading: 'Du bestämmer',
          paragraphs: [
            'Du väljer direktbokning eller förfrågan, minsta hyrtid, deposition och avbokningsregler. Du svarar på varje förfrågan inom 48 timmar och kan prata med hyresgästen innan du godkänner.',
          ],
        },
        {
          heading: 'Få betalt',
          paragraphs: [
            'Hyresgäster betalar online. Depositionen reserveras på hyresgästens kort och släpps efter turen, om du inte anmäler skada. Dina intäkter betalas ut när hyran har börjat.',
          ],
        },
      ],
    },
    help: {
      title: 'Hjälp',
      description: 'Svar på de frågor hyresgäster och ägare ställer oftast.',
      sections: [
        {
          heading: 'Behöver jag förarbevis?',
          paragraphs: [
            'Inte för båtar utan förarbevis, och inte för båtar med skeppare. Varje annons anger om förarbevis krävs; ägaren kan vilja se det i hamnen.',
          ],
        },
        {
          heading: 'När dras pengarna?',
          paragraphs: [
            'Vid direktbokning när du bokar. Vid en förfrågan reserveras beloppet bara och dras när ägaren godkänner. Med handpenning dras resten automatiskt före turen.',
          ],
        },
        {
          heading: 'Hur avbokar jag?',
          paragraphs: [
            'Öppna bokningen i ditt konto och välj ”Avboka”. Återbetalningen följer de avbokningsregler som gällde när du bokade; att dra tillbaka en förfrågan som ännu inte godkänts är gratis.',
          ],
        },
        {
          heading: 'Och depositionen?',
          paragraphs: [
            'Depositionen är en reservation på ditt kort, inte en betalning. Den släpps efter turen, eller dras delvis bara om en skada anmäls och regleras.',
          ],
        },
        {
          heading: 'Något annat?',
          paragraphs: ['Skriv till oss via kontaktsidan; vi svarar på ditt språk.'],
        },
      ],
    },
    contact: {
      title: 'Kontakt',
      description:
        'En fråga om en båt, en bokning eller ditt konto? Skriv till oss så svarar vårt team via e-post.',
      sections: [
        {
          heading: 'Innan du skriver',
          paragraphs: [
            'Om en pågående bokning går det snabbast att skriva till ägaren i konversationen i ditt konto. För allt annat använder du formuläret nedan: meddelandet går till vårt team, som svarar via e-post, oftast inom en arbetsdag.',
          ],
        },
      ],
    },
    terms: {
      title: 'Användarvillkor',
      description:
        'Reglerna som gäller när du använder Bosun för att hyra eller erbjuda en båt eller en aktivitet.',
      sections: [
        {
          heading: '1. Vilka vi är',
          paragraphs: [
            'Bosun driver den här webbplatsen och dess appar, en marknadsplats där ägare (privatpersoner och proffs) erbjuder båtar och aktiviteter som hyresgäster bokar. Hyresavtalet ingås mellan hyresgäst och ägare; Bosun är inte part i det och äger inte båtarna.',
          ],
        },
        {
          heading: '2. Konton',
          paragraphs: [
            'Du behöver ett konto för att boka eller lägga upp en båt. Du lämnar korrekta uppgifter, håller ditt lösenord hemligt och bekräftar ditt telefonnummer med koden vi skickar via sms. Du ansvarar för hur ditt konto används.',
          ],
        },
        {
          heading: '3. Bokningar och betalning',
          paragraphs: [
            'Priset du ser innan du bekräftar omfattar hyran, valda tillval och försäkringar och Bosuns serviceavgift. Betalning sker med kort via vår betalleverantör Stripe. En förfrågan auktoriseras på ditt kort och dras bara om ägaren godkänner den inom 48 timmar. Med handpenning dras resten på förfallodagen.',
            'Depositionen är en reservation på ditt kort; den dras helt eller delvis bara för skador som ägaren anmäler och som regleras efter granskning.',
          ],
        },
        {
          heading: '4. Avbokning',
          paragraphs: [
            'Varje annons har avbokningsregler (flexibla, måttliga eller strikta) som visas i annonsen och vid bokningen; de regler som gällde vid bokningen tillämpas. En ägare som avbokar betalar tillbaka hela beloppet. Att dra tillbaka en förfrågan innan den godkänts är gratis.',
          ],
        },
        {
          heading: '5. Ägarnas åtaganden',
          paragraphs: [
            'Ägare beskriver sina båtar sanningsenligt, håller kalendern uppdaterad, har de försäkringar och handlingar som lagen kräver, lämnar över båten i gott skick och svarar på förfrågningar inom 48 timmar.',
          ],
        },
        {
          heading: '6. Hyresgästernas åtaganden',
          paragraphs: [
            'Hyresgäster har det förarbevis som krävs om de kör utan skeppare, håller sig till tillåtet antal personer, följer ägarens säkerhetsgenomgång och lämnar tillbaka båten i tid och i det skick de fick den.',
          ],
        },
        {
          heading: '7. Meddelanden och recensioner',
          paragraphs: [
            'Meddelanden går via Bosun. Tills en bokning är godkänd döljs telefonnummer, e-postadresser och länkar för den andra parten. Recensioner ska gälla en verklig tur; vi kan dölja meddelanden eller recensioner som bryter mot villkoren.',
          ],
        },
        {
          heading: '8. Ansvar och tvister',
          paragraphs: [
            'Bosun ansvarar för att plattformen fungerar och att betalningar hanteras omsorgsfullt. Krav som gäller båten eller turen riktas mot den andra parten; vårt team hjälper båda att hitta en lösning. Villkoren lyder under lagen i det land där Bosun är etablerat, utan att konsumenter förlorar skyddet i sitt eget lands lag.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Integritetspolicy',
      description:
        'Vilka personuppgifter Bosun sparar, varför, vem de delas med och hur du utövar dina rättigheter.',
      sections: [
        {
          heading: 'Vad vi sparar',
          paragraphs: [
            'Ditt konto: namn, e-postadress, telefonnummer, språk, valuta och ett lösenord som bara sparas som argon2-hash (eller id:t för det Google-, Apple- eller Facebookkonto du loggar in med).',
            'Dina bokningar: båt, datum, antal personer, prisrader, försäkringar, avbokningsvillkor, statushistorik samt överlämnings- och återlämningsavtalen med sina bilder.',
            'Dina betalningar: belopp, status och betalningens referens hos Stripe. Kortnummer anges i betalleverantörens formulär och sparas aldrig av Bosun.',
            'Dina meddelanden med ägare eller hyresgäster, dina recensioner, favoriter och kontaktförfrågningar.',
            'Säkerhetsuppgifter: aktiva sessioner, misslyckade inloggningsförsök med adressen de kom från och verifieringskoder via sms (giltiga i tio minuter).',
          ],
        },
        {
          heading: 'Varför',
          paragraphs: [
            'För att genomföra hyran du bokar eller erbjuder (avtal), förhindra bedrägerier och skydda konton (berättigat intresse), föra bokföring (rättslig förpliktelse) och, bara med ditt samtycke, mäta besök och annonsering.',
          ],
        },
        {
          heading: 'Vem mer får uppgifter',
          paragraphs: [
            'Den andra parten i din bokning (namn, och kontaktuppgifter när bokningen godkänts); Stripe för betalningar; Twilio för att skicka sms-koder; vår e-postleverantör för aviseringar; och, om den är aktiverad, en felrapporteringstjänst som tar emot tekniska rapporter där e-postadresser, telefonnummer, kortnummer och token har tagits bort.',
          ],
        },
        {
          heading: 'Hur länge',
          paragraphs: [
            'Kontouppgifter så länge kontot finns; bokningar och betalningar så länge bokföringslagen kräver; liveaviseringar en dag; felrapporter tills nyare ersätter dem.',
          ],
        },
        {
          heading: 'Dina rättigheter',
          paragraphs: [
            'Du kan få tillgång till, rätta, exportera eller radera dina uppgifter, invända mot hur de används och när som helst återkalla samtycke, i ditt konto eller genom att skriva till oss via kontaktsidan. Du kan också klaga hos din dataskyddsmyndighet.',
          ],
        },
      ],
    },
    cookies: {
      title: 'Kakor',
      description:
        'De kakor Bosun använder, vad var och en är till för och hur länge den finns kvar; ändra ditt val när du vill.',
      sections: [
        {
          heading: 'Ditt val',
          paragraphs: [
            'Strikt nödvändiga kakor håller dig inloggad, skyddar formulär och kommer ihåg språk, valuta och ditt kakval; de kan inte stängas av. Besöksmätning, enkäter och annonsering används bara om du godkänner dem, och du kan ändra dig när som helst.',
          ],
        },
      ],
    },
  },
  cookies: {
    bosun_session: 'Håller dig inloggad (tas bort efter 30 dagar utan besök).',
    'XSRF-TOKEN': 'Skyddar dina ändringar mot förfrågningar som andra webbplatser skickar.',
    bosun_device:
      'Känner igen en webbläsare du loggat in med förut, så att säkerhetskontroller inte stänger ute dig.',
    bosun_consent: 'Kommer ihåg ditt kakval.',
    currency: 'Kommer ihåg valutan du valt för priser.',
    ab_variation: 'Behåller samma sökvy medan vi jämför två versioner.',
    disabledTracking: 'I Bosun-appen: appens spårningsinställning.',
    visitorUlid: 'Besöksmätning: räknar besök utan att identifiera dig.',
    adClickId: 'Annonsering: kommer ihåg annonsen du kom från, så vi vet vilka annonser som fungerar.',
  },
};
