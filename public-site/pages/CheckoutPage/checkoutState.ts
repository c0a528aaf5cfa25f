import type {
  CheckoutActivity,
  CheckoutDownPayment,
  CheckoutExtras,
  CheckoutInsurances,
  CheckoutPriceDetails,
  CheckoutSession,
  CheckoutTracking,
  InsurancesSelected,
  OptionalExtra,
  RentalTypeExtra,
} from '../../../shared/checkout/checkout.ts';
import {
  EXCLUSIVE_INSURANCES,
  INSURANCE_KEYS,
  type InsuranceKey,
} from '../../../shared/checkout/checkoutChoices.ts';
import type { CardDetails } from '../../components/CardPayment/cardPayment.ts';

/**
 * The checkout page as an explicit state machine (SPEC section 4, "Checkout"). `checkoutTransition`
 * is pure: it returns the next state and the calls to make (effects). checkoutEffects.ts runs the
 * calls and feeds their answers back as actions; the page, the unit tests and the model test all
 * drive this one function.
 */

/** The card details travel in the pay action and its effect only; the state never keeps them. */

export type PaymentStatus = 'idle' | 'paying' | 'redirecting' | 'declined' | 'failed' | 'paid';

export interface CheckoutState {
  status: 'loading' | 'ready' | 'backendError';
  session: CheckoutSession | null;
  activity: CheckoutActivity | null;
  price: CheckoutPriceDetails | null;
  /** The last price load failed: the amounts on screen would be stale, so none are shown. */
  priceUnavailable: boolean;
  /** Sequence of the latest price load: an older answer arriving late is ignored. */
  priceRequest: number;
  isRefreshingPrice: boolean;
  insurances: CheckoutInsurances | null;
  /** SPEC's client-side touched flag: the renter changed this insurance on this page. */
  touchedInsurances: Partial<Record<InsuranceKey, true>>;
  rentalType: RentalTypeExtra | null;
  extras: OptionalExtra[];
  downPayment: CheckoutDownPayment | null;
  tracking: CheckoutTracking | null;
  promoCode: { code: string | null; error: string | null; isApplying: boolean };
  step: number;
  payment: { status: PaymentStatus; message: string | null };
}

/** What the page loader fetched in parallel; any part may be missing when its call failed. */
export interface CheckoutLoad {
  session: CheckoutSession | null;
  activity: CheckoutActivity | null;
  price: CheckoutPriceDetails | null;
  insurances: CheckoutInsurances | null;
  rentalType: RentalTypeExtra | null;
  extras: CheckoutExtras | null;
  downPayment: CheckoutDownPayment | null;
  tracking: CheckoutTracking | null;
}

type InsuranceSnapshot = { insurances: CheckoutInsurances; touched: Partial<Record<InsuranceKey, true>> };

export type CheckoutEffect =
  | { type: 'loadSession' }
  | { type: 'loadActivity' }
  | { type: 'loadPrice'; request: number }
  | { type: 'loadInsurances' }
  | { type: 'loadRentalType' }
  | { type: 'loadExtras' }
  | { type: 'loadTracking' }
  | { type: 'loadDownPayment' }
  | { type: 'saveInsurances'; selection: InsurancesSelected; previous: InsuranceSnapshot }
  | { type: 'savePromoCode'; promoCode: string }
  | { type: 'saveDownPayment'; isSelected: boolean; previous: CheckoutDownPayment }
  | {
      type: 'saveExtra';
      target: 'rentalType' | 'optional';
      polymorphExtraId: number;
      isSelected: boolean;
      previous: RentalTypeExtra | OptionalExtra[];
    }
  | { type: 'pay'; card: CardDetails | null }
  | { type: 'navigate'; url: string };

