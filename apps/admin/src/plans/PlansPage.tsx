import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Money, type PaidProviderName, type PaymentInstructions, type PlanPaymentView, type PlanView } from '@ginuma/domain';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { userCanAccess } from '../providers/canAccess';
import { useReportError } from '../providers/useReportError';
import { loadSession } from '../session/sessionStore';
import { formatFigure } from '../records/recordFormat';
import { formatDate } from '../i18n/format';
import { useAppDataProvider } from '../providers/dataProvider';

const MONTH_CHOICES = [1, 3, 6, 12];

/** `/{tenant}/plans`: the admin chooses a plan; the free one applies at once, a paid one goes to its payment. */
export function PlansPage() {
  const translate = useTranslate();
  const { user, locale } = useWorkspace();
  const dataProvider = useAppDataProvider();
  const catalogue = useQuery({ queryKey: ['plans', 'catalogue'], queryFn: () => dataProvider.getPlanCatalogue() });
  // Back from PayHere (`?payment=<reference>`): its notification may still be on the way.
  const [params] = useSearchParams();
  const returned = params.get('payment');
  const current = useQuery({
    queryKey: ['plans', 'current'],
    queryFn: () => dataProvider.getPaymentPlan(),
    refetchInterval: (query) => (returned && query.state.data?.payments.find((p) => p.reference === returned)?.status === 'pending' ? 3000 : false),
  });
  const [months, setMonths] = useState(1);
  const [chosenMethod, setChosenMethod] = useState<PaidProviderName>();
  const methods = current.data?.methods ?? [];
  const provider = chosenMethod && methods.includes(chosenMethod) ? chosenMethod : methods[0];
  const [payment, setPayment] = useState<PaymentInstructions | null>(null);
  const admin = userCanAccess(user, 'create', 'plans');
  const plan = current.data?.plan ?? null;

  return (
    <>
      <PageHeader title={translate('plans.page.title')} subtitle={translate('plans.page.subtitle')} />
      {!admin && <Alert severity="info" sx={{ mb: 2 }}>{translate('plans.page.admin_only')}</Alert>}
      {returned && current.data && <ReturnedPayment reference={returned} payments={current.data.payments} />}
      {current.data && (
        <Alert severity={current.data.expired ? 'warning' : plan ? 'success' : 'info'} sx={{ mb: 2 }} data-testid="plan-status">
          {plan
            ? translate(current.data.expired ? 'plans.status.expired' : current.data.expiry ? 'plans.status.until' : 'plans.status.active', {
                plan: plan.name,
                date: current.data.expiry ? formatDate(locale, current.data.expiry) : '',
              })
            : translate('plans.status.none')}
        </Alert>
      )}
      {admin && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <TextField select size="small" label={translate('plans.page.months')} value={months} onChange={(e) => setMonths(Number(e.target.value))} sx={{ width: { xs: '100%', sm: 200 } }}>
            {MONTH_CHOICES.map((m) => (
              <MenuItem key={m} value={m}>
                {translate('plans.page.month_count', { smart_count: m })}
              </MenuItem>
            ))}
          </TextField>
          {methods.length > 0 ? (
            <RadioGroup row value={provider} onChange={(e) => setChosenMethod(e.target.value as PaidProviderName)} aria-label={translate('plans.page.method')}>
              {methods.map((method) => (
                <FormControlLabel key={method} value={method} control={<Radio size="small" />} label={translate(`plans.page.${method}`)} />
              ))}
            </RadioGroup>
          ) : (
            current.data && <Alert severity="info">{translate('plans.page.no_methods')}</Alert>
          )}
        </Stack>
      )}
      {payment && <PaymentPanel payment={payment} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {catalogue.isPending && [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={220} />)}
        {catalogue.data?.map((p) => (
          <PlanCard key={p.id} plan={p} months={months} provider={provider} current={plan?.id === p.id} admin={admin} onPayment={setPayment} />
        ))}
      </Box>
    </>
  );
}

