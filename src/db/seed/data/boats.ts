/**
 * Real builders and models per product type, with the ranges a listing of that model falls in, and
 * the texts that turn a generated boat into a listing a renter would believe.
 */
import type { ActivityType, ProductTypeKey } from '../../../../shared/catalogue/catalogue.ts';
import { MORE_ACTIVITY_TEXTS } from './activityTexts.ts';

export interface BuilderSpec {
  builder: string;
  models: string[];
  length: [number, number];
  enginePower: [number, number];
  capacity: [number, number];
  cabins: [number, number];
  /** EUR per day. */
  pricePerDay: [number, number];
}

const spec = (
  builder: string,
  models: string[],
  length: [number, number],
  enginePower: [number, number],
  capacity: [number, number],
  cabins: [number, number],
  pricePerDay: [number, number],
): BuilderSpec => ({ builder, models, length, enginePower, capacity, cabins, pricePerDay });

export const BUILDERS: Record<ProductTypeKey, BuilderSpec[]> = {
  catamaran: [
    spec(
      'Lagoon',
      ['Lagoon 40', 'Lagoon 42', 'Lagoon 46', 'Lagoon 450 F', 'Lagoon 51'],
      [11.7, 15.4],
      [80, 160],
      [8, 12],
      [3, 6],
      [450, 1600],
    ),
    spec(
      'Fountaine Pajot',
      ['Isla 40', 'Astrea 42', 'Elba 45', 'Tanna 47', 'Saona 47'],
      [11.9, 14.6],
      [80, 150],
      [8, 12],
      [3, 6],
      [480, 1700],
    ),
    spec(
      'Bali',
      ['Bali 4.1', 'Bali 4.3', 'Bali 4.6', 'Bali Catspace'],
      [11.9, 14.0],
      [80, 120],
      [8, 12],
      [3, 6],
      [420, 1500],
    ),
    spec(
      'Nautitech',
      ['Nautitech 40 Open', 'Nautitech 44 Open', 'Nautitech 46 Fly'],
      [11.9, 14.0],
      [60, 120],
      [8, 10],
      [3, 4],
      [420, 1300],
    ),
    spec(
      'Leopard',
      ['Leopard 40', 'Leopard 45', 'Leopard 50'],
      [12.0, 15.2],
      [80, 160],
      [8, 12],
      [3, 6],
      [450, 1600],
    ),
  ],
  gulet: [
    spec(
      'Ege Yat',
      ['Traditional Gulet 24 m', 'Gulet 28 m'],
      [22, 30],
      [300, 700],
      [10, 12],
      [4, 6],
      [1500, 4500],
    ),
    spec(
      'Bodrum Shipyard',
      ['Classic Gulet 26 m', 'Deluxe Gulet 32 m'],
      [24, 34],
      [400, 900],
      [10, 12],
      [5, 8],
      [2000, 6500],
    ),
    spec('Aganlar', ['Aganlar 30 m', 'Aganlar 35 m'], [29, 35], [600, 1200], [10, 12], [5, 8], [3000, 8000]),
  ],
  houseboat: [
    spec(
      'Le Boat',
      ['Horizon 1', 'Horizon 2', 'Horizon 3', 'Horizon 4', 'Magnifique', 'Caprice'],
      [10.5, 15.0],
      [30, 75],
      [2, 10],
      [1, 4],
      [180, 650],
    ),
    spec(
      'Locaboat',
      ['Pénichette 935W', 'Pénichette 1180FB', 'Europa 400', 'Europa 600'],
      [9.3, 15.0],
      [20, 50],
      [2, 12],
      [1, 5],
      [160, 600],
    ),
    spec(
      'Nicols',
      ['Confort 1100', 'Estivale Quattro', 'Sedan 1310'],
      [10.8, 13.5],
      [30, 50],
      [4, 12],
      [2, 5],
      [180, 560],
    ),
    spec(
      'Kuhnle-Tours',
      ['Kormoran 1140', 'Kormoran 1280', 'Kormoran 940'],
      [9.4, 12.8],
      [20, 50],
      [2, 8],
      [1, 3],
      [160, 480],
    ),
  ],
  jetSki: [
    spec(
      'Sea-Doo',
      ['Spark', 'Spark Trixx', 'GTI 130', 'GTX 170', 'RXP-X 300'],
      [2.8, 3.5],
      [90, 300],
      [1, 3],
      [0, 0],
      [120, 420],
    ),
    spec(
      'Yamaha',
      ['VX Cruiser', 'FX Cruiser SVHO', 'GP1800R'],
      [3.3, 3.6],
      [110, 250],
      [1, 3],
      [0, 0],
      [150, 450],
    ),
    spec(
      'Kawasaki',
      ['Jet Ski Ultra 310X', 'Jet Ski STX 160'],
      [3.2, 3.6],
      [160, 310],
      [1, 3],
      [0, 0],
      [160, 450],
    ),
  ],
  motorboat: [
    spec(
      'Jeanneau',
      ['Cap Camarat 6.5 WA', 'Cap Camarat 7.5 WA', 'Cap Camarat 9.0 CC', 'Merry Fisher 795'],
      [6.2, 9.0],
      [115, 600],
      [6, 12],
      [0, 2],
      [220, 800],
    ),
    spec(
      'Beneteau',
      ['Flyer 7 Sundeck', 'Flyer 8 Spacedeck', 'Antares 9'],
      [6.8, 9.0],
      [150, 400],
      [6, 12],
      [0, 2],
      [250, 750],
    ),
    spec(
      'Quicksilver',
      ['Activ 605 Open', 'Activ 755 Sundeck', 'Activ 875 Sundeck'],
      [5.9, 8.6],
      [100, 350],
      [6, 10],
      [0, 2],
      [180, 600],
    ),
    spec('Sessa', ['Key Largo 27', 'Key Largo 34'], [8.2, 10.5], [300, 700], [8, 12], [0, 1], [450, 1100]),
    spec('Bayliner', ['VR5', 'Element E7'], [5.5, 6.8], [115, 200], [6, 8], [0, 0], [180, 380]),
  ],
  motorYacht: [
    spec('Princess', ['V50', 'F45', 'S62', 'V65'], [14.0, 20.2], [800, 2400], [8, 12], [2, 4], [1500, 5500]),
    spec(
      'Sunseeker',
      ['Manhattan 52', 'Predator 55', 'Portofino 40'],
      [12.5, 17.5],
      [700, 2200],
      [8, 12],
      [2, 3],
      [1400, 5000],
    ),
    spec(
      'Azimut',
      ['Atlantis 45', 'Azimut 55', 'Azimut 60 Fly'],
      [14.0, 18.6],
      [800, 2000],
      [8, 12],
      [2, 4],
      [1500, 5200],
    ),
    spec(
      'Fairline',
      ['Targa 45 GT', 'Squadron 50'],
      [14.0, 15.7],
      [800, 1400],
      [8, 12],
      [2, 3],
      [1200, 4000],
    ),
    spec(
      'Prestige',
      ['Prestige 520', 'Prestige 590'],
      [15.7, 18.1],
      [870, 1350],
      [8, 12],
      [3, 4],
      [1400, 4500],
    ),
  ],
  rib: [
    spec(
      'Zodiac',
      ['Medline 580', 'Medline 7', 'N-ZO 680', 'Pro 5.5'],
      [5.5, 7.3],
      [60, 300],
      [6, 12],
      [0, 1],
      [180, 650],
    ),
    spec('Capelli', ['Tempest 570', 'Tempest 775'], [5.7, 7.8], [90, 300], [8, 14], [0, 1], [200, 650]),
    spec('Joker Boat', ['Clubman 24', 'Coaster 650'], [6.5, 7.4], [150, 300], [8, 14], [0, 1], [250, 650]),
    spec(
      'Brig',
      ['Eagle 6', 'Eagle 8', 'Navigator 610'],
      [6.0, 8.0],
      [115, 400],
      [8, 14],
      [0, 1],
      [220, 700],
    ),
    spec('Highfield', ['Sport 600', 'Sport 800'], [6.0, 8.0], [100, 350], [8, 12], [0, 0], [200, 600]),
  ],
  sailboat: [
    spec(
      'Beneteau',
      ['First 27', 'Oceanis 30.1', 'Oceanis 34.1', 'Oceanis 38.1'],
      [8.0, 11.5],
      [10, 40],
      [4, 8],
      [1, 3],
      [130, 420],
    ),
    spec(
      'Jeanneau',
      ['Sun Odyssey 319', 'Sun Odyssey 349', 'Sun Odyssey 380'],
      [9.4, 11.6],
      [20, 40],
      [4, 8],
      [2, 3],
      [140, 420],
    ),
    spec('Bavaria', ['Cruiser 34', 'C38', 'Cruiser 37'], [10.3, 11.8], [20, 40], [4, 8], [2, 3], [140, 400]),
    spec(
      'Dufour',
      ['310 Grand Large', '360 Grand Large', '390 Grand Large'],
      [9.4, 11.9],
      [20, 40],
      [4, 8],
      [2, 3],
      [140, 420],
    ),
    spec('Hanse', ['Hanse 315', 'Hanse 348', 'Hanse 388'], [9.6, 11.4], [15, 30], [4, 8], [2, 3], [140, 400]),
    spec('Dehler', ['Dehler 30 OD', 'Dehler 34'], [9.1, 10.4], [15, 30], [4, 6], [1, 2], [150, 380]),
  ],
  sailYacht: [
    spec(
      'Beneteau',
      ['Oceanis 46.1', 'Oceanis 51.1', 'Oceanis Yacht 54'],
      [14.6, 16.5],
      [60, 110],
      [8, 12],
      [3, 5],
      [380, 1400],
    ),
    spec(
      'Jeanneau',
      ['Sun Odyssey 490', 'Jeanneau 54', 'Jeanneau 60'],
      [14.7, 18.3],
      [60, 150],
      [8, 12],
      [3, 5],
      [400, 1600],
    ),
    spec('Bavaria', ['Cruiser 46', 'C50', 'C57'], [14.3, 17.3], [55, 110], [8, 12], [3, 5], [350, 1400]),
    spec('Hanse', ['Hanse 508', 'Hanse 548'], [15.4, 16.8], [75, 110], [8, 12], [3, 5], [400, 1500]),
    spec('Dufour', ['Dufour 470', 'Dufour 530'], [14.1, 16.0], [60, 110], [8, 12], [3, 5], [380, 1400]),
    spec(
      'Grand Soleil',
      ['Grand Soleil 46 LC', 'Grand Soleil 52 LC'],
      [14.2, 16.0],
      [75, 110],
      [8, 10],
      [3, 4],
      [500, 1800],
    ),
  ],
  withoutLicense: [
    spec('Quicksilver', ['Activ 455 Open', 'Activ 505 Open'], [4.5, 5.1], [5, 6], [4, 6], [0, 0], [90, 180]),
    spec('Rigiflex', ['Cap 370', 'Cap 420'], [3.7, 4.2], [4, 6], [3, 5], [0, 0], [70, 140]),
    spec('Terhi', ['Terhi 400', 'Terhi 445'], [4.0, 4.5], [4, 6], [3, 5], [0, 0], [70, 150]),
    spec('Marinello', ['Fisherman 16', 'Eden 18'], [4.9, 5.4], [5, 6], [4, 6], [0, 0], [90, 170]),
  ],
  yacht: [
    spec(
      'Benetti',
      ['Delfino 95', 'Oasis 34M', 'Motopanfilo 37M'],
      [29, 37],
      [2200, 4000],
      [10, 12],
      [4, 6],
      [9000, 28000],
    ),
    spec(
      'Sanlorenzo',
      ['SL86', 'SD96', 'SL102 Asymmetric'],
      [26, 31],
      [2400, 4200],
      [10, 12],
      [4, 5],
      [8000, 24000],
    ),
    spec(
      'Ferretti',
      ['Ferretti 780', 'Ferretti 860', 'Ferretti 1000'],
      [24, 30],
      [2000, 3800],
      [10, 12],
      [4, 5],
      [6000, 20000],
    ),
    spec(
      'Riva',
      ['76 Perseo', '88 Folgore', 'Rivamare'],
      [12.3, 27],
      [1000, 4000],
      [8, 12],
      [1, 4],
      [4000, 18000],
    ),
    spec(
      'Sunseeker',
      ['76 Yacht', '90 Ocean', '100 Yacht'],
      [23, 31],
      [2000, 4000],
      [10, 12],
      [4, 5],
      [6000, 22000],
    ),
  ],
};