export type CheckoutAction =
  | { type: 'loadRequested' }
  | { type: 'sessionLoaded'; session: CheckoutSession }
  | { type: 'sessionFailed' }
  | { type: 'activityLoaded'; activity: CheckoutActivity }
  | { type: 'priceLoaded'; request: number; price: CheckoutPriceDetails }
  | { type: 'priceFailed'; request: number }
  | { type: 'priceRetried' }
  | { type: 'insurancesLoaded'; insurances: CheckoutInsurances }
  | { type: 'rentalTypeLoaded'; rentalType: RentalTypeExtra | null }
  | { type: 'extrasLoaded'; extras: CheckoutExtras }
  | { type: 'trackingLoaded'; tracking: CheckoutTracking }
  | { type: 'downPaymentLoaded'; downPayment: CheckoutDownPayment }
  | { type: 'insuranceToggled'; key: InsuranceKey; selected: boolean }
  | { type: 'insurancesSaved'; insurances: CheckoutInsurances }
  | { type: 'insurancesFailed'; previous: InsuranceSnapshot; expired?: boolean }
  | { type: 'promoCodeSubmitted'; promoCode: string }
  | { type: 'promoCodeApplied'; promoCode: string }
  | { type: 'promoCodeRefused'; message: string; expired?: boolean }
  | { type: 'downPaymentToggled'; isSelected: boolean }
  | { type: 'downPaymentSaved'; downPayment: CheckoutDownPayment | null }
  | { type: 'downPaymentFailed'; previous: CheckoutDownPayment; expired?: boolean }
  | { type: 'rentalTypeToggled'; isSelected: boolean }
  | { type: 'extraToggled'; polymorphExtraId: number; isSelected: boolean }
  | { type: 'extraSaved' }
  | {
      type: 'extraFailed';
      target: 'rentalType' | 'optional';
      previous: RentalTypeExtra | OptionalExtra[];
      expired?: boolean;
    }
  | { type: 'payRequested'; card: CardDetails | null }
  | { type: 'paymentRequiresAction'; redirectUrl: string }
  | { type: 'paymentSucceeded'; successUrl: string }
  | { type: 'paymentDeclined'; message: string }
  | { type: 'paymentFailed'; message: string; expired?: boolean };

export const initialCheckoutState: CheckoutState = {
  status: 'loading',
  session: null,
  activity: null,
  price: null,
  priceUnavailable: false,
  priceRequest: 0,
  isRefreshingPrice: false,
  insurances: null,
  touchedInsurances: {},
  rentalType: null,
  extras: [],
  downPayment: null,
  tracking: null,
  promoCode: { code: null, error: null, isApplying: false },
  step: 1,
  payment: { status: 'idle', message: null },
};

/** The state of a page whose loader already fetched everything on the server. */
export function checkoutStateFromLoad(load: CheckoutLoad): CheckoutState {
  if (!load.session) return { ...initialCheckoutState, status: 'backendError' };
  return {
    ...initialCheckoutState,
    status: 'ready',
    session: load.session,
    activity: load.activity,
    price: load.price,
    priceUnavailable: load.price === null,
    insurances: load.insurances,
    rentalType: load.rentalType,
    extras: load.extras?.items ?? [],
    downPayment: load.downPayment,
    tracking: load.tracking,
    promoCode: { code: load.session.session.promoCode, error: null, isApplying: false },
    step: load.session.session.step || 1,
  };
}

type Transition = [CheckoutState, CheckoutEffect[]];

const unchanged = (state: CheckoutState): Transition => [state, []];

/** Every change starts a refresh; the price itself is reloaded once the change is saved. */
function refreshing(state: CheckoutState): CheckoutState {
  return { ...state, isRefreshingPrice: true };
}

function reloadPrice(state: CheckoutState): Transition {
  const request = state.priceRequest + 1;
  return [{ ...state, isRefreshingPrice: true, priceRequest: request }, [{ type: 'loadPrice', request }]];
}

/** A refused change: the renter's previous choice comes back and the refresh stops. */
function failedChange(state: CheckoutState, expired?: boolean): CheckoutState {
  const next = { ...state, isRefreshingPrice: false };
  if (expired && next.session) {
    return { ...next, session: { ...next.session, session: { ...next.session.session, status: 'expired' } } };
  }
  return next;
}

/** Whether the session still takes changes and payments (open, not being paid, not paid). */
export function isChangeable(state: CheckoutState): boolean {
  return (
    state.status === 'ready' &&
    state.session?.session.status === 'open' &&
    state.payment.status !== 'paying' &&
    state.payment.status !== 'redirecting' &&
    state.payment.status !== 'paid'
  );
}

export function insuranceSelection(insurances: CheckoutInsurances): InsurancesSelected {
  return {
    cabWeather: insurances.cabWeather.selected,
    damageWaiver: insurances.damageWaiver.selected,
    mondialAssistance: insurances.mondialAssistance.selected,
    mondialMultiRisk: insurances.mondialMultiRisk.selected,
  };
}

/** The selection after choosing one insurance: multi-risk and assistance exclude each other. */
export function chooseInsurance(
  current: InsurancesSelected,
  key: InsuranceKey,
  selected: boolean,
): InsurancesSelected {
  const next = { ...current, [key]: selected };
  const excluded = EXCLUSIVE_INSURANCES[key];
  if (selected && excluded) next[excluded] = false;
  return next;
}

function withSelection(insurances: CheckoutInsurances, selection: InsurancesSelected): CheckoutInsurances {
  const next = { ...insurances };
  for (const key of INSURANCE_KEYS) next[key] = { ...insurances[key], selected: selection[key] };
  return next;
}

