import { Fragment, useState } from 'react';
import {
  Box,
  Card,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { Money } from '@ginuma/domain';
import { PageHeader } from '../workspace/PageHeader';
import { PrintStyles } from '../layout/PrintStyles';
import { ReportActions } from './ReportActions';
import { QuestionCard, SkeletonRows } from './ReportParts';
import { MessagePanel } from '../layout/MessagePanel';
import { LedgerAmount } from '../ledger/LedgerAmount';
import { formatDate, businessToday } from '../i18n/format';
import { useWorkspace } from '../workspace/useWorkspace';
import { searchOf } from '../providers/reportActions';
import { useReport } from './useReport';

type Question = {
  from: string;
  to: string;
  category_id: string;
  supplier_id: string;
};

const ENDPOINT = '/api/voucher-expenses/report';
const PICKER = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };
const figure = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', width: 160 } as const;

function paramsOf(question: Question): Record<string, string> {
  return Object.fromEntries(Object.entries(question).filter(([, value]) => value !== ''));
}

/** "12.50 %" of the total, for the share column. */
function share(amount: string, total: string): string {
  const whole = Money.of(total);
  return whole.isZero() ? '' : `${Money.of(amount).times(100).dividedBy(total).toFixed()} %`;
}

/**
 * reports/voucher_expenses: what was spent between two dates, by category and sub-category and
 * by supplier, as the ledger booked it (vouchers, cash book expenses, their reversals). Every
 * figure opens into the postings behind it; Export writes the finest grain as .xlsx.
 */
