import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Button as MuiButton,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The question staff answer before money moves or content is hidden: what will happen (the amount,
 * the effect), then Confirm. While the server answers the dialog stays open (pessimistic). Clicks
 * inside are stopped, so a dialog opened from a list row does not also open the row.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'ra.action.confirm',
  onConfirm,
  onClose,
  saving = false,
  confirmDisabled = false,
  color = 'primary',
  actions,
}: {
  open: boolean;
  /** A translation key or text. */
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  onConfirm?(): void;
  onClose(): void;
  saving?: boolean;
  confirmDisabled?: boolean;
  color?: 'primary' | 'error';
  /** Replaces Cancel and Confirm, e.g. with Close once the action is done. */
  actions?: ReactNode;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id={titleId}>{translate(title, { _: title })}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      {saving && <LinearProgress aria-label={translate('bosun.ops.confirm.saving')} />}
      <DialogActions>
        {actions ?? (
          <>
            <MuiButton onClick={onClose} disabled={saving}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton
              onClick={onConfirm}
              disabled={saving || confirmDisabled}
              color={color}
              variant="contained"
            >
              {translate(confirmLabel)}
            </MuiButton>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
