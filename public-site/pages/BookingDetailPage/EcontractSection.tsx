import type { BookingDetail } from '../../../shared/bookings/trips.ts';
import { useTranslation } from '../../app/useTranslation.ts';

type Money = (amountEurMinor: number) => string;

/**
 * The e-contract on the booking page (issue 19): what became of the deposit held on the renter's
 * card, and the signed contracts' PDFs (served to the two parties and staff only).
 */
export function EcontractSection({ booking, money }: { booking: BookingDetail; money: Money }) {
  const { t } = useTranslation();
  const econtract = booking.econtract;
  if (!econtract) return null;
  const { deposit } = econtract;
  return (
    <section className="detail-section" aria-labelledby="detail-econtract" data-testid="detail-econtract">
      <h2 id="detail-econtract">{t('econtract:detail.title')}</h2>
      {deposit && (
        <p data-testid="detail-deposit">
          {deposit.status === 'captured'
            ? t('econtract:detail.depositCaptured', {
                taken: money(deposit.capturedAmount ?? 0),
                amount: money(deposit.amount),
              })
            : deposit.status === 'released'
              ? t('econtract:detail.depositReleased', { amount: money(deposit.amount) })
              : deposit.status === 'requires_payment_method'
                ? t('econtract:detail.depositPending', { amount: money(deposit.amount) })
                : t('econtract:detail.depositHeld', { amount: money(deposit.amount) })}
        </p>
      )}
      {econtract.damageClaimStatus && (
        <p>
          {t('econtract:detail.claim', { status: t(`econtract:claimStatus.${econtract.damageClaimStatus}`) })}
        </p>
      )}
      {econtract.contracts.length > 0 && (
        <ul>
          {econtract.contracts.map((contract) => {
            const name = contract.addendum
              ? t('econtract:detail.addendum', { of: t(`econtract:title.${contract.kind}`) })
              : t(`econtract:title.${contract.kind}`);
            return (
              <li key={`${contract.kind}-${contract.signedAt}`}>
                {contract.pdfUrl ? (
                  <a href={contract.pdfUrl}>{name} (PDF)</a>
                ) : (
                  `${name}: ${t('econtract:confirm.pdfSoon')}`
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
