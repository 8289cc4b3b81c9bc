import { useState } from 'react';
import { addCalendarDays, calendarQuarter, type SsclQuarterFigures } from '@ginuma/domain';
import { Alert, Card, Link, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../workspace/PageHeader';
import { PrintStyles } from '../layout/PrintStyles';
import { useWorkspace } from '../workspace/useWorkspace';
import { userCanAccess } from '../providers/canAccess';
import { formatFigure, instantOf, toLocalInput } from '../ledger/ledgerFormat';
import { businessToday, formatDate } from '../i18n/format';
import { searchOf } from '../providers/reportActions';
import { ReportActions } from './ReportActions';
import { DateField, QuestionCard, WallClockField, figureSx } from './ReportParts';
import { firstInvalid, useReport } from './useReport';

const COLUMNS: (keyof Pick<SsclQuarterFigures, 'turnover' | 'liableTurnover' | 'levy'>)[] = ['turnover', 'liableTurnover', 'levy'];

/** The calendar year up to the end of the last quarter that has ended. */
function lastYearOfQuarters(today: string): { from: string; to: string } {
  const last = calendarQuarter(addCalendarDays(calendarQuarter(today).from, -1));
  return { from: `${last.from.slice(0, 4)}-01-01`, to: last.to };
}

/**
 * `reports/sscl`: the Social Security Contribution Levy quarter by quarter: the turnover from
 * the ledger, the share of it the business's activity makes liable, and the levy on that.
 */
export function SsclReportPage() {
  const translate = useTranslate();
  const { base, locale, user } = useWorkspace();
  const period = lastYearOfQuarters(businessToday());
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [knownAtLocal, setKnownAtLocal] = useState(toLocalInput(undefined));
  const t = (key: string, options?: object) => translate(`sscl.${key}`, options);
  const question = { from, to, known_at: instantOf(knownAtLocal) };
  const query = searchOf(question);
  const answer = useReport(['reports', 'sscl', query], (provider) => provider.getSscl(question), { enabled: Boolean(from && to) });
  const sscl = answer.data;
  const invalid = firstInvalid(answer.invalid);
  const settings = `${base}/settings/configuration/business-configuration`;
  return (
    <>
      <PrintStyles />
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={<ReportActions exportPath={`/api/reports/sscl/export?${query}`} filename={`sscl-${from}-${to}.xlsx`} />} />
      <QuestionCard>
        <DateField label={t('from')} name="from" value={from} onChange={setFrom} />
        <DateField label={t('to')} name="to" value={to} onChange={setTo} />
        <WallClockField label={t('known_at')} help={t('known_at_help')} value={knownAtLocal} onChange={setKnownAtLocal} />
      </QuestionCard>
      {invalid && <Alert severity="warning" sx={{ mb: 2 }}>{invalid}</Alert>}
      {sscl && (
        <Alert severity={sscl.activity ? 'info' : 'warning'} sx={{ mb: 2, maxWidth: 860 }} data-testid="sscl-basis">
          {sscl.activity
            ? t('basis', { activity: t(`activities.${sscl.activity}`), share: formatFigure(locale, sscl.liable_share, 'quantity'), rate: sscl.rate })
            : t('no_activity', { rate: sscl.rate })}{' '}
          {userCanAccess(user, 'edit', 'business-configuration') && (
            <Link component={RouterLink} to={settings}>
              {t('change_activity')}
            </Link>
          )}
        </Alert>
      )}
      <Card sx={{ maxWidth: 860 }}>
        {!sscl ? (
          <Skeleton variant="rectangular" height={200} />
        ) : (
          <Table size="small" aria-label={t('title')} data-testid="sscl">
            <TableHead>
              <TableRow>
                <TableCell>{t('quarter')}</TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align="right">
                    {t(`columns.${column}`, { rate: sscl.rate })}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {sscl.quarters.map((quarter) => (
                <TableRow key={quarter.quarter} data-quarter={quarter.quarter}>
                  <TableCell>
                    <Typography variant="body2">{quarter.quarter}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {formatDate(locale, quarter.from)} – {formatDate(locale, quarter.to)}
                    </Typography>
                  </TableCell>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} align="right" sx={figureSx}>
                      {formatFigure(locale, quarter[column])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              <TableRow data-quarter="total" sx={{ '& td': { fontWeight: 700, borderTop: 2, borderColor: 'text.primary' } }}>
                <TableCell>{t('total')}</TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align="right" sx={figureSx}>
                    {formatFigure(locale, sscl.totals[column])}
                  </TableCell>
                ))}
              </TableRow>
            </TableBody>
          </Table>
        )}
      </Card>
    </>
  );
}
