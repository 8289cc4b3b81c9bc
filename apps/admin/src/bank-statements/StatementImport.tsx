import { useState } from 'react';
import { Alert, Button, Chip, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useNotify } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { StatementDateFormat, StatementPreviewView } from '@ginuma/domain';
import { useFormRefusal } from '../forms/useFormRefusal';
import { bankStatementActions } from './bankStatementActions';
import { useBankStatementText } from './useBankStatementText';

/** Upload a statement, read the preview (the date format it was read in can be changed), then import it or undo it. */
export function StatementImport({ accountId, canUndo, onChanged }: { accountId: string; canUndo: boolean; onChanged: () => void }) {
  const { t, money, day } = useBankStatementText();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StatementPreviewView | null>(null);
  const [committedId, setCommittedId] = useState<string | null>(null);
  const { message: error, refuse, clear } = useFormRefusal();

  const read = useMutation({
    mutationFn: (dateFormat: StatementDateFormat | null) => bankStatementActions.preview(accountId, file as File, dateFormat),
    onSuccess: (view) => {
      clear();
      setPreview(view);
    },
    onError: refuse,
  });
  const commit = useMutation({
    mutationFn: (id: string) => bankStatementActions.commit(id),
    onSuccess: (done) => {
      const committed = t('committed', { imported: done.imported_count, skipped: done.skipped_count, ruled: done.ruled_count });
      if (done.rule_refused_count === 0) notify(committed, { type: 'success' });
      else notify(`${committed}. ${t('rules.refused_at_import', { smart_count: done.rule_refused_count })}`, { type: 'info' });
      setPreview(null);
      setCommittedId(done.id);
      onChanged();
    },
    onError: refuse,
  });
  const undo = useMutation({
    mutationFn: (id: string) => bankStatementActions.undo(id),
    onSuccess: () => {
      notify(t('undone'), { type: 'success' });
      setCommittedId(null);
      onChanged();
    },
    onError: refuse,
  });

  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6">{t('import_title')}</Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="outlined" component="label" startIcon={<UploadFileOutlinedIcon />}>
            {t('choose_file')}
            <input
              hidden
              type="file"
              name="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPreview(null);
                e.target.value = '';
              }}
            />
          </Button>
          <Typography variant="body2" color="text.secondary">
            {file ? file.name : t('no_file')}
          </Typography>
          <Button variant="contained" disabled={!file || read.isPending} onClick={() => read.mutate(null)}>
            {t('preview')}
          </Button>
          {committedId && canUndo && (
            <Button color="warning" onClick={() => undo.mutate(committedId)}>
              {t('undo')}
            </Button>
          )}
        </Stack>
        {preview && (
          <Stack spacing={1} data-testid="statement-preview">
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">
                {t('preview_summary', { lines: preview.line_count, duplicates: preview.duplicate_count, in: money(preview.total_in), out: money(preview.total_out) })}
              </Typography>
              {preview.date_formats.length > 1 && (
                <TextField select size="small" label={t('date_format')} value={preview.mapping.date_format} onChange={(e) => read.mutate(e.target.value as StatementDateFormat)} sx={{ minWidth: 180 }}>
                  {preview.date_formats.map((format) => (
                    <MenuItem key={format} value={format}>
                      {format}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.date')}</TableCell>
                  <TableCell>{t('columns.description')}</TableCell>
                  <TableCell>{t('columns.reference')}</TableCell>
                  <TableCell align="right">{t('columns.amount')}</TableCell>
                  <TableCell align="right">{t('columns.balance')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.lines.map((line) => (
                  <TableRow key={line.row}>
                    <TableCell>{day(line.date)}</TableCell>
                    <TableCell>{line.description}</TableCell>
                    <TableCell>{line.reference}</TableCell>
                    <TableCell align="right">{money(line.amount)}</TableCell>
                    <TableCell align="right">{line.balance === null ? '' : money(line.balance)}</TableCell>
                    <TableCell>{line.duplicate && <Chip size="small" label={t('duplicate')} />}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Stack direction="row">
              <Button variant="contained" disabled={commit.isPending} onClick={() => commit.mutate(preview.id)}>
                {t('commit')}
              </Button>
            </Stack>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
