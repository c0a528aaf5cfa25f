import type { PostBookingCart, PostBookingInsurances } from '../../../shared/checkout/checkout.ts';
import {
  POST_BOOKING_INSURANCE_KEYS,
  type PostBookingInsuranceKey,
} from '../../../shared/checkout/checkoutChoices.ts';

/**
 * The post-booking page as a pure state machine (SPEC section 4): an insurance change sets loading,
 * is shown at once and sent; a failure puts the previous choice back; a success reloads the cart.
 * Only cab weather, damage waiver and Mondial assistance are offered after booking.
 */
export interface PostBookingState {
  insurances: PostBookingInsurances | null;
  cart: PostBookingCart | null;
  loading: boolean;
  failed: boolean;
}

export type PostBookingEffect =
  | {
      type: 'saveInsurances';
      items: { name: PostBookingInsuranceKey; selected: boolean }[];
      previous: PostBookingInsurances;
    }
  | { type: 'loadCart' };

export type PostBookingAction =
  | { type: 'insuranceToggled'; key: PostBookingInsuranceKey; selected: boolean }
  | { type: 'insurancesSaved' }
  | { type: 'insurancesFailed'; previous: PostBookingInsurances }
  | { type: 'cartLoaded'; cart: PostBookingCart }
  | { type: 'cartFailed' };

export function postBookingTransition(
  state: PostBookingState,
  action: PostBookingAction,
): [PostBookingState, PostBookingEffect[]] {
  switch (action.type) {
    case 'insuranceToggled': {
      const insurances = state.insurances;
      if (!insurances || state.loading || !POST_BOOKING_INSURANCE_KEYS.includes(action.key))
        return [state, []];
      const offer = insurances[action.key];
      if (!offer.available || offer.selected === action.selected) return [state, []];
      const next = { ...insurances, [action.key]: { ...offer, selected: action.selected } };
      const items = POST_BOOKING_INSURANCE_KEYS.filter((key) => next[key].available).map((name) => ({
        name,
        selected: next[name].selected,
      }));
      return [
        { ...state, insurances: next, loading: true, failed: false },
        [{ type: 'saveInsurances', items, previous: insurances }],
      ];
    }
    case 'insurancesSaved':
      return [state, [{ type: 'loadCart' }]];
    case 'insurancesFailed':
      return [{ ...state, insurances: action.previous, loading: false, failed: true }, []];
    case 'cartLoaded':
      return [{ ...state, cart: action.cart, loading: false }, []];
    case 'cartFailed':
      return [{ ...state, loading: false }, []];
  }
}
