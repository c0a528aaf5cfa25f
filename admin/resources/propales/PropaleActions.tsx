import CheckIcon from '@mui/icons-material/Check';
import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  EditButton,
  TopToolbar,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { salesPost } from '../leads/salesApi.ts';

/** Send, withdraw and approve are their own POST endpoints; the server enforces who may. */
export function PropaleActions() {
  const record = useRecordContext();
  const { permissions } = usePermissions();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  if (!record) return <TopToolbar />;
  const run = (action: string, message: string) => async () => {
    try {
      await salesPost(`/propales/${record.id}/${action}`);
      notify(message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['leads'] });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const manager = permissions === 'manager' || permissions === 'admin';
  return (
    <TopToolbar>
      {record.status === 'draft' && <EditButton />}
      {record.discountApproval === 'pending' && manager && (
        <Button
          label="bosun.sales.actions.approveDiscount"
          onClick={run('approve-discount', 'bosun.sales.notifications.approved')}
        >
          <CheckIcon />
        </Button>
      )}
      {record.status === 'draft' && (
        <Button
          label="bosun.sales.actions.send"
          variant="contained"
          disabled={record.discountApproval === 'pending'}
          onClick={run('send', 'bosun.sales.notifications.sent')}
        >
          <SendIcon />
        </Button>
      )}
      {(record.status === 'draft' || record.status === 'sent') && (
        <Button
          label="bosun.sales.actions.withdraw"
          onClick={run('withdraw', 'bosun.sales.notifications.withdrawn')}
        >
          <UndoIcon />
        </Button>
      )}
    </TopToolbar>
  );
}