export function checkoutTransition(state: CheckoutState, action: CheckoutAction): Transition {
  switch (action.type) {
    case 'loadRequested': {
      const request = state.priceRequest + 1;
      return [
        { ...initialCheckoutState, priceRequest: request, isRefreshingPrice: true },
        [
          { type: 'loadSession' },
          { type: 'loadPrice', request },
          { type: 'loadInsurances' },
          { type: 'loadRentalType' },
          { type: 'loadExtras' },
          { type: 'loadTracking' },
          { type: 'loadDownPayment' },
        ],
      ];
    }
    case 'sessionLoaded': {
      const session = action.session;
      const next: CheckoutState = {
        ...state,
        status: 'ready',
        session,
        promoCode: { ...state.promoCode, code: session.session.promoCode },
        step: session.session.step || 1,
      };
      return [next, session.session.isActivity ? [{ type: 'loadActivity' }] : []];
    }
    case 'sessionFailed':
      return [{ ...state, status: 'backendError' }, []];
    case 'activityLoaded':
      return [{ ...state, activity: action.activity }, []];
    case 'priceLoaded':
      if (action.request !== state.priceRequest) return unchanged(state);
      return [
        {
          ...state,
          price: action.price,
          downPayment: withPriceSplit(state.downPayment, action.price),
          priceUnavailable: false,
          isRefreshingPrice: false,
        },
        [],
      ];
    case 'priceFailed':
      if (action.request !== state.priceRequest) return unchanged(state);
      return [{ ...state, priceUnavailable: true, isRefreshingPrice: false }, []];
    case 'priceRetried':
      return state.isRefreshingPrice ? unchanged(state) : reloadPrice(state);
    case 'insurancesLoaded':
      return [{ ...state, insurances: action.insurances }, []];
    case 'rentalTypeLoaded':
      return [{ ...state, rentalType: action.rentalType }, []];
    case 'extrasLoaded':
      return [{ ...state, extras: action.extras.items }, []];
    case 'trackingLoaded':
      return [{ ...state, tracking: action.tracking }, []];
    case 'downPaymentLoaded':
      return [{ ...state, downPayment: action.downPayment }, []];

    case 'insuranceToggled': {
      if (!isChangeable(state) || !state.insurances) return unchanged(state);
      const current = insuranceSelection(state.insurances);
      const selection = chooseInsurance(current, action.key, action.selected);
      if (INSURANCE_KEYS.every((key) => selection[key] === current[key])) return unchanged(state);
      const previous = { insurances: state.insurances, touched: state.touchedInsurances };
      return [
        refreshing({
          ...state,
          insurances: withSelection(state.insurances, selection),
          touchedInsurances: { ...state.touchedInsurances, [action.key]: true },
        }),
        [{ type: 'saveInsurances', selection, previous }],
      ];
    }
    case 'insurancesSaved':
      return reloadPrice({ ...state, insurances: action.insurances });
    case 'insurancesFailed':
      return [
        failedChange(
          { ...state, insurances: action.previous.insurances, touchedInsurances: action.previous.touched },
          action.expired,
        ),
        [],
      ];

    case 'promoCodeSubmitted': {
      const promoCode = action.promoCode.trim();
      if (!isChangeable(state) || state.promoCode.isApplying) return unchanged(state);
      if (promoCode === (state.promoCode.code ?? '')) return unchanged(state);
      return [
        refreshing({ ...state, promoCode: { ...state.promoCode, error: null, isApplying: true } }),
        [{ type: 'savePromoCode', promoCode }],
      ];
    }
    case 'promoCodeApplied': {
      const [next, effects] = reloadPrice({
        ...state,
        promoCode: { code: action.promoCode || null, error: null, isApplying: false },
      });
      return [next, [{ type: 'loadTracking' }, ...effects]];
    }
    case 'promoCodeRefused':
      return [
        failedChange(
          { ...state, promoCode: { ...state.promoCode, error: action.message, isApplying: false } },
          action.expired,
        ),
        [],
      ];

    case 'downPaymentToggled': {
      const current = state.downPayment;
      if (!isChangeable(state) || !current || current.isSelected === action.isSelected)
        return unchanged(state);
      if (action.isSelected && !current.isEligible) return unchanged(state);
      return [
        refreshing({ ...state, downPayment: { ...current, isSelected: action.isSelected } }),
        [{ type: 'saveDownPayment', isSelected: action.isSelected, previous: current }],
      ];
    }
    case 'downPaymentSaved':
      return reloadPrice(action.downPayment ? { ...state, downPayment: action.downPayment } : state);
    case 'downPaymentFailed':
      return [failedChange({ ...state, downPayment: action.previous }, action.expired), []];

    case 'rentalTypeToggled': {
      const current = state.rentalType;
      if (!isChangeable(state) || !current) return unchanged(state);
      // SPEC: select sets the quantity to 1 unless already above 0; unselect sets 0 unless already 0.
      if (action.isSelected ? current.wantedQuantity > 0 : current.wantedQuantity === 0)
        return unchanged(state);
      if (!action.isSelected && current.isMandatory) return unchanged(state);
      return [
        refreshing({ ...state, rentalType: { ...current, wantedQuantity: action.isSelected ? 1 : 0 } }),
        [
          {
            type: 'saveExtra',
            target: 'rentalType',
            polymorphExtraId: current.polymorphExtraId,
            isSelected: action.isSelected,
            previous: current,
          },
        ],
      ];
    }
    case 'extraToggled': {
      const extra = state.extras.find((item) => item.polymorphExtraId === action.polymorphExtraId);
      if (!isChangeable(state) || !extra || extra.isSelected === action.isSelected) return unchanged(state);
      return [
        refreshing({
          ...state,
          extras: state.extras.map((item) =>
            item === extra ? { ...item, isSelected: action.isSelected } : item,
          ),
        }),
        [
          {
            type: 'saveExtra',
            target: 'optional',
            polymorphExtraId: extra.polymorphExtraId,
            isSelected: action.isSelected,
            previous: state.extras,
          },
        ],
      ];
    }
    case 'extraSaved':
      return reloadPrice(state);
    case 'extraFailed': {
      const restored =
        action.target === 'rentalType'
          ? { ...state, rentalType: action.previous as RentalTypeExtra }
          : { ...state, extras: action.previous as OptionalExtra[] };
      return [failedChange(restored, action.expired), []];
    }

    case 'payRequested':
      if (!canPay(state)) return unchanged(state);
      return [
        { ...state, payment: { status: 'paying', message: null } },
        [{ type: 'pay', card: action.card }],
      ];
    case 'paymentRequiresAction':
      return [
        { ...state, payment: { status: 'redirecting', message: null } },
        [{ type: 'navigate', url: action.redirectUrl }],
      ];
    case 'paymentSucceeded':
      return [
        { ...state, payment: { status: 'paid', message: null } },
        [{ type: 'navigate', url: action.successUrl }],
      ];
    case 'paymentDeclined':
      return [{ ...state, payment: { status: 'declined', message: action.message } }, []];
    case 'paymentFailed':
      return [
        failedChange({ ...state, payment: { status: 'failed', message: action.message } }, action.expired),
        [],
      ];
  }
}

