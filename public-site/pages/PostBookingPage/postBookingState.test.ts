import { describe, expect, it } from 'vitest';
import type { PostBookingCart, PostBookingInsurances } from '../../../shared/checkout/checkout.ts';
import { type PostBookingState, postBookingTransition } from './postBookingState.ts';

const currency = { code: 'EUR', symbol: '€', minorDigits: 2 };
const offer = { selected: false, available: true, name: 'x', description: null, price: 500 };
const insurances: PostBookingInsurances = {
  currency,
  cabWeather: offer,
  damageWaiver: offer,
  mondialAssistance: offer,
};
const cart = { cartId: 1, items: [], totalAmount: 0 } as unknown as PostBookingCart;
const start: PostBookingState = { insurances, cart, loading: false, failed: false };

describe('post-booking state (SPEC section 4)', () => {
  it('sets loading, shows the choice and sends it', () => {
    const [state, effects] = postBookingTransition(start, {
      type: 'insuranceToggled',
      key: 'cabWeather',
      selected: true,
    });
    expect(state.loading).toBe(true);
    expect(state.insurances?.cabWeather.selected).toBe(true);
    expect(effects).toMatchObject([
      {
        type: 'saveInsurances',
        items: [
          { name: 'cabWeather', selected: true },
          { name: 'damageWaiver', selected: false },
          { name: 'mondialAssistance', selected: false },
        ],
      },
    ]);
  });

  it('reloads the cart on success and rolls back on failure', () => {
    const [chosen] = postBookingTransition(start, {
      type: 'insuranceToggled',
      key: 'cabWeather',
      selected: true,
    });
    expect(postBookingTransition(chosen, { type: 'insurancesSaved' })[1]).toEqual([{ type: 'loadCart' }]);
    const [failed] = postBookingTransition(chosen, { type: 'insurancesFailed', previous: insurances });
    expect(failed.insurances?.cabWeather.selected).toBe(false);
    expect(failed.loading).toBe(false);
    const [loaded] = postBookingTransition(chosen, {
      type: 'cartLoaded',
      cart: { ...cart, totalAmount: 500 },
    });
    expect(loaded.cart?.totalAmount).toBe(500);
    expect(loaded.loading).toBe(false);
  });

  it('sends nothing when unchanged, and offers no multi-risk', () => {
    expect(
      postBookingTransition(start, { type: 'insuranceToggled', key: 'cabWeather', selected: false })[1],
    ).toEqual([]);
    expect(
      postBookingTransition(start, {
        type: 'insuranceToggled',
        key: 'mondialMultiRisk' as 'cabWeather',
        selected: true,
      })[1],
    ).toEqual([]);
  });
});
