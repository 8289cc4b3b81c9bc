import { useState } from 'react';
import {
  Alert, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Paper, Stack, Switch, Table, TableBody, TableCell,
  TableHead, TableRow, TextField,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TYPES } from '@ginuma/domain';
import { useAppDataProvider } from '../providers/dataProvider';
import { userCanAccess } from '../providers/canAccess';
import { useFormRefusal } from '../forms/useFormRefusal';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { ConfirmButton } from '../records/ConfirmButton';
import { CHART_KEY, useChart, type ChartRow } from './useChart';

type Form = { code: string; name_en: string; name_si: string; type: string; description: string; active: boolean };
const EMPTY: Form = { code: '', name_en: '', name_si: '', type: 'liability', description: '', active: true };

/** `books/accounts`: the chart of accounts with balances; Admin adds, edits, deactivates or deletes accounts of its own. */
export function ChartOfAccountsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { locale, user } = useWorkspace();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const { accounts } = useChart(true);
  const [editing, setEditing] = useState<ChartRow | 'new' | null>(null);
  const [form, setForm] = useState<Form>(EMPTY);
  const { errors, message, refuse, clear } = useFormRefusal();
  const t = (key: string) => translate(`app.books.accounts.${key}`);
  const mayEdit = userCanAccess(user, 'edit', 'ledger-accounts');

  const open = (row: ChartRow | 'new') => {
    setEditing(row);
    clear();
    setForm(row === 'new' ? EMPTY : { code: row.code, name_en: row.name.en, name_si: row.name.si, type: row.type, description: row.description ?? '', active: row.active });
  };
  // Saving and deleting share their outcome: the dialog closes and the chart is read again, or the server's refusal shows.
  const change = useMutation({
    mutationFn: (work: { note: string; run: () => Promise<void> }) => work.run(),
    onSuccess: async (_done, { note }) => {
      setEditing(null);
      clear();
      notify(note, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: CHART_KEY });
    },
    onError: refuse,
  });
  const save = () =>
    change.mutate({ note: 'app.books.accounts.saved', run: () => dataProvider.saveLedgerAccount(editing === 'new' || editing === null ? null : editing.id, form) });
  const remove = (row: ChartRow) =>
    change.mutateAsync({ note: 'app.books.accounts.deleted', run: () => dataProvider.deleteLedgerAccount(row.id) }).then(
      () => undefined,
      () => undefined,
    );
  const field = (name: keyof Form) => ({
    name,
    label: t(name),
    value: String(form[name]),
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name]?.join(' '),
    size: 'small' as const,
    fullWidth: true,
  });

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          mayEdit && (
            <Button variant="contained" onClick={() => open('new')}>
              {t('add')}
            </Button>
          )
        }
      />
      {message && !editing && <Alert severity="error" sx={{ mb: 2 }} data-testid="chart-error">{message}</Alert>}
      <Paper>
        <Table size="small" data-testid="chart-of-accounts">
          <TableHead>
            <TableRow>
              <TableCell>{t('code')}</TableCell>
              <TableCell>{t('name')}</TableCell>
              <TableCell>{t('type')}</TableCell>
              <TableCell>{t('normal')}</TableCell>
              <TableCell align="right">{t('balance')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {accounts.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>{row.code}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{row.name[locale]}</span>
                    {row.control && <Chip size="small" label={t('control')} />}
                    {!row.active && <Chip size="small" color="warning" label={t('inactive')} />}
                  </Stack>
                </TableCell>
                <TableCell>{translate(`app.books.types.${row.type}`)}</TableCell>
                <TableCell>{translate(`app.books.normal.${row.normal}`)}</TableCell>
                <TableCell align="right">{row.balance}</TableCell>
                <TableCell align="right">
                  {row.system ? (
                    <Chip size="small" variant="outlined" label={t('system')} />
                  ) : (
                    mayEdit && (
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        <Button size="small" onClick={() => open(row)}>{t('edit')}</Button>
                        <ConfirmButton
                          label={t('delete')}
                          icon={<DeleteOutlineIcon fontSize="small" />}
                          color="error"
                          confirmLabel={translate('app.records.confirm.delete')}
                          content={translate('app.records.confirm.delete_body')}
                          onConfirm={() => remove(row)}
                        />
                      </Stack>
                    )
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullWidth maxWidth="sm">
        <DialogTitle>{editing === 'new' ? t('add') : t('edit')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {message && <Alert severity="error">{message}</Alert>}
            <TextField {...field('code')} disabled={editing !== 'new'} />
            <TextField {...field('name_en')} />
            <TextField {...field('name_si')} />
            <TextField select {...field('type')}>
              {ACCOUNT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {translate(`app.books.types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField {...field('description')} multiline minRows={2} />
            <FormControlLabel control={<Switch checked={form.active} onChange={(e) => setForm((f) => ({ ...f, active: e.target.checked }))} />} label={t('active')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>{t('cancel')}</Button>
          <Button variant="contained" onClick={save}>{t('save')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
