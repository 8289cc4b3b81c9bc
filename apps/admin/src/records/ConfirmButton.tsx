import { useState, type ReactElement } from 'react';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';

interface ConfirmButtonProps {
  label: string;
  icon: ReactElement;
  /** The confirm button's text: 'Yes, delete it!' or 'Yes, Restore it!'. */
  confirmLabel: string;
  content: string;
  color?: 'primary' | 'error';
  onConfirm: () => Promise<void>;
}

/** An icon action that asks 'Are you sure?' first, like every irreversible action, busy until the call returns. */
export function ConfirmButton({ label, icon, confirmLabel, content, color = 'primary', onConfirm }: ConfirmButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            size="small"
            aria-label={label}
            color={color}
            disabled={busy}
            onClick={(event) => {
              event.stopPropagation();
              setOpen(true);
            }}
          >
            {busy ? <CircularProgress size={18} /> : icon}
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('app.records.confirm.title')}
        content={content}
        confirm={confirmLabel}
        cancel={translate('app.records.confirm.cancel')}
        confirmColor={color === 'error' ? 'warning' : 'primary'}
        onConfirm={() => void confirm()}
        onClose={(event: React.MouseEvent) => {
          event.stopPropagation();
          setOpen(false);
        }}
      />
    </>
  );
}
