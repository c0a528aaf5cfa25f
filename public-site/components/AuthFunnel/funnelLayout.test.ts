import { describe, expect, it } from 'vitest';
import { placementFor } from './AuthFunnelProvider.tsx';
import { closesOnSwipe, FUNNEL_LAYOUT, swipeVelocity } from './funnelLayout.ts';

describe('the sign-in modal’s numbers (SPEC section 2)', () => {
  it('are 560 px wide, 530 px from the right, 46.5 rem outside the modal, closing after 100 ms', () => {
    expect(FUNNEL_LAYOUT).toMatchObject({
      centredWidthPx: 560,
      rightSideOffsetPx: 530,
      defaultWidthRem: 46.5,
      closeDelayMs: 100,
    });
  });

  it('closes on a downward swipe of 1 px/ms or more, never on a slower or upward one', () => {
    expect(closesOnSwipe(swipeVelocity(100, 300, 200))).toBe(true);
    expect(closesOnSwipe(swipeVelocity(100, 299, 200))).toBe(false);
    expect(closesOnSwipe(swipeVelocity(300, 100, 50))).toBe(false);
    // A swipe measured in no time counts as 1 ms, not an infinite speed from a tap.
    expect(swipeVelocity(100, 100, 0)).toBe(0);
  });

  it('opens the right-side layout from the header, the centred one for every other reason', () => {
    expect(placementFor('header')).toBe('right');
    for (const reason of ['book', 'favorite', 'loginPage', 'menu', 'searchFavorite', 'sendMessage'] as const)
      expect(placementFor(reason)).toBe('centred');
  });
});
