import type { ActivityType, ProductTypeKey } from '../../../shared/catalogue/catalogue.ts';
import { fullModelName } from '../../../shared/product/modelName.ts';
import type { TextLanguage } from '../../providers/translation.ts';

/** What a title can be built from without translating anything the owner wrote. */
export interface ListingFacts {
  kind: 'boat' | 'activity';
  productType: ProductTypeKey | null;
  activityType: ActivityType | null;
  builderName: string | null;
  modelName: string | null;
  /** The city's name in the target language. */
  city: string;
}

interface TitleWords {
  boats: Record<ProductTypeKey, string>;
  activities: Record<ActivityType, string>;
  /** "Licence-free boat Marinello Eden 18 in Naxos"; languages whose place names decline use a dash. */
  boatTitle: (type: string, model: string, city: string) => string;
}

const joined = (...parts: string[]) => parts.filter(Boolean).join(' ');

const WORDS: Record<TextLanguage, TitleWords> = {
  en: {
    boats: {
      catamaran: 'Catamaran',
      gulet: 'Gulet',
      houseboat: 'Houseboat',
      jetSki: 'Jet ski',
      motorboat: 'Motorboat',
      motorYacht: 'Motor yacht',
      rib: 'RIB',
      sailboat: 'Sailboat',
      sailYacht: 'Sailing yacht',
      withoutLicense: 'Licence-free boat',
      yacht: 'Yacht',
    },
    activities: {
      boatTour: 'Boat tour',
      fishingTrip: 'Fishing trip',
      sunsetCruise: 'Sunset cruise',
      diving: 'Diving',
      snorkeling: 'Snorkelling',
      wakeboarding: 'Wakeboarding',
      kayakTour: 'Kayak tour',
      sailingLesson: 'Sailing lesson',
      jetSkiTour: 'Jet ski tour',
      dolphinWatching: 'Dolphin watching',
    },
    boatTitle: (type, model, city) => `${joined(type, model)} in ${city}`,
  },
  fr: {
    boats: {
      catamaran: 'Catamaran',
      gulet: 'Goélette',
      houseboat: 'Bateau habitable',
      jetSki: 'Jet ski',
      motorboat: 'Bateau à moteur',
      motorYacht: 'Yacht à moteur',
      rib: 'Semi-rigide',
      sailboat: 'Voilier',
      sailYacht: 'Voilier de croisière',
      withoutLicense: 'Bateau sans permis',
      yacht: 'Yacht',
    },
    activities: {
      boatTour: 'Balade en bateau',
      fishingTrip: 'Sortie de pêche',
      sunsetCruise: 'Croisière au coucher du soleil',
      diving: 'Plongée',
      snorkeling: 'Randonnée palmée',
      wakeboarding: 'Wakeboard',
      kayakTour: 'Balade en kayak',
      sailingLesson: 'Cours de voile',
      jetSkiTour: 'Randonnée en jet ski',
      dolphinWatching: 'Observation des dauphins',
    },
    boatTitle: (type, model, city) => `${joined(type, model)} à ${city}`,
  },
  de: {
    boats: {
      catamaran: 'Katamaran',
      gulet: 'Gulet',
      houseboat: 'Hausboot',
      jetSki: 'Jetski',
      motorboat: 'Motorboot',
      motorYacht: 'Motoryacht',
      rib: 'Festrumpfschlauchboot',
      sailboat: 'Segelboot',
      sailYacht: 'Segelyacht',
      withoutLicense: 'Boot ohne Führerschein',
      yacht: 'Yacht',
    },
    activities: {
      boatTour: 'Bootstour',
      fishingTrip: 'Angelausflug',
      sunsetCruise: 'Sonnenuntergangsfahrt',
      diving: 'Tauchen',
      snorkeling: 'Schnorcheln',
      wakeboarding: 'Wakeboarden',
      kayakTour: 'Kajaktour',
      sailingLesson: 'Segelkurs',
      jetSkiTour: 'Jetski-Tour',
      dolphinWatching: 'Delfinbeobachtung',
    },
    boatTitle: (type, model, city) => `${joined(type, model)} in ${city}`,
  },
  es: {
    boats: {
      catamaran: 'Catamarán',
      gulet: 'Goleta',
      houseboat: 'Barco habitable',
      jetSki: 'Moto de agua',
      motorboat: 'Lancha a motor',
      motorYacht: 'Yate a motor',
      rib: 'Neumática semirrígida',
      sailboat: 'Velero',
      sailYacht: 'Velero de crucero',
      withoutLicense: 'Barco sin licencia',
      yacht: 'Yate',
    },
    activities: {
      boatTour: 'Paseo en barco',
      fishingTrip: 'Salida de pesca',
      sunsetCruise: 'Crucero al atardecer',
      diving: 'Buceo',
      snorkeling: 'Esnórquel',
      wakeboarding: 'Wakeboard',
      kayakTour: 'Ruta en kayak',
      sailingLesson: 'Clase de vela',
      jetSkiTour: 'Ruta en moto de agua',
      dolphinWatching: 'Avistamiento de delfines',
    },
    boatTitle: (type, model, city) => `${joined(type, model)} en ${city}`,
  },
  it: {
    boats: {
      catamaran: 'Catamarano',
      gulet: 'Caicco',
      houseboat: 'Houseboat',
      jetSki: "Moto d'acqua",
      motorboat: 'Barca a motore',
      motorYacht: 'Motoryacht',
      rib: 'Gommone',
      sailboat: 'Barca a vela',
      sailYacht: 'Yacht a vela',
      withoutLicense: 'Barca senza patente',
      yacht: 'Yacht',
    },
    activities: {
      boatTour: 'Giro in barca',
      fishingTrip: 'Battuta di pesca',
      sunsetCruise: 'Crociera al tramonto',
      diving: 'Immersione',
      snorkeling: 'Snorkeling',
      wakeboarding: 'Wakeboard',
      kayakTour: 'Escursione in kayak',
      sailingLesson: 'Lezione di vela',
      jetSkiTour: "Tour in moto d'acqua",
      dolphinWatching: 'Avvistamento delfini',
    },
    boatTitle: (type, model, city) => `${joined(type, model)} a ${city}`,
  },
  nl: {
    boats: {
      catamaran: 'Catamaran',
      gulet: 'Gulet',
      houseboat: 'Woonboot',
      jetSki: 'Waterscooter',
      motorboat: 'Motorboot',
      motorYacht: 'Motorjacht',
      rib: 'RIB',
      sailboat: 'Zeilboot',
      sailYacht: 'Zeiljacht',
      withoutLicense: 'Vaarbewijsvrije boot',
      yacht: 'Jacht',
    },
    activities: {
      boatTour: 'Boottocht',
      fishingTrip: 'Visuitje',
      sunsetCruise: 'Zonsondergangcruise',
      diving: 'Duiken',
      snorkeling: 'Snorkelen',
      wakeboarding: 'Wakeboarden',
      kayakTour: 'Kajaktocht',
      sailingLesson: 'Zeilles',
      jetSkiTour: 'Waterscootertocht',
      dolphinWatching: 'Dolfijnen spotten',
    },
    boatTitle: (type, model, city) => `${joined(type, model)} in ${city}`,
  },
  pt: {
    boats: {
      catamaran: 'Catamarã',
      gulet: 'Gulet',
      houseboat: 'Casa flutuante',
      jetSki: 'Moto de água',
      motorboat: 'Lancha',
      motorYacht: 'Iate a motor',
      rib: 'Semirrígido',
      sailboat: 'Veleiro',
      sailYacht: 'Veleiro de cruzeiro',
      withoutLicense: 'Barco sem carta',
      yacht: 'Iate',
    },
    activities: {
      boatTour: 'Passeio de barco',
      fishingTrip: 'Saída de pesca',
      sunsetCruise: 'Cruzeiro ao pôr do sol',
      diving: 'Mergulho',
      snorkeling: 'Snorkel',
      wakeboarding: 'Wakeboard',
      kayakTour: 'Passeio de caiaque',
      sailingLesson: 'Aula de vela',
      jetSkiTour: 'Passeio de moto de água',
      dolphinWatching: 'Observação de golfinhos',
    },
    boatTitle: (type, model, city) => `${joined(type, model)} em ${city}`,
  },
  el: {
    boats: {
      catamaran: 'Καταμαράν',
      gulet: 'Γκολέτα',
      houseboat: 'Πλωτό σπίτι',
      jetSki: 'Τζετ σκι',
      motorboat: 'Μηχανοκίνητο σκάφος',
      motorYacht: 'Μηχανοκίνητο γιοτ',
      rib: 'Φουσκωτό σκάφος',
      sailboat: 'Ιστιοπλοϊκό',
      sailYacht: 'Ιστιοπλοϊκό γιοτ',
      withoutLicense: 'Σκάφος χωρίς δίπλωμα',
      yacht: 'Γιοτ',
    },
    activities: {
      boatTour: 'Βόλτα με σκάφος',
      fishingTrip: 'Εκδρομή για ψάρεμα',
      sunsetCruise: 'Κρουαζιέρα στο ηλιοβασίλεμα',
      diving: 'Κατάδυση',
      snorkeling: 'Κολύμβηση με αναπνευστήρα',
      wakeboarding: 'Γουέικμπορντ',
      kayakTour: 'Διαδρομή με καγιάκ',
      sailingLesson: 'Μάθημα ιστιοπλοΐας',
      jetSkiTour: 'Διαδρομή με τζετ σκι',
      dolphinWatching: 'Παρατήρηση δελφινιών',
    },
    boatTitle: (type, model, city) => `${joined(type, model)} – ${city}`,
  },
  pl: {
    boats: {
      catamaran: 'Katamaran',
      gulet: 'Gulet',
      houseboat: 'Łódź mieszkalna',
      jetSki: 'Skuter wodny',
      motorboat: 'Łódź motorowa',
      motorYacht: 'Jacht motorowy',
      rib: 'Łódź RIB',
      sailboat: 'Żaglówka',
      sailYacht: 'Jacht żaglowy',
      withoutLicense: 'Łódź bez patentu',
      yacht: 'Jacht',
    },
    activities: {
      boatTour: 'Rejs wycieczkowy',
      fishingTrip: 'Wyprawa na ryby',
      sunsetCruise: 'Rejs o zachodzie słońca',
      diving: 'Nurkowanie',
      snorkeling: 'Snorkeling',
      wakeboarding: 'Wakeboarding',
      kayakTour: 'Wycieczka kajakiem',
      sailingLesson: 'Lekcja żeglarstwa',
      jetSkiTour: 'Wycieczka skuterem wodnym',
      dolphinWatching: 'Obserwacja delfinów',
    },
    boatTitle: (type, model, city) => `${joined(type, model)} – ${city}`,
  },
  ru: {
    boats: {
      catamaran: 'Катамаран',
      gulet: 'Гулет',
      houseboat: 'Плавучий дом',
      jetSki: 'Гидроцикл',
      motorboat: 'Моторная лодка',
      motorYacht: 'Моторная яхта',
      rib: 'Лодка RIB',
      sailboat: 'Парусная лодка',
      sailYacht: 'Парусная яхта',
      withoutLicense: 'Лодка без прав',
      yacht: 'Яхта',
    },
    activities: {
      boatTour: 'Морская прогулка',
      fishingTrip: 'Морская рыбалка',
      sunsetCruise: 'Прогулка на закате',
      diving: 'Дайвинг',
      snorkeling: 'Снорклинг',
      wakeboarding: 'Вейкбординг',
      kayakTour: 'Прогулка на каяках',
      sailingLesson: 'Урок парусного спорта',
      jetSkiTour: 'Тур на гидроцикле',
      dolphinWatching: 'Наблюдение за дельфинами',
    },
    boatTitle: (type, model, city) => `${joined(type, model)} — ${city}`,
  },
  sv: {
    boats: {
      catamaran: 'Katamaran',
      gulet: 'Gulet',
      houseboat: 'Husbåt',
      jetSki: 'Vattenskoter',
      motorboat: 'Motorbåt',
      motorYacht: 'Motoryacht',
      rib: 'RIB-båt',
      sailboat: 'Segelbåt',
      sailYacht: 'Segelyacht',
      withoutLicense: 'Båt utan förarbevis',
      yacht: 'Yacht',
    },
    activities: {
      boatTour: 'Båttur',
      fishingTrip: 'Fisketur',
      sunsetCruise: 'Solnedgångskryssning',
      diving: 'Dykning',
      snorkeling: 'Snorkling',
      wakeboarding: 'Wakeboard',
      kayakTour: 'Kajaktur',
      sailingLesson: 'Seglingslektion',
      jetSkiTour: 'Vattenskotertur',
      dolphinWatching: 'Delfinskådning',
    },
    boatTitle: (type, model, city) => `${joined(type, model)} i ${city}`,
  },
};

/**
 * A listing's title in `language` from its facts alone, in that language's own words
 * ("Bateau sans permis Marinello Eden 18 à Naxos", "Boot ohne Führerschein Marinello Eden 18 in Naxos").
 */
export function factTitle(facts: ListingFacts, language: TextLanguage): string {
  const words = WORDS[language];
  if (facts.kind === 'activity' && facts.activityType) {
    return `${words.activities[facts.activityType]} · ${facts.city}`;
  }
  const type = facts.productType ? words.boats[facts.productType] : '';
  return words.boatTitle(type, fullModelName(facts.builderName, facts.modelName), facts.city);
}
