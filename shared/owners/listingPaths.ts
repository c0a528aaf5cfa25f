/**
 * account/listings: the call's path and the listing states, apart from the schemas
 * (shared/owners/listings.ts) so that the owner's listings page loads no zod for them.
 */

export const ownerListingPaths = {
  /**
   * GET ?state&page → OwnerListings, a page of LISTINGS_PER_PAGE; 401 signed out; a user who is not
   * an owner gets no listings and `isOwner: false`.
   */
  listings: '/api/v6/account/listings',
} as const;

/** An owner of 200 boats reads them a page at a time (and the page answers in a few milliseconds). */
export const LISTINGS_PER_PAGE = 24;

/** products.moderation_status as the owner reads it. */
export const LISTING_STATES = ['draft', 'inReview', 'published', 'suspended'] as const;
export type ListingState = (typeof LISTING_STATES)[number];
