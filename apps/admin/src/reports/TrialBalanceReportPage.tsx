import { useState } from 'react';
import type { TrialBalancePartiesReport, TrialBalanceReport, TrialBalanceRow, TrialBalanceTotals } from '@ginuma/domain';
import { Box, Card, IconButton, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { PrintStyles } from '../layout/PrintStyles';
import { PartyName } from '../ledger/ledgerLabels';
import { formatFigure, formatInstant } from '../ledger/ledgerFormat';
import { formatDate, businessToday } from '../i18n/format';
import { Money } from '@ginuma/domain';
import { ReportActions } from './ReportActions';
import { BalanceMark, DateField, EmptyBooks, Figure, KnownAtField, QuestionCard, ReportProblem, SkeletonRows, accountLabel } from './ReportParts';
import { generalLedgerPath, useBooksReport, useQuestionParams } from './useBooksReport';
import { searchOf } from '../providers/reportActions';

const COLUMNS = 7;
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * `reports/trial_balance`: every account's debit or credit balance as of a business date, as
 * known at a moment; the totals agree. Every figure opens the account's general ledger on the
 * same question; control accounts open into their parties.
 */
export function TrialBalanceReportPage() {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const { question, change } = useQuestionParams({ as_of: businessToday() });
  const asked = { as_of: question.as_of, known_at: question.known_at };
  const report = useBooksReport<TrialBalanceReport>('trial-balance', asked);
  const data = report.data;
  const t = (key: string, options?: object) => translate(`app.books_reports.${key}`, options);

  return (
    <>
      <PrintStyles />
      <PageHeader
        title={t('trial_balance.title')}
        subtitle={t('trial_balance.subtitle')}
        actions={<ReportActions exportPath={`/api/reports/trial-balance/export?${searchOf(asked)}`} filename={`trial-balance-${question.as_of}.xlsx`} />}
      />
      <QuestionCard>
        <DateField name="as_of" label={t('as_of')} value={question.as_of} onChange={(as_of) => change({ as_of })} />
        <KnownAtField value={question.known_at} onChange={(known_at) => change({ known_at })} />
      </QuestionCard>
      {report.error && <ReportProblem error={report.error} />}
      {data && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" data-testid="report-question">
            {t('asked', { as_of: formatDate(locale, data.as_of), known_at: formatInstant(locale, data.known_at) })}
          </Typography>
          {data.rows.length > 0 && (
            <BalanceMark
              ok={data.balanced}
              testId="trial-balance-balanced"
              label={data.balanced ? t('trial_balance.balanced') : t('trial_balance.unbalanced', { difference: formatFigure(locale, Money.of(data.totals.debit).minus(data.totals.credit).abs().toFixed()) })}
            />
          )}
        </Box>
      )}
      <Card sx={{ maxWidth: 1100 }}>
        {report.isFetching && <LinearProgress sx={{ height: 2 }} />}
        {data && data.rows.length === 0 ? (
          <EmptyBooks title={t('trial_balance.empty_title')} body={t('trial_balance.empty_body')} />
        ) : (
          <Table size="small" aria-label={t('trial_balance.title')} data-testid="trial-balance">
            <TableHead>
              <TableRow>
                <TableCell rowSpan={2} sx={{ width: 80 }}>{t('code')}</TableCell>
                <TableCell rowSpan={2}>{t('account')}</TableCell>
                <TableCell rowSpan={2} sx={wide}>{t('type')}</TableCell>
                <TableCell colSpan={2} align="center" sx={{ ...wide, borderBottom: 1, borderColor: 'divider' }}>{t('trial_balance.posted')}</TableCell>
                <TableCell colSpan={2} align="center" sx={{ borderBottom: 1, borderColor: 'divider' }}>{t('trial_balance.balance')}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell align="right" sx={wide}>{t('debit')}</TableCell>
                <TableCell align="right" sx={wide}>{t('credit')}</TableCell>
                <TableCell align="right">{t('debit')}</TableCell>
                <TableCell align="right">{t('credit')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!data && <SkeletonRows columns={COLUMNS} />}
              {data?.rows.map((row) => <AccountRows key={row.id} row={row} question={asked} />)}
              {data && <TotalsRow label={t('total')} totals={data.totals} />}
            </TableBody>
          </Table>
        )}
      </Card>
    </>
  );
}

