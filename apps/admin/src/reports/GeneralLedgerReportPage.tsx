import type { GeneralLedgerLine, GeneralLedgerReport } from '@ginuma/domain';
import {
  Autocomplete, Box, Button, Card, Chip, IconButton, LinearProgress, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Tooltip, Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { PrintStyles } from '../layout/PrintStyles';
import { MessagePanel } from '../layout/MessagePanel';
import { Summary } from '../ledger/ExplainDialog';
import { LedgerAmount } from '../ledger/LedgerAmount';
import { EventType, PartyName } from '../ledger/ledgerLabels';
import { formatFigure, formatInstant } from '../ledger/ledgerFormat';
import { formatDate, businessToday } from '../i18n/format';
import { userCanAccess } from '../providers/canAccess';
import { PagingBar } from '../records/RecordPagination';
import { useChart, type ChartRow } from '../books/useChart';
import { ReportActions } from './ReportActions';
import { DateField, Figure, KnownAtField, QuestionCard, ReportProblem, SkeletonRows, accountLabel, figureSx } from './ReportParts';
import { useBooksReport, useQuestionParams } from './useBooksReport';
import { searchOf } from '../providers/reportActions';

const PER_PAGE = 50;
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The page of each document kind a line can come from (the rest open in the audit trail). */
/** The page each kind of document opens on, for a ledger line's link. */
export const DOCUMENT_PAGES: Record<string, string> = {
  invoice: 'invoices',
  receipt: 'payments',
  refund: 'payments/refunds',
  voucher: 'vouchers',
  journal: 'journals',
  bill: 'bills',
  'credit-note': 'credit-notes',
  'debit-note': 'debit-notes',
};

/**
 * `reports/general_ledger`: one account's (or one party's) postings over a period as known at
 * a moment, with the opening balance, each line's document and running balance, and the
 * closing balance. The question lives in the address: figures of the trial balance and the
 * balance sheet open here with theirs.
 */
export function GeneralLedgerReportPage() {
  const translate = useTranslate();
  const { base, locale } = useWorkspace();
  const { accounts } = useChart();
  const { question, change } = useQuestionParams({ to: businessToday() });
  const page = Math.max(1, Number(question.page) || 1);
  const asked = { account: question.account, party: question.party, from: question.from, to: question.to, known_at: question.known_at };
  const range = JSON.stringify([(page - 1) * PER_PAGE, page * PER_PAGE - 1]);
  const report = useBooksReport<GeneralLedgerReport>('general-ledger', { ...asked, range }, Boolean(asked.account));
  // A new question starts on its first page.
  const ask = (patch: typeof question) => change({ ...patch, page: undefined });
  const data = asked.account ? report.data : undefined;
  const t = (key: string, options?: object) => translate(`app.books_reports.general_ledger.${key}`, options);
  const chosen = accounts.find((account) => account.id === asked.account) ?? null;
  const lastPage = data ? page * PER_PAGE >= data.total : false;
  const showParty = !asked.party;
  const columns = showParty ? 9 : 8;

  return (
    <>
      <PrintStyles />
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          asked.account && <ReportActions exportPath={`/api/reports/general-ledger/export?${searchOf(asked)}`} filename={`general-ledger-${data?.account.code ?? 'account'}-${asked.to}.xlsx`} />
        }
      />
      <QuestionCard>
        <Autocomplete<ChartRow>
          size="small"
          options={accounts}
          value={chosen}
          onChange={(_, account) => ask({ account: account?.id, party: undefined })}
          getOptionLabel={(account) => accountLabel(locale, account)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          sx={{ width: { xs: '100%', sm: 300 } }}
          renderInput={(params) => <TextField {...params} label={translate('app.books_reports.account')} />}
        />
        <DateField name="from" label={t('from')} value={question.from} onChange={(from) => ask({ from })} />
        <DateField name="to" label={t('to')} value={question.to} onChange={(to) => ask({ to })} />
        <KnownAtField value={question.known_at} onChange={(known_at) => ask({ known_at })} />
      </QuestionCard>
      {report.error && asked.account && <ReportProblem error={report.error} />}
      {!asked.account ? (
        <Card>
          <MessagePanel icon={<MenuBookOutlinedIcon />} title={t('choose_title')} body={t('choose_body')} headingLevel="h2" />
        </Card>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" data-testid="general-ledger-account">
              {data ? accountLabel(locale, data.account) : chosen ? accountLabel(locale, chosen) : ''}
            </Typography>
            {data && (
              <Typography variant="body2" color="text.secondary">
                {t('normal', { side: translate(`app.books.normal.${data.account.normal}`) })} ·{' '}
                {translate('app.books_reports.asked', { as_of: formatDate(locale, data.to), known_at: formatInstant(locale, data.known_at) })}
              </Typography>
            )}
            {asked.party && (
              <Chip
                size="small"
                label={
                  <>
                    {t('party')}: {data?.party_name ?? <PartyName party={asked.party} />}
                  </>
                }
                onDelete={() => ask({ party: undefined })}
                data-testid="general-ledger-party"
              />
            )}
            <Button
              component={RouterLink}
              to={`${base}/reports/trial_balance?${searchOf({ as_of: asked.to, known_at: asked.known_at })}`}
              startIcon={<ArrowBackIcon />}
              size="small"
              data-print="hide"
              sx={{ ml: 'auto', alignSelf: 'center' }}
            >
              {t('back')}
            </Button>
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 1, mb: 2, maxWidth: 1100 }}>
            <Summary label={t('opening')} value={data && formatFigure(locale, data.opening_balance)} testId="general-ledger-opening" />
            <Summary label={t('period_debits')} value={data && formatFigure(locale, data.total_debit)} testId="general-ledger-debits" />
            <Summary label={t('period_credits')} value={data && formatFigure(locale, data.total_credit)} testId="general-ledger-credits" />
            <Summary
              label={t('closing')}
              strong
              testId="general-ledger-closing"
              value={
                data && (
                  <LedgerAmount
                    account={data.account.id}
                    party={data.party ?? undefined}
                    value={data.closing_balance}
                    asOf={data.to}
                    knownAt={data.known_at}
                    normal={data.account.normal}
                    title={accountLabel(locale, data.account)}
                  />
                )
              }
            />
          </Box>
          <Card sx={{ maxWidth: 1100 }}>
            {report.isFetching && <LinearProgress sx={{ height: 2 }} />}
            <TableContainer>
              <Table size="small" aria-label={t('title')} data-testid="general-ledger">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('date')}</TableCell>
                    <TableCell>{t('document')}</TableCell>
                    <TableCell sx={wide}>{t('entry')}</TableCell>
                    {showParty && <TableCell sx={wide}>{t('party')}</TableCell>}
                    <TableCell sx={wide}>{t('memo')}</TableCell>
                    <TableCell align="right">{translate('app.books_reports.debit')}</TableCell>
                    <TableCell align="right">{translate('app.books_reports.credit')}</TableCell>
                    <TableCell align="right">{t('balance')}</TableCell>
                    <TableCell padding="checkbox" data-print="hide" />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {!data && <SkeletonRows columns={columns} />}
                  {data && page === 1 && <BalanceRow label={t('opening')} date={data.from} value={data.opening_balance} columns={columns} testId="general-ledger-opening-row" />}
                  {data?.lines.map((line) => (
                    <LineRow key={line.id} line={line} showParty={showParty} onParty={(party) => ask({ party })} />
                  ))}
                  {data && data.total === 0 && (
                    <TableRow>
                      <TableCell colSpan={columns} sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
                        {t('none')}
                      </TableCell>
                    </TableRow>
                  )}
                  {data && lastPage && <BalanceRow label={t('closing')} date={data.to} value={data.closing_balance} columns={columns} testId="general-ledger-closing-row" />}
                </TableBody>
              </Table>
            </TableContainer>
            {data && data.total > PER_PAGE && (
              <PagingBar page={page} perPage={PER_PAGE} total={data.total} setPage={(next) => change({ page: String(next) })} />
            )}
          </Card>
        </>
      )}
    </>
  );
}

