import { useTranslate } from 'react-admin';
import { useFormats } from './formats.ts';

/**
 * Texts the server writes into timelines and refunds ("Autorefund: owner_declined", "Refund of €38.56
 * approved (autorefund 5)") are stored in English; the console shows the ones it knows in the staff's
 * language and anything else (what a person typed) as it is.
 */
export function useSystemText() {
  const translate = useTranslate();
  const format = useFormats();
  return (text: string | null | undefined): string => {
    if (!text) return '—';
    let found = text.match(/^Autorefund: (\w+)$/);
    if (found)
      return translate('bosun.ops.system.autorefund', {
        reason: translate(`bosun.autorefundReason.${found[1]}`, { _: found[1] }),
      });
    found = text.match(/^Refund of €([\d,]+(?:\.\d+)?) approved \(autorefund (\d+)\)$/);
    if (found)
      return translate('bosun.ops.system.refundApproved', {
        amount: format.euros(Math.round(Number(found[1].replaceAll(',', '')) * 100)),
        id: found[2],
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
