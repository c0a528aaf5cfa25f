/** The demo extras' names and trip plans in every text language, keyed by the English name. */
export const EXTRA_NAMES: Record<string, Record<string, string>> = {
  'Final cleaning': {
    en: 'Final cleaning',
    fr: 'Ménage de fin de location',
    de: 'Endreinigung',
    es: 'Limpieza final',
    it: 'Pulizia finale',
    nl: 'Eindschoonmaak',
    pt: 'Limpeza final',
    el: 'Τελικός καθαρισμός',
    pl: 'Sprzątanie końcowe',
    ru: 'Финальная уборка',
    sv: 'Slutstädning',
  },
  'Bed linen': {
    en: 'Bed linen',
    fr: 'Linge de lit',
    de: 'Bettwäsche',
    es: 'Ropa de cama',
    it: 'Biancheria da letto',
    nl: 'Beddengoed',
    pt: 'Roupa de cama',
    el: 'Σεντόνια',
    pl: 'Pościel',
    ru: 'Постельное бельё',
    sv: 'Sängkläder',
  },
  Towels: {
    en: 'Towels',
    fr: 'Serviettes',
    de: 'Handtücher',
    es: 'Toallas',
    it: 'Asciugamani',
    nl: 'Handdoeken',
    pt: 'Toalhas',
    el: 'Πετσέτες',
    pl: 'Ręczniki',
    ru: 'Полотенца',
    sv: 'Handdukar',
  },
  'Stand-up paddle': {
    en: 'Stand-up paddle',
    fr: 'Stand-up paddle',
    de: 'Stand-up-Paddle',
    es: 'Tabla de pádel surf',
    it: 'Tavola SUP',
    nl: 'Suppboard',
    pt: 'Prancha de stand-up paddle',
    el: 'Σανίδα SUP',
    pl: 'Deska SUP',
    ru: 'Сап-борд',
    sv: 'SUP-bräda',
  },
  'Snorkelling gear': {
    en: 'Snorkelling gear',
    fr: 'Équipement de snorkeling',
    de: 'Schnorchelausrüstung',
    es: 'Equipo de esnórquel',
    it: 'Attrezzatura da snorkeling',
    nl: 'Snorkeluitrusting',
    pt: 'Equipamento de snorkel',
    el: 'Εξοπλισμός κατάδυσης με αναπνευστήρα',
    pl: 'Sprzęt do snorkelingu',
    ru: 'Снаряжение для снорклинга',
    sv: 'Snorkelutrustning',
  },
  'Fuel (paid at the harbour)': {
    en: 'Fuel (paid at the harbour)',
    fr: 'Carburant (payé au port)',
    de: 'Treibstoff (im Hafen bezahlt)',
    es: 'Combustible (se paga en el puerto)',
    it: 'Carburante (pagato in porto)',
    nl: 'Brandstof (betaald in de haven)',
    pt: 'Combustível (pago no porto)',
    el: 'Καύσιμα (πληρώνονται στο λιμάνι)',
    pl: 'Paliwo (płatne w porcie)',
    ru: 'Топливо (оплата в порту)',
    sv: 'Bränsle (betalas i hamnen)',
  },
  'Early boarding': {
    en: 'Early boarding',
    fr: 'Embarquement la veille',
    de: 'Einschiffung am Vorabend',
    es: 'Embarque la víspera',
    it: 'Imbarco la sera prima',
    nl: 'Inschepen de avond ervoor',
    pt: 'Embarque na véspera',
    el: 'Επιβίβαση την προηγούμενη μέρα',
    pl: 'Zaokrętowanie dzień wcześniej',
    ru: 'Посадка накануне',
    sv: 'Ombordstigning kvällen före',
  },
  Hostess: {
    en: 'Hostess',
    fr: 'Hôtesse',
    de: 'Hostess',
    es: 'Azafata',
    it: 'Hostess di bordo',
    nl: 'Hostess',
    pt: 'Hospedeira',
    el: 'Οικοδέσποινα',
    pl: 'Hostessa',
    ru: 'Хостес',
    sv: 'Värdinna',
  },
  Captain: {
    en: 'Captain',
    fr: 'Capitaine',
    de: 'Kapitän',
    es: 'Capitán',
    it: 'Capitano',
    nl: 'Kapitein',
    pt: 'Capitão',
    el: 'Καπετάνιος',
    pl: 'Kapitan',
    ru: 'Капитан',
    sv: 'Kapten',
  },
  Skipper: {
    en: 'Skipper',
    fr: 'Skipper',
    de: 'Skipper',
    es: 'Patrón',
    it: 'Skipper',
    nl: 'Schipper',
    pt: 'Skipper',
    el: 'Κυβερνήτης',
    pl: 'Skipper',
    ru: 'Шкипер',
    sv: 'Skeppare',
  },
  'Fuel package': {
    en: 'Fuel package',
    fr: 'Forfait carburant',
    de: 'Treibstoffpauschale',
    es: 'Paquete de combustible',
    it: 'Pacchetto carburante',
    nl: 'Brandstofpakket',
    pt: 'Pacote de combustível',
    el: 'Πακέτο καυσίμων',
    pl: 'Pakiet paliwowy',
    ru: 'Пакет топлива',
    sv: 'Bränslepaket',
  },
};