export const BOAT_NAME_WORDS: string[] = [
  'Blue Lagoon',
  'Mistral',
  'Sirocco',
  'Libeccio',
  'Tramontane',
  'Meltemi',
  'Bora',
  'Levante',
  'Poseidon',
  'Amphitrite',
  'Calypso',
  'Nausicaa',
  'Odyssey',
  'Ithaca',
  'Stella Maris',
  'Dolce Vita',
  'La Belle Époque',
  'Sea Breeze',
  'Sunchaser',
  'Moonlight',
  'Aurora',
  'Marea',
  'Oceana',
  'Azzurra',
  'Bella Luna',
  'Capricorn',
  'Corsair',
  'Albatross',
  'Kingfisher',
  'Pelican',
  'Dolphin',
  'Blue Marlin',
  'Sea Spirit',
  'Wind Dancer',
  'Fair Wind',
  'Mermaid',
  'Neptune',
  'Triton',
  'Galatea',
  'Artemis',
  'Athena',
  'Zephyr',
  'Eos',
  'Thalassa',
  'Sirena',
  'Perla',
  'Coral',
  'Esmeralda',
  'Hydra',
  'Kalimera',
  'Paradise',
  'Serenity',
  'Liberty',
  'Free Spirit',
  'Happy Days',
  'Sweet Escape',
  "Sea'n'Sun",
  'Sunset Dream',
  'Blue Horizon',
  'Wild Goose',
  'Vagabond',
  'Nomad',
  'Santa Maria',
  'Fleur de Sel',
  'Belle-Île',
  'Embrun',
  'Alizé',
  'Goéland',
  'Cormoran',
  'Escapade',
  'Farniente',
  'Kairos',
  'Lagoa',
  'Maestrale',
  'Nuvola',
  'Onda',
  'Saudade',
  'Solveig',
  'Tulipa',
  'Vindö',
  'Zeemeeuw',
];

interface ListingText {
  types: Record<ProductTypeKey, string>;
  titles: ((t: TitleParts) => string)[];
  /** Opening sentence. */
  intro: (d: DescriptionParts) => string;
  /** One sentence on what this kind of boat is good at. */
  character: Record<BoatCharacter, string>;
  captain: { with: string; without: string; noLicence: string };
  closing: (city: string) => string;
  decimalComma: boolean;
}
interface TitleParts {
  type: string;
  model: string;
  name: string;
  city: string;
}
interface DescriptionParts extends TitleParts {
  length: string;
  capacity: number;
  cabins: number;
}
type BoatCharacter = 'multihull' | 'sail' | 'gulet' | 'yacht' | 'dayBoat' | 'jetSki' | 'houseboat';

const characterOf: Record<ProductTypeKey, BoatCharacter> = {
  catamaran: 'multihull',
  gulet: 'gulet',
  houseboat: 'houseboat',
  jetSki: 'jetSki',
  motorboat: 'dayBoat',
  motorYacht: 'yacht',
  rib: 'dayBoat',
  sailboat: 'sail',
  sailYacht: 'sail',
  withoutLicense: 'dayBoat',
  yacht: 'yacht',
};

