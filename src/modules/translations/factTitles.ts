import type { ActivityType, ProductTypeKey } from '../../../shared/catalogue/catalogue.ts';
import { fullModelName } from '../../../shared/product/modelName.ts';
import type { TextLanguage } from '../../providers/translation.ts';
import { readerText } from '../i18n/readerText.ts';

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

const joined = (...parts: string[]) => parts.filter(Boolean).join(' ');

/**
 * A listing's title in `language` from its facts alone, in that language's own words (the
 * `listingTitles` namespace of the server's resources, DESIGN: whose language)
 * ("Bateau sans permis Marinello Eden 18 à Naxos", "Boot ohne Führerschein Marinello Eden 18 in Naxos").
 */
export function factTitle(facts: ListingFacts, language: TextLanguage): string {
  const { t } = readerText(language);
  if (facts.kind === 'activity' && facts.activityType) {
    return `${t(`listingTitles:activities.${facts.activityType}`)} · ${facts.city}`;
  }
  const type = facts.productType ? t(`listingTitles:boats.${facts.productType}`) : '';
  const subject = joined(type, fullModelName(facts.builderName, facts.modelName));
  // "… in Naxos"; languages whose place names decline use a dash (the resources' boatTitle)
  return t('listingTitles:boatTitle', { subject, city: facts.city });
}
