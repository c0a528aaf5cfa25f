import { Box, Stack, Typography } from '@mui/material';
import { Link, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useEuros } from '../../components/RefundFields.tsx';
import { enumChoices } from '../../i18n/enums.ts';
import { bookingPaymentsPath } from '../autorefunds/RefundMade.tsx';

/** The e-contract's deposit as the API gives it (see DEPOSIT_JSON in the damages repository). */
export interface Deposit {
  status: string;
  amount: number;
  capturedAmount: number | null;
  provider: string;
  providerReference: string;
  heldAt: string | null;
  settledAt: string | null;
}

/**
 * What is held on the renter's card and what became of it: the amount a claim can take at most, then,
 * once settled, the payment the capture made at the provider, linked to the booking's payments.
 */
export function DepositSummary({
  deposit,
  bookingId,
  bookingReference,
  linkToPayments = true,
}: {
  deposit: Deposit | null;
  bookingId: number;
  bookingReference?: string;
  /** Off on the booking's own payments tab. */
  linkToPayments?: boolean;
}) {
  const translate = useTranslate();
  const euros = useEuros();
  const [locale] = useLocaleState();
  const status = deposit && enumChoices('depositStatus').find((choice) => choice.id === deposit.status);
  return (
    <Box component="section" aria-labelledby="damage-deposit" data-testid="damage-deposit" sx={{ mb: 2 }}>
      <Typography id="damage-deposit" variant="subtitle1">
        {translate('bosun.ops.damages.deposit')}
      </Typography>
      {deposit ? (
        <Stack spacing={0.5}>
          <Typography variant="body2">{status ? translate(status.name) : deposit.status}</Typography>
          <Typography variant="body2">
            {translate('bosun.ops.damages.depositHeld', {
              amount: euros(deposit.amount),
              date: deposit.heldAt ? new Date(deposit.heldAt).toLocaleDateString(locale) : '—',
            })}
          </Typography>
          {deposit.status === 'captured' && (
            <Typography variant="body2">
              {translate('bosun.ops.damages.depositTaken', { amount: euros(deposit.capturedAmount ?? 0) })}
            </Typography>
          )}
          {(deposit.status === 'captured' || deposit.status === 'released') && (
            <>
              <Typography variant="body2">
                {translate('bosun.ops.damages.depositPayment', {
                  provider: deposit.provider,
                  reference: deposit.providerReference,
                })}
              </Typography>
              {linkToPayments && (
                <Link to={bookingPaymentsPath(bookingId)}>
                  {translate('bosun.ops.damages.openPayments', { booking: bookingReference ?? bookingId })}
                </Link>
              )}
            </>
          )}
        </Stack>
      ) : (
        <Typography variant="body2">{translate('bosun.ops.damages.noDeposit')}</Typography>
      )}
    </Box>
  );
}

/** The claim's deposit, on the claim's screen. */
export function DamageDeposit() {
  const record = useRecordContext<{ bookingId: number; bookingReference: string; deposit: Deposit | null }>();
  if (!record) return null;
  return (
    <DepositSummary
      deposit={record.deposit ?? null}
      bookingId={record.bookingId}
      bookingReference={record.bookingReference}
    />
  );
}