const LISTING_TEXTS: Record<string, ListingText> = {
  en: {
    types: {
      catamaran: 'catamaran',
      gulet: 'gulet',
      houseboat: 'houseboat',
      jetSki: 'jet ski',
      motorboat: 'motorboat',
      motorYacht: 'motor yacht',
      rib: 'RIB',
      sailboat: 'sailboat',
      sailYacht: 'sailing yacht',
      withoutLicense: 'licence-free boat',
      yacht: 'yacht',
    },
    titles: [
      (t) => `${t.model} “${t.name}” – ${t.type} in ${t.city}`,
      (t) => `${cap(t.type)} ${t.model} in ${t.city}`,
    ],
    intro: (d) =>
      `${d.name} is a ${d.length} m ${d.model} ${d.type} based in ${d.city}, welcoming up to ${d.capacity} guests${d.cabins > 0 ? ` with ${d.cabins} ${d.cabins > 1 ? 'cabins' : 'cabin'}` : ''}.`,
    character: {
      multihull:
        'Its two hulls keep her steady and flat, and the trampolines and wide cockpit make long days at anchor a pleasure for families and friends.',
      sail: 'Well balanced and easy to handle, she sails beautifully in a breeze and is set up for relaxed cruising between coves.',
      gulet:
        'A traditional wooden gulet with a shaded aft deck, sun cushions on the bow and a crew who know every bay of the coast.',
      yacht:
        'Spacious sun decks, a bright saloon and a comfortable flybridge make her ideal for entertaining on the water in style.',
      dayBoat:
        'Quick, simple and comfortable, she is the perfect day boat to reach secluded beaches, swim and picnic on board.',
      jetSki: 'Lively and easy to ride, it is the most fun way to explore the coastline and feel the spray.',
      houseboat:
        'A floating holiday home with a full galley and a sun deck: glide along the waterways at your own pace and moor in a new village every night.',
    },
    captain: {
      with: 'An experienced skipper comes with the boat, so you can simply enjoy the trip.',
      without: 'Rent her without a skipper if you hold the right licence, or ask the owner to arrange one.',
      noLicence: 'No boating licence is needed: a short briefing before departure is all it takes.',
    },
    closing: (city) =>
      `The owner will welcome you at the harbour of ${city} and share the best spots nearby.`,
    decimalComma: false,
  },
  fr: {
    types: {
      catamaran: 'catamaran',
      gulet: 'goélette',
      houseboat: 'bateau habitable',
      jetSki: 'jet ski',
      motorboat: 'bateau à moteur',
      motorYacht: 'yacht à moteur',
      rib: 'semi-rigide',
      sailboat: 'voilier',
      sailYacht: 'voilier de croisière',
      withoutLicense: 'bateau sans permis',
      yacht: 'yacht',
    },
    titles: [
      (t) => `${cap(t.type)} ${t.model} « ${t.name} » à ${t.city}`,
      (t) => `${t.model} – ${t.type} à louer à ${t.city}`,
    ],
    intro: (d) =>
      `${d.name} est un ${d.type} ${d.model} de ${d.length} m basé à ${d.city}, qui accueille jusqu'à ${d.capacity} personnes${d.cabins > 0 ? ` avec ${d.cabins} cabine${d.cabins > 1 ? 's' : ''}` : ''}.`,
    character: {
      multihull:
        'Ses deux coques lui assurent une navigation stable et à plat, et ses trampolines comme son grand cockpit rendent les journées au mouillage très agréables en famille ou entre amis.',
      sail: 'Équilibré et facile à manœuvrer, il marche très bien dans la brise et se prête à une croisière détendue de crique en crique.',
      gulet:
        'Une goélette traditionnelle en bois avec un pont arrière ombragé, des bains de soleil à l’avant et un équipage qui connaît chaque baie de la côte.',
      yacht:
        'Ses vastes ponts soleil, son salon lumineux et son flybridge confortable en font le bateau idéal pour recevoir avec élégance.',
      dayBoat:
        'Rapide, simple et confortable, c’est le bateau de journée idéal pour rejoindre des plages isolées, se baigner et pique-niquer à bord.',
      jetSki:
        'Vif et facile à piloter, c’est la façon la plus amusante de découvrir la côte et de sentir les embruns.',
      houseboat:
        'Une maison de vacances flottante avec cuisine équipée et pont soleil : glissez sur les canaux à votre rythme et amarrez-vous chaque soir dans un nouveau village.',
    },
    captain: {
      with: 'Un skipper expérimenté est à bord : vous n’avez plus qu’à profiter.',
      without:
        'Louez-le sans skipper si vous avez le permis adapté, ou demandez au propriétaire d’en prévoir un.',
      noLicence: 'Aucun permis n’est nécessaire : une courte prise en main avant le départ suffit.',
    },
    closing: (city) =>
      `Le propriétaire vous accueille au port de ${city} et partage avec plaisir ses meilleurs coins.`,
    decimalComma: true,
  },
  de: {
    types: {
      catamaran: 'Katamaran',
      gulet: 'Gulet',
      houseboat: 'Hausboot',
      jetSki: 'Jetski',
      motorboat: 'Motorboot',
      motorYacht: 'Motoryacht',
      rib: 'Festrumpfschlauchboot',
      sailboat: 'Segelboot',
      sailYacht: 'Segelyacht',
      withoutLicense: 'führerscheinfreies Boot',
      yacht: 'Yacht',
    },
    titles: [
      (t) => `${cap(t.type)} ${t.model} „${t.name}“ in ${t.city}`,
      (t) => `${t.model} – ${cap(t.type)} mieten in ${t.city}`,
    ],
    intro: (d) =>
      `${d.name} ist ein ${d.length} m langes ${d.model} (${cap(d.type)}) mit Liegeplatz in ${d.city} für bis zu ${d.capacity} Gäste${d.cabins > 0 ? ` mit ${d.cabins} ${d.cabins > 1 ? 'Kabinen' : 'Kabine'}` : ''}.`,
    character: {
      multihull:
        'Die zwei Rümpfe sorgen für ruhiges, aufrechtes Segeln, und Netze und großes Cockpit machen lange Ankertage mit Familie und Freunden zum Vergnügen.',
      sail: 'Gut ausbalanciert und leicht zu handhaben segelt sie wunderbar bei frischer Brise und ist für entspannte Törns von Bucht zu Bucht ausgerüstet.',
      gulet:
        'Eine traditionelle Holzgulet mit schattigem Achterdeck, Sonnenpolstern am Bug und einer Crew, die jede Bucht der Küste kennt.',
      yacht:
        'Großzügige Sonnendecks, ein heller Salon und eine bequeme Flybridge machen sie ideal, um stilvoll Gäste an Bord zu empfangen.',
      dayBoat:
        'Schnell, unkompliziert und bequem: das ideale Tagesboot, um einsame Strände zu erreichen, zu baden und an Bord zu picknicken.',
      jetSki:
        'Wendig und leicht zu fahren: die spaßigste Art, die Küste zu entdecken und die Gischt zu spüren.',
      houseboat:
        'Ein schwimmendes Ferienhaus mit voll ausgestatteter Pantry und Sonnendeck: gleiten Sie in Ihrem Tempo über die Wasserwege und legen Sie jeden Abend in einem anderen Ort an.',
    },
    captain: {
      with: 'Ein erfahrener Skipper ist an Bord, Sie müssen die Fahrt nur genießen.',
      without:
        'Mit passendem Führerschein mieten Sie ohne Skipper, oder der Eigner organisiert einen für Sie.',
      noLicence: 'Kein Bootsführerschein nötig: Eine kurze Einweisung vor der Abfahrt genügt.',
    },
    closing: (city) =>
      `Der Eigner empfängt Sie im Hafen von ${city} und verrät Ihnen die schönsten Plätze der Umgebung.`,
    decimalComma: true,
  },
  es: {
    types: {
      catamaran: 'catamarán',
      gulet: 'goleta',
      houseboat: 'barco habitable',
      jetSki: 'moto de agua',
      motorboat: 'lancha a motor',
      motorYacht: 'yate a motor',
      rib: 'neumática semirrígida',
      sailboat: 'velero',
      sailYacht: 'velero de crucero',
      withoutLicense: 'barco sin licencia',
      yacht: 'yate',
    },
    titles: [
      (t) => `${cap(t.type)} ${t.model} «${t.name}» en ${t.city}`,
      (t) => `${t.model} – ${t.type} en alquiler en ${t.city}`,
    ],
    intro: (d) =>
      `${d.name} es un ${d.type} ${d.model} de ${d.length} m con base en ${d.city}, para un máximo de ${d.capacity} personas${d.cabins > 0 ? ` y con ${d.cabins} camarote${d.cabins > 1 ? 's' : ''}` : ''}.`,
    character: {
      multihull:
        'Sus dos cascos garantizan una navegación estable y sus redes de proa y amplia bañera hacen que los días fondeados sean un placer en familia o con amigos.',
      sail: 'Equilibrado y fácil de manejar, navega de maravilla con brisa y está preparado para un crucero tranquilo de cala en cala.',
      gulet:
        'Una goleta tradicional de madera con cubierta de popa a la sombra, solárium en proa y una tripulación que conoce cada bahía de la costa.',
      yacht:
        'Amplios solariums, un salón luminoso y un flybridge cómodo lo convierten en el barco ideal para recibir con estilo.',
      dayBoat:
        'Rápida, sencilla y cómoda, es la embarcación de día perfecta para llegar a playas escondidas, bañarse y comer a bordo.',
      jetSki: 'Ágil y fácil de pilotar, es la forma más divertida de recorrer la costa y sentir la espuma.',
      houseboat:
        'Una casa de vacaciones flotante con cocina completa y solárium: recorra los canales a su ritmo y amarre cada noche en un pueblo distinto.',
    },
    captain: {
      with: 'Un patrón con experiencia va a bordo, así que solo tiene que disfrutar.',
      without:
        'Alquílelo sin patrón si tiene la titulación adecuada, o pida al propietario que le busque uno.',
      noLicence: 'No hace falta titulación: basta con una breve explicación antes de salir.',
    },
    closing: (city) =>
      `El propietario le recibirá en el puerto de ${city} y le contará los mejores rincones de la zona.`,
    decimalComma: true,
  },
  it: {
    types: {
      catamaran: 'catamarano',
      gulet: 'caicco',
      houseboat: 'houseboat',
      jetSki: "moto d'acqua",
      motorboat: 'barca a motore',
      motorYacht: 'motoryacht',
      rib: 'gommone',
      sailboat: 'barca a vela',
      sailYacht: 'yacht a vela',
      withoutLicense: 'barca senza patente',
      yacht: 'yacht',
    },
    titles: [
      (t) => `${cap(t.type)} ${t.model} “${t.name}” a ${t.city}`,
      (t) => `${t.model} – ${t.type} a noleggio a ${t.city}`,
    ],
    intro: (d) =>
      `${d.name} è un ${d.type} ${d.model} di ${d.length} m con base a ${d.city}, per un massimo di ${d.capacity} ospiti${d.cabins > 0 ? ` con ${d.cabins} cabin${d.cabins > 1 ? 'e' : 'a'}` : ''}.`,
    character: {
      multihull:
        'I due scafi garantiscono una navigazione stabile e le reti di prua e l’ampio pozzetto rendono piacevoli le lunghe giornate in rada con famiglia e amici.',
      sail: 'Equilibrata e facile da condurre, naviga benissimo con la brezza ed è pensata per una crociera rilassata di baia in baia.',
      gulet:
        'Un caicco tradizionale in legno con ponte di poppa ombreggiato, prendisole a prua e un equipaggio che conosce ogni baia della costa.',
      yacht:
        'Ampi prendisole, un salone luminoso e un comodo flybridge lo rendono ideale per ricevere ospiti con stile.',
      dayBoat:
        'Veloce, semplice e comoda: la barca da giornata perfetta per raggiungere spiagge isolate, fare il bagno e pranzare a bordo.',
      jetSki:
        'Agile e facile da guidare, è il modo più divertente per esplorare la costa e sentire gli spruzzi.',
      houseboat:
        'Una casa vacanze galleggiante con cucina attrezzata e terrazza: scivolate lungo i canali con calma e ormeggiate ogni sera in un borgo diverso.',
    },
    captain: {
      with: 'A bordo c’è uno skipper esperto: non resta che godersi la giornata.',
      without:
        'Noleggiatela senza skipper se avete la patente adatta, oppure chiedete al proprietario di organizzarne uno.',
      noLicence: 'Non serve la patente nautica: basta un breve briefing prima della partenza.',
    },
    closing: (city) =>
      `Il proprietario vi accoglierà al porto di ${city} e vi consiglierà i posti più belli della zona.`,
    decimalComma: true,
  },
  nl: {
    types: {
      catamaran: 'catamaran',
      gulet: 'gulet',
      houseboat: 'woonboot',
      jetSki: 'waterscooter',
      motorboat: 'motorboot',
      motorYacht: 'motorjacht',
      rib: 'RIB',
      sailboat: 'zeilboot',
      sailYacht: 'zeiljacht',
      withoutLicense: 'vaarbewijsvrije boot',
      yacht: 'jacht',
    },
    titles: [
      (t) => `${cap(t.type)} ${t.model} ‘${t.name}’ in ${t.city}`,
      (t) => `${t.model} – ${t.type} te huur in ${t.city}`,
    ],
    intro: (d) =>
      `${d.name} is een ${d.type} van het type ${d.model}, ${d.length} m lang, met thuishaven ${d.city} en plaats voor ${d.capacity} gasten${d.cabins > 0 ? ` in ${d.cabins} ${d.cabins > 1 ? 'hutten' : 'hut'}` : ''}.`,
    character: {
      multihull:
        'De twee rompen zorgen voor stabiel en vlak zeilen, en de netten en ruime kuip maken lange dagen voor anker een feest voor gezinnen en vrienden.',
      sail: 'Goed uitgebalanceerd en makkelijk te bedienen: ze zeilt prachtig bij een frisse bries en is ingericht voor ontspannen tochten van baai naar baai.',
      gulet:
        'Een traditionele houten gulet met schaduwrijk achterdek, zonnekussens op het voordek en een bemanning die elke baai van de kust kent.',
      yacht:
        'Ruime zonnedekken, een lichte salon en een comfortabele flybridge maken haar ideaal om stijlvol gasten te ontvangen.',
      dayBoat:
        'Snel, eenvoudig en comfortabel: de perfecte dagboot om verlaten stranden te bereiken, te zwemmen en aan boord te picknicken.',
      jetSki: 'Wendbaar en makkelijk te besturen: de leukste manier om de kust te verkennen.',
      houseboat:
        'Een drijvend vakantiehuis met volledige kombuis en zonnedek: vaar op je eigen tempo over de waterwegen en meer elke avond aan in een ander dorp.',
    },
    captain: {
      with: 'Een ervaren schipper vaart mee, dus u hoeft alleen maar te genieten.',
      without:
        'Huur haar zonder schipper als u het juiste vaarbewijs hebt, of vraag de eigenaar er een te regelen.',
      noLicence: 'Geen vaarbewijs nodig: een korte uitleg voor vertrek is genoeg.',
    },
    closing: (city) =>
      `De eigenaar verwelkomt u in de haven van ${city} en deelt graag de mooiste plekjes in de buurt.`,
    decimalComma: true,
  },
  pt: {
    types: {
      catamaran: 'catamarã',
      gulet: 'gulet',
      houseboat: 'casa flutuante',
      jetSki: 'moto de água',
      motorboat: 'lancha',
      motorYacht: 'iate a motor',
      rib: 'semirrígido',
      sailboat: 'veleiro',
      sailYacht: 'veleiro de cruzeiro',
      withoutLicense: 'barco sem carta',
      yacht: 'iate',
    },
    titles: [
      (t) => `${cap(t.type)} ${t.model} “${t.name}” em ${t.city}`,
      (t) => `${t.model} – ${t.type} para alugar em ${t.city}`,
    ],
    intro: (d) =>
      `${d.name} é um ${d.type} ${d.model} de ${d.length} m com base em ${d.city}, para até ${d.capacity} pessoas${d.cabins > 0 ? ` com ${d.cabins} cabine${d.cabins > 1 ? 's' : ''}` : ''}.`,
    character: {
      multihull:
        'Os dois cascos garantem uma navegação estável e as redes de proa e o amplo cockpit tornam os dias ancorados um prazer em família ou com amigos.',
      sail: 'Equilibrado e fácil de manobrar, navega muito bem com brisa e está preparado para um cruzeiro tranquilo de enseada em enseada.',
      gulet:
        'Um gulet tradicional em madeira com convés de popa à sombra, solário na proa e uma tripulação que conhece cada baía da costa.',
      yacht:
        'Amplos solários, um salão luminoso e um flybridge confortável fazem dele o barco ideal para receber com estilo.',
      dayBoat:
        'Rápido, simples e confortável: o barco de dia perfeito para chegar a praias escondidas, nadar e almoçar a bordo.',
      jetSki: 'Ágil e fácil de conduzir, é a forma mais divertida de explorar a costa.',
      houseboat:
        'Uma casa de férias flutuante com cozinha completa e solário: navegue pelos canais ao seu ritmo e atraque todas as noites numa aldeia diferente.',
    },
    captain: {
      with: 'Um skipper experiente vai a bordo, por isso só tem de aproveitar.',
      without: 'Alugue sem skipper se tiver a carta adequada, ou peça ao proprietário que arranje um.',
      noLicence: 'Não é precisa carta de navegador: basta uma breve explicação antes da partida.',
    },
    closing: (city) => `O proprietário recebe-o no porto de ${city} e partilha os melhores recantos da zona.`,
    decimalComma: true,
  },
  el: {
    types: {
      catamaran: 'καταμαράν',
      gulet: 'γκολέτα',
      houseboat: 'πλωτό σπίτι',
      jetSki: 'τζετ σκι',
      motorboat: 'μηχανοκίνητο σκάφος',
      motorYacht: 'μηχανοκίνητο γιοτ',
      rib: 'φουσκωτό σκάφος',
      sailboat: 'ιστιοπλοϊκό',
      sailYacht: 'ιστιοπλοϊκό γιοτ',
      withoutLicense: 'σκάφος χωρίς δίπλωμα',
      yacht: 'γιοτ',
    },
    titles: [
      (t) => `${cap(t.type)} ${t.model} «${t.name}» – ${t.city}`,
      (t) => `${t.model} – ${t.type} προς ενοικίαση, ${t.city}`,
    ],
    intro: (d) =>
      `${d.name}: ${d.type} ${d.model} μήκους ${d.length} μ. με λιμάνι αφετηρίας ${d.city}, για έως ${d.capacity} επιβάτες${d.cabins > 0 ? ` και ${d.cabins} ${d.cabins > 1 ? 'καμπίνες' : 'καμπίνα'}` : ''}.`,
    character: {
      multihull:
        'Οι δύο γάστρες χαρίζουν σταθερή και επίπεδη πλεύση, ενώ τα δίχτυα της πλώρης και το μεγάλο κόκπιτ κάνουν τις μέρες στην άγκυρα απόλαυση για οικογένειες και φίλους.',
      sail: 'Ισορροπημένο και εύκολο στον χειρισμό, πλέει υπέροχα με το μελτέμι και είναι έτοιμο για χαλαρή κρουαζιέρα από όρμο σε όρμο.',
      gulet:
        'Παραδοσιακή ξύλινη γκολέτα με σκιερό πίσω κατάστρωμα, στρώματα ηλιοθεραπείας στην πλώρη και πλήρωμα που γνωρίζει κάθε κόλπο της ακτής.',
      yacht:
        'Μεγάλα καταστρώματα ηλιοθεραπείας, φωτεινό σαλόνι και άνετη φλάιμπριτζ: ιδανικό για να υποδεχτείτε τους φίλους σας με στιλ.',
      dayBoat:
        'Γρήγορο, απλό και άνετο: το ιδανικό σκάφος για μια μέρα σε απόμερες παραλίες, με μπάνιο και πικνίκ επί του σκάφους.',
      jetSki: 'Ζωηρό και εύκολο στην οδήγηση: ο πιο διασκεδαστικός τρόπος να εξερευνήσετε την ακτή.',
      houseboat:
        'Ένα πλωτό εξοχικό με πλήρη κουζίνα και κατάστρωμα ηλιοθεραπείας: ταξιδέψτε στα κανάλια με τον δικό σας ρυθμό και δέστε κάθε βράδυ σε άλλο χωριό.',
    },
    captain: {
      with: 'Έμπειρος κυβερνήτης είναι επί του σκάφους, οπότε εσείς απλώς απολαμβάνετε.',
      without:
        'Νοικιάστε το χωρίς κυβερνήτη αν έχετε το κατάλληλο δίπλωμα ή ζητήστε από τον ιδιοκτήτη να κανονίσει έναν.',
      noLicence: 'Δεν χρειάζεται δίπλωμα: αρκεί μια σύντομη ενημέρωση πριν την αναχώρηση.',
    },
    closing: (city) =>
      `Ο ιδιοκτήτης θα σας υποδεχτεί στο λιμάνι (${city}) και θα σας προτείνει τα ωραιότερα σημεία της περιοχής.`,
    decimalComma: true,
  },
  pl: {
    types: {
      catamaran: 'katamaran',
      gulet: 'gulet',
      houseboat: 'łódź mieszkalna',
      jetSki: 'skuter wodny',
      motorboat: 'łódź motorowa',
      motorYacht: 'jacht motorowy',
      rib: 'łódź RIB',
      sailboat: 'żaglówka',
      sailYacht: 'jacht żaglowy',
      withoutLicense: 'łódź bez patentu',
      yacht: 'jacht',
    },
    titles: [
      (t) => `${cap(t.type)} ${t.model} „${t.name}” – ${t.city}`,
      (t) => `${t.model} – ${t.type} do wynajęcia, ${t.city}`,
    ],
    intro: (d) =>
      `${d.name} to ${d.type} ${d.model} o długości ${d.length} m z portem macierzystym ${d.city}. Maksymalna liczba osób na pokładzie: ${d.capacity}${d.cabins > 0 ? `, liczba kabin: ${d.cabins}` : ''}.`,
    character: {
      multihull:
        'Dwa kadłuby zapewniają stabilną i płaską żeglugę, a siatki na dziobie i obszerny kokpit sprawiają, że długie dni na kotwicy to przyjemność dla rodzin i przyjaciół.',
      sail: 'Dobrze wyważona i łatwa w prowadzeniu, świetnie żegluje przy bryzie i jest przygotowana do spokojnych rejsów od zatoki do zatoki.',
      gulet:
        'Tradycyjny drewniany gulet z zacienionym pokładem rufowym, materacami do opalania na dziobie i załogą, która zna każdą zatokę wybrzeża.',
      yacht:
        'Przestronne pokłady słoneczne, jasny salon i wygodny flybridge sprawiają, że to idealne miejsce, by z klasą przyjmować gości na wodzie.',
      dayBoat:
        'Szybka, prosta i wygodna: idealna łódź na jeden dzień, by dotrzeć do ustronnych plaż, popływać i zjeść na pokładzie.',
      jetSki: 'Zwinny i łatwy w prowadzeniu: najzabawniejszy sposób, by poznać wybrzeże.',
      houseboat:
        'Pływający dom wakacyjny z pełną kuchnią i pokładem słonecznym: płyń kanałami we własnym tempie i cumuj każdego wieczoru w innej miejscowości.',
    },
    captain: {
      with: 'Na pokładzie jest doświadczony skipper, więc wystarczy cieszyć się rejsem.',
      without:
        'Wynajmij bez skippera, jeśli masz odpowiedni patent, albo poproś właściciela o jego zorganizowanie.',
      noLicence: 'Patent nie jest potrzebny: wystarczy krótkie szkolenie przed wypłynięciem.',
    },
    closing: (city) =>
      `Właściciel powita Cię w porcie (${city}) i chętnie poleci najpiękniejsze miejsca w okolicy.`,
    decimalComma: true,
  },
  ru: {
    types: {
      catamaran: 'катамаран',
      gulet: 'гулет',
      houseboat: 'плавучий дом',
      jetSki: 'гидроцикл',
      motorboat: 'моторная лодка',
      motorYacht: 'моторная яхта',
      rib: 'лодка RIB',
      sailboat: 'парусная лодка',
      sailYacht: 'парусная яхта',
      withoutLicense: 'лодка без прав',
      yacht: 'яхта',
    },
    titles: [
      (t) => `${cap(t.type)} ${t.model} «${t.name}» — ${t.city}`,
      (t) => `${t.model} — ${t.type} в аренду, ${t.city}`,
    ],
    intro: (d) =>
      `${d.name} — ${d.type} ${d.model} длиной ${d.length} м, порт приписки: ${d.city}. Вместимость: до ${d.capacity} человек${d.cabins > 0 ? `, кают: ${d.cabins}` : ''}.`,
    character: {
      multihull:
        'Два корпуса обеспечивают устойчивый ход без крена, а сетки на носу и просторный кокпит делают долгие дни на якоре удовольствием для семьи и друзей.',
      sail: 'Хорошо сбалансирована и проста в управлении, отлично идёт при свежем ветре и подготовлена для неспешного плавания от бухты к бухте.',
      gulet:
        'Традиционный деревянный гулет с тенистой кормовой палубой, лежаками на носу и командой, которая знает каждую бухту побережья.',
      yacht:
        'Просторные палубы для загара, светлый салон и удобный флайбридж: идеальное место, чтобы стильно принимать гостей на воде.',
      dayBoat:
        'Быстрая, простая и удобная: идеальная лодка на день, чтобы добраться до уединённых пляжей, искупаться и пообедать на борту.',
      jetSki: 'Манёвренный и простой в управлении: самый весёлый способ исследовать побережье.',
      houseboat:
        'Плавучий дом для отдыха с полноценной кухней и палубой для загара: путешествуйте по каналам в своём ритме и каждый вечер швартуйтесь в новой деревне.',
    },
    captain: {
      with: 'На борту опытный шкипер, так что вам остаётся только наслаждаться.',
      without: 'Арендуйте без шкипера, если у вас есть нужные права, или попросите владельца найти шкипера.',
      noLicence: 'Права не нужны: достаточно короткого инструктажа перед выходом.',
    },
    closing: (city) => `Владелец встретит вас в порту (${city}) и подскажет лучшие места поблизости.`,
    decimalComma: true,
  },
  sv: {
    types: {
      catamaran: 'katamaran',
      gulet: 'gulet',
      houseboat: 'husbåt',
      jetSki: 'vattenskoter',
      motorboat: 'motorbåt',
      motorYacht: 'motoryacht',
      rib: 'RIB-båt',
      sailboat: 'segelbåt',
      sailYacht: 'segelyacht',
      withoutLicense: 'båt utan förarbevis',
      yacht: 'yacht',
    },
    titles: [
      (t) => `${cap(t.type)} ${t.model} ”${t.name}” i ${t.city}`,
      (t) => `${t.model} – ${t.type} att hyra i ${t.city}`,
    ],
    intro: (d) =>
      `${d.name} är en ${d.length} m lång ${d.model} (${d.type}) med hemmahamn i ${d.city}, för upp till ${d.capacity} gäster${d.cabins > 0 ? ` och ${d.cabins} ${d.cabins > 1 ? 'hytter' : 'hytt'}` : ''}.`,
    character: {
      multihull:
        'De två skroven ger en stabil och plan gång, och trampolinerna och den rymliga sittbrunnen gör långa dagar för ankar till ett nöje för familj och vänner.',
      sail: 'Välbalanserad och lättseglad: hon seglar vackert i frisk bris och är utrustad för avslappnade turer från vik till vik.',
      gulet:
        'En traditionell gulet i trä med skuggigt akterdäck, solbäddar på fördäck och en besättning som känner varje vik längs kusten.',
      yacht:
        'Rymliga soldäck, en ljus salong och en bekväm flybridge gör henne perfekt för att ta emot gäster med stil.',
      dayBoat:
        'Snabb, enkel och bekväm: den perfekta dagsbåten för att nå avskilda stränder, bada och äta lunch ombord.',
      jetSki: 'Livlig och lätt att köra: det roligaste sättet att utforska kusten.',
      houseboat:
        'Ett flytande fritidshus med fullt utrustat pentry och soldäck: glid fram längs kanalerna i din egen takt och förtöj i en ny by varje kväll.',
    },
    captain: {
      with: 'En erfaren skeppare följer med båten, så du kan bara njuta av turen.',
      without: 'Hyr utan skeppare om du har rätt förarbevis, eller be ägaren ordna en åt dig.',
      noLicence: 'Inget förarbevis behövs: en kort genomgång före avfärd räcker.',
    },
    closing: (city) =>
      `Ägaren tar emot dig i hamnen i ${city} och delar gärna med sig av de finaste platserna i närheten.`,
    decimalComma: true,
  },
};

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A stable small number from the boat's name, so the same boat always gets the same title wording. */
function wordingIndex(text: string, count: number): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % count;
}