function BalanceRow({ label, date, value, columns, testId }: { label: string; date: string | null; value: string; columns: number; testId: string }) {
  const { locale } = useWorkspace();
  return (
    <TableRow data-testid={testId} sx={{ '& td': { fontWeight: 600, bgcolor: 'background.default' } }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{date ? formatDate(locale, date) : ''}</TableCell>
      <TableCell colSpan={columns - 3}>{label}</TableCell>
      <TableCell align="right" sx={figureSx}>
        <Figure value={value} zero />
      </TableCell>
      <TableCell padding="checkbox" data-print="hide" />
    </TableRow>
  );
}

function LineRow({ line, showParty, onParty }: { line: GeneralLedgerLine; showParty: boolean; onParty: (party: string) => void }) {
  const translate = useTranslate();
  const { base, locale, user } = useWorkspace();
  const page = line.document_kind ? DOCUMENT_PAGES[line.document_kind] : undefined;
  const code = line.document_code ?? translate(`ledger.kinds.${line.document_kind ?? ''}`, { _: '' });
  return (
    <TableRow hover data-testid="general-ledger-line" data-document={line.document_code ?? ''}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(locale, line.occurred_on)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {page && line.document_id ? (
          <Link component={RouterLink} to={`${base}/${page}/${line.document_id}`} underline="hover">
            {code}
          </Link>
        ) : (
          code
        )}
      </TableCell>
      <TableCell sx={wide}>
        <EventType type={line.event_type} />
      </TableCell>
      {showParty && (
        <TableCell sx={wide}>
          {line.party && (
            <Link component="button" type="button" underline="hover" onClick={() => onParty(line.party ?? '')} title={translate('app.books_reports.general_ledger.narrow_party', { party: line.party_name ?? line.party })} sx={{ font: 'inherit', textAlign: 'left' }}>
              {line.party_name ?? <PartyName party={line.party} />}
            </Link>
          )}
        </TableCell>
      )}
      <TableCell sx={{ ...wide, maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={line.memo ?? undefined}>
        {line.memo}
      </TableCell>
      <TableCell align="right" data-column="debit"><Figure value={line.debit} /></TableCell>
      <TableCell align="right" data-column="credit"><Figure value={line.credit} /></TableCell>
      <TableCell align="right" data-column="balance" sx={{ fontWeight: 500 }}><Figure value={line.balance} zero /></TableCell>
      <TableCell padding="checkbox" data-print="hide">
        {userCanAccess(user, 'list', 'ledger') && (
          <Tooltip title={translate('app.books_reports.general_ledger.open_event')}>
            <IconButton size="small" component={RouterLink} to={`${base}/audit-trail?event=${line.position}`} aria-label={`${translate('app.books_reports.general_ledger.open_event')} #${line.position}`}>
              <OpenInNewIcon fontSize="inherit" />
            </IconButton>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}
