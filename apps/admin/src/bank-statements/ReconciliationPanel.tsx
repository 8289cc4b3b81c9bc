import { useState } from 'react';
import { Alert, Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Money, type ReconciliationFigures } from '@ginuma/domain';
import { useFormRefusal } from '../forms/useFormRefusal';
import { businessToday } from '../i18n/format';
import { bankStatementActions } from './bankStatementActions';
import { useBankStatementText } from './useBankStatementText';

const FIGURES: (keyof ReconciliationFigures)[] = ['opening_balance', 'cleared_in', 'cleared_out', 'cleared_balance', 'closing_balance', 'difference'];

/** The statement's date and closing balance against the cleared balance; Admin finishes at a zero difference and may undo the latest. */
export function ReconciliationPanel({ accountId, canReconcile, version, onChanged }: { accountId: string; canReconcile: boolean; version: number; onChanged: () => void }) {
  const { t, money, day, locale } = useBankStatementText();
  const notify = useNotify();
  const [date, setDate] = useState(businessToday());
  const [closing, setClosing] = useState('');
  const { message: error, errors, refuse, clear } = useFormRefusal();
  const input = { account_id: accountId, statement_date: date, closing_balance: closing };
  const status = useMutation({ mutationFn: () => bankStatementActions.reconciliationStatus(input), onSuccess: clear, onError: refuse });
  const { data: history = [], refetch } = useQuery({ queryKey: ['bank-statements', 'reconciliations', accountId, version], queryFn: () => bankStatementActions.reconciliations(accountId) });
  const finish = useMutation({
    mutationFn: () => bankStatementActions.reconcile(input),
    onSuccess: (done) => {
      notify(t('finished', { date: day(done.statement_date) }), { type: 'success' });
      status.reset();
      void refetch();
      onChanged();
    },
    onError: refuse,
  });
  const undo = useMutation({
    mutationFn: (id: string) => bankStatementActions.undoReconciliation(id),
    onSuccess: () => {
      notify(t('reconciliation_undone'), { type: 'success' });
      void refetch();
      onChanged();
    },
    onError: refuse,
  });
  const figures = status.data;
  const latest = history.find((r) => r.status === 'completed');

  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6">{t('reconcile_title')}</Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            type="date"
            size="small"
            name="statement_date"
            label={t('statement_date')}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            error={Boolean(errors.statement_date)}
            helperText={errors.statement_date?.join(' ')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            name="closing_balance"
            label={t('closing_balance')}
            value={closing}
            onChange={(e) => setClosing(e.target.value)}
            error={Boolean(errors.closing_balance)}
            helperText={errors.closing_balance?.join(' ')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Button variant="outlined" onClick={() => status.mutate()}>
            {t('check')}
          </Button>
        </Stack>
        {figures && (
          <Stack spacing={1} data-testid="reconciliation-figures">
            <Table size="small" sx={{ maxWidth: 480 }}>
              <TableBody>
                {FIGURES.map((figure) => (
                  <TableRow key={figure}>
                    <TableCell>{t(`figures.${figure}`)}</TableCell>
                    <TableCell align="right" sx={figure === 'difference' ? { fontWeight: 600, color: Money.of(figures.difference).isZero() ? 'success.main' : 'error.main' } : undefined}>
                      {money(figures[figure])}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {canReconcile && (
              <Stack direction="row">
                <Button variant="contained" disabled={!Money.of(figures.difference).isZero() || finish.isPending} onClick={() => finish.mutate()}>
                  {t('finish')}
                </Button>
              </Stack>
            )}
          </Stack>
        )}
        {history.length > 0 && (
          <>
            <Typography variant="subtitle1">{t('history')}</Typography>
            <Table size="small" data-testid="reconciliations">
              <TableHead>
                <TableRow>
                  <TableCell>{t('statement_date')}</TableCell>
                  <TableCell align="right">{t('figures.opening_balance')}</TableCell>
                  <TableCell align="right">{t('figures.cleared_in')}</TableCell>
                  <TableCell align="right">{t('figures.cleared_out')}</TableCell>
                  <TableCell align="right">{t('figures.closing_balance')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {history.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{day(r.statement_date)}</TableCell>
                    <TableCell align="right">{money(r.opening_balance)}</TableCell>
                    <TableCell align="right">{money(r.cleared_in)}</TableCell>
                    <TableCell align="right">{money(r.cleared_out)}</TableCell>
                    <TableCell align="right">{money(r.closing_balance)}</TableCell>
                    <TableCell align="right">
                      <Chip size="small" label={t(`reconciliation_status.${r.status}`)} />
                      <Button size="small" onClick={() => bankStatementActions.downloadReport(r).catch(refuse)}>
                        {t('report')}
                      </Button>
                      <Button size="small" onClick={() => bankStatementActions.downloadReportPdf(r, locale).catch(refuse)}>
                        {t('report_pdf')}
                      </Button>
                      {canReconcile && r.id === latest?.id && (
                        <Button size="small" color="warning" onClick={() => undo.mutate(r.id)}>
                          {t('undo_reconciliation')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </Stack>
    </Paper>
  );
}