/** `model` already carries the builder's name when the builder uses it ("Lagoon 42"). */
function fullModel(builder: string, model: string): string {
  return model.toLowerCase().startsWith(builder.toLowerCase()) ? model : `${builder} ${model}`;
}

/**
 * The listing title and a 2–4 sentence description in `lang` (the 11 text languages; en-GB and
 * en-US read English). `p.title` is the boat's own name ("Mistral").
 */
export function describeProduct(
  p: {
    type: ProductTypeKey;
    title: string;
    builder: string;
    model: string;
    length: number;
    capacity: number;
    cabins: number;
    city: string;
    withCaptain: boolean;
  },
  lang: string,
): { title: string; description: string } {
  const text = LISTING_TEXTS[lang] ?? LISTING_TEXTS[lang.split('-')[0]] ?? LISTING_TEXTS.en;
  const length = String(Math.round(p.length * 10) / 10);
  const parts: DescriptionParts = {
    type: text.types[p.type],
    model: fullModel(p.builder, p.model),
    name: p.title,
    city: p.city,
    length: text.decimalComma ? length.replace('.', ',') : length,
    capacity: p.capacity,
    cabins: p.cabins,
  };
  const title = text.titles[wordingIndex(p.title, text.titles.length)](parts);
  const captain =
    p.type === 'withoutLicense'
      ? text.captain.noLicence
      : p.withCaptain
        ? text.captain.with
        : text.captain.without;
  const sentences = [cap(text.intro(parts)), text.character[characterOf[p.type]], captain];
  if (p.capacity >= 6) sentences.push(text.closing(p.city));
  return { title, description: sentences.join(' ') };
}

