import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Link, Skeleton, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Money, ROLE_NAMES, WORKSPACE_ROUTES, type DashboardView } from '@ginuma/domain';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { canOpenRoute } from '../providers/canAccess';
import { LedgerAmount } from '../ledger/LedgerAmount';
import { formatFigure } from '../ledger/ledgerFormat';
import { formatMonth } from '../i18n/format';
import { useReport } from '../reports/useReport';
import { SetupChecklist } from './SetupChecklist';

type Figures = DashboardView;

function useFigures(): Figures | null {
  return useReport(['dashboard'], (dataProvider) => dataProvider.getDashboard()).data ?? null;
}

const grid = { display: 'grid', gap: 2 };

export function DashboardPage() {
  const translate = useTranslate();
  const { base, user } = useWorkspace();
  const figures = useFigures();

  return (
    <>
      <PageHeader
        title={translate('app.menu.dashboard')}
        subtitle={translate('app.dashboard.subtitle', { workspace: user.workspace.name, role: translate(`app.roles.${ROLE_NAMES[user.user_role]}`) })}
      />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }} data-testid="welcome">
        {translate('app.dashboard.welcome', { name: user.name })}
      </Typography>

      {figures && <SetupChecklist setup={figures.setup} />}
      <Typography variant="overline" component="h3" color="text.secondary">
        {translate('app.dashboard.figures')}
      </Typography>
      {figures ? <FigureCards figures={figures} /> : <Skeleton variant="rounded" height={96} sx={{ mb: 3 }} />}
      {figures && figures.below_stock_level > 0 && (
        <Alert
          severity="warning"
          sx={{ mb: 3 }}
          action={
            <Button component={RouterLink} to={`${base}/stock?below_level=true`} size="small" color="inherit">
              {translate('app.dashboard.open')}
            </Button>
          }
        >
          {translate('app.dashboard.below_stock_level', { smart_count: figures.below_stock_level })}
        </Alert>
      )}
      {figures && <MonthsChart months={figures.months} />}
    </>
  );
}

function Figure({ label, children, footer }: { label: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="div" sx={{ mt: 0.5, '& button': { textAlign: 'left' } }}>
          {children}
        </Typography>
        {footer}
      </CardContent>
    </Card>
  );
}

/** Each figure opens into the postings behind it (a month's figures from the month's first day). */
function FigureCards({ figures }: { figures: Figures }) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  return (
    <Box sx={{ ...grid, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' }, mb: 3, alignItems: 'start' }} data-testid="dashboard-figures">
      <Figure label={translate('app.dashboard.sales')}>
        <SalesFigure figures={figures} />
      </Figure>
      <Figure label={translate('app.dashboard.outstanding')} footer={<OutstandingParts figures={figures} />}>
        <LedgerAmount account="receivable" value={figures.outstanding} asOf={figures.today} title={translate('app.dashboard.outstanding')} />
      </Figure>
      <Figure label={translate('app.dashboard.payables_due')}>
        <PayablesFigure figures={figures} />
      </Figure>
      <Figure label={translate('app.dashboard.expenses')}>
        <LedgerAmount account="expense" value={figures.expenses} from={figures.month_start} asOf={figures.today} title={translate('app.dashboard.expenses')} />
      </Figure>
      <Figure
        label={translate('app.dashboard.cash')}
        footer={
          <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1, typography: 'body2' }}>
            {figures.accounts.map((a) => (
              <Box key={a.account} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {a.account === 'cash' ? translate('app.cashbook.cash') : a.name}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  <LedgerAmount account={a.account} value={a.balance} asOf={figures.today} title={a.account === 'cash' ? translate('app.cashbook.cash') : a.name} />
                </Box>
              </Box>
            ))}
          </Box>
        }
      >
        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatFigure(locale, figures.cash_and_bank)}
        </Box>
      </Figure>
    </Box>
  );
}

const PROFIT_AND_LOSS = WORKSPACE_ROUTES.find((route) => route.path === 'reports/profit_and_lost');

/**
 * The month's sales are the profit and loss's income (net of discounts, with charges and other
 * income), so the figure opens that statement for the same month rather than one account.
 */
function SalesFigure({ figures }: { figures: Figures }) {
  const translate = useTranslate();
  const { base, locale, user } = useWorkspace();
  const text = formatFigure(locale, figures.sales);
  if (!PROFIT_AND_LOSS || !canOpenRoute(user, PROFIT_AND_LOSS)) {
    return (
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {text}
      </Box>
    );
  }
  const to = `${base}/reports/profit_and_lost?${new URLSearchParams({ from: figures.month_start, to: figures.today }).toString()}`;
  return (
    <Tooltip title={translate('app.dashboard.open_profit_and_loss')} describeChild>
      <Link component={RouterLink} to={to} underline="hover" data-testid="dashboard-sales" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {text}
      </Link>
    </Tooltip>
  );
}

