import type { Currency } from '../../../shared/currency.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { PaymentSessionRequest } from '../../../shared/product/quote.ts';
import type { Database } from '../../db/connection.ts';
import { conflict, HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { releaseExpiredHolds } from '../pricing/repository.ts';
import { bookedPeriod, quoteDto, quoteProduct } from '../pricing/service.ts';
import { claimIdempotencyKey, type StoredAnswer, storeIdempotentAnswer } from './idempotency.ts';
import { insertBookingRequest, productForBooking, releaseOwnOpenRequests } from './repository.ts';

const DATES_TAKEN_MESSAGE =
  'These dates are no longer available: another booking holds them. Choose other dates.';

const REFUSAL_MESSAGES: Record<string, string> = {
  pastDates: 'These dates are in the past.',
  tooLong: 'This request covers too many days.',
  halfDayNotAllowed: 'This boat is not rented by the half day.',
  minimumDuration: 'This boat is rented for a longer minimum duration.',
  capacity: 'This boat takes fewer people.',
};

export interface BookingRequestContext {
  tenantId: number;
  language: LanguageCode;
  currency: Currency;
  idempotencyKey?: string;
}

/**
 * "Book" / "Request to book": prices the choice on the server and creates the payment session and
 * its payment_pending booking, all or nothing. Dates another booking holds are refused with 409.
 */
export async function createBookingRequest(
  db: Database,
  productId: number,
  choice: PaymentSessionRequest,
  context: BookingRequestContext,
): Promise<StoredAnswer> {
  const claim = context.idempotencyKey
    ? { scope: `payment-sessions:${context.tenantId}`, key: context.idempotencyKey }
    : null;
  return db.transaction(async (tx) => {
    if (claim) {
      const replay = await claimIdempotencyKey(tx, {
        ...claim,
        userId: context.tenantId,
        request: { productId, choice, language: context.language, currency: context.currency.code },
      });
      if (replay) return replay;
    }
    const product = await productForBooking(tx, productId);
    if (!product) throw notFound('This boat does not exist or is no longer listed.');
    if (product.owner_id === context.tenantId) {
      throw unprocessable('own-product', 'You cannot book your own boat.');
    }
    await releaseExpiredHolds(tx, productId);
    await releaseOwnOpenRequests(tx, context.tenantId, productId);

    const quote = await quoteProduct(tx, productId, choice, context.language.slice(0, 2));
    if (!quote) throw notFound('This boat does not exist or is no longer listed.');
    const { result, pricing } = quote;
    if (!result.available) {
      if (result.reason === 'unavailable') throw conflict('dates-unavailable', DATES_TAKEN_MESSAGE);
      throw new HttpError(
        422,
        result.reason,
        REFUSAL_MESSAGES[result.reason] ?? 'These dates cannot be booked.',
        {
          dateFrom: result.reason,
        },
      );
    }

    const period = bookedPeriod(choice);
    let created: Awaited<ReturnType<typeof insertBookingRequest>>;
    try {
      created = await insertBookingRequest(tx, {
        tenantId: context.tenantId,
        product,
        period,
        halfDayPeriod: choice.halfDayPeriod ?? null,
        people: choice.numberOfPeople,
        withCaptain: result.withCaptain,
        captainType:
          pricing.rules.sailingType === 'withoutCaptain'
            ? null
            : result.withCaptain
              ? 'withCaptain'
              : 'withoutCaptain',
        exclusive: pricing.exclusive,
        lines: result.lines,
        amounts: {
          rental: result.rentalAmount - result.discountAmount,
          serviceFee: result.serviceFeeAmount,
          discount: result.discountAmount,
          total: result.total,
          online: result.onlineAmount,
          harbour: result.harbourAmount,
          deposit: result.deposit,
        },
        language: context.language,
        currencyCode: context.currency.code,
        currencyRate: context.currency.rate,
        message: choice.message || null,
      });
    } catch (error) {
      // A booking committed between our check and our insert: the constraint is the last word.
      if ((error as { code?: string }).code === '23P01')
        throw conflict('dates-unavailable', DATES_TAKEN_MESSAGE);
      throw error;
    }

    const answer: StoredAnswer = {
      status: 201,
      body: {
        hash: created.hash,
        url: `/${context.language}/ps/${created.hash}`,
        expiresAt: created.expiresAt.toISOString(),
        instantBooking: product.instant_booking,
        quote: quoteDto(quote, context.currency),
      },
    };
    if (claim) await storeIdempotentAnswer(tx, claim, answer);
    return answer;
  });
}
