import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { httpClient } from '../providers/httpClient';
import { LedgerAmount } from '../ledger/LedgerAmount';
import { RecordList } from '../records/RecordList';
import { useRecordPermissions } from '../records/recordLinks';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { CashEntryDialog } from './CashEntryDialog';
import { CashEntryView } from './CashEntryView';
import { CASH_SCREENS, cashLinks, type CashTransactionKind } from './cashEntryScreens';

interface AccountPeriod {
  id: string;
  name: string;
  account: string;
  open: string;
  in: string;
  out: string;
  close: string;
}

const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const screen = CASH_SCREENS.transactions;

/**
 * `transactions`: the cash book — each money account's open, in, out and close for a period,
 * and its entries on the shared list (deleted ones at `?view=deleted`, one opened at `?edit=<id>`).
 */
export function CashBookPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { base } = useWorkspace();
  const [params] = useSearchParams();
  const can = useRecordPermissions(screen);
  // The period starts empty: the server fills in this month up to the workspace's own today.
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [accounts, setAccounts] = useState<AccountPeriod[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [booking, setBooking] = useState<CashTransactionKind | null>(null);
  const links = cashLinks(`${base}/transactions`, false);
  const deleted = params.get('view') === 'deleted';
  const opened = params.get('edit');

  const load = useCallback(async () => {
    try {
      const period = await httpClient(from && to ? `/api/transactions/banks/balance/filter?from=${from}&to=${to}` : '/api/transactions/banks/balance/filter');
      const body = period.json as { from: string; to: string; accounts: AccountPeriod[] };
      setAccounts(body.accounts);
      setFrom(body.from);
      setTo(body.to);
      setError(null);
    } catch (e) {
      setError(e instanceof HttpError ? e.message : String(e));
    }
  }, [from, to]);
  useEffect(() => void load(), [load]);
  const reload = () => {
    void load();
    void queryClient.invalidateQueries({ queryKey: [screen.name] });
  };

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
        <TextField type="date" size="small" label={translate('app.cashbook.from')} value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" size="small" label={translate('app.cashbook.to')} value={to} onChange={(e) => setTo(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
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
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate(deleted ? 'app.records.deleted_title' : 'app.cashbook.entries', { name: translate('app.cashbook.entries') })}
        </Typography>
        <Box data-print="hide">
          {(['expenses', 'incomes'] as const).map((name) => (
            <Button key={name} component={RouterLink} to={`${base}/${name}`} size="small">
              {translate(`resources.${name}.name`, { smart_count: 2 })}
            </Button>
          ))}
        </Box>
      </Stack>
      <RecordList key={String(deleted)} screen={screen} deleted={deleted} links={links} />
      {booking && (
        <CashEntryDialog
          kind={booking}
          path={booking === 'transfer' ? '/api/transactions/transferFund' : `/api/transactions/${booking}s`}
          today={to}
          onClose={() => setBooking(null)}
          onSaved={reload}
        />
      )}
      {opened && <CashEntryView key={opened} screen={screen} id={opened} onClose={() => navigate(links.list)} onDeleted={() => (reload(), navigate(links.list))} onOpen={(entry) => (reload(), navigate(links.edit(entry)))} />}
    </>
  );
}
