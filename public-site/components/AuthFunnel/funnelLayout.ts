/** SPEC section 2's funnel layout numbers, used by the modal and its stylesheet (auth-funnel.css). */
export const FUNNEL_LAYOUT = {
  /** The centred modal's width. */
  centredWidthPx: 560,
  /** The right-side variant's distance from the right edge of the window. */
  rightSideOffsetPx: 530,
  /** The width of the funnel outside the modal (the login page). */
  defaultWidthRem: 46.5,
  /** A downward swipe at this speed or more (px per ms) closes the modal on touch screens. */
  swipeCloseVelocity: 1,
  /** Time given to the exit animation before the modal is removed. */
  closeDelayMs: 100,
} as const;

export type FunnelPlacement = 'centred' | 'right';

/** Speed of a downward swipe in px/ms; negative when the finger went up. */
export function swipeVelocity(startY: number, endY: number, elapsedMs: number): number {
  return (endY - startY) / Math.max(elapsedMs, 1);
}

export const closesOnSwipe = (velocity: number) => velocity >= FUNNEL_LAYOUT.swipeCloseVelocity;
