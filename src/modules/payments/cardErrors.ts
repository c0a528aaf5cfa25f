import type { CardErrorCode } from '../../../shared/checkout/payment.ts';
import { readerText } from '../i18n/readerText.ts';
import { languageFor } from './emails.ts';

/** What the card form shows when the card is refused, in the renter's language (`notices:payments.cardErrors`). */
export function cardErrorMessage(language: string, code: CardErrorCode): string {
  return String(readerText(languageFor(language)).t(`notices:payments.cardErrors.${code}`));
}
