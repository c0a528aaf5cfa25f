/** Any translate function (i18next's `t` included) reading `namespace:key` phrases. */
export type Translate = (key: string) => string;

/**
 * The document title in the brand format of SPEC section 1: the translated "boat rental" phrase
 * joined to the "with or without licence, between individuals" phrase, then the brand
 * ("Boat rental with or without licence, between individuals | Bosun"). A page with its own title
 * shows that title before the brand instead ("Catamaran in Split | Bosun").
 */
export function pageTitle(t: Translate, ownTitle?: string): string {
  const brand = t('meta:brand');
  const title = ownTitle?.trim();
  if (title) return `${title} | ${brand}`;
  return `${t('meta:boatRental')} ${t('meta:withOrWithoutLicence')} | ${brand}`;
}
