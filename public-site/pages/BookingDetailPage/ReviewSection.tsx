import { useId, useRef, useState } from 'react';
import type { Review, ReviewState, TripRole } from '../../../shared/bookings/trips.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { REVIEW_COMMENT_MAX, tripApi } from '../../components/Trip/tripContract.ts';
import { useTripDates } from '../../components/Trip/tripDates.ts';
import { criteriaOf, emptyReview, type ReviewDraft, reviewInput, reviewProblems } from './reviewForm.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** One to five stars as a radio group: arrows move between them, as in any radio group. */
function StarsField({
  name,
  legend,
  value,
  problem,
  sayProblem = true,
  onChange,
}: {
  name: string;
  legend: string;
  value: number | null;
  problem?: string;
  /** The problem's words: said once, under the first line missing its stars; the others are marked. */
  sayProblem?: boolean;
  onChange(stars: number): void;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset
      className={`stars-field${problem ? ' stars-field--invalid' : ''}`}
      aria-describedby={problem && sayProblem ? errorId : undefined}
      aria-invalid={problem ? true : undefined}
      data-criterion={name}
    >
      <legend>{legend}</legend>
      <div className="stars-field__stars">
        {STARS.map((stars) => (
          <label key={stars} className={value !== null && stars <= value ? 'is-lit' : ''}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('trips:review.stars', { count: stars })}</span>
          </label>
        ))}
      </div>
      {problem && sayProblem && (
        <p id={errorId} className="form-error">
          {t(`trips:review.problems.${problem}`)}
        </p>
      )}
    </fieldset>
  );
}

function ReviewForm({
  bookingId,
  role,
  onSaved,
}: {
  bookingId: number;
  role: TripRole;
  onSaved(state: ReviewState): void;
}) {
  const { t } = useTranslation();
  const commentId = useId();
  const [draft, setDraft] = useState<ReviewDraft>(() => emptyReview(role));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const criteria = criteriaOf(role);
  // Six lines missing their stars read as one message, under the first of them.
  const firstStarProblem = ['rating', ...criteria].find((key) => problems[key]);

  const submit = async () => {
    const found = reviewProblems(draft, role);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setFailure(null);
    try {
      const state = await readJson<ReviewState>(
        await browserApi(tripApi.review(bookingId), { method: 'POST', body: reviewInput(draft, role) }),
      );
      onSaved(state);
    } catch (error) {
      setFailure((error as Error).message);
      setSending(false);
    }
  };

  return (
    <form
      className="trip-form review-form"
      noValidate
      aria-label={t('trips:review.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <StarsField
        name="rating"
        legend={t('trips:review.overall')}
        value={draft.rating}
        problem={problems.rating}
        sayProblem={firstStarProblem === 'rating'}
        onChange={(rating) => setDraft({ ...draft, rating })}
      />
      {criteria.map((key) => (
        <StarsField
          key={key}
          name={key}
          legend={t(`trips:review.criteria.${key}`)}
          value={draft.criteria[key] ?? null}
          problem={problems[key]}
          sayProblem={firstStarProblem === key}
          onChange={(stars) => setDraft({ ...draft, criteria: { ...draft.criteria, [key]: stars } })}
        />
      ))}
      <label htmlFor={commentId}>{t('trips:review.comment')}</label>
      <textarea
        id={commentId}
        rows={5}
        maxLength={REVIEW_COMMENT_MAX}
        value={draft.comment}
        aria-invalid={problems.comment ? true : undefined}
        aria-describedby={problems.comment ? `${commentId}-error` : undefined}
        onChange={(event) => setDraft({ ...draft, comment: event.target.value })}
      />
      {problems.comment && (
        <p id={`${commentId}-error`} className="form-error">
          {t(`trips:review.problems.${problems.comment}`, { max: REVIEW_COMMENT_MAX })}
        </p>
      )}
      <p className="trip-status-line trip-status-line--error" role="alert">
        {failure
          ? t('trips:errors.action', { message: failure })
          : Object.keys(problems).length > 0
            ? t('trips:review.fixProblems')
            : ''}
      </p>
      <button type="submit" className="button button--primary" disabled={sending}>
        {t('trips:review.submit')}
      </button>
    </form>
  );
}

function ReviewText({ review, title }: { review: Review; title: string }) {
  const { t } = useTranslation();
  return (
    <article className="review-card">
      <h3>{title}</h3>
      <p>
        <span aria-hidden="true">
          {'★'.repeat(Math.round(review.rating))}
          {'☆'.repeat(5 - Math.round(review.rating))}
        </span>
        <span className="visually-hidden">{t('trips:review.ratingLabel', { rating: review.rating })}</span>{' '}
        {review.authorFirstName}
      </p>
      <ul className="review-card__criteria">
        {Object.entries(review.criteria).map(([key, stars]) => (
          <li key={key}>
            {t(`trips:review.criteria.${key}`, { defaultValue: key })}: {stars}/5
          </li>
        ))}
      </ul>
      {review.comment && <p>{review.comment}</p>}
      {!review.publishedAt && <p className="muted">{t('trips:review.notPublishedYet')}</p>}
    </article>
  );
}

/** Mine and theirs, double-blind: theirs shows once published; mine can be written while allowed. */
export function ReviewSection({
  bookingId,
  viewerRole: role,
  initial,
}: {
  bookingId: number;
  viewerRole: TripRole;
  initial: ReviewState;
}) {
  const { t } = useTranslation();
  const dates = useTripDates();
  const [state, setState] = useState(initial);
  const [notice, setNotice] = useState('');
  const section = useRef<HTMLElement>(null);
  return (
    <section className="detail-section" aria-labelledby="detail-reviews" data-testid="reviews" ref={section}>
      <h2 id="detail-reviews">{t('trips:review.title')}</h2>
      <p role="status" aria-live="polite" className="trip-status-line">
        {notice}
      </p>
      {state.mine && <ReviewText review={state.mine} title={t('trips:review.mine')} />}
      {state.canWrite && !state.mine && (
        <>
          {state.writeUntil && (
            <p className="muted">
              {t('trips:review.writeUntil', { date: dates.day(state.writeUntil.slice(0, 10)) })}
            </p>
          )}
          <ReviewForm
            bookingId={bookingId}
            role={role}
            onSaved={(saved) => {
              setState(saved);
              setNotice(t('trips:review.saved'));
              // The form gives way to the review: the reader stays on it instead of the page jumping on.
              requestAnimationFrame(() => section.current?.scrollIntoView?.({ block: 'start' }));
            }}
          />
        </>
      )}
      {state.theirs ? (
        <ReviewText review={state.theirs} title={t(`trips:review.theirs.${role}`)} />
      ) : state.theirsWaiting ? (
        <p className="detail-callout">{t('trips:review.theirsWaiting')}</p>
      ) : null}
      {!state.mine && !state.canWrite && !state.theirs && !state.theirsWaiting && (
        <p className="muted">{t('trips:review.notYet')}</p>
      )}
    </section>
  );
}
