import { Box, Chip, Tooltip } from '@mui/material';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { AppBar, LoadingIndicator, ToggleThemeButton, TitlePortal, useTranslate, type AppBarProps } from 'react-admin';
import { ConnectivityIcon } from './ConnectivityIcon';
import { DateClock } from './DateClock';
import { LanguageSwitcher } from './LanguageSwitcher';
import { UserMenu } from './UserMenu';
import { useWorkspace } from '../workspace/useWorkspace';

function ExpiredNotice() {
  const translate = useTranslate();
  const { user } = useWorkspace();
  if (!user.workspace.expired) return null;
  return (
    <Tooltip title={translate('app.topbar.expired_hint')}>
      <Chip
        data-testid="expired-notice"
        icon={<ReportProblemOutlinedIcon />}
        label={translate('app.topbar.expired')}
        color="warning"
        size="small"
        sx={{ mx: 1, fontWeight: 600 }}
      />
    </Tooltip>
  );
}

function TopBarTools() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <ExpiredNotice />
      <ConnectivityIcon />
      <DateClock />
      <LanguageSwitcher />
      <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
        <ToggleThemeButton />
        <LoadingIndicator />
      </Box>
    </Box>
  );
}

export function TopBar(props: AppBarProps) {
  return (
    <AppBar {...props} color="inherit" elevation={0} toolbar={<TopBarTools />} userMenu={<UserMenu />} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <TitlePortal variant="h6" sx={{ fontSize: 16, display: { xs: 'none', sm: 'block' } }} />
      <Box sx={{ flex: 1, display: { xs: 'block', sm: 'none' } }} />
    </AppBar>
  );
}
