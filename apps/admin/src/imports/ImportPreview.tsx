import { Alert, Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { useTranslate } from 'react-admin';
import { formatMoney, Money, type ImportView, type MoneyLocale } from '@ginuma/domain';
import { LOCALE_TAGS } from '../i18n/locale';
import { useWorkspace } from '../workspace/useWorkspace';
import { importErrorText } from './importErrors';

/** What importing the file would do: how many records it creates, changes or leaves, each refused row, and the books after it. */
export function ImportPreview({ view, onDownloadErrors }: { view: ImportView; onDownloadErrors: () => void }) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const t = (key: string, options?: object) => translate(`imports.${key}`, options);
  const money = (amount: string) => formatMoney(Money.of(amount), LOCALE_TAGS[locale] as MoneyLocale);
  const tb = view.trial_balance;

  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('preview_step', { file: view.file_name })}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="import-counts">
          <Chip color="success" variant="outlined" label={t('counts.create', { count: view.counts.create })} />
          <Chip color="info" variant="outlined" label={t('counts.update', { count: view.counts.update })} />
          <Chip variant="outlined" label={t('counts.unchanged', { count: view.counts.unchanged })} />
          <Chip color={view.counts.error > 0 ? 'error' : 'default'} variant="outlined" label={t('counts.error', { count: view.counts.error })} />
        </Stack>
        {view.errors.length > 0 && (
          <>
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" startIcon={<DownloadOutlinedIcon />} onClick={onDownloadErrors}>
                  {t('download_errors')}
                </Button>
              }
            >
              {t('has_errors', { smart_count: view.counts.error })}
            </Alert>
            <Table size="small" aria-label={t('errors')} data-testid="import-errors">
              <TableHead>
                <TableRow>
                  <TableCell>{t('row')}</TableCell>
                  <TableCell>{t('column')}</TableCell>
                  <TableCell>{t('error')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {view.errors.map((error, i) => (
                  <TableRow key={`${error.row}-${error.field ?? ''}-${i}`}>
                    <TableCell>{error.row}</TableCell>
                    <TableCell>{error.column ?? '—'}</TableCell>
                    <TableCell>{importErrorText(error, locale)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
        {tb && (
          <>
            <Typography variant="subtitle1" component="h3">
              {t('trial_balance')}
            </Typography>
            <Table size="small" aria-label={t('trial_balance')} data-testid="import-trial-balance">
              <TableHead>
                <TableRow>
                  <TableCell>{t('account')}</TableCell>
                  <TableCell align="right">{t('debit')}</TableCell>
                  <TableCell align="right">{t('credit')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {tb.rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{row.name[locale]}</TableCell>
                    <TableCell align="right">{money(row.debit)}</TableCell>
                    <TableCell align="right">{money(row.credit)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{t('total')}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {money(tb.totals.debit)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {money(tb.totals.credit)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </>
        )}
      </Stack>
    </Paper>
  );
}
