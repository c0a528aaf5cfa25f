// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewState } from '../../../shared/bookings/trips.ts';
import { renderWithSite, stubSiteApi } from '../../components/Trip/renderWithSite.tsx';
import { ReviewSection } from './ReviewSection.tsx';
import { emptyReview, reviewProblems } from './reviewForm.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open: ReviewState = {
  canWrite: true,
  writeUntil: '2031-08-01',
  mine: null,
  theirs: null,
  theirsWaiting: true,
};

describe('review form rules', () => {
  it('needs every score from 1 to 5 and a comment, by the viewer’s side', () => {
    expect(Object.keys(reviewProblems(emptyReview('tenant'), 'tenant')).sort()).toEqual(
      ['boat', 'cleanliness', 'comment', 'experience', 'owner', 'rating', 'valueForMoney'].sort(),
    );
    expect(Object.keys(reviewProblems(emptyReview('owner'), 'owner')).sort()).toEqual(
      ['care', 'comment', 'communication', 'punctuality', 'rating'].sort(),
    );
    const full = {
      rating: 5,
      criteria: { communication: 5, care: 4, punctuality: 6 },
      comment: 'x'.repeat(2001),
    };
    expect(reviewProblems(full, 'owner')).toEqual({
      punctuality: 'starsRequired',
      comment: 'commentTooLong',
    });
    expect(
      reviewProblems({ ...full, criteria: { ...full.criteria, punctuality: 3 }, comment: '  ' }, 'owner'),
    ).toEqual({
      comment: 'commentRequired',
    });
  });
});

describe('writing a review', () => {
  it('sends nothing while answers are missing and says which', async () => {
    const sent = stubSiteApi({});
    const user = userEvent.setup();
    renderWithSite(<ReviewSection bookingId={42} viewerRole="owner" initial={open} />);
    expect(
      screen.getByText('Theirs is waiting: it is published when you write yours, or after 14 days.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish my review' }));
    expect(screen.getByText('Some answers are missing.')).toBeTruthy();
    // One line for the stars, under the first line missing them; every such line is marked.
    expect(screen.getAllByText('Choose from 1 to 5 stars.')).toHaveLength(1);
    expect(document.querySelectorAll('fieldset[aria-invalid="true"]')).toHaveLength(4);
    expect(screen.getByText('Write a few words.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('scores each criterion with keyboard-operable radio groups and posts the review', async () => {
    const saved: ReviewState = {
      ...open,
      canWrite: false,
      mine: {
        authorRole: 'tenant',
        authorFirstName: 'Rémi',
        rating: 4,
        criteria: { boat: 4, owner: 5, cleanliness: 4, valueForMoney: 3, experience: 5 },
        comment: 'Lovely boat.',
        createdAt: '2031-07-20T10:00:00Z',
        publishedAt: null,
      },
    };
    const sent = stubSiteApi({ 'POST /api/v6/booking/42/review': { body: saved } });
    const user = userEvent.setup();
    renderWithSite(<ReviewSection bookingId={42} viewerRole="tenant" initial={open} />);
    const pick = async (group: string, stars: number) =>
      user.click(
        within(screen.getByRole('group', { name: group })).getByRole('radio', { name: `${stars} of 5` }),
      );
    await pick('Overall', 4);
    await pick('Boat', 4);
    await pick('Owner', 5);
    await pick('Cleanliness', 4);
    await pick('Value for money', 2);
    // Arrow keys move within a radio group, as a keyboard user would change a score.
    await user.keyboard('{ArrowRight}');
    await pick('Experience', 5);
    await user.type(screen.getByLabelText('Your comment'), '  Lovely boat.  ');
    await user.click(screen.getByRole('button', { name: 'Publish my review' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({
      rating: 4,
      criteria: { boat: 4, owner: 5, cleanliness: 4, valueForMoney: 3, experience: 5 },
      comment: 'Lovely boat.',
    });
    expect(await screen.findByText('Thank you, your review is saved.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish my review' })).toBeNull();
  });
});
