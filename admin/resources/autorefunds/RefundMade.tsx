import { Stack, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { useEuros } from '../../components/RefundFields.tsx';

/** What a decided autorefund left behind, as the server answered it. */
export interface DecidedAutorefund {
  id: number;
  bookingId: number;
  bookingReference: string;
  approvedAmount: number | null;
  refundId: number | null;
  refundPaymentId?: number | null;
}

/** Where a booking's payments and refunds are listed (the booking's "payments" tab). */
export const bookingPaymentsPath = (bookingId: number) => `/bookings/${bookingId}/show/payments`;

/**
 * The refund an approval created and the payment it goes back to, linked to the booking's payments
 * tab where staff check it; an approval of 0 € moved no money and says so.
 */
export function RefundMade({ autorefund }: { autorefund: DecidedAutorefund }) {
  const translate = useTranslate();
  const euros = useEuros();
  if (!autorefund.refundId)
    return <Typography variant="body2">{translate('bosun.ops.autorefunds.noRefund')}</Typography>;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">
        {translate(
          autorefund.refundPaymentId
            ? 'bosun.ops.autorefunds.refundOnPayment'
            : 'bosun.ops.autorefunds.refund',
          {
            refund: autorefund.refundId,
            payment: autorefund.refundPaymentId,
            amount: euros(autorefund.approvedAmount ?? 0),
          },
        )}
      </Typography>
      <Link to={bookingPaymentsPath(autorefund.bookingId)}>
        {translate('bosun.ops.autorefunds.openRefund', { booking: autorefund.bookingReference })}
      </Link>
    </Stack>
  );
}