const PAYABLES_AGING = WORKSPACE_ROUTES.find((route) => route.path === 'reports/payables_aging');

/**
 * What confirmed bills still owe today is the payables aging report's total for today, so the
 * figure opens that report on the same date (where the workspace has the report's screen).
 */
function PayablesFigure({ figures }: { figures: Figures }) {
  const translate = useTranslate();
  const { base, locale, user } = useWorkspace();
  const text = formatFigure(locale, figures.payables_due);
  if (!PAYABLES_AGING || !canOpenRoute(user, PAYABLES_AGING)) {
    return (
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="dashboard-payables">
        {text}
      </Box>
    );
  }
  const to = `${base}/reports/payables_aging?${new URLSearchParams({ as_of: figures.today }).toString()}`;
  return (
    <Tooltip title={translate('app.dashboard.open_payables_aging')} describeChild>
      <Link component={RouterLink} to={to} underline="hover" data-testid="dashboard-payables" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {text}
      </Link>
    </Tooltip>
  );
}

/**
 * Where the dashboard's Outstanding and the outstanding report part: the report lists invoices,
 * while the receivable also holds opening balances (and any manual entry). Shown only then.
 */
function OutstandingParts({ figures }: { figures: Figures }) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const parts = figures.outstanding_parts;
  const lines = [
    { key: 'invoices', value: parts.invoices, show: true },
    { key: 'opening', value: parts.opening_balances, show: !Money.of(parts.opening_balances).isZero() },
    { key: 'other', value: parts.other, show: !Money.of(parts.other).isZero() },
  ];
  if (lines.every((line) => line.key === 'invoices' || !line.show)) return null;
  return (
    <Box sx={{ mt: 1 }} data-testid="outstanding-parts">
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1, typography: 'body2' }}>
        {lines
          .filter((line) => line.show)
          .map((line) => (
            <Box key={line.key} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {translate(`app.dashboard.outstanding_${line.key}`)}
              </Box>
              <Box component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'right' }} data-testid={`outstanding-${line.key}`}>
                {formatFigure(locale, line.value)}
              </Box>
            </Box>
          ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {translate('app.dashboard.outstanding_note')}
      </Typography>
    </Box>
  );
}

/** Six months of sales against expenses, as bars scaled to the largest month. */
function MonthsChart({ months }: { months: Figures['months'] }) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const largest = Math.max(1, ...months.flatMap((m) => [Number(m.sales), Number(m.expenses)]));
  // Bar heights only: the figures themselves are printed from the exact decimal strings.
  const height = (value: string) => `${Math.max(0, (Number(value) / largest) * 100)}%`;
  const monthName = (month: string) => formatMonth(locale, `${month}-01`, 'short');
  return (
    <Card sx={{ p: 2, mb: 3 }} data-testid="dashboard-months">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {translate('app.dashboard.months')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, typography: 'caption' }}>
          <Legend color="primary.main" label={translate('app.dashboard.sales_bar')} />
          <Legend color="warning.main" label={translate('app.dashboard.expenses_bar')} />
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${months.length}, minmax(0, 1fr))`, gap: 2, alignItems: 'end', height: 160 }}>
        {months.map((m) => (
          <Box key={m.month} sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-end', height: '100%', justifyContent: 'center' }}>
            {(['sales', 'expenses'] as const).map((kind) => (
              <Tooltip key={kind} title={`${translate(`app.dashboard.${kind}_bar`)} · ${formatFigure(locale, m[kind])}`}>
                <Box
                  role="img"
                  data-month={m.month}
                  data-kind={kind}
                  sx={{ width: '40%', maxWidth: 28, height: height(m[kind]), minHeight: 2, borderRadius: '4px 4px 0 0', bgcolor: kind === 'sales' ? 'primary.main' : 'warning.main' }}
                />
              </Tooltip>
            ))}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${months.length}, minmax(0, 1fr))`, gap: 2, mt: 0.5 }}>
        {months.map((m) => (
          <Typography key={m.month} variant="caption" color="text.secondary" sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}>
            {monthName(m.month)}
          </Typography>
        ))}
      </Box>
    </Card>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Box sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: color }} />
      {label}
    </Box>
  );
}
