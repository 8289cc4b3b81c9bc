import { Alert, Button, Card, CardContent, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useWorkspace } from '../workspace/useWorkspace';
import { userCanAccess } from '../providers/canAccess';
import { formatFigure } from '../records/recordFormat';
import { formatDate } from '../i18n/format';
import { MessagePanel } from '../layout/MessagePanel';
import { useAppDataProvider } from '../providers/dataProvider';

/** Settings › Payment Plan: the plan in force, its expiry and the payment history. */
export function PaymentPlanSection() {
  const translate = useTranslate();
  const { base, user, locale } = useWorkspace();
  const dataProvider = useAppDataProvider();
  const current = useQuery({ queryKey: ['plans', 'current'], queryFn: () => dataProvider.getPaymentPlan() });
  const admin = userCanAccess(user, 'create', 'plans');
  if (current.isPending) return <Skeleton variant="rounded" height={180} />;
  if (!current.data) return null;
  const { plan, expiry, expired, payments } = current.data;
  const choose = admin && (
    <Button component={RouterLink} to={`${base}/plans`} variant="contained" startIcon={<WorkspacePremiumOutlinedIcon />}>
      {translate(plan ? 'plans.section.renew' : 'plans.section.choose')}
    </Button>
  );
  return (
    <Stack spacing={2} data-testid="payment-plan-section">
      <Card>
        {plan ? (
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
              <Stack spacing={0.5}>
                <Typography variant="overline" color="text.secondary">{translate('plans.section.current')}</Typography>
                <Typography variant="h6" data-testid="current-plan">{plan.name}</Typography>
                <Typography variant="body2" color={expired ? 'error' : 'text.secondary'} data-testid="plan-expiry">
                  {expiry ? translate(expired ? 'plans.section.expired_on' : 'plans.section.expires_on', { date: formatDate(locale, expiry) }) : translate('plans.section.no_expiry')}
                </Typography>
              </Stack>
              {choose}
            </Stack>
          </CardContent>
        ) : (
          <MessagePanel headingLevel="h2" icon={<WorkspacePremiumOutlinedIcon />} title={translate('plans.section.none_title')} body={translate('plans.section.none_body')} actions={choose || undefined} />
        )}
      </Card>
      <Card>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>{translate('plans.section.history')}</Typography>
          {payments.length === 0 ? (
            <Alert severity="info">{translate('plans.section.no_payments')}</Alert>
          ) : (
            <Table size="small" data-testid="payment-history">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('plans.section.date')}</TableCell>
                  <TableCell>{translate('plans.section.plan')}</TableCell>
                  <TableCell align="right">{translate('plans.section.months')}</TableCell>
                  <TableCell align="right">{translate('plans.section.amount')}</TableCell>
                  <TableCell>{translate('plans.section.status')}</TableCell>
                  <TableCell>{translate('plans.section.reference')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {payments.map((p) => (
                  <TableRow key={p.reference}>
                    <TableCell>{formatDate(locale, new Date(p.date))}</TableCell>
                    <TableCell>{p.plan_name}</TableCell>
                    <TableCell align="right">{p.months}</TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatFigure(locale, 'money', p.amount)}</TableCell>
                    <TableCell>{translate(`plans.payment_status.${p.status}`)}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{p.reference}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
