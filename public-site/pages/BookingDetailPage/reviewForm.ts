import type { TripRole } from '../../../shared/bookings/trips.ts';
import { REVIEW_COMMENT_MAX } from '../../components/Trip/tripContract.ts';

/** What each side scores (shared/bookings/trips.ts: reviewCriteriaSchema, renterReviewCriteriaSchema). */
export const TENANT_CRITERIA = ['boat', 'owner', 'cleanliness', 'valueForMoney', 'experience'] as const;
export const OWNER_CRITERIA = ['communication', 'care', 'punctuality'] as const;

export function criteriaOf(role: TripRole): readonly string[] {
  return role === 'owner' ? OWNER_CRITERIA : TENANT_CRITERIA;
}

export interface ReviewDraft {
  rating: number | null;
  criteria: Record<string, number | null>;
  comment: string;
}

export function emptyReview(role: TripRole): ReviewDraft {
  return {
    rating: null,
    criteria: Object.fromEntries(criteriaOf(role).map((key) => [key, null])),
    comment: '',
  };
}

const isStars = (value: number | null): value is number =>
  value !== null && Number.isInteger(value) && value >= 1 && value <= 5;

/**
 * The fields still wrong, by name ('rating', a criterion, 'comment') with the message key the
 * form shows; the server checks the same rules again with the shared schema.
 */
export function reviewProblems(draft: ReviewDraft, role: TripRole): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isStars(draft.rating)) problems.rating = 'starsRequired';
  for (const key of criteriaOf(role))
    if (!isStars(draft.criteria[key] ?? null)) problems[key] = 'starsRequired';
  const comment = draft.comment.trim();
  if (comment.length === 0) problems.comment = 'commentRequired';
  else if (comment.length > REVIEW_COMMENT_MAX) problems.comment = 'commentTooLong';
  return problems;
}

/** The body of POST review, once reviewProblems found nothing. */
export function reviewInput(draft: ReviewDraft, role: TripRole) {
  return {
    rating: draft.rating as number,
    criteria: Object.fromEntries(criteriaOf(role).map((key) => [key, draft.criteria[key] as number])),
    comment: draft.comment.trim(),
  };
}
