import { Box, Button, Card, CardContent, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { SETUP_STEPS, type DashboardView, type Resource, type SetupStep } from '@ginuma/domain';
import { userCanAccess } from '../providers/canAccess';
import { useWorkspace } from '../workspace/useWorkspace';

/** Where each step is done, and what the user must be allowed to do there. */
const STEP_TARGETS: Record<SetupStep, { path: string; action: 'edit' | 'create'; resource: Resource }> = {
  business: { path: 'settings/configuration/business-configuration', action: 'edit', resource: 'business-configuration' },
  tax: { path: 'settings/configuration/taxes', action: 'create', resource: 'taxes' },
  bank_account: { path: 'settings/configuration/bank-accounts', action: 'create', resource: 'bank-accounts' },
  customer: { path: 'customers/create', action: 'create', resource: 'customers' },
  invoice: { path: 'invoices/create', action: 'create', resource: 'invoices' },
};

/**
 * The first day's checklist, at the top of the dashboard: each step the user may take, done or
 * opening the page where it is done. Gone once every step is done.
 */
export function SetupChecklist({ setup }: { setup: DashboardView['setup'] }) {
  const translate = useTranslate();
  const { base, user } = useWorkspace();
  const steps = SETUP_STEPS.filter((step) => userCanAccess(user, STEP_TARGETS[step].action, STEP_TARGETS[step].resource));
  const done = steps.filter((step) => setup[step]).length;
  if (done === steps.length) return null;
  return (
    <Card sx={{ mb: 3 }} component="section" aria-labelledby="setup-title" data-testid="setup-checklist">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id="setup-title">
            {translate('app.dashboard.setup.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.dashboard.setup.progress', { done, total: steps.length })}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={(done / steps.length) * 100}
          sx={{ my: 1.5, height: 6, borderRadius: 3 }}
          aria-label={translate('app.dashboard.setup.progress', { done, total: steps.length })}
        />
        <List disablePadding>
          {steps.map((step) => (
            // The step's button follows its text in the row's flow (no absolutely placed action):
            // on a phone it moves to a line of its own instead of running past the screen's edge.
            <ListItem
              key={step}
              disableGutters
              data-testid={`setup-${step}`}
              data-done={setup[step]}
              sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, columnGap: 2 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {setup[step] ? (
                  <CheckCircleIcon color="success" titleAccess={translate('app.dashboard.setup.done')} />
                ) : (
                  <RadioButtonUncheckedIcon color="disabled" titleAccess={translate('app.dashboard.setup.to_do')} />
                )}
              </ListItemIcon>
              <ListItemText
                primary={translate(`app.dashboard.setup.${step}.title`)}
                secondary={translate(`app.dashboard.setup.${step}.body`)}
                sx={{ flex: { xs: '1 1 calc(100% - 36px)', sm: '1 1 auto' }, ...(setup[step] ? { '& .MuiListItemText-primary': { textDecoration: 'line-through', color: 'text.secondary' } } : {}) }}
              />
              {!setup[step] && (
                <Button component={RouterLink} to={`${base}/${STEP_TARGETS[step].path}`} size="small" variant="outlined" sx={{ flexShrink: 0, ml: { xs: '36px', sm: 0 } }}>
                  {translate(`app.dashboard.setup.${step}.action`)}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
