import { useTranslate } from 'react-admin';
import { useFormats } from './formats.ts';

/**
 * Texts the server writes into timelines and refunds: codes with their facts (a refund's
 * `autorefund` + `autorefundReason`, a history line's `paid` + `providerReference`, an approval's
 * `autorefundApproved` + `amount`), and in older rows English sentences ("Autorefund: owner_declined").
 * The console shows the ones it knows in the staff's language and anything else (what a person
 * typed) as it is.
 */
/** The codes the server writes into a booking's history (src/db/migrations/310_booking_event_codes.sql). */
export const HISTORY_CODES = new Set([
  'paid',
  'balancePaid',
  'paidAfterExpiry',
  'cartPaid',
  'damageClaimSettled',
  'instantBooking',
  'replacedByNewRequest',
  'paymentSessionExpired',
  'balanceUnpaid',
  'checkedOut',
  'endedWithoutCheckOut',
  // src/db/migrations/294_history_sentences_as_codes.sql
  'modificationRequested',
  'modificationApplied',
  'modificationDeclined',
  'modificationWithdrawn',
  'modificationPaid',
  'modificationExpired',
  'reviewPublished',
  'weatherPostponed',
  'econtractSigned',
  'damageClaimed',
  'acceptedByOwner',
  'ownerDidNotAnswer',
  'authorisationLapsed',
]);

/** The codes the server writes as a refund's reason (src/db/migrations/300_refund_reason_codes.sql). */
export const REFUND_CODES = new Set([
  'datesTaken',
  'paidTwice',
  'bookingClosed',
  'modificationCheaper',
  'modificationNotMade',
  // src/db/migrations/294_history_sentences_as_codes.sql (`cancelledByStaff` is worded with its facts)
  'capturedAfterClose',
  'modificationBeforeAcceptance',
  'requestDeclined',
  'cancelledByOwner',
  'cancelledByTenant',
  'requestExpired',
]);

export function useSystemText() {
  const translate = useTranslate();
  const format = useFormats();
  return (text: string | null | undefined, facts?: Record<string, unknown> | null): string => {
    if (!text) return '—';
    // A history line's code and its facts (migration 310), in the console's language.
    if (HISTORY_CODES.has(text)) {
      const values = Object.fromEntries(
        Object.entries(facts ?? {}).map(([key, value]) => [key, String(value)]),
      );
      if (text === 'damageClaimSettled')
        values.claimStatus = translate(`bosun.damageStatus.${values.claimStatus}`, {
          _: values.claimStatus ?? '',
        });
      const day = (key: string) => (typeof facts?.[key] === 'string' ? format.day(facts[key] as string) : '');
      if (text === 'weatherPostponed')
        Object.assign(values, { fromDate: day('fromDate'), toDate: day('toDate') });
      // a variant of the code by its facts: an acceptance that captured the hold, a decline with words
      const key =
        text === 'acceptedByOwner' && facts?.paymentCaptured === true
          ? 'acceptedByOwnerCaptured'
          : text === 'modificationDeclined' && typeof facts?.message === 'string'
            ? 'modificationDeclinedWithMessage'
            : text;
      const words = translate(`bosun.ops.system.history.${key}`, { _: text, ...values });
      // a booking change's new days, in the staff's writing
      return typeof facts?.startDate === 'string' && typeof facts?.endDate === 'string'
        ? `${words} · ${day('startDate')} – ${day('endDate')}`
        : words;
    }
    if (text === 'cancelledByStaff' && typeof facts?.staffReason === 'string')
      return translate('bosun.ops.system.cancelledByStaff', { reason: facts.staffReason });
    if (REFUND_CODES.has(text)) return translate(`bosun.ops.system.refund.${text}`, { _: text });
    // an approved autorefund's history line (migration 293): the amount in the staff's own writing
    if (text === 'autorefundApproved' && typeof facts?.amount === 'number')
      return translate('bosun.ops.system.refundApproved', {
        amount: format.euros(facts.amount),
        id: String(facts.autorefundId ?? ''),
      });
    // an autorefund's refund: the code and the autorefund's reason code as facts
    if (text === 'autorefund' && typeof facts?.autorefundReason === 'string')
      return translate('bosun.ops.system.autorefund', {
        reason: translate(`bosun.autorefundReason.${facts.autorefundReason}`, { _: facts.autorefundReason }),
      });
    // a row written before the codes (kept readable)
    let found = text.match(/^Autorefund: (\w+)$/);
    if (found)
      return translate('bosun.ops.system.autorefund', {
        reason: translate(`bosun.autorefundReason.${found[1]}`, { _: found[1] }),
      });
    found = text.match(/^Damage claim (\d+) (\w+)$/);
    if (found)
      return translate('bosun.ops.system.damageSettled', {
        id: found[1],
        status: translate(`bosun.damageStatus.${found[2]}`, { _: found[2] }),
      });
    found = text.match(/^Cancelled by staff: ([\s\S]*)$/);
    if (found) return translate('bosun.ops.system.cancelledByStaff', { reason: found[1] });
    return text;
  };
}
