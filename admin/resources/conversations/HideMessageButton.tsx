import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';

/** Hides a message from both parties (or shows it again); pessimistic, the server audits it. */
export function HideMessageButton() {
  const message = useRecordContext<{ id: number; hidden: boolean }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!message) return null;
  const toggle = (event: React.MouseEvent) => {
    event.stopPropagation();
    update(
      'messages',
      { id: message.id, data: { hidden: !message.hidden }, previousData: message },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(message.hidden ? 'bosun.ops.messageActions.shown' : 'bosun.ops.messageActions.hidden', {
            type: 'success',
          });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };
  return (
    <Button
      label={message.hidden ? 'bosun.ops.messageActions.unhide' : 'bosun.ops.messageActions.hide'}
      onClick={toggle}
      disabled={isPending}
    >
      {message.hidden ? <VisibilityIcon /> : <VisibilityOffIcon />}
    </Button>
  );
}