export interface TripPlanText {
  title: (city: string) => string;
  text: string;
}

/** The three trip plans a skippered listing may propose, by language. */
export const TRIP_PLANS: { hours: number; texts: Record<string, TripPlanText> }[] = [
  {
    hours: 4,
    texts: {
      en: {
        title: (c) => `Coves and beaches around ${c}`,
        text: 'Swim stops in two sheltered coves, then back along the coast.',
      },
      fr: {
        title: (c) => `Criques et plages autour de ${c}`,
        text: 'Baignades dans deux criques abritées, puis retour le long de la côte.',
      },
      de: {
        title: (c) => `Buchten und Strände rund um ${c}`,
        text: 'Badestopps in zwei geschützten Buchten, dann zurück entlang der Küste.',
      },
      es: {
        title: (c) => `Calas y playas cerca de ${c}`,
        text: 'Baño en dos calas resguardadas y regreso bordeando la costa.',
      },
      it: {
        title: (c) => `Calette e spiagge intorno a ${c}`,
        text: 'Soste bagno in due calette riparate, poi rientro lungo la costa.',
      },
      nl: {
        title: (c) => `Baaien en stranden rond ${c}`,
        text: 'Zwemstops in twee beschutte baaien, daarna terug langs de kust.',
      },
      pt: {
        title: (c) => `Enseadas e praias perto de ${c}`,
        text: 'Banhos em duas enseadas abrigadas e regresso ao longo da costa.',
      },
      el: {
        title: (c) => `Όρμοι και παραλίες γύρω από ${c}`,
        text: 'Στάσεις για μπάνιο σε δύο προστατευμένους όρμους και επιστροφή κατά μήκος της ακτής.',
      },
      pl: {
        title: (c) => `Zatoczki i plaże w okolicy (${c})`,
        text: 'Kąpiel w dwóch osłoniętych zatoczkach, potem powrót wzdłuż wybrzeża.',
      },
      ru: {
        title: (c) => `Бухты и пляжи вокруг: ${c}`,
        text: 'Купание в двух защищённых бухтах, затем возвращение вдоль берега.',
      },
      sv: {
        title: (c) => `Vikar och stränder runt ${c}`,
        text: 'Badstopp i två skyddade vikar, sedan tillbaka längs kusten.',
      },
    },
  },
  {
    hours: 3,
    texts: {
      en: {
        title: () => 'Sunset cruise',
        text: 'Leave in the late afternoon, anchor for the sunset, return at dusk.',
      },
      fr: {
        title: () => 'Sortie au coucher du soleil',
        text: 'Départ en fin d’après-midi, mouillage pour le coucher du soleil, retour au crépuscule.',
      },
      de: {
        title: () => 'Fahrt in den Sonnenuntergang',
        text: 'Abfahrt am späten Nachmittag, vor Anker zum Sonnenuntergang, Rückkehr in der Dämmerung.',
      },
      es: {
        title: () => 'Salida al atardecer',
        text: 'Salida a última hora de la tarde, fondeo para ver la puesta de sol y regreso al anochecer.',
      },
      it: {
        title: () => 'Uscita al tramonto',
        text: 'Partenza nel tardo pomeriggio, ancora per il tramonto, rientro all’imbrunire.',
      },
      nl: {
        title: () => 'Tocht bij zonsondergang',
        text: 'Vertrek aan het eind van de middag, voor anker bij zonsondergang, terug bij schemering.',
      },
      pt: {
        title: () => 'Passeio ao pôr do sol',
        text: 'Partida ao fim da tarde, fundeio para o pôr do sol e regresso ao anoitecer.',
      },
      el: {
        title: () => 'Βόλτα στο ηλιοβασίλεμα',
        text: 'Αναχώρηση αργά το απόγευμα, άγκυρα για το ηλιοβασίλεμα, επιστροφή με το σούρουπο.',
      },
      pl: {
        title: () => 'Rejs o zachodzie słońca',
        text: 'Wypłynięcie późnym popołudniem, kotwica na zachód słońca, powrót o zmierzchu.',
      },
      ru: {
        title: () => 'Прогулка на закате',
        text: 'Выход ближе к вечеру, стоянка на якоре на закате, возвращение в сумерках.',
      },
      sv: {
        title: () => 'Solnedgångstur',
        text: 'Avfärd sent på eftermiddagen, ankring till solnedgången, tillbaka i skymningen.',
      },
    },
  },
  {
    hours: 8,
    texts: {
      en: {
        title: () => 'Full day to the islands',
        text: 'Crossing in the morning, lunch at anchor, snorkelling, return before evening.',
      },
      fr: {
        title: () => 'Journée complète vers les îles',
        text: 'Traversée le matin, déjeuner au mouillage, snorkeling, retour avant le soir.',
      },
      de: {
        title: () => 'Ganzer Tag zu den Inseln',
        text: 'Überfahrt am Morgen, Mittagessen vor Anker, Schnorcheln, Rückkehr vor dem Abend.',
      },
      es: {
        title: () => 'Día completo a las islas',
        text: 'Travesía por la mañana, almuerzo fondeados, esnórquel y regreso antes de la noche.',
      },
      it: {
        title: () => 'Giornata intera alle isole',
        text: 'Traversata al mattino, pranzo in rada, snorkeling, rientro prima di sera.',
      },
      nl: {
        title: () => 'Hele dag naar de eilanden',
        text: 'Oversteek in de ochtend, lunch voor anker, snorkelen, terug voor de avond.',
      },
      pt: {
        title: () => 'Dia inteiro às ilhas',
        text: 'Travessia de manhã, almoço fundeado, snorkel e regresso antes da noite.',
      },
      el: {
        title: () => 'Ολοήμερη εκδρομή στα νησιά',
        text: 'Διάπλους το πρωί, γεύμα στην άγκυρα, κολύμπι με μάσκα, επιστροφή πριν το βράδυ.',
      },
      pl: {
        title: () => 'Cały dzień na wyspach',
        text: 'Przeprawa rano, obiad na kotwicy, snorkeling, powrót przed wieczorem.',
      },
      ru: {
        title: () => 'Целый день на островах',
        text: 'Переход утром, обед на якоре, снорклинг, возвращение до вечера.',
      },
      sv: {
        title: () => 'Heldag till öarna',
        text: 'Överfart på morgonen, lunch för ankar, snorkling, tillbaka före kvällen.',
      },
    },
  },
];
