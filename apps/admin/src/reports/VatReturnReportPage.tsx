import { useState } from 'react';
import { vatFilingPeriods, vatScheduleLine, type VatFigure, type VatReturnFigures } from '@ginuma/domain';
import { Alert, Button, Card, Link, MenuItem, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../workspace/PageHeader';
import { PrintStyles } from '../layout/PrintStyles';
import { useWorkspace } from '../workspace/useWorkspace';
import { useAppDataProvider } from '../providers/dataProvider';
import { userCanAccess } from '../providers/canAccess';
import { useFormRefusal } from '../forms/useFormRefusal';
import { formatFigure, instantOf, toLocalInput } from '../ledger/ledgerFormat';
import { formatDate, formatDateTime, businessToday } from '../i18n/format';
import { searchOf } from '../providers/reportActions';
import { ReportActions } from './ReportActions';
import { QuestionCard, WallClockField, figureSx } from './ReportParts';
import { DOCUMENT_PAGES } from './GeneralLedgerReportPage';
import { firstInvalid, useReport } from './useReport';

/** The return's lines in the form's order: the figure each opens into, and whether it is a value or VAT. */
const LINES: { key: keyof VatReturnFigures; figure: VatFigure | null; column: 'value' | 'vat' }[] = [
  { key: 'taxableSupplies', figure: 'taxable-supplies', column: 'value' },
  { key: 'outputTax', figure: 'output-tax', column: 'vat' },
  { key: 'zeroRatedSupplies', figure: 'zero-rated-supplies', column: 'value' },
  { key: 'exemptSupplies', figure: 'exempt-supplies', column: 'value' },
  { key: 'inputTax', figure: 'input-tax', column: 'vat' },
  { key: 'adjustments', figure: 'adjustments', column: 'vat' },
  { key: 'netPayable', figure: null, column: 'vat' },
];

/** How many of the last filing periods the page offers to pick from. */
const OFFERED_PERIODS = 12;

/**
 * `reports/vat_return`: a filing period's output tax, input tax and adjustments from the
 * ledger, each figure opening into its documents; the schedules as a workbook; and, for an
 * Admin, filing the return, which locks the period for documents with VAT.
 */
export function VatReturnReportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { base, locale, user } = useWorkspace();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  // The business files monthly or quarterly; the page offers its last periods, the latest by default.
  const configuration = useQuery({ queryKey: ['settings-document', 'configurations'], queryFn: () => dataProvider.getSettingsDocument('configurations'), retry: false });
  const periods = vatFilingPeriods(configuration.data?.vat_filing_period === 'quarter' ? 'quarter' : 'month', businessToday(), OFFERED_PERIODS);
  const [asked, setAsked] = useState<{ from: string; to: string } | null>(null);
  const { from, to } = asked ?? periods[0];
  const setFrom = (value: string) => setAsked({ from: value, to });
  const setTo = (value: string) => setAsked({ from, to: value });
  const offered = periods.find((p) => p.from === from && p.to === to);
  const [knownAtLocal, setKnownAtLocal] = useState(toLocalInput(undefined));
  const [opened, setOpened] = useState<VatFigure | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { message: refusal, refuse, clear } = useFormRefusal();
  const t = (key: string, options?: object) => translate(`vatreturn.${key}`, options);
  const question = { from, to, known_at: instantOf(knownAtLocal) };
  const query = searchOf(question);
  const answer = useReport(['reports', 'vat-return', query], (provider) => provider.getVatReturn(question), { enabled: Boolean(from && to) });
  const vat = answer.data;
  const invalid = firstInvalid(answer.invalid);

  const file = useMutation({
    mutationFn: () => dataProvider.fileVatReturn({ from, to }),
    onSuccess: async () => {
      clear();
      setConfirming(false);
      notify(t('filed', { from, to }), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['reports', 'vat-return'] });
    },
    onError: (error) => {
      setConfirming(false);
      refuse(error);
    },
  });

  // A figure's documents are asked for when it is opened: a month can hold thousands of them.
  const drill = { ...question, figure: opened ?? undefined };
  const behind = useReport(['reports', 'vat-return', searchOf(drill)], (provider) => provider.getVatReturn(drill), { enabled: Boolean(from && to && opened), keepPrevious: false });
  const documents = behind.data?.documents ?? [];
  return (
    <>
      <PrintStyles />
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={<ReportActions exportPath={`/api/reports/vat-return/export?${query}`} filename={`vat-return-${from}-${to}.xlsx`} />} />
      <QuestionCard>
        <TextField
          select
          label={t('period')}
          name="period"
          size="small"
          value={offered ? `${offered.from}/${offered.to}` : ''}
          onChange={(e) => {
            const [pickedFrom, pickedTo] = e.target.value.split('/');
            setAsked({ from: pickedFrom, to: pickedTo });
          }}
          sx={{ width: 260 }}
          slotProps={{ inputLabel: { shrink: true } }}
        >
          {periods.map((p) => (
            <MenuItem key={p.from} value={`${p.from}/${p.to}`}>
              {formatDate(locale, p.from)} – {formatDate(locale, p.to)}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={t('from')} name="from" type="date" size="small" value={from} onChange={(e) => setFrom(e.target.value)} sx={{ width: 180 }} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label={t('to')} name="to" type="date" size="small" value={to} onChange={(e) => setTo(e.target.value)} sx={{ width: 180 }} slotProps={{ inputLabel: { shrink: true } }} />
        <WallClockField label={t('known_at')} help={t('known_at_help')} value={knownAtLocal} onChange={setKnownAtLocal} />
      </QuestionCard>
      {invalid && <Alert severity="warning" sx={{ mb: 2 }}>{invalid}</Alert>}
      {refusal && <Alert severity="error" sx={{ mb: 2 }}>{refusal}</Alert>}
      <Card sx={{ maxWidth: 860, mb: 2 }}>
        {!vat ? (
          <Skeleton variant="rectangular" height={280} />
        ) : (
          <Table size="small" aria-label={t('title')} data-testid="vat-return">
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell align="right">{t('value')}</TableCell>
                <TableCell align="right">{t('vat')}</TableCell>
                {vat.difference && <TableCell align="right">{t('difference')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {LINES.map(({ key, figure, column }) => {
                const shown = formatFigure(locale, vat.figures[key]);
                const cell = figure ? (
                  <Link component="button" underline="hover" onClick={() => setOpened(figure)} title={t('open_documents')}>
                    {shown}
                  </Link>
                ) : (
                  shown
                );
                const strong = key === 'netPayable';
                return (
                  <TableRow key={key} data-line={key} sx={strong ? { '& td': { fontWeight: 700, borderTop: 2, borderColor: 'text.primary' } } : undefined}>
                    <TableCell>{t(`figures.${key}`)}</TableCell>
                    <TableCell align="right" sx={figureSx}>{column === 'value' ? cell : ''}</TableCell>
                    <TableCell align="right" sx={figureSx}>{column === 'vat' ? cell : ''}</TableCell>
                    {vat.difference && <TableCell align="right" sx={figureSx}>{formatFigure(locale, vat.difference[key])}</TableCell>}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </Card>
      {vat && (
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', maxWidth: 860 }}>
          <Typography variant="body2" data-testid="vat-return-filed">
            {vat.filed ? t('filed_at', { date: formatDateTime(locale, vat.filed.filed_at) }) : t('not_filed')}
          </Typography>
          {userCanAccess(user, 'confirm', 'vat-return') && (
            <Button variant="contained" onClick={() => setConfirming(true)} disabled={file.isPending}>
              {t('file')}
            </Button>
          )}
        </Stack>
      )}
      <Confirm isOpen={confirming} title={t('file')} content={t('file_confirm', { from, to })} onConfirm={() => file.mutate()} onClose={() => setConfirming(false)} />
      {opened && behind.data && (
        <Card sx={{ maxWidth: 860 }} data-testid="vat-return-documents">
          <Typography variant="subtitle1" sx={{ p: 2, pb: 0 }}>
            {t('documents', { figure: t(`figures.${LINES.find((line) => line.figure === opened)?.key ?? ''}`) })}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('date')}</TableCell>
                <TableCell>{t('document')}</TableCell>
                <TableCell align="right">{t('value')}</TableCell>
                <TableCell align="right">{t('vat')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {documents.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>{t('none')}</TableCell>
                </TableRow>
              )}
              {documents.map((d) => {
                const page = DOCUMENT_PAGES[d.kind];
                const line = vatScheduleLine(d, opened);
                const name = `${t(`kinds.${d.kind}`)} ${d.code ?? ''}`.trim();
                return (
                  <TableRow key={d.stream} data-testid="vat-return-document">
                    <TableCell>{formatDate(locale, d.date)}</TableCell>
                    <TableCell>
                      {page ? (
                        <Link component={RouterLink} to={`${base}/${page}/${d.id}`} underline="hover">
                          {name}
                        </Link>
                      ) : (
                        name
                      )}
                    </TableCell>
                    <TableCell align="right" sx={figureSx}>{formatFigure(locale, line.value)}</TableCell>
                    <TableCell align="right" sx={figureSx}>{formatFigure(locale, line.tax)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Card>
      )}
    </>
  );
}