function PlanCard(props: { plan: PlanView; months: number; provider: PaidProviderName | undefined; current: boolean; admin: boolean; onPayment: (p: PaymentInstructions) => void }) {
  const { plan, months, provider, current, admin, onPayment } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const { locale } = useWorkspace();
  const free = Money.of(plan.price_per_month).isZero();
  const choose = useMutation({
    mutationFn: () => dataProvider.choosePlan(plan.id, months, provider ?? 'payhere'),
    onSuccess: async (chosen) => {
      if (chosen.status !== 'active') return onPayment(chosen.payment);
      // The plan's modules and the team's access change at once: read the user again.
      await loadSession();
      await queryClient.invalidateQueries();
      notify('plans.page.activated', { type: 'success', messageArgs: { plan: plan.name } });
    },
    onError: reportError,
  });
  const busy = choose.isPending;
  return (
    <Card variant="outlined" data-testid={`plan-${plan.id}`} sx={{ display: 'flex', flexDirection: 'column', borderColor: current ? 'primary.main' : undefined }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {plan.name}
          </Typography>
          {current && <Chip size="small" color="primary" label={translate('plans.page.current')} />}
        </Stack>
        <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {free ? translate('plans.page.free') : `LKR ${formatFigure(locale, 'money', plan.price_per_month)}`}
        </Typography>
        {!free && <Typography variant="body2" color="text.secondary">{translate('plans.page.per_month')}</Typography>}
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {translate('plans.page.modules', { smart_count: plan.modules.length })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {plan.user_limit ? translate('plans.page.users', { smart_count: plan.user_limit }) : translate('plans.page.unlimited_users')}
        </Typography>
      </CardContent>
      {admin && (
        <CardActions sx={{ p: 2, pt: 0 }}>
          <Button variant={free ? 'outlined' : 'contained'} onClick={() => choose.mutate()} disabled={busy || (!free && !provider)} startIcon={busy ? <CircularProgress size={16} /> : <CheckCircleOutlineIcon />}>
            {free ? translate('plans.page.choose_free') : translate('plans.page.choose', { total: formatFigure(locale, 'money', Money.of(plan.price_per_month).times(months).toFixed()) })}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** What became of the payment PayHere sent the admin back from; the plan is read again once it is paid. */
function ReturnedPayment({ reference, payments }: { reference: string; payments: PlanPaymentView[] }) {
  const translate = useTranslate();
  const payment = payments.find((p) => p.reference === reference);
  const paid = payment?.status === 'paid';
  useEffect(() => {
    if (paid) void loadSession();
  }, [paid]);
  if (!payment) return null;
  const severity = { paid: 'success', pending: 'info', failed: 'warning' } as const;
  return (
    <Alert severity={severity[payment.status]} sx={{ mb: 2 }} data-testid="returned-payment">
      {translate(`plans.page.returned.${payment.status}`, { reference, plan: payment.plan_name })}
    </Alert>
  );
}

/** PayHere takes the payer on a form post (their checkout page); a bank transfer is made by hand. */
function PaymentPanel({ payment }: { payment: PaymentInstructions }) {
  const translate = useTranslate();
  const { locale } = useWorkspace();
  if (payment.provider === 'bank_transfer') {
    return (
      <Alert severity="info" sx={{ mb: 2 }} data-testid="bank-transfer">
        <Typography sx={{ fontWeight: 600 }}>{translate('plans.bank.title')}</Typography>
        <Typography variant="body2">{translate('plans.bank.amount', { amount: `LKR ${formatFigure(locale, 'money', payment.amount)}` })}</Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {payment.bank_details}
        </Typography>
        <Typography variant="body2">
          {translate('plans.bank.reference')} <strong data-testid="payment-reference">{payment.reference}</strong>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('plans.bank.pending')}
        </Typography>
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="payhere-checkout">
      <Typography sx={{ mb: 1 }}>{translate('plans.payhere.body', { amount: `LKR ${formatFigure(locale, 'money', payment.fields.amount ?? '0')}` })}</Typography>
      <form method="post" action={payment.action}>
        {Object.entries(payment.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant="contained">
          {translate('plans.payhere.pay')}
        </Button>
      </form>
    </Alert>
  );
}
