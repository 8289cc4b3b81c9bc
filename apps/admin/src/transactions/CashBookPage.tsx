import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppDataProvider } from '../providers/dataProvider';
import type { CashBookPeriod } from '../providers/cashBookActions';
import { LedgerAmount } from '../ledger/LedgerAmount';
import { RecordList } from '../records/RecordList';
import { useRecordPermissions } from '../records/recordLinks';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { CashBookEntries } from './CashBookEntries';
import { CashEntryDialog } from './CashEntryDialog';
import { CashEntryView } from './CashEntryView';
import { CASH_LIST_EXTENSION, CASH_SCREENS, cashLinks, type CashTransactionKind } from './cashEntryScreens';

const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const screen = CASH_SCREENS.transactions;

/**
 * `transactions`: the cash book — each money account's open, in, out and close for a period,
 * every entry that moved money with its account's running balance, and the book's own entries
 * (transfers, incomes, expenses) on the shared list (deleted ones at `?view=deleted`, one opened at `?edit=<id>`).
 */
export function CashBookPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const { base } = useWorkspace();
  const [params] = useSearchParams();
  const can = useRecordPermissions(screen);
  // No period asked at first: the server answers this month up to the workspace's own today.
  const [asked, setAsked] = useState<CashBookPeriod | null>(null);
  const { data, error } = useQuery({
    // Under the resource's key, so that whatever changes the entries refreshes the balances too.
    queryKey: [screen.name, 'cash-book-period', asked],
    queryFn: () => dataProvider.getCashBookPeriod(asked),
    placeholderData: keepPreviousData,
  });
  const from = asked?.from || data?.from || '';
  const to = asked?.to || data?.to || '';
  const accounts = data?.accounts ?? [];
  const [booking, setBooking] = useState<CashTransactionKind | null>(null);
  const links = cashLinks(`${base}/transactions`, false);
  const deleted = params.get('view') === 'deleted';
  const opened = params.get('edit');

  const reload = () => void queryClient.invalidateQueries({ queryKey: [screen.name] });

  return (
    <>
      <PageHeader
        title={translate('app.cashbook.title')}
        actions={
          can.create && (
            <Stack direction="row" spacing={1} data-print="hide">
              <Button variant="contained" onClick={() => setBooking('transfer')}>{translate('app.cashbook.new_transfer')}</Button>
              <Button variant="outlined" onClick={() => setBooking('income')}>{translate('app.cashbook.new_income')}</Button>
              <Button variant="outlined" onClick={() => setBooking('expense')}>{translate('app.cashbook.new_expense')}</Button>
            </Stack>
          )
        }
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField type="date" size="small" label={translate('app.cashbook.from')} value={from} onChange={(e) => setAsked({ from: e.target.value, to })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" size="small" label={translate('app.cashbook.to')} value={to} onChange={(e) => setAsked({ from, to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Paper sx={{ mb: 3 }}>
        <Table size="small" aria-label={translate('app.cashbook.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.cashbook.account')}</TableCell>
              {(['open', 'in', 'out', 'close'] as const).map((k) => (
                <TableCell key={k} align="right">{translate(`app.cashbook.${k}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {accounts.map((a) => (
              <TableRow key={a.id} data-account={a.name}>
                <TableCell>{a.id === 'cash' ? translate('app.cashbook.cash') : a.name}</TableCell>
                <TableCell align="right"><LedgerAmount account={a.account} value={a.open} asOf={from ? dayBefore(from) : undefined} /></TableCell>
                <TableCell align="right"><LedgerAmount account={a.account} value={a.in} asOf={to} /></TableCell>
                <TableCell align="right"><LedgerAmount account={a.account} value={a.out} asOf={to} /></TableCell>
                <TableCell align="right"><LedgerAmount account={a.account} value={a.close} asOf={to} /></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {!deleted && (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('app.cashbook.all_entries')}
          </Typography>
          <CashBookEntries entries={data?.entries ?? []} />
        </>
      )}
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate(deleted ? 'app.records.deleted_title' : 'app.cashbook.own_entries', { name: translate('app.cashbook.entries') })}
        </Typography>
        <Box data-print="hide">
          {(['expenses', 'incomes'] as const).map((name) => (
            <Button key={name} component={RouterLink} to={`${base}/${name}`} size="small">
              {translate(`resources.${name}.name`, { smart_count: 2 })}
            </Button>
          ))}
        </Box>
      </Stack>
      <RecordList key={String(deleted)} screen={screen} deleted={deleted} links={links} extension={CASH_LIST_EXTENSION} />
      {booking && (
        <CashEntryDialog
          kind={booking}
          viaCashBook
          today={to}
          onClose={() => setBooking(null)}
          onSaved={reload}
        />
      )}
      {opened && <CashEntryView key={opened} screen={screen} id={opened} onClose={() => navigate(links.list)} onDeleted={() => (reload(), navigate(links.list))} onOpen={(entry) => (reload(), navigate(links.edit(entry)))} />}
    </>
  );
}
