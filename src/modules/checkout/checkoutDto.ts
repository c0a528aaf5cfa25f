import type {
  CheckoutCurrency,
  CheckoutDownPayment,
  CheckoutExtras,
  CheckoutInsurances,
  CheckoutPriceDetails,
  CheckoutPriceLine,
  DownPaymentDetails,
  InsuranceOffer,
  RentalTypeExtra,
} from '../../../shared/checkout/checkout.ts';
import { type Currency, formatMoney, fromEur } from '../../../shared/currency.ts';
import type { CheckoutPriceComputation, InsuranceOfferComputation } from './checkoutPrice.ts';

/**
 * The computation in the tenant's currency: each line converted, every total summed from the
 * converted lines, so the screen's figures always add up; the charged EUR figures ride along.
 */

export const currencyDto = (currency: Currency): CheckoutCurrency => ({
  code: currency.code,
  symbol: currency.symbol,
  minorDigits: currency.minorDigits,
});

/** `voucherAmount`: what the renter's credit pays of the payment now, EUR minor units. */
export function priceDetailsDto(
  computation: CheckoutPriceComputation,
  voucherAmount = 0,
): CheckoutPriceDetails {
  const convert = (amount: number) => fromEur(amount, computation.currency);
  const lines: CheckoutPriceLine[] = computation.lines.map((line) => ({
    ...line,
    amount: convert(line.amount),
  }));
  const sum = (predicate: (line: CheckoutPriceLine) => boolean) =>
    lines.filter(predicate).reduce((total, line) => total + line.amount, 0);
  const total = sum(() => true);
  const harborAmount = sum((line) => !!line.paidAtHarbour);
  const online = total - harborAmount;
  const downPayment = downPaymentDto(computation.downPayment, computation, online);
  const promoLine = lines.find((line) => line.key === 'promoCode');
  const isActivity = computation.isActivity;
  const fuel = computation.rentalType && !computation.rentalType.isCrew ? computation.rentalType : null;
  const checkoutPaymentAmount = downPayment.isSelected ? downPayment.downPaymentAmount : online;
  const voucher = Math.min(convert(voucherAmount), checkoutPaymentAmount);
  return {
    currency: currencyDto(computation.currency),
    chargeCurrency: 'EUR',
    lines,
    rentalGross: sum((line) => line.key === 'rental'),
    extras: sum((line) => line.key === 'extra' || line.key === 'captain'),
    fees: sum((line) => line.key === 'serviceFee'),
    insurances: sum((line) => line.key === 'insurance'),
    promoCode: promoLine ? { code: promoLine.promoCode ?? promoLine.label, amount: -promoLine.amount } : null,
    discountAmount: -sum((line) => line.key === 'durationDiscount' || line.key === 'promoCode'),
    discountPercentage: computation.durationDiscountPercent,
    total,
    online,
    harborAmount,
    checkoutPaymentAmount,
    voucherAmount: voucher,
    cardPaymentAmount: checkoutPaymentAmount - voucher,
    downPaymentAmount: downPayment.downPaymentAmount,
    balancePaymentAmount: downPayment.balancePaymentAmount,
    deposit: convert(computation.deposit),
    depositWithoutWaiver: convert(computation.depositWithoutWaiver),
    downPayment,
    isRemoveFuelActivated: !!fuel && !fuel.isMandatory && !fuel.selected,
    activityPrice: isActivity ? sum((line) => line.key === 'rental') : 0,
    activityFuelPrice: isActivity ? convert(computation.activity.fuelAmount) : 0,
    activitySkipperPrice: isActivity ? sum((line) => line.key === 'captain') : 0,
    activityIsAllInclusive: computation.activity.allInclusive,
    activityIsSkipperPaidAtHarbor: computation.activity.skipperPaidAtHarbour,
    eur: {
      total: computation.total,
      online: computation.onlineAmount,
      harborAmount: computation.harbourAmount,
      checkoutPaymentAmount: computation.checkoutPaymentAmount,
      voucherAmount,
      cardPaymentAmount: computation.checkoutPaymentAmount - voucherAmount,
      downPaymentAmount: computation.downPayment.downPaymentAmount,
      balancePaymentAmount: computation.downPayment.balancePaymentAmount,
    },
  };
}

/** Down payment figures in the display currency; `online` is the converted online amount. */
function downPaymentDto(
  details: DownPaymentDetails,
  computation: CheckoutPriceComputation,
  online: number,
): DownPaymentDetails {
  const downPaymentAmount = details.isEligible ? fromEur(details.downPaymentAmount, computation.currency) : 0;
  return {
    ...details,
    downPaymentAmount,
    balancePaymentAmount: details.isEligible ? online - downPaymentAmount : 0,
  };
}

export function checkoutDownPaymentDto(computation: CheckoutPriceComputation): CheckoutDownPayment {
  const details = priceDetailsDto(computation);
  return {
    ...details.downPayment,
    currency: details.currency,
    checkoutPaymentAmount: details.checkoutPaymentAmount,
  };
}

export function insuranceOfferDto(offer: InsuranceOfferComputation, currency: Currency): InsuranceOffer {
  return {
    selected: offer.selected,
    available: offer.available,
    name: offer.name,
    description: offer.description,
    price: fromEur(offer.amount, currency),
  };
}

export function checkoutInsurancesDto(
  computation: CheckoutPriceComputation,
  depositWithWaiver: number,
): CheckoutInsurances {
  const offers = computation.insuranceOffers;
  const currency = computation.currency;
  return {
    currency: currencyDto(currency),
    cabWeather: insuranceOfferDto(offers.cabWeather, currency),
    damageWaiver: insuranceOfferDto(offers.damageWaiver, currency),
    mondialAssistance: insuranceOfferDto(offers.mondialAssistance, currency),
    mondialMultiRisk: insuranceOfferDto(offers.mondialMultiRisk, currency),
    depositWithWaiver: fromEur(depositWithWaiver, currency),
  };
}

export function rentalTypeDto(computation: CheckoutPriceComputation, locale: string): RentalTypeExtra | null {
  const rentalType = computation.rentalType;
  if (!rentalType) return null;
  const price = fromEur(rentalType.amount, computation.currency);
  return {
    polymorphExtraId: rentalType.polymorphExtraId,
    name: rentalType.name,
    crewNumber: rentalType.crewNumber,
    isIncluded: rentalType.isIncluded,
    isMandatory: rentalType.isMandatory,
    licenceRequired: rentalType.licenceRequired,
    price,
    priceByDay: rentalType.unitPrice,
    localizedPrice: formatMoney(price, computation.currency, locale),
    priceType: rentalType.priceType,
    wantedQuantity: rentalType.selected ? 1 : 0,
    paidAtHarbour: rentalType.paidAtHarbour,
  };
}

export function extrasDto(computation: CheckoutPriceComputation, locale: string): CheckoutExtras {
  return {
    currency: currencyDto(computation.currency),
    items: computation.optionalExtras.map((extra) => {
      const price = fromEur(extra.amount, computation.currency);
      return {
        polymorphExtraId: extra.polymorphExtraId,
        name: extra.name,
        priceType: extra.priceType,
        price,
        localizedPrice: formatMoney(price, computation.currency, locale),
        isSelected: extra.selected,
        paidAtHarbour: extra.paidAtHarbour,
      };
    }),
  };
}
