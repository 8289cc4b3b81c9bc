import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ROLE_NAMES, WORKSPACE_ROUTES } from '@ginuma/domain';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { canOpenRoute } from '../providers/canAccess';
import { formatAmount } from '../i18n/format';

const FIGURES = ['sales', 'outstanding', 'expenses', 'cash'] as const;

const STEPS: readonly { path: string; key: string; icon: SvgIconComponent }[] = [
  { path: 'invoices', key: 'invoices', icon: ReceiptLongOutlinedIcon },
  { path: 'customers', key: 'customers', icon: PeopleAltOutlinedIcon },
  { path: 'products', key: 'products', icon: Inventory2OutlinedIcon },
  { path: 'settings/configuration', key: 'settings', icon: SettingsOutlinedIcon },
];

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } };

export function DashboardPage() {
  const translate = useTranslate();
  const { base, locale, user } = useWorkspace();
  const steps = STEPS.filter((step) => {
    const route = WORKSPACE_ROUTES.find((candidate) => candidate.path === step.path);
    return route !== undefined && canOpenRoute(user, route);
  });

  return (
    <>
      <PageHeader
        title={translate('app.menu.dashboard')}
        subtitle={translate('app.dashboard.subtitle', { workspace: user.workspace.name, role: translate(`app.roles.${ROLE_NAMES[user.user_role]}`) })}
      />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }} data-testid="welcome">
        {translate('app.dashboard.welcome', { name: user.name })}
      </Typography>

      <Typography variant="overline" component="h3" color="text.secondary">
        {translate('app.dashboard.figures')}
      </Typography>
      <Box sx={{ ...grid, gridTemplateColumns: { xs: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, mb: 1 }}>
        {FIGURES.map((figure) => (
          <Card key={figure}>
            <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Typography variant="body2" color="text.secondary">
                {translate(`app.dashboard.${figure}`)}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums', mt: 0.5 }}>
                {formatAmount(locale, 0)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 3 }}>
        {translate('app.dashboard.no_figures')}
      </Typography>

      {steps.length > 0 && (
        <>
          <Typography variant="overline" component="h3" color="text.secondary">
            {translate('app.dashboard.getting_started')}
          </Typography>
          <Box sx={grid}>
            {steps.map(({ path, key, icon: Icon }) => (
              <Card key={key} sx={{ display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flex: 1 }}>
                  <Box sx={{ display: 'inline-flex', p: 1, borderRadius: 2, bgcolor: 'primary.light', color: 'primary.main', mb: 1.5 }}>
                    <Icon />
                  </Box>
                  <Typography variant="subtitle1" component="h4">
                    {translate(`app.dashboard.step.${key}`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`app.dashboard.step.${key}_body`)}
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button component={RouterLink} to={`${base}/${path}`} size="small" variant="outlined">
                    {translate('app.dashboard.open')}
                  </Button>
                </CardActions>
              </Card>
            ))}
          </Box>
        </>
      )}
    </>
  );
}
