import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { lineEntryKinds, type LineEntryKind, type StatementLineView } from '@ginuma/domain';
import { EntryPickers, pickedFor, type Picked, type PickField } from './EntryPickers';
import { useBankStatementText } from './useBankStatementText';

export interface LineEntry extends Picked {
  kind: LineEntryKind;
  remark?: string;
}

/**
 * What a line books by itself, on its account, date and amount: the kinds its money's way allows
 * (in: income, receipt, transfer; out: expense, voucher, transfer). The remark starts as the line's description.
 */
export function LineEntryDialog({
  line,
  accountId,
  error,
  fieldErrors,
  onSave,
  onClose,
}: {
  line: StatementLineView;
  /** The bank account the line is on: a transfer's other account is any but this one. */
  accountId: string;
  error: string | null;
  fieldErrors: Record<string, string[]>;
  onSave: (entry: LineEntry) => void;
  onClose: () => void;
}) {
  const { t, money, day } = useBankStatementText();
  const kinds = lineEntryKinds(line.amount);
  const [kind, setKind] = useState<LineEntryKind>(kinds[0]);
  const [picked, setPicked] = useState<Picked>({});
  const [remark, setRemark] = useState(line.description);
  // A transfer's other account is the one its money came from (a line of money in) or went to.
  const errorsOf = (field: PickField) => fieldErrors[field] ?? (field === 'other_account' ? fieldErrors[line.amount.startsWith('-') ? 'to_account' : 'from_account'] : undefined);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {t('create')}: {money(line.amount)} · {day(line.date)}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField select name="kind" label={t('create_as')} value={kind} onChange={(e) => setKind(e.target.value as LineEntryKind)}>
            {kinds.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`kinds.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          <EntryPickers kind={kind} picked={picked} onPick={setPicked} accountId={accountId} errorsOf={errorsOf} />
          <TextField name="remark" label={t('remark')} value={remark} onChange={(e) => setRemark(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => onSave({ kind, ...pickedFor(kind, picked), remark })}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