function AccountRows({ row, question }: { row: TrialBalanceRow; question: { as_of?: string; known_at?: string } }) {
  const translate = useTranslate();
  const { base, locale } = useWorkspace();
  const [open, setOpen] = useState(false);
  const to = generalLedgerPath(base, row.general_ledger);
  const name = accountLabel(locale, { code: null, name: row.name });
  return (
    <>
      <TableRow hover data-account={row.id} data-code={row.code}>
        <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.code}</TableCell>
        <TableCell>
          {/* The toggle hangs left of the name so every account name starts at the same place. */}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: row.has_parties ? '-28px' : 0 }}>
            {row.has_parties && (
              <IconButton
                size="small"
                sx={{ p: 0.25 }}
                data-print="hide"
                aria-expanded={open}
                aria-label={translate(`app.books_reports.trial_balance.${open ? 'hide_parties' : 'show_parties'}`, { account: name })}
                onClick={() => setOpen(!open)}
              >
                {open ? <KeyboardArrowDownIcon fontSize="small" /> : <KeyboardArrowRightIcon fontSize="small" />}
              </IconButton>
            )}
            <span>{name}</span>
          </Box>
        </TableCell>
        <TableCell sx={{ ...wide, color: 'text.secondary' }}>{translate(`app.books.types.${row.type}`)}</TableCell>
        <TableCell align="right" sx={wide}><Figure value={row.posted_debit} to={to} /></TableCell>
        <TableCell align="right" sx={wide}><Figure value={row.posted_credit} to={to} /></TableCell>
        <TableCell align="right" data-column="debit"><Figure value={row.debit} to={to} /></TableCell>
        <TableCell align="right" data-column="credit"><Figure value={row.credit} to={to} /></TableCell>
      </TableRow>
      {open && <PartyRows account={row.id} question={question} />}
    </>
  );
}

/** A control account's sub-ledger: one row per party, each opening that party's ledger. */
function PartyRows({ account, question }: { account: string; question: { as_of?: string; known_at?: string } }) {
  const translate = useTranslate();
  const { base } = useWorkspace();
  const parties = useBooksReport<TrialBalancePartiesReport>('trial-balance/parties', { account, ...question });
  if (parties.error) {
    return (
      <TableRow>
        <TableCell colSpan={COLUMNS}>
          <ReportProblem error={parties.error} />
        </TableCell>
      </TableRow>
    );
  }
  if (!parties.data) return <SkeletonRows columns={COLUMNS} rows={2} />;
  return (
    <>
      {parties.data.rows.map((party) => {
        const to = generalLedgerPath(base, party.general_ledger);
        return (
          <TableRow key={party.id} data-party={party.party ?? ''} sx={{ '& td': { color: 'text.secondary', fontSize: '0.8125rem' } }}>
            <TableCell />
            <TableCell sx={{ pl: 5 }}>{party.party ? party.name ?? <PartyName party={party.party} /> : translate('app.books_reports.trial_balance.no_party')}</TableCell>
            <TableCell sx={wide} />
            <TableCell align="right" sx={wide}><Figure value={party.posted_debit} to={to} /></TableCell>
            <TableCell align="right" sx={wide}><Figure value={party.posted_credit} to={to} /></TableCell>
            <TableCell align="right"><Figure value={party.debit} to={to} /></TableCell>
            <TableCell align="right"><Figure value={party.credit} to={to} /></TableCell>
          </TableRow>
        );
      })}
    </>
  );
}

function TotalsRow({ label, totals }: { label: string; totals: TrialBalanceTotals }) {
  return (
    <TableRow data-testid="trial-balance-totals" sx={{ '& td': { fontWeight: 700, borderTop: 2, borderColor: 'text.primary' } }}>
      <TableCell />
      <TableCell>{label}</TableCell>
      <TableCell sx={wide} />
      <TableCell align="right" sx={wide}><Figure value={totals.posted_debit} zero /></TableCell>
      <TableCell align="right" sx={wide}><Figure value={totals.posted_credit} zero /></TableCell>
      <TableCell align="right" data-column="debit"><Figure value={totals.debit} zero /></TableCell>
      <TableCell align="right" data-column="credit"><Figure value={totals.credit} zero /></TableCell>
    </TableRow>
  );
}