/**
 * Paying charges the amount on screen, so it waits for the price to be fresh: no refresh running,
 * no failed load, no change being saved.
 */
export function canPay(state: CheckoutState): boolean {
  return (
    isChangeable(state) &&
    state.price !== null &&
    !state.priceUnavailable &&
    !state.isRefreshingPrice &&
    !state.promoCode.isApplying
  );
}

/** SPEC section 9: amounts default to 0 until the price is loaded. */
export interface VisibleAmounts {
  total: number;
  online: number;
  harborAmount: number;
  checkoutPaymentAmount: number;
  balancePaymentAmount: number;
}

export function visibleAmounts(state: CheckoutState): VisibleAmounts {
  const price = state.priceUnavailable ? null : state.price;
  return {
    total: price?.total ?? 0,
    online: price?.online ?? 0,
    harborAmount: price?.harborAmount ?? 0,
    checkoutPaymentAmount: price?.checkoutPaymentAmount ?? 0,
    balancePaymentAmount: price?.balancePaymentAmount ?? 0,
  };
}

/**
 * The payment plan's figures follow the one server price: an insurance, an extra or a promo code
 * changes the total, so the down payment and balance shown beside it are the new price's split.
 * The renter's choice (`isSelected`) stays as they left it while its own save is under way.
 */
function withPriceSplit(
  current: CheckoutDownPayment | null,
  price: CheckoutPriceDetails,
): CheckoutDownPayment | null {
  if (!current || !price.downPayment) return current;
  const split = price.downPayment;
  return {
    ...current,
    isEligible: split.isEligible,
    refusal: split.refusal,
    percent: split.percent,
    minDaysBeforeStart: split.minDaysBeforeStart,
    minTotalAmount: split.minTotalAmount,
    downPaymentAmount: split.downPaymentAmount,
    balancePaymentAmount: split.balancePaymentAmount,
    balancePaymentDate: split.balancePaymentDate,
    currency: price.currency,
    checkoutPaymentAmount: current.isSelected && split.isEligible ? split.downPaymentAmount : price.online,
  };
}
