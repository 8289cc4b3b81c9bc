import { createContext, useContext, useState } from 'react';
import { OUTSTANDING_AMOUNTS, type OutstandingAmount, type OutstandingReportRow, type OutstandingReportTotals } from '@ginuma/domain';
import { Autocomplete, Card, Link, TableCell, TableFooter, TableRow, TextField, Typography } from '@mui/material';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { Datagrid, DatagridBody, FunctionField, ListBase, useGetList, useTranslate, type DatagridBodyProps, type RaRecord } from 'react-admin';
import { PageHeader } from '../workspace/PageHeader';
import { PrintStyles } from '../layout/PrintStyles';
import { ReportActions } from './ReportActions';
import { useWorkspace } from '../workspace/useWorkspace';
import { MessagePanel } from '../layout/MessagePanel';
import { LedgerAmount } from '../ledger/LedgerAmount';
import { RecordPagination } from '../records/RecordPagination';
import { formatDate, businessToday } from '../i18n/format';
import { formatFigure, instantOf } from '../ledger/ledgerFormat';
import { QuestionCard, WallClockField } from './ReportParts';
import { searchOf } from '../providers/reportActions';
import { useReport } from './useReport';

const MONEY = OUTSTANDING_AMOUNTS;
type MoneyColumn = OutstandingAmount;
type OutstandingRow = OutstandingReportRow;
type Totals = OutstandingReportTotals;

type Question = {
  as_of: string;
  customer_id?: string;
  known_at?: string;
};

const CUSTOMERS = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

function useTotals(question: Question): Totals | null {
  return useReport(['reports', 'outstanding-totals', searchOf(question)], (dataProvider) => dataProvider.getOutstandingTotals(question)).data ?? null;
}

const TotalsContext = createContext<{ totals: Totals | null; question: Question } | null>(null);

/** The rows, then the totals over every row (not just the page) in the columns' own cells. */
function OutstandingBody(props: DatagridBodyProps) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const context = useContext(TotalsContext);
  const totals = context?.totals;
  return (
    <>
      <DatagridBody {...props} />
      {context && totals && totals.count > 0 && (
        <TableFooter data-testid="outstanding-totals">
          <TableRow sx={{ '& td': { fontWeight: 600, fontSize: '0.875rem', color: 'text.primary', fontVariantNumeric: 'tabular-nums', borderTop: 2, borderColor: 'divider' } }}>
            <TableCell colSpan={4}>
              {translate('outstanding.total')}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                ({translate('outstanding.invoices', { smart_count: totals.count })})
              </Typography>
            </TableCell>
            {MONEY.filter((c) => c !== 'total_due').map((column) => (
              <TableCell key={column} align="right" data-testid={`outstanding-total-${column}`}>
                {formatFigure(locale, totals[column], 'money')}
              </TableCell>
            ))}
            <TableCell />
            <TableCell align="right" data-testid="outstanding-total-total_due">
              <LedgerAmount
                account="receivable"
                party={context.question.customer_id ? `customer:${context.question.customer_id}` : undefined}
                value={totals.total_due}
                asOf={context.question.as_of}
                knownAt={context.question.known_at}
              />
            </TableCell>
          </TableRow>
        </TableFooter>
      )}
    </>
  );
}

/**
 * reports/payment_outstanding: every invoice with something due on a date, in aging
 * buckets, as the ledger stood then (and, if asked, as it was known at a past moment).
 * Each amount opens into the invoice's receivable postings; the totals into the account's.
 */
