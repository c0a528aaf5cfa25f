import { EUR, formatMoney } from '../../../../shared/currency.ts';
import type { Queryable } from '../../../db/connection.ts';
import { notify, storedNotices } from '../../notifications/service.ts';
import { bookingThreadUrl } from '../../notifications/threadLink.ts';

type Decision = 'accepted' | 'refused' | 'paid' | 'paidOutside';

/**
 * Staff's decision on a damage claim, told to the renter and the owner in their own language.
 * `{{ref}}` the booking's reference, `{{amount}}` the decided amount in the reader's format, `{{message}}`
 * what the staff wrote (in their words, as written).
 */
export const DAMAGE_DECISION_NOTICES = storedNotices('damages', [
  'accepted',
  'refused',
  'paid',
  'paidOutside',
] as const satisfies readonly Decision[]);

/** The decision, to both parties, in the transaction that records it. */
export async function notifyDamageDecision(
  tx: Queryable,
  decision: {
    status: Decision;
    damageId: number;
    bookingId: number;
    reference: string;
    amount: number | null;
    /** What of the deposit's hold goes back to the renter's card. */
    released?: number;
    message: string | null;
    parties: number[];
    /** The site's address: the e-mails then link the booking's conversation. */
    publicUrl?: string;
  },
): Promise<void> {
  const threadUrl = decision.publicUrl
    ? await bookingThreadUrl(tx, decision.publicUrl, decision.bookingId)
    : undefined;
  for (const userId of decision.parties) {
    await notify(tx, {
      userId,
      kind: `damage-${decision.status}`,
      texts: DAMAGE_DECISION_NOTICES[decision.status],
      bookingId: decision.bookingId,
      threadUrl,
      values: (language) => ({
        ref: decision.reference,
        amount: formatMoney(decision.amount ?? 0, EUR, language),
        released: formatMoney(decision.released ?? 0, EUR, language),
        message: decision.message ?? '',
      }),
      payload: { damageId: decision.damageId, amount: decision.amount },
    });
  }
}
