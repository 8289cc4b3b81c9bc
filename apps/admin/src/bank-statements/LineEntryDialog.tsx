import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import type { StatementLineView } from '@ginuma/domain';
import { useBankStatementText } from './useBankStatementText';

export interface LineEntry {
  kind: 'income' | 'expense';
  expense_category_id?: string;
  remark?: string;
}

/** What a line books by itself: money in an income, money out an expense under a category; its remark starts as the line's description. */
export function LineEntryDialog({
  line,
  error,
  fieldErrors,
  onSave,
  onClose,
}: {
  line: StatementLineView;
  error: string | null;
  fieldErrors: Record<string, string[]>;
  onSave: (entry: LineEntry) => void;
  onClose: () => void;
}) {
  const { t, money, day } = useBankStatementText();
  const kind = line.amount.startsWith('-') ? 'expense' : 'income';
  const [category, setCategory] = useState('');
  const [remark, setRemark] = useState(line.description);
  const { data: categories = [] } = useGetList<{ id: string; name: string }>('expenses-categories', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } }, { enabled: kind === 'expense' });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {t(kind === 'expense' ? 'create_expense' : 'create_income')}: {money(line.amount)} · {day(line.date)}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {kind === 'expense' && (
            <TextField
              select
              name="expense_category_id"
              label={t('expense_category')}
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              error={Boolean(fieldErrors.expense_category_id)}
              helperText={fieldErrors.expense_category_id?.join(' ')}
            >
              {categories.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField name="remark" label={t('remark')} value={remark} onChange={(e) => setRemark(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => onSave({ kind, ...(category ? { expense_category_id: category } : {}), remark })}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
