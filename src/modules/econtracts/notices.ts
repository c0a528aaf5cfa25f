import { formatMoney } from '../../../shared/currency.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import { type NoticeTexts, notify } from '../notifications/service.ts';
import type { ContractBooking } from './repository.ts';

/**
 * The e-contract's notices, written by `notify` in the transaction of the change. `{boat}` the
 * listing, `{ref}` the reference, `{kind}` check-in or check-out, `{link}` where the PDF is read,
 * `{amount}` money in the recipient's language.
 */
export const ECONTRACT_NOTICES = {
  contractReady: {
    en: {
      subject: 'Your signed {kind} for {boat} ({ref})',
      body: 'The {kind} of {boat} is signed by both of you. Your copy of the contract (PDF): {link}',
    },
    fr: {
      subject: 'Votre {kind} signé pour {boat} ({ref})',
      body: 'Le {kind} de {boat} est signé par vous deux. Votre exemplaire du contrat (PDF) : {link}',
    },
    de: {
      subject: 'Ihr unterschriebenes {kind} für {boat} ({ref})',
      body: 'Das {kind} für {boat} ist von Ihnen beiden unterschrieben. Ihre Vertragskopie (PDF): {link}',
    },
    es: {
      subject: 'Tu {kind} firmado para {boat} ({ref})',
      body: 'El {kind} de {boat} está firmado por ambos. Tu copia del contrato (PDF): {link}',
    },
    it: {
      subject: 'Il tuo {kind} firmato per {boat} ({ref})',
      body: 'Il {kind} di {boat} è firmato da entrambi. La tua copia del contratto (PDF): {link}',
    },
  } satisfies NoticeTexts,
  damageDeclared: {
    en: {
      subject: 'A damage is declared on {boat} ({ref})',
      body: 'The owner declared a damage after the check-out, estimated at {amount}. Our team reviews it with both inspections before anything is taken from the deposit: {link}',
    },
    fr: {
      subject: 'Un dommage est déclaré sur {boat} ({ref})',
      body: 'Le propriétaire a déclaré un dommage après le check-out, estimé à {amount}. Notre équipe l’examine avec les deux états des lieux avant tout prélèvement sur la caution : {link}',
    },
  } satisfies NoticeTexts,
};

const KIND_WORDS: Record<'in' | 'out', Partial<Record<LanguageCode, string>> & { en: string }> = {
  in: { en: 'check-in', fr: 'check-in', de: 'Check-in-Protokoll', es: 'check-in', it: 'check-in' },
  out: { en: 'check-out', fr: 'check-out', de: 'Check-out-Protokoll', es: 'check-out', it: 'check-out' },
};

const EUR = { code: 'EUR', minorDigits: 2 };

export async function notifyContractReady(
  tx: Queryable,
  publicUrl: string,
  contract: { booking: ContractBooking; kind: 'in' | 'out'; pdfPath: string },
) {
  const { booking } = contract;
  for (const userId of [booking.tenant_id, booking.owner_id]) {
    await notify(tx, {
      userId: Number(userId),
      kind: 'econtracts.contractReady',
      texts: ECONTRACT_NOTICES.contractReady,
      bookingId: Number(booking.id),
      values: (language) => ({
        boat: booking.listing_title,
        ref: booking.reference,
        kind: KIND_WORDS[contract.kind][language] ?? KIND_WORDS[contract.kind].en,
        link: `${publicUrl}${contract.pdfPath}`,
      }),
      payload: { pdfPath: contract.pdfPath },
    });
  }
}

export async function notifyDamageDeclared(tx: Queryable, booking: ContractBooking, estimate: number) {
  await notify(tx, {
    userId: Number(booking.tenant_id),
    kind: 'econtracts.damageDeclared',
    texts: ECONTRACT_NOTICES.damageDeclared,
    bookingId: Number(booking.id),
    values: (language) => ({
      boat: booking.listing_title,
      ref: booking.reference,
      amount: formatMoney(estimate, EUR, language),
      link: `/booking/${booking.id}/detail`,
    }),
  });
}
