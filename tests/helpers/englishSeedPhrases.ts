import { PRODUCT_TYPE_KEYS } from '../../shared/catalogue/catalogue.ts';
import { ACTIVITY_TEMPLATES, describeProduct } from '../../src/db/seed/data/boats.ts';
import { EXTRA_NAMES, TRIP_PLANS } from '../../src/db/seed/data/extraTexts.ts';

/**
 * The English sentences and names the demo seed writes into listings (descriptions, activity titles,
 * extras, trip plans), less the few words a language shares with English ("Skipper", "Wakeboard").
 * A page in `language` that contains one of them shows the renter English they did not ask for.
 */
export function englishSeedPhrases(language: string): string[] {
  const phrases = new Set<string>();
  for (const type of PRODUCT_TYPE_KEYS) {
    for (const withCaptain of [true, false]) {
      const { description } = describeProduct(
        {
          type,
          title: 'Qqq',
          builder: 'Qbuild',
          model: 'Qmodel',
          length: 8,
          capacity: 8,
          cabins: 2,
          city: 'Qcity',
          withCaptain,
        },
        'en',
      );
      for (const sentence of description.split(/(?<=\.) /)) {
        phrases.add(
          sentence.includes('Qcity') ? sentence.slice(0, sentence.indexOf('Qcity')).trim() : sentence,
        );
      }
    }
  }
  for (const template of ACTIVITY_TEMPLATES) {
    phrases.add(template.titles.en);
    phrases.add(template.descriptions.en);
  }
  for (const names of Object.values(EXTRA_NAMES)) {
    if (names[language] !== names.en) phrases.add(names.en);
  }
  for (const plan of TRIP_PLANS) {
    phrases.add(plan.texts.en.text);
    if (plan.texts.en.title('Qcity') !== 'Qcity')
      phrases.add(plan.texts.en.title('Qcity').replace(' Qcity', ''));
  }
  return [...phrases].filter((phrase) => phrase.length > 3 && !phrase.startsWith('Qqq'));
}
