/**
 * The A/B test's variations (SPEC section 2, "multiverse"; section 7, `abVariations[rankingAlgo]`),
 * kept apart from the search answer's schemas so the site's first load can read them without zod.
 */
export const AB_VARIATIONS = ['A', 'B', 'C'] as const;
export type AbVariation = (typeof AB_VARIATIONS)[number];
