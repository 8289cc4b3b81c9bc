import { useState } from 'react';
import { Alert, Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { MatchCandidate, StatementLineStatus, StatementLineView } from '@ginuma/domain';
import { useFormRefusal } from '../forms/useFormRefusal';
import { useReportError } from '../providers/useReportError';
import { bankStatementActions } from './bankStatementActions';
import { LineEntryDialog, type LineEntry } from './LineEntryDialog';
import { MatchLineDialog } from './MatchLineDialog';
import { useBankStatementText } from './useBankStatementText';

const STATUSES: (StatementLineStatus | 'all')[] = ['unmatched', 'matched', 'reconciled', 'all'];
type Dialog = { line: StatementLineView; kind: 'match' | 'create' } | null;

/** The account's lines by status; each unmatched one is matched to suggested documents or books its own, a matched one unmatched. */
export function StatementLines({ accountId, canMatch, canCreate, version, onChanged }: { accountId: string; canMatch: boolean; canCreate: boolean; version: number; onChanged: () => void }) {
  const { t, money, day } = useBankStatementText();
  const notify = useNotify();
  const reportError = useReportError();
  const [status, setStatus] = useState<StatementLineStatus | 'all'>('unmatched');
  const [dialog, setDialog] = useState<Dialog>(null);
  const { message: error, errors, refuse, clear } = useFormRefusal();
  const { data: lines = [], refetch } = useQuery({
    queryKey: ['bank-statements', 'lines', accountId, status, version],
    queryFn: () => bankStatementActions.lines(accountId, status === 'all' ? null : status),
  });
  const done = (message: string) => {
    notify(t(message), { type: 'success' });
    setDialog(null);
    clear();
    void refetch();
    onChanged();
  };
  const match = useMutation({
    mutationFn: ({ line, documents }: { line: StatementLineView; documents: MatchCandidate[] }) => bankStatementActions.match(line.id, documents.map(({ kind, id }) => ({ kind, id }))),
    onSuccess: () => done('matched_done'),
    onError: refuse,
  });
  const create = useMutation({
    mutationFn: ({ line, entry }: { line: StatementLineView; entry: LineEntry }) => bankStatementActions.createFromLine(line.id, entry),
    onSuccess: () => done('created'),
    onError: refuse,
  });
  const unmatch = useMutation({ mutationFn: (line: StatementLineView) => bankStatementActions.unmatch(line.id), onSuccess: () => done('unmatched_done'), onError: reportError });
  const close = () => {
    setDialog(null);
    clear();
  };

  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="h6">{t('lines_title')}</Typography>
          <ToggleButtonGroup size="small" exclusive value={status} onChange={(_, value: StatementLineStatus | 'all' | null) => value && setStatus(value)}>
            {STATUSES.map((s) => (
              <ToggleButton key={s} value={s}>
                {t(`status.${s}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {lines.length === 0 ? (
          <Alert severity="info">{t('no_lines')}</Alert>
        ) : (
          <Table size="small" data-testid="statement-lines">
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.date')}</TableCell>
                <TableCell>{t('columns.description')}</TableCell>
                <TableCell>{t('columns.reference')}</TableCell>
                <TableCell align="right">{t('columns.amount')}</TableCell>
                <TableCell>{t('columns.status')}</TableCell>
                <TableCell>{t('columns.documents')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>{day(line.date)}</TableCell>
                  <TableCell>{line.description}</TableCell>
                  <TableCell>{line.reference}</TableCell>
                  <TableCell align="right">{money(line.amount)}</TableCell>
                  <TableCell>
                    <Chip size="small" color={line.status === 'unmatched' ? 'default' : 'success'} label={t(`status.${line.status}`)} />
                  </TableCell>
                  <TableCell>{line.documents.map((d) => `${t(`kinds.${d.kind}`)} ${d.code}`).join(', ')}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {line.status === 'unmatched' && canMatch && (
                      <Button size="small" onClick={() => setDialog({ line, kind: 'match' })}>
                        {t('match')}
                      </Button>
                    )}
                    {line.status === 'unmatched' && canCreate && (
                      <Button size="small" onClick={() => setDialog({ line, kind: 'create' })}>
                        {t('create')}
                      </Button>
                    )}
                    {line.status === 'matched' && canMatch && (
                      <Button size="small" color="warning" onClick={() => unmatch.mutate(line)}>
                        {t('unmatch')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
      {dialog?.kind === 'match' && <MatchLineDialog line={dialog.line} error={error} onMatch={(documents) => match.mutate({ line: dialog.line, documents })} onClose={close} />}
      {dialog?.kind === 'create' && <LineEntryDialog line={dialog.line} accountId={accountId} error={error} fieldErrors={errors} onSave={(entry) => create.mutate({ line: dialog.line, entry })} onClose={close} />}
    </Paper>
  );
}
