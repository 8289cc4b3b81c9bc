import { useState } from 'react';
import type { ProfitLossLine } from '@ginuma/domain';
import { Alert, Card, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../workspace/PageHeader';
import { PrintStyles } from '../layout/PrintStyles';
import { ReportActions } from './ReportActions';
import { useWorkspace } from '../workspace/useWorkspace';
import { LedgerAmount } from '../ledger/LedgerAmount';
import { formatFigure, instantOf, toLocalInput } from '../ledger/ledgerFormat';
import { QuestionCard, WallClockField } from './ReportParts';
import { businessToday } from '../i18n/format';
import { searchOf } from '../providers/reportActions';
import { firstInvalid, useReport } from './useReport';

const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * `reports/profit_and_lost`: a period's income, cost of sales and operating expenses, with
 * gross and net profit. Each line opens into the postings of that period behind it.
 */
export function ProfitAndLossReportPage() {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const today = businessToday();
  // The balance sheet's earnings lines open this page on their own period and moment.
  const [params] = useSearchParams();
  const [from, setFrom] = useState(params.get('from') ?? `${today.slice(0, 8)}01`);
  const [to, setTo] = useState(params.get('to') ?? today);
  const [knownAtLocal, setKnownAtLocal] = useState(toLocalInput(params.get('known_at') ?? undefined));
  const knownAt = instantOf(knownAtLocal);
  const question = { from, to, known_at: knownAt };
  const query = searchOf(question);
  const answer = useReport(['reports', 'profit-and-loss', query], (dataProvider) => dataProvider.getProfitAndLoss(question), { enabled: Boolean(from && to) });
  const statement = answer.data;
  const invalid = firstInvalid(answer.invalid);

  const lineName = (line: ProfitLossLine) => line.name ?? line.names?.[locale] ?? translate(`profitloss.lines.${line.key}`);
  const amount = (line: ProfitLossLine) => (
    <LedgerAmount
      account={line.account}
      party={line.party ?? undefined}
      value={line.amount}
      from={statement?.from}
      asOf={statement?.to}
      knownAt={knownAt}
      normal={line.normal}
      title={lineName(line)}
    />
  );
  const totalRow = (label: string, value: string, strong = false) => (
    <TableRow sx={{ '& td': { fontWeight: strong ? 700 : 600, borderTop: 1, borderColor: 'divider' } }}>
      <TableCell>{label}</TableCell>
      <TableCell align="right" sx={figure}>
        {formatFigure(locale, value)}
      </TableCell>
    </TableRow>
  );

  return (
    <>
      <PrintStyles />
      <PageHeader
        title={translate('profitloss.title')}
        subtitle={translate('profitloss.subtitle')}
        actions={<ReportActions exportPath={`/api/reports/profit_and_loss/export?${query}`} filename={`profit-and-loss-${from}-${to}.xlsx`} />}
      />
      <QuestionCard>
        <TextField label={translate('profitloss.from')} type="date" size="small" value={from} onChange={(e) => setFrom(e.target.value)} sx={{ width: 180 }} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label={translate('profitloss.to')} type="date" size="small" value={to} onChange={(e) => setTo(e.target.value)} sx={{ width: 180 }} slotProps={{ inputLabel: { shrink: true } }} />
        <WallClockField label={translate('profitloss.known_at')} help={translate('profitloss.known_at_help')} value={knownAtLocal} onChange={setKnownAtLocal} />
      </QuestionCard>
      {invalid && <Alert severity="warning" sx={{ mb: 2 }}>{invalid}</Alert>}
      <Card sx={{ maxWidth: 760 }}>
        {!statement ? (
          <Skeleton variant="rectangular" height={320} />
        ) : (
          <Table size="small" aria-label={translate('profitloss.title')} data-testid="profit-and-loss">
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell align="right">{translate('profitloss.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {statement.sections.map((section) => (
                <SectionRows key={section.key} title={translate(`profitloss.sections.${section.key}`)} empty={translate('profitloss.none')}>
                  {section.lines.map((line) => (
                    <TableRow key={`${line.key}-${line.account}-${line.party ?? ''}`} data-line={line.name ?? line.names?.en ?? line.key}>
                      <TableCell sx={{ pl: 4 }}>{lineName(line)}</TableCell>
                      <TableCell align="right">{amount(line)}</TableCell>
                    </TableRow>
                  ))}
                  {totalRow(translate(`profitloss.totals.${section.key}`), section.total)}
                  {section.key === 'cost_of_sales' && totalRow(translate('profitloss.gross_profit'), statement.gross_profit, true)}
                </SectionRows>
              ))}
              <TableRow data-testid="net-profit" sx={{ '& td': { fontWeight: 700, fontSize: '1rem', borderTop: 2, borderColor: 'text.primary' } }}>
                <TableCell>{translate(statement.net_profit.startsWith('-') ? 'profitloss.net_loss' : 'profitloss.net_profit')}</TableCell>
                <TableCell align="right" sx={{ ...figure, color: statement.net_profit.startsWith('-') ? 'error.main' : undefined }}>
                  {formatFigure(locale, statement.net_profit)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        )}
      </Card>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1, maxWidth: 760 }}>
        {translate('profitloss.method')}
      </Typography>
    </>
  );
}

function SectionRows({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  const [lines] = children;
  return (
    <>
      <TableRow>
        <TableCell colSpan={2} sx={{ fontWeight: 600, bgcolor: 'background.default' }}>
          {title}
        </TableCell>
      </TableRow>
      {Array.isArray(lines) && lines.length === 0 && (
        <TableRow>
          <TableCell colSpan={2} sx={{ pl: 4, color: 'text.secondary' }}>
            {empty}
          </TableCell>
        </TableRow>
      )}
      {children}
    </>
  );
}