export function VoucherExpensesReportPage() {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const today = businessToday();
  const [question, setQuestion] = useState<Question>({ from: `${today.slice(0, 8)}01`, to: today, category_id: '', supplier_id: '' });
  const categories = useGetList<RaRecord & { name: string }>('expenses-categories', PICKER).data ?? [];
  const suppliers = useGetList<RaRecord & { name: string }>('suppliers', PICKER).data ?? [];
  const key = searchOf(question);
  const answer = useReport(['reports', 'voucher-expenses', key], (dataProvider) => dataProvider.getVoucherExpenses(question));
  const report = answer.data ?? null;
  const errors = answer.invalid;

  const set = (name: keyof Question) => (event: { target: { value: string } }) => setQuestion((q) => ({ ...q, [name]: event.target.value }));
  const t = (name: string) => translate(`app.voucher_expenses.${name}`);

  /** A figure of the report, opening into its postings: the report's filters plus the figure's own. */
  const amount = (value: string, filters: Record<string, string>, title: string) => (
    <LedgerAmount
      account="expense"
      value={value}
      from={question.from}
      asOf={question.to}
      endpoint={`${ENDPOINT}/explain`}
      filters={{ ...paramsOf({ ...question, from: '', to: '' }), ...filters, to: question.to }}
      title={title}
    />
  );

  const typeLabel = (type: string | null) => (type === 'Cost of Sales' ? t('types.sales') : type === 'Cost of Operations' ? t('types.operations') : '');
  const empty = report !== null && report.categories.length === 0;

  return (
    <>
      <PrintStyles />
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={<ReportActions exportPath={`${ENDPOINT}/export?${key}`} filename={`voucher-expenses-${question.from}-${question.to}.xlsx`} />}
      />
      <QuestionCard>
        <TextField
          label={t('from')}
          name="from"
          type="date"
          size="small"
          value={question.from}
          onChange={set('from')}
          error={Boolean(errors.from)}
          helperText={errors.from}
          sx={{ width: 180 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={t('to')}
          name="to"
          type="date"
          size="small"
          value={question.to}
          onChange={set('to')}
          error={Boolean(errors.to)}
          helperText={errors.to}
          sx={{ width: 180 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField select label={t('category')} size="small" value={question.category_id} onChange={set('category_id')} sx={{ width: 240 }}>
          <MenuItem value="">
            <em>{t('all_categories')}</em>
          </MenuItem>
          {categories.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('supplier')} size="small" value={question.supplier_id} onChange={set('supplier_id')} sx={{ width: 240 }}>
          <MenuItem value="">
            <em>{t('all_suppliers')}</em>
          </MenuItem>
          {suppliers.map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      </QuestionCard>

      {empty ? (
        <Card>
          <MessagePanel headingLevel="h2" icon={<ReceiptLongOutlinedIcon />} title={t('empty_title')} body={t('empty_body')} />
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
          <Card data-testid="expenses-by-category">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{t('by_category')}</TableCell>
                  <TableCell sx={{ fontWeight: 600, display: { xs: 'none', sm: 'table-cell' } }}>{t('type')}</TableCell>
                  <TableCell sx={{ ...figure, fontWeight: 600 }}>{t('amount')}</TableCell>
                  <TableCell sx={{ ...figure, width: 80, fontWeight: 600 }}>{t('share')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report === null && <SkeletonRows columns={4} rows={3} />}
                {report?.categories.map((category) => (
                  <Fragment key={category.id}>
                    <TableRow data-testid="expense-category" sx={{ '& td': { fontWeight: 600, bgcolor: 'action.hover' } }}>
                      <TableCell>{category.name}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, fontWeight: '400 !important', color: 'text.secondary' }}>{typeLabel(category.type)}</TableCell>
                      <TableCell sx={figure}>{amount(category.amount, { category_id: category.id }, category.name ?? '')}</TableCell>
                      <TableCell sx={{ ...figure, width: 80 }}>{share(category.amount, report.total)}</TableCell>
                    </TableRow>
                    {category.sub_categories.map((sub) => {
                      const name = sub.name ?? t('no_sub_category');
                      return (
                        <TableRow key={sub.id ?? 'none'} data-testid="expense-sub-category">
                          <TableCell sx={{ pl: 4, color: sub.id ? undefined : 'text.secondary' }}>{name}</TableCell>
                          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }} />
                          <TableCell sx={figure}>{amount(sub.amount, { category_id: category.id, sub_category_id: sub.id ?? 'none' }, `${category.name} · ${name}`)}</TableCell>
                          <TableCell sx={{ ...figure, width: 80, color: 'text.secondary' }}>{share(sub.amount, report.total)}</TableCell>
                        </TableRow>
                      );
                    })}
                  </Fragment>
                ))}
              </TableBody>
              {report && (
                <TableFooter>
                  <TableRow sx={{ '& td': { fontWeight: 700, fontSize: '0.9rem', color: 'text.primary', borderTop: 2, borderColor: 'divider', borderBottom: 0 } }}>
                    <TableCell>{t('total')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }} />
                    <TableCell sx={figure} data-testid="expenses-total">
                      {amount(report.total, {}, t('total'))}
                    </TableCell>
                    <TableCell sx={{ ...figure, width: 80 }} />
                  </TableRow>
                </TableFooter>
              )}
            </Table>
          </Card>

          <Card data-testid="expenses-by-supplier">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{t('by_supplier')}</TableCell>
                  <TableCell sx={{ ...figure, fontWeight: 600 }}>{t('amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report === null && <SkeletonRows columns={2} rows={3} />}
                {report?.suppliers.map((supplier) => {
                  const name = supplier.name ?? t('no_supplier');
                  return (
                    <TableRow key={supplier.id ?? 'none'} data-testid="expense-supplier">
                      <TableCell sx={{ color: supplier.id ? undefined : 'text.secondary' }}>{name}</TableCell>
                      <TableCell sx={figure}>{amount(supplier.amount, { supplier_id: supplier.id ?? 'none' }, name)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
              {report && (
                <TableFooter>
                  <TableRow sx={{ '& td': { fontWeight: 700, fontSize: '0.9rem', color: 'text.primary', borderTop: 2, borderColor: 'divider', borderBottom: 0 } }}>
                    <TableCell>{t('total')}</TableCell>
                    <TableCell sx={figure}>{amount(report.total, {}, t('total'))}</TableCell>
                  </TableRow>
                </TableFooter>
              )}
            </Table>
          </Card>
        </Box>
      )}
      {report && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('from')} {formatDate(locale, report.from)} · {t('to')} {formatDate(locale, report.to)}
        </Typography>
      )}
    </>
  );
}
