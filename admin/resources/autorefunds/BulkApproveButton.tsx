import DoneAllIcon from '@mui/icons-material/DoneAll';
import { List, ListItem, ListItemText, Button as MuiButton, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Link,
  useDataProvider,
  useGetMany,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useEuros } from '../../components/RefundFields.tsx';
import type { OperationsMethods } from '../../operationsDataProvider.ts';
import { bookingPaymentsPath } from './RefundMade.tsx';

interface Proposal {
  id: number;
  status: string;
  bookingId: number;
  bookingReference: string;
  tenantName: string;
  proposedAmount: number;
}

interface BulkResult {
  approved: number[];
  skipped: { id: number; code: string; message: string }[];
}

/**
 * Approves every selected proposal at its proposed amount, once staff have seen the total and each
 * refund. The server skips what is already decided and says why; the result links to each refund.
 */
export function BulkApproveButton() {
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & OperationsMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const euros = useEuros();
  const unselectAll = useUnselectAll('autorefunds');
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);
  // The selection may span pages: read what is selected, not the page on screen.
  const { data: selected = [], isPending } = useGetMany<Proposal>(
    'autorefunds',
    { ids: selectedIds },
    { enabled: open },
  );
  const proposals = selected.filter((p) => p.status === 'proposed');
  const total = proposals.reduce((sum, p) => sum + p.proposedAmount, 0);
  const byId = new Map(selected.map((p) => [p.id, p]));

  const approve = async () => {
    setSaving(true);
    try {
      const answer: BulkResult = await dataProvider.bulkApproveAutorefunds(proposals.map((p) => p.id));
      setResult(answer);
      notify('bosun.ops.autorefunds.bulkDone', {
        type: answer.skipped.length ? 'warning' : 'success',
        messageArgs: { approved: answer.approved.length, skipped: answer.skipped.length },
      });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const close = () => {
    setOpen(false);
    if (!result) return;
    setResult(null);
    unselectAll();
    refresh();
  };

  return (
    <>
      <Button label="bosun.ops.autorefunds.bulkApprove" onClick={() => setOpen(true)}>
        <DoneAllIcon />
      </Button>
      <ConfirmDialog
        open={open}
        title={result ? 'bosun.ops.autorefunds.bulkResultTitle' : 'bosun.ops.autorefunds.bulkConfirmTitle'}
        confirmLabel="bosun.ops.autorefunds.confirmApprove"
        onConfirm={approve}
        onClose={close}
        saving={saving}
        confirmDisabled={isPending || proposals.length === 0}
        actions={result && <MuiButton onClick={close}>{translate('ra.action.close')}</MuiButton>}
      >
        {result ? (
          <List dense>
            {result.approved.map((id) => {
              const proposal = byId.get(id);
              return (
                <ListItem key={id} disableGutters>
                  <ListItemText
                    primary={translate('bosun.ops.autorefunds.bulkApprovedLine', {
                      booking: proposal?.bookingReference ?? `#${id}`,
                      amount: euros(proposal?.proposedAmount ?? 0),
                    })}
                    secondary={
                      proposal && (
                        <Link to={bookingPaymentsPath(proposal.bookingId)}>
                          {translate('bosun.ops.autorefunds.openRefund', {
                            booking: proposal.bookingReference,
                          })}
                        </Link>
                      )
                    }
                  />
                </ListItem>
              );
            })}
            {result.skipped.map((skip) => (
              <ListItem key={skip.id} disableGutters>
                <ListItemText
                  primary={translate('bosun.ops.autorefunds.bulkSkippedLine', {
                    booking: byId.get(skip.id)?.bookingReference ?? `#${skip.id}`,
                  })}
                  secondary={translate(`bosun.errors.${skip.code}`, { _: skip.message })}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <>
            <Typography>
              {translate('bosun.ops.autorefunds.bulkConfirmText', {
                smart_count: proposals.length,
                amount: euros(total),
              })}
            </Typography>
            <List dense>
              {proposals.map((p) => (
                <ListItem key={p.id} disableGutters>
                  <ListItemText
                    primary={`${p.bookingReference} · ${p.tenantName}`}
                    secondary={euros(p.proposedAmount)}
                  />
                </ListItem>
              ))}
            </List>
            {selected.length > proposals.length && (
              <Typography variant="body2" color="text.secondary">
                {translate('bosun.ops.autorefunds.bulkAlreadyDecided', {
                  smart_count: selected.length - proposals.length,
                })}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {translate('bosun.ops.autorefunds.cannotUndo')}
            </Typography>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
