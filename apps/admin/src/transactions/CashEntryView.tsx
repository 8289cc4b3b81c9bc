import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Skeleton, Table, TableBody, TableCell, TableRow } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { HttpError, useTranslate } from 'react-admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ClearedAction, useClearedReason } from '../bank-statements/ClearedDocument';
import { useAppDataProvider } from '../providers/dataProvider';
import { formatDate } from '../i18n/format';
import { LedgerAmount } from '../ledger/LedgerAmount';
import { ChoiceText, columnLabel } from '../records/RecordColumns';
import { ConfirmButton } from '../records/ConfirmButton';
import { useRecordNotify } from '../records/useRecordNotify';
import { useRecordPermissions } from '../records/recordLinks';
import type { RecordScreen } from '../records/recordScreens';
import { useWorkspace } from '../workspace/useWorkspace';
import { CashEntryDialog } from './CashEntryDialog';

/**
 * A booked entry: the ledger holds it, so its amount opens into its own postings. Editing an
 * income or expense books its reversal and a replacement (the two are linked both ways here);
 * deleting it books its reversal. One a bank reconciliation cleared offers neither, and says why.
 */
export function CashEntryView({
  screen,
  id,
  onClose,
  onDeleted,
  onOpen,
}: {
  screen: RecordScreen;
  id: string;
  onClose: () => void;
  onDeleted: () => void;
  /** Opens another entry: the one this replaces, or its replacement (after an edit too). */
  onOpen: (id: string) => void;
}) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const notify = useRecordNotify(screen);
  const can = useRecordPermissions(screen);
  const dataProvider = useAppDataProvider();
  const [editing, setEditing] = useState(false);
  const clearedReason = useClearedReason();
  const { data: entry, error: failure } = useQuery({
    queryKey: [screen.name, 'entry', id],
    queryFn: () => dataProvider.getCashEntry(screen.name, id),
    retry: false,
  });
  const error = failure && (failure instanceof HttpError && failure.status === 404 ? translate('app.cash_entries.not_found') : String(failure));
  // Deleting books the entry's reversal; the caller refreshes the lists.
  const remove = useMutation({
    mutationFn: () => dataProvider.delete(screen.name, { id }),
    onSuccess: () => {
      notify.success('delete');
      onDeleted();
    },
    onError: (e) => notify.failure('delete', e),
  });
  const cleared = entry ? clearedReason(entry.cleared) : null;
  const row = (source: string, value: React.ReactNode) => (
    <TableRow key={source}>
      <TableCell component="th" sx={{ color: 'text.secondary', width: '40%' }}>{translate(columnLabel(screen, source))}</TableCell>
      <TableCell>{value}</TableCell>
    </TableRow>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="cash-entry-title">
      <DialogTitle id="cash-entry-title">{entry ? translate(`app.cash_entries.title.${entry.kind}`, { code: entry.code }) : ' '}</DialogTitle>
      <DialogContent dividers>
        {error && <Alert severity="error">{error}</Alert>}
        {!entry && !error && <Skeleton variant="rounded" height={180} />}
        {entry && (
          <>
            <Alert severity={entry.deleted_at ? 'warning' : 'info'} sx={{ mb: 2 }}>
              {/* A cleared entry is told why it may be neither edited nor deleted, not how those would go. */}
              {entry.replaced_by || entry.deleted_at || !cleared ? translate(entry.replaced_by ? 'app.cash_entries.replaced' : entry.deleted_at ? 'app.cash_entries.reversed' : 'app.cash_entries.booked') : cleared}
              {entry.replaced_by && (
                <>
                  {' '}
                  <Link component="button" onClick={() => onOpen(entry.replaced_by as string)}>{translate('app.cash_entries.replaced_by', { code: entry.replaced_by_code })}</Link>
                </>
              )}
              {entry.replaces && (
                <>
                  {' '}
                  <Link component="button" onClick={() => onOpen(entry.replaces as string)}>{translate('app.cash_entries.replaces', { code: entry.replaces_code })}</Link>
                </>
              )}
            </Alert>
            <Table size="small">
              <TableBody>
                {row('kind', <ChoiceText value={entry.kind} />)}
                {row('date', formatDate(locale, entry.date))}
                {row('from_account_name', entry.from_account === 'cash' ? translate('app.cashbook.cash') : entry.from_account_name)}
                {entry.kind === 'transfer' && row('to_account_name', entry.to_account_name === 'Cash' ? translate('app.cashbook.cash') : entry.to_account_name)}
                {entry.kind === 'expense' && row('expense_category_name', entry.expense_category_name)}
                {entry.kind !== 'transfer' &&
                  row('client_name', entry.client_name && `${entry.client_name} (${translate(`app.cash_entries.client_types.${entry.client_type}`)})`)}
                {row('amount', <LedgerAmount account={entry.from_account} stream={entry.stream} value={entry.amount} normal={entry.kind === 'income' ? 'debit' : 'credit'} />)}
                {row('remark', entry.remark)}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {entry && !entry.deleted_at && entry.kind !== 'transfer' && can.edit && !cleared && (
          <Button startIcon={<EditOutlinedIcon fontSize="small" />} onClick={() => setEditing(true)}>
            {translate('app.cash_entries.edit')}
          </Button>
        )}
        {entry && !entry.deleted_at && cleared && can.delete && (
          <ClearedAction reason={cleared}>
            <Button startIcon={<DeleteOutlineIcon fontSize="small" />} disabled>
              {translate('app.cash_entries.delete')}
            </Button>
          </ClearedAction>
        )}
        {entry && !entry.deleted_at && can.delete && !cleared && (
          <ConfirmButton
            label={translate('app.cash_entries.delete')}
            icon={<DeleteOutlineIcon fontSize="small" />}
            color="error"
            confirmLabel={translate('app.records.confirm.delete')}
            content={translate('app.records.confirm.delete_body')}
            onConfirm={() => remove.mutateAsync().then(
              () => undefined,
              () => undefined,
            )}
          />
        )}
        <Button onClick={onClose}>{translate('app.cash_entries.close')}</Button>
      </DialogActions>
      {editing && entry && entry.kind !== 'transfer' && (
        <CashEntryDialog kind={entry.kind} entry={entry} onClose={() => setEditing(false)} onSaved={(saved) => onOpen(saved.id)} />
      )}
    </Dialog>
  );
}
