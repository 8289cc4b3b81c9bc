import { Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Money } from '@ginuma/domain';
import { BlankLayout } from '../layout/BlankLayout';
import { MessagePanel } from '../layout/MessagePanel';
import { useLocalePath, useLocale } from '../i18n/useLocale';
import { useSession } from '../session/sessionStore';
import { formatFigure } from '../records/recordFormat';
import { planActions } from '../providers/planActions';

/** The public plan catalogue (/business-plan); a signed-in user continues to their workspace's plans page. */
export function BusinessPlanPage() {
  const translate = useTranslate();
  const to = useLocalePath();
  const locale = useLocale();
  const session = useSession();
  const catalogue = useQuery({ queryKey: ['plans', 'catalogue'], queryFn: planActions.getPlanCatalogue });
  // No catalogue to show is no plans, not an endless skeleton.
  const plans = catalogue.isError ? [] : (catalogue.data ?? null);
  const next = session.status === 'signed-in' ? to(`/${session.user.workspace_slug}/plans`) : to('/register');
  return (
    <BlankLayout>
      <MessagePanel
        icon={<WorkspacePremiumOutlinedIcon />}
        title={translate('app.business_plan.title')}
        body={
          <>
            <p>{translate('plans.public.body')}</p>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, textAlign: 'left', my: 2 }}>
              {plans === null && [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={96} />)}
              {plans?.map((plan) => (
                <Card key={plan.id} variant="outlined" data-testid={`public-plan-${plan.id}`}>
                  <CardContent>
                    <Typography variant="subtitle1" component="h2">
                      {plan.name}
                    </Typography>
                    <Typography variant="h6" component="p">
                      {Money.of(plan.price_per_month).isZero() ? translate('plans.page.free') : `LKR ${formatFigure(locale, 'money', plan.price_per_month)}`}
                    </Typography>
                    {!Money.of(plan.price_per_month).isZero() && (
                      <Typography variant="body2" color="text.secondary">
                        {translate('plans.page.per_month')}
                      </Typography>
                    )}
                  </CardContent>
                </Card>
              ))}
            </Box>
          </>
        }
        actions={
          <Button component={RouterLink} to={next} variant="contained">
            {translate('app.business_plan.continue')}
          </Button>
        }
      />
    </BlankLayout>
  );
}