export function OutstandingReportPage() {
  const translate = useTranslate();
  const { locale, base } = useWorkspace();
  const [asOf, setAsOf] = useState(businessToday());
  const [knownAtLocal, setKnownAtLocal] = useState('');
  const [customerId, setCustomerId] = useState<string | null>(null);
  const customers = useGetList<RaRecord & { name: string }>('customers', CUSTOMERS).data ?? [];
  const question: Question = { as_of: asOf, customer_id: customerId ?? undefined, known_at: instantOf(knownAtLocal) };
  const totals = useTotals(question);

  const amount = (row: OutstandingRow, column: MoneyColumn) => (
    <LedgerAmount
      account="receivable"
      party={row.customer_party}
      stream={`invoice-${row.invoice_id}`}
      value={row[column]}
      asOf={question.as_of}
      knownAt={question.known_at}
      title={`${row.code} · ${row.customer}`}
    />
  );

  return (
    <>
      <PrintStyles />
      <PageHeader
        title={translate('outstanding.title')}
        subtitle={translate('outstanding.subtitle')}
        actions={<ReportActions exportPath={`/api/reports/payment_outstanding/export?${searchOf(question)}`} filename={`payment-outstanding-${question.as_of}.xlsx`} />}
      />
      <QuestionCard>
        <TextField
          label={translate('outstanding.as_of')}
          type="date"
          size="small"
          value={asOf}
          onChange={(e) => e.target.value && setAsOf(e.target.value)}
          sx={{ width: 190 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'outstanding-as-of' } }}
        />
        <Autocomplete
          size="small"
          sx={{ minWidth: 260 }}
          options={customers}
          getOptionLabel={(c) => c.name}
          value={customers.find((c) => c.id === customerId) ?? null}
          onChange={(_, c) => setCustomerId(c ? String(c.id) : null)}
          renderInput={(params) => <TextField {...params} label={translate('outstanding.customer')} placeholder={translate('outstanding.all_customers')} />}
        />
        <WallClockField label={translate('outstanding.known_at')} help={translate('outstanding.known_at_help')} value={knownAtLocal} onChange={setKnownAtLocal} />
      </QuestionCard>
      <ListBase
        resource="reports/payment_outstanding"
        filter={question}
        sort={{ field: 'date', order: 'ASC' }}
        perPage={25}
        disableSyncWithLocation
        disableAuthentication
      >
        <TotalsContext.Provider value={{ totals, question }}>
        <Card data-testid="outstanding-report">
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            body={OutstandingBody}
            empty={
              <MessagePanel
                headingLevel="h2"
                icon={<TaskAltOutlinedIcon />}
                title={translate('outstanding.empty_title')}
                body={translate('outstanding.empty_body')}
              />
            }
            sx={{
              '& .RaDatagrid-tableWrapper': { overflowX: 'auto', width: 0, minWidth: '100%' },
              '& .RaDatagrid-headerCell': { fontWeight: 600, lineHeight: 1.3, bgcolor: 'background.default' },
              '& .RaDatagrid-rowCell': { py: 0.75 },
              '& .column-code, & .column-date': { whiteSpace: 'nowrap' },
            }}
          >
            <FunctionField
              source="code"
              label={translate('outstanding.columns.code')}
              render={(row: OutstandingRow) => (
                <Link component={RouterLink} to={`${base}/invoices/${row.invoice_id}`} underline="hover">
                  {row.code}
                </Link>
              )}
            />
            <FunctionField source="customer" label={translate('outstanding.columns.customer')} render={(row: OutstandingRow) => row.customer} />
            <FunctionField source="date" label={translate('outstanding.columns.date')} render={(row: OutstandingRow) => formatDate(locale, row.date)} />
            <FunctionField source="project" label={translate('outstanding.columns.project')} render={(row: OutstandingRow) => row.project ?? ''} />
            {MONEY.filter((c) => c !== 'total_due').map((column) => (
              <FunctionField
                key={column}
                source={column}
                sortable={column === 'paid' || column === 'refund'}
                label={translate(`outstanding.columns.${column}`)}
                textAlign="right"
                render={(row: OutstandingRow) => amount(row, column)}
              />
            ))}
            <FunctionField source="age_days" label={translate('outstanding.columns.age_days')} textAlign="right" render={(row: OutstandingRow) => row.age_days} />
            <FunctionField
              source="total_due"
              label={translate('outstanding.columns.total_due')}
              textAlign="right"
              render={(row: OutstandingRow) => <strong>{amount(row, 'total_due')}</strong>}
            />
          </Datagrid>
          <RecordPagination />
        </Card>
        </TotalsContext.Provider>
      </ListBase>
    </>
  );
}