export interface ActivityTemplate {
  type: ActivityType;
  titles: Record<string, string>;
  descriptions: Record<string, string>;
  durationHours: [number, number];
  pricePerPerson: [number, number];
  capacity: [number, number];
}

const WRITTEN_ACTIVITY_TEMPLATES: ActivityTemplate[] = [
  {
    type: 'boatTour',
    titles: {
      en: 'Coastal boat tour with swim stops',
      fr: 'Balade en bateau le long de la côte avec baignades',
      de: 'Bootstour entlang der Küste mit Badestopps',
      es: 'Paseo en barco por la costa con paradas para bañarse',
      it: 'Giro in barca lungo la costa con soste bagno',
    },
    descriptions: {
      en: 'Cruise past cliffs, caves and hidden beaches with a local skipper who knows every cove. Two swim stops, soft drinks and snorkelling masks are included.',
      fr: 'Longez falaises, grottes et plages cachées avec un skipper local qui connaît chaque crique. Deux arrêts baignade, boissons fraîches et masques de snorkeling inclus.',
      de: 'Fahren Sie mit einem ortskundigen Skipper an Klippen, Grotten und versteckten Stränden vorbei. Zwei Badestopps, Erfrischungsgetränke und Schnorchelmasken inklusive.',
      es: 'Recorra acantilados, cuevas y playas escondidas con un patrón local que conoce cada cala. Incluye dos paradas para bañarse, refrescos y gafas de esnórquel.',
      it: 'Navigate tra scogliere, grotte e spiagge nascoste con uno skipper del posto che conosce ogni caletta. Due soste bagno, bibite e maschere da snorkeling incluse.',
    },
    durationHours: [2, 4],
    pricePerPerson: [35, 90],
    capacity: [6, 12],
  },
  {
    type: 'boatTour',
    titles: {
      en: 'Island-hopping day trip',
      fr: 'Journée en bateau d’île en île',
      de: 'Tagesausflug zum Inselhüpfen',
      es: 'Excursión de un día de isla en isla',
      it: 'Gita di un giorno tra le isole',
    },
    descriptions: {
      en: 'A full day at sea visiting two or three islands, with lunch on board and time to explore each harbour on foot. Perfect for a first taste of the archipelago.',
      fr: 'Une journée complète en mer pour découvrir deux ou trois îles, avec déjeuner à bord et du temps pour flâner dans chaque port. Idéal pour découvrir l’archipel.',
      de: 'Ein ganzer Tag auf See mit zwei oder drei Inseln, Mittagessen an Bord und Zeit, jeden Hafen zu Fuß zu erkunden. Ideal, um das Archipel kennenzulernen.',
      es: 'Un día completo en el mar visitando dos o tres islas, con almuerzo a bordo y tiempo para pasear por cada puerto. Perfecto para descubrir el archipiélago.',
      it: 'Una giornata intera in mare tra due o tre isole, con pranzo a bordo e tempo per visitare ogni porticciolo. Perfetta per scoprire l’arcipelago.',
    },
    durationHours: [6, 9],
    pricePerPerson: [80, 180],
    capacity: [8, 12],
  },
  {
    type: 'fishingTrip',
    titles: {
      en: 'Sea fishing trip with a local fisherman',
      fr: 'Sortie pêche en mer avec un pêcheur local',
      de: 'Angeltour auf dem Meer mit einem einheimischen Fischer',
      es: 'Salida de pesca con un pescador local',
      it: 'Battuta di pesca con un pescatore locale',
    },
    descriptions: {
      en: 'Rods, bait and tackle are on board: learn trolling and bottom fishing from someone who has fished these waters all his life. Keep your catch or have it grilled on the quay.',
      fr: 'Cannes, appâts et matériel sont à bord : apprenez la traîne et la pêche au fond avec quelqu’un qui pêche ici depuis toujours. Gardez vos prises ou faites-les griller sur le quai.',
      de: 'Ruten, Köder und Zubehör sind an Bord: Lernen Sie Schleppangeln und Grundangeln von jemandem, der hier sein Leben lang gefischt hat. Der Fang gehört Ihnen.',
      es: 'Cañas, cebo y aparejos a bordo: aprenda curricán y pesca de fondo con alguien que ha pescado aquí toda su vida. Llévese sus capturas o áselas en el muelle.',
      it: 'Canne, esche e attrezzatura sono a bordo: imparate traina e pesca a fondo da chi pesca in queste acque da sempre. Il pescato è vostro.',
    },
    durationHours: [3, 6],
    pricePerPerson: [60, 140],
    capacity: [2, 6],
  },
  {
    type: 'sunsetCruise',
    titles: {
      en: 'Sunset cruise with aperitif',
      fr: 'Croisière au coucher du soleil avec apéritif',
      de: 'Sonnenuntergangsfahrt mit Aperitif',
      es: 'Crucero al atardecer con aperitivo',
      it: 'Crociera al tramonto con aperitivo',
    },
    descriptions: {
      en: 'Sail out as the light turns golden, drop anchor in a quiet bay and watch the sun go down with a glass of local wine and a few bites. Back in the harbour after dusk.',
      fr: 'Partez quand la lumière devient dorée, jetez l’ancre dans une baie calme et regardez le soleil se coucher avec un verre de vin local et quelques tapas. Retour au port à la nuit tombée.',
      de: 'Fahren Sie hinaus, wenn das Licht golden wird, ankern Sie in einer ruhigen Bucht und genießen Sie den Sonnenuntergang mit einem Glas Wein. Rückkehr nach der Dämmerung.',
      es: 'Salga cuando la luz se vuelve dorada, fondee en una bahía tranquila y vea la puesta de sol con una copa de vino local y algo para picar. Regreso al puerto al anochecer.',
      it: 'Partite quando la luce diventa dorata, gettate l’ancora in una baia tranquilla e guardate il tramonto con un calice di vino locale e qualche stuzzichino. Rientro dopo il crepuscolo.',
    },
    durationHours: [2, 3],
    pricePerPerson: [45, 110],
    capacity: [6, 12],
  },
  {
    type: 'sunsetCruise',
    titles: {
      en: 'Sunset catamaran cruise with dinner',
      fr: 'Dîner-croisière en catamaran au coucher du soleil',
      de: 'Katamaran-Abendfahrt mit Abendessen',
      es: 'Cena en catamarán al atardecer',
      it: 'Cena in catamarano al tramonto',
    },
    descriptions: {
      en: 'A relaxed evening on a spacious catamaran with a freshly cooked dinner, music on the trampoline and the coastline lighting up as night falls.',
      fr: 'Une soirée détendue sur un grand catamaran avec un dîner préparé à bord, de la musique sur le trampoline et la côte qui s’illumine à la tombée de la nuit.',
      de: 'Ein entspannter Abend auf einem geräumigen Katamaran mit frisch gekochtem Essen, Musik auf dem Netz und der Küste, die bei Einbruch der Nacht zu leuchten beginnt.',
      es: 'Una velada relajada en un amplio catamarán con cena recién preparada, música en la red de proa y la costa iluminándose al caer la noche.',
      it: 'Una serata rilassata su un ampio catamarano con cena preparata a bordo, musica sulla rete di prua e la costa che si illumina al calar della notte.',
    },
    durationHours: [3, 4],
    pricePerPerson: [90, 180],
    capacity: [8, 12],
  },
  {
    type: 'diving',
    titles: {
      en: 'Discovery scuba dive from the boat',
      fr: 'Baptême de plongée depuis le bateau',
      de: 'Schnuppertauchen vom Boot aus',
      es: 'Bautismo de buceo desde el barco',
      it: 'Battesimo subacqueo dalla barca',
    },
    descriptions: {
      en: 'No experience needed: a certified instructor briefs you on board, then takes you down to twelve metres among groupers, octopus and seagrass. All equipment is provided.',
      fr: 'Aucune expérience requise : un moniteur diplômé vous briefe à bord puis vous emmène jusqu’à douze mètres parmi mérous, poulpes et posidonies. Tout l’équipement est fourni.',
      de: 'Keine Erfahrung nötig: Ein zertifizierter Tauchlehrer weist Sie an Bord ein und begleitet Sie auf zwölf Meter zu Zackenbarschen, Kraken und Seegraswiesen. Ausrüstung inklusive.',
      es: 'Sin experiencia previa: un instructor titulado le explica todo a bordo y le acompaña hasta doce metros entre meros, pulpos y praderas de posidonia. Equipo incluido.',
      it: 'Nessuna esperienza richiesta: un istruttore certificato vi prepara a bordo e vi accompagna fino a dodici metri tra cernie, polpi e posidonia. Attrezzatura inclusa.',
    },
    durationHours: [2, 4],
    pricePerPerson: [70, 150],
    capacity: [2, 8],
  },
  {
    type: 'snorkeling',
    titles: {
      en: 'Snorkelling trip to crystal-clear coves',
      fr: 'Sortie snorkeling dans des criques cristallines',
      de: 'Schnorcheltour zu kristallklaren Buchten',
      es: 'Excursión de esnórquel a calas cristalinas',
      it: 'Snorkeling nelle calette cristalline',
    },
    descriptions: {
      en: 'Hop between the clearest coves of the coast and float above rocks teeming with fish. Masks, fins and a guide in the water are included.',
      fr: 'Passez d’une crique à l’autre parmi les plus claires de la côte et flottez au-dessus de rochers peuplés de poissons. Masques, palmes et guide dans l’eau inclus.',
      de: 'Besuchen Sie die klarsten Buchten der Küste und schweben Sie über fischreichen Felsen. Masken, Flossen und ein Guide im Wasser inklusive.',
      es: 'Recorra las calas más cristalinas de la costa y flote sobre rocas llenas de peces. Gafas, aletas y guía en el agua incluidos.',
      it: 'Passate da una caletta all’altra tra le più limpide della costa e galleggiate sopra scogli pieni di pesci. Maschere, pinne e guida in acqua inclusi.',
    },
    durationHours: [2, 4],
    pricePerPerson: [40, 85],
    capacity: [4, 12],
  },
  {
    type: 'wakeboarding',
    titles: {
      en: 'Wakeboard and water-ski session',
      fr: 'Session de wakeboard et ski nautique',
      de: 'Wakeboard- und Wasserski-Session',
      es: 'Sesión de wakeboard y esquí acuático',
      it: 'Sessione di wakeboard e sci nautico',
    },
    descriptions: {
      en: 'Behind a dedicated ski boat with a coach on board: first-timers get up on the board in minutes, regulars work on jumps. Boards, skis and wetsuits provided.',
      fr: 'Derrière un bateau de ski nautique avec un moniteur à bord : les débutants se lèvent en quelques minutes, les habitués travaillent leurs sauts. Planches, skis et combinaisons fournis.',
      de: 'Hinter einem Wasserskiboot mit Coach an Bord: Anfänger stehen nach wenigen Minuten, Fortgeschrittene üben Sprünge. Boards, Ski und Neoprenanzüge inklusive.',
      es: 'Detrás de una lancha de esquí con monitor a bordo: los principiantes se levantan en minutos y los habituales practican saltos. Tablas, esquís y neoprenos incluidos.',
      it: 'Dietro una barca da sci nautico con istruttore a bordo: i principianti si alzano in pochi minuti, gli esperti lavorano sui salti. Tavole, sci e mute inclusi.',
    },
    durationHours: [1, 2],
    pricePerPerson: [50, 120],
    capacity: [1, 6],
  },
  {
    type: 'kayakTour',
    titles: {
      en: 'Guided sea kayak tour to the sea caves',
      fr: 'Randonnée guidée en kayak de mer vers les grottes',
      de: 'Geführte Seekajaktour zu den Meeresgrotten',
      es: 'Ruta guiada en kayak de mar a las cuevas',
      it: 'Escursione guidata in kayak alle grotte marine',
    },
    descriptions: {
      en: 'Paddle along the cliffs to caves only reachable from the water, with a stop on a wild beach. Stable double kayaks, suitable for beginners and children from eight.',
      fr: 'Pagayez le long des falaises jusqu’à des grottes accessibles seulement par la mer, avec une pause sur une plage sauvage. Kayaks doubles stables, adaptés aux débutants et aux enfants dès huit ans.',
      de: 'Paddeln Sie entlang der Klippen zu Grotten, die nur vom Wasser aus erreichbar sind, mit Pause an einem wilden Strand. Stabile Doppelkajaks, auch für Anfänger und Kinder ab acht.',
      es: 'Reme junto a los acantilados hasta cuevas a las que solo se llega por mar, con parada en una playa salvaje. Kayaks dobles estables, aptos para principiantes y niños desde ocho años.',
      it: 'Pagaiate lungo le scogliere fino a grotte raggiungibili solo dal mare, con sosta su una spiaggia selvaggia. Kayak doppi stabili, adatti a principianti e bambini dagli otto anni.',
    },
    durationHours: [2, 4],
    pricePerPerson: [35, 70],
    capacity: [4, 12],
  },
  {
    type: 'sailingLesson',
    titles: {
      en: 'Sailing lesson for beginners',
      fr: 'Cours de voile pour débutants',
      de: 'Segelkurs für Einsteiger',
      es: 'Clase de vela para principiantes',
      it: 'Lezione di vela per principianti',
    },
    descriptions: {
      en: 'Learn to trim the sails, steer and tack on a small keelboat with a qualified instructor. By the end of the session you take the helm yourself.',
      fr: 'Apprenez à régler les voiles, barrer et virer de bord sur un petit quillard avec un moniteur diplômé. À la fin de la séance, c’est vous qui tenez la barre.',
      de: 'Lernen Sie auf einem kleinen Kielboot mit qualifiziertem Lehrer Segel trimmen, steuern und wenden. Am Ende der Stunde stehen Sie selbst am Ruder.',
      es: 'Aprenda a trimar las velas, llevar el timón y virar en un pequeño velero con un instructor titulado. Al final de la sesión, el timón es suyo.',
      it: 'Imparate a regolare le vele, timonare e virare su una piccola barca a chiglia con un istruttore qualificato. A fine lezione il timone è vostro.',
    },
    durationHours: [2, 3],
    pricePerPerson: [55, 120],
    capacity: [1, 4],
  },
  {
    type: 'jetSkiTour',
    titles: {
      en: 'Guided jet ski tour along the coast',
      fr: 'Randonnée guidée en jet ski le long de la côte',
      de: 'Geführte Jetski-Tour entlang der Küste',
      es: 'Ruta guiada en moto de agua por la costa',
      it: "Tour guidato in moto d'acqua lungo la costa",
    },
    descriptions: {
      en: 'Follow an instructor on your own jet ski to bays and viewpoints along the coast, with a photo stop on the way. No licence required for the guided tour.',
      fr: 'Suivez un moniteur sur votre propre jet ski vers les baies et points de vue de la côte, avec un arrêt photo en chemin. Aucun permis requis pour la randonnée encadrée.',
      de: 'Folgen Sie einem Guide auf Ihrem eigenen Jetski zu Buchten und Aussichtspunkten, mit Fotostopp unterwegs. Für die geführte Tour ist kein Führerschein nötig.',
      es: 'Siga a un monitor con su propia moto de agua hasta calas y miradores de la costa, con parada para fotos. No se necesita licencia para la ruta guiada.',
      it: "Seguite un istruttore con la vostra moto d'acqua verso baie e punti panoramici della costa, con sosta fotografica. Nessuna patente richiesta per il tour guidato.",
    },
    durationHours: [1, 2],
    pricePerPerson: [90, 190],
    capacity: [2, 10],
  },
  {
    type: 'dolphinWatching',
    titles: {
      en: 'Dolphin watching at sea',
      fr: 'Observation des dauphins en mer',
      de: 'Delfinbeobachtung auf dem Meer',
      es: 'Avistamiento de delfines en alta mar',
      it: 'Avvistamento dei delfini in mare',
    },
    descriptions: {
      en: 'Head offshore with a marine guide to meet the dolphins that feed here, watching from a respectful distance. Sightings are frequent in the morning; hydrophone on board.',
      fr: 'Partez au large avec un guide naturaliste à la rencontre des dauphins qui viennent se nourrir ici, observés à distance respectueuse. Observations fréquentes le matin ; hydrophone à bord.',
      de: 'Fahren Sie mit einem Meeresbiologen hinaus zu den Delfinen, die hier jagen, und beobachten Sie sie mit respektvollem Abstand. Morgens häufige Sichtungen; Hydrofon an Bord.',
      es: 'Salga mar adentro con un guía naturalista para ver a los delfines que se alimentan aquí, siempre a una distancia respetuosa. Avistamientos frecuentes por la mañana; hidrófono a bordo.',
      it: 'Uscite al largo con una guida naturalistica per incontrare i delfini che vengono qui a nutrirsi, osservandoli a distanza rispettosa. Avvistamenti frequenti al mattino; idrofono a bordo.',
    },
    durationHours: [2, 4],
    pricePerPerson: [45, 95],
    capacity: [6, 12],
  },
];

/** Every template in all 11 text languages (the last six come from activityTexts.ts). */
export const ACTIVITY_TEMPLATES: ActivityTemplate[] = WRITTEN_ACTIVITY_TEMPLATES.map((template) => {
  const more = MORE_ACTIVITY_TEXTS[template.titles.en];
  return {
    ...template,
    titles: { ...more?.titles, ...template.titles },
    descriptions: { ...more?.descriptions, ...template.descriptions },
  };
});
