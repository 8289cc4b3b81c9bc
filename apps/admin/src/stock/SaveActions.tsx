import { Button, CircularProgress, DialogActions } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A stock dialog's Cancel and Save (none for a user who may only look); both wait while the change is sent. */
export function SaveActions({ busy, onCancel, onSave, canSave = true }: { busy: boolean; onCancel: () => void; onSave: () => void; canSave?: boolean }) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {translate('stock.update.cancel')}
      </Button>
      {canSave && (
        <Button variant="contained" onClick={onSave} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
          {translate('stock.update.save')}
        </Button>
      )}
    </DialogActions>
  );
}
