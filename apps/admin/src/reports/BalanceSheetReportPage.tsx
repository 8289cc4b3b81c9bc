import type { BalanceSheetLine, BalanceSheetReport, BalanceSheetSection } from '@ginuma/domain';
import { Money, WORKSPACE_ROUTES } from '@ginuma/domain';
import { Box, Card, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { PrintStyles } from '../layout/PrintStyles';
import { formatFigure, formatInstant } from '../ledger/ledgerFormat';
import { formatDate, businessToday } from '../i18n/format';
import { canOpenRoute } from '../providers/canAccess';
import { ReportActions } from './ReportActions';
import { BalanceMark, DateField, EmptyBooks, Figure, KnownAtField, QuestionCard, ReportProblem, SkeletonRows, accountLabel, figureSx } from './ReportParts';
import { generalLedgerPath, useBooksReport, useQuestionParams } from './useBooksReport';
import { searchOf } from '../providers/reportActions';

const PROFIT_AND_LOSS = WORKSPACE_ROUTES.find((route) => route.path === 'reports/profit_and_lost');

/**
 * `reports/balance_sheet`: assets, liabilities and equity (with this year's earnings) as of a
 * business date, as known at a moment, in sections with subtotals and the accounting equation.
 * Each account line opens its general ledger; the earnings lines open the profit and loss.
 */
export function BalanceSheetReportPage() {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const { question, change } = useQuestionParams({ as_of: businessToday() });
  const asked = { as_of: question.as_of, known_at: question.known_at };
  const report = useBooksReport<BalanceSheetReport>('balance-sheet', asked);
  const data = report.data;
  const t = (key: string, options?: object) => translate(`app.books_reports.balance_sheet.${key}`, options);
  const empty = data?.sections.every((section) => section.lines.length === 0);
  const holds = data ? Money.of(data.totals.assets).equals(Money.of(data.totals.liabilities_and_equity)) : false;

  return (
    <>
      <PrintStyles />
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <ReportActions
            exportPath={`/api/reports/balance-sheet/export?${searchOf(asked)}`}
            filename={`balance-sheet-${question.as_of}.xlsx`}
            printPath={`/api/reports/balance-sheet/print?${searchOf({ ...asked, locale })}`}
          />
        }
      />
      <QuestionCard>
        <DateField name="as_of" label={translate('app.books_reports.as_of')} value={question.as_of} onChange={(as_of) => change({ as_of })} />
        <KnownAtField value={question.known_at} onChange={(known_at) => change({ known_at })} />
      </QuestionCard>
      {report.error && <ReportProblem error={report.error} />}
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="report-question">
          {translate('app.books_reports.asked', { as_of: formatDate(locale, data.as_of), known_at: formatInstant(locale, data.known_at) })} ·{' '}
          {t('year', { date: formatDate(locale, data.financial_year_start) })}
        </Typography>
      )}
      {data && !empty && (
        <Card variant="outlined" sx={{ maxWidth: 820, mb: 2, px: 2, py: 1.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }} data-testid="balance-sheet-equation">
          <Term label={t('sections.assets')} value={data.totals.assets} />
          <Typography variant="h6" component="span" color="text.secondary">=</Typography>
          <Term label={t('sections.liabilities')} value={data.totals.liabilities} />
          <Typography variant="h6" component="span" color="text.secondary">+</Typography>
          <Term label={t('sections.equity')} value={data.totals.equity} />
          <Box sx={{ flexGrow: 1 }} />
          <BalanceMark ok={holds} label={t(holds ? 'holds' : 'broken')} testId="balance-sheet-holds" />
        </Card>
      )}
      <Card sx={{ maxWidth: 820 }}>
        {report.isFetching && <LinearProgress sx={{ height: 2 }} />}
        {data && empty ? (
          <EmptyBooks title={t('empty_title')} body={t('empty_body')} />
        ) : (
          <Table size="small" aria-label={t('title')} data-testid="balance-sheet">
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell align="right">{t('amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!data && <SkeletonRows columns={2} rows={8} />}
              {data?.sections.map((section) => <SectionRows key={section.key} section={section} />)}
              {data && (
                <TableRow data-testid="balance-sheet-liabilities-and-equity" sx={{ '& td': { fontWeight: 700, fontSize: '0.95rem', borderTop: 2, borderColor: 'text.primary' } }}>
                  <TableCell>{t('totals.liabilities_and_equity')}</TableCell>
                  <TableCell align="right" sx={figureSx}>{formatFigure(locale, data.totals.liabilities_and_equity)}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </Card>
    </>
  );
}

function Term({ label, value }: { label: string; value: string }) {
  const { locale } = useWorkspace();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div" sx={figureSx}>
        {formatFigure(locale, value)}
      </Typography>
    </Box>
  );
}

function SectionRows({ section }: { section: BalanceSheetSection }) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const t = (key: string) => translate(`app.books_reports.balance_sheet.${key}`);
  return (
    <>
      <TableRow data-section={section.key}>
        <TableCell colSpan={2} sx={{ fontWeight: 600, bgcolor: 'background.default' }}>
          {t(`sections.${section.key}`)}
        </TableCell>
      </TableRow>
      {section.lines.length === 0 && (
        <TableRow>
          <TableCell colSpan={2} sx={{ pl: 4, color: 'text.secondary' }}>
            {t('none')}
          </TableCell>
        </TableRow>
      )}
      {section.lines.map((line) => (
        <TableRow key={line.key} hover data-line={line.key}>
          <TableCell sx={{ pl: 4 }}>{accountLabel(locale, line)}</TableCell>
          <TableCell align="right">
            <LineAmount line={line} />
          </TableCell>
        </TableRow>
      ))}
      <TableRow data-testid={`balance-sheet-total-${section.key}`} sx={{ '& td': { fontWeight: 600, borderTop: 1, borderColor: 'divider' } }}>
        <TableCell>{t(`totals.${section.key}`)}</TableCell>
        <TableCell align="right" sx={figureSx}>{formatFigure(locale, section.total)}</TableCell>
      </TableRow>
    </>
  );
}

/** An account line opens its general ledger; an earnings line the profit and loss of its period. */
function LineAmount({ line }: { line: BalanceSheetLine }) {
  const translate = useTranslate();
  const { base, user } = useWorkspace();
  if (line.general_ledger) return <Figure value={line.amount} to={generalLedgerPath(base, line.general_ledger)} zero />;
  const period = line.profit_and_loss;
  // Earlier years' profit has no first day the profit and loss could start from.
  if (period?.from && PROFIT_AND_LOSS && canOpenRoute(user, PROFIT_AND_LOSS)) {
    const to = `${base}/reports/profit_and_lost?${searchOf({ from: period.from, to: period.to, known_at: period.known_at })}`;
    return <Figure value={line.amount} to={to} title={translate('app.books_reports.balance_sheet.open_profit_and_loss')} zero />;
  }
  return <Figure value={line.amount} zero />;
}
