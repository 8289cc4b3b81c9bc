import { useState } from 'react';
import type { PayablesAgingReport, PayablesAgingRow } from '@ginuma/domain';
import { Alert, Card, Link, Skeleton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../workspace/PageHeader';
import { PrintStyles } from '../layout/PrintStyles';
import { MessagePanel } from '../layout/MessagePanel';
import { useWorkspace } from '../workspace/useWorkspace';
import { formatFigure, instantOf } from '../ledger/ledgerFormat';
import { businessToday } from '../i18n/format';
import { searchOf } from '../providers/reportActions';
import { ReportActions } from '../reports/ReportActions';
import { DateField, QuestionCard, WallClockField, figureSx } from '../reports/ReportParts';
import { firstInvalid, useReport } from '../reports/useReport';

const AMOUNTS = ['not_due', 'days_0_30', 'days_31_60', 'days_61_90', 'days_over_90', 'total_due'] as const;

/**
 * `reports/payables_aging`: what each supplier's confirmed bills still owe on a date (and, if
 * asked, as it was known at a past moment), by days past their due dates. A supplier opens into
 * its page, whose statement lists the bills and payments behind the figure.
 */
export function PayablesAgingReportPage() {
  const translate = useTranslate();
  const { base, locale } = useWorkspace();
  const [search] = useSearchParams();
  const [asOf, setAsOf] = useState(search.get('as_of') ?? businessToday());
  const [knownAtLocal, setKnownAtLocal] = useState('');
  const t = (key: string, options?: object) => translate(`payablesAging.${key}`, options);
  const question = { as_of: asOf, known_at: instantOf(knownAtLocal) };
  const query = searchOf(question);
  const answer = useReport(['reports', 'payables_aging', query], (provider) => provider.getBooksReport<PayablesAgingReport>('payables_aging', question), { enabled: Boolean(asOf) });
  const report = answer.data;
  const invalid = firstInvalid(answer.invalid);
  const figures = (row: Omit<PayablesAgingRow, 'id' | 'supplier_id' | 'supplier'>, testId: string) =>
    AMOUNTS.map((column) => (
      <TableCell key={column} align="right" sx={figureSx} data-testid={`${testId}-${column}`}>
        {formatFigure(locale, row[column])}
      </TableCell>
    ));
  return (
    <>
      <PrintStyles />
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={<ReportActions exportPath={`/api/reports/payables_aging/export?${query}`} filename={`payables-aging-${asOf}.xlsx`} />}
      />
      <QuestionCard>
        <DateField label={t('as_of')} name="as_of" value={asOf} onChange={setAsOf} />
        <WallClockField label={t('known_at')} help={t('known_at_help')} value={knownAtLocal} onChange={setKnownAtLocal} />
      </QuestionCard>
      {invalid && <Alert severity="warning" sx={{ mb: 2 }}>{invalid}</Alert>}
      <Card>
        {!report ? (
          <Skeleton variant="rectangular" height={200} />
        ) : report.rows.length === 0 ? (
          <MessagePanel headingLevel="h2" icon={<TaskAltOutlinedIcon />} title={t('empty_title')} body={t('empty_body')} />
        ) : (
          <Table size="small" aria-label={t('title')} data-testid="payables-aging" sx={{ '& th': { fontWeight: 600 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.supplier')}</TableCell>
                <TableCell align="right">{t('columns.bills')}</TableCell>
                {AMOUNTS.map((column) => (
                  <TableCell key={column} align="right">
                    {t(`columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {report.rows.map((row) => (
                <TableRow key={row.supplier_id} data-supplier={row.supplier}>
                  <TableCell>
                    <Link component={RouterLink} to={`${base}/suppliers/${row.supplier_id}`} underline="hover">
                      {row.supplier}
                    </Link>
                  </TableCell>
                  <TableCell align="right" sx={figureSx}>
                    {row.bills}
                  </TableCell>
                  {figures(row, `payables-${row.supplier_id}`)}
                </TableRow>
              ))}
              <TableRow sx={{ '& td': { fontWeight: 700, borderTop: 2, borderColor: 'text.primary' } }}>
                <TableCell>{t('total')}</TableCell>
                <TableCell align="right" sx={figureSx}>
                  {report.totals.bills}
                </TableCell>
                {figures(report.totals, 'payables-total')}
              </TableRow>
            </TableBody>
          </Table>
        )}
      </Card>
    </>
  );
}
