import { EUR, formatMoney } from '../../../shared/currency.ts';
import { type LanguageCode, languageOf } from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import { readerText } from '../i18n/readerText.ts';
import { bookingListingTitles as listingTitlesOfBooking } from '../notifications/repository.ts';
import { notify, storedNotices } from '../notifications/service.ts';
import { bookingThreadUrl } from '../notifications/threadLink.ts';
import type { ContractBooking } from './repository.ts';

/**
 * The e-contract's notices, written by `notify` in the transaction of the change (every language
 * written out in the resources: a contract's e-mail never falls back to English). `{{boat}}` the
 * listing, `{{ref}}` the reference, `{{kind}}` check-in or check-out, `{{link}}` where the PDF is
 * read, `{{amount}}` money in the recipient's language.
 */
export const ECONTRACT_NOTICES = storedNotices('econtracts', ['contractReady', 'damageDeclared'] as const);

/** The inspection's name as it reads inside the notices above, in the reader's language. */
export const kindWords = (kind: 'in' | 'out', language: LanguageCode): string =>
  String(readerText(language).t(`notices:econtracts.kindWords.${kind}`));

export async function notifyContractReady(
  tx: Queryable,
  publicUrl: string,
  contract: { booking: ContractBooking; kind: 'in' | 'out'; pdfPath: string },
) {
  const { booking } = contract;
  const threadUrl = await bookingThreadUrl(tx, publicUrl, Number(booking.id));
  // The boat's title in each reader's language, as the booking notices write it (the snapshot's is the booker's).
  const titles = await listingTitlesOfBooking(tx, Number(booking.id));
  for (const userId of [booking.tenant_id, booking.owner_id]) {
    await notify(tx, {
      userId: Number(userId),
      kind: 'econtracts.contractReady',
      texts: ECONTRACT_NOTICES.contractReady,
      bookingId: Number(booking.id),
      threadUrl,
      values: (language) => ({
        boat: titles[language.slice(0, 2)] ?? booking.listing_title,
        ref: booking.reference,
        kind: kindWords(contract.kind, language),
        // The contract's page (it asks a guest to sign in, then offers the PDF), never the API's file.
        link: `${publicUrl}/${language}/booking/${booking.id}/econtract/${contract.kind}`,
      }),
      payload: { pdfPath: contract.pdfPath },
    });
  }
}

export async function notifyDamageDeclared(
  tx: Queryable,
  publicUrl: string,
  booking: ContractBooking,
  estimate: number,
) {
  const base = publicUrl.replace(/\/$/, '');
  const titles = await listingTitlesOfBooking(tx, Number(booking.id));
  await notify(tx, {
    userId: Number(booking.tenant_id),
    kind: 'econtracts.damageDeclared',
    texts: ECONTRACT_NOTICES.damageDeclared,
    bookingId: Number(booking.id),
    threadUrl: await bookingThreadUrl(tx, publicUrl, Number(booking.id)),
    values: (language) => ({
      boat: titles[language.slice(0, 2)] ?? booking.listing_title,
      ref: booking.reference,
      amount: formatMoney(estimate, EUR, languageOf(language).dateLocale),
      // the check-out page, where the renter reads the claim and answers it
      link: `${base}/${language}/booking/${booking.id}/econtract/out`,
    }),
  });
}
