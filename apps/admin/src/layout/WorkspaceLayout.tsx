import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { Layout, type SidebarProps } from 'react-admin';
import { matchAppPath } from '@ginuma/domain';
import { TopBar } from './TopBar';
import { WorkspaceMenu } from './WorkspaceMenu';
import { ConfigurationFrame } from './ConfigurationFrame';
import { ScrollToTop } from './ScrollToTop';
import { ExpiredPlanDialog } from './ExpiredPlanDialog';
import { VerifyEmailBanner } from './VerifyEmailBanner';
import { RouteErrorPage } from '../workspace/RouteErrorPage';

function NoSidebar(_props: SidebarProps) {
  return null;
}

/**
 * One mounted layout for every workspace page, so the menu and clock survive navigation;
 * the route table's `layout` picks the variant (dashboard, configuration or default).
 */
export function WorkspaceLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const match = matchAppPath(pathname);
  const layout = match?.kind === 'workspace' ? match.route.layout : 'dashboard';
  return (
    <Layout
      appBar={TopBar}
      menu={WorkspaceMenu}
      sidebar={layout === 'default' ? NoSidebar : undefined}
      error={RouteErrorPage}
      sx={{ '& .RaLayout-content': { px: { xs: 1.5, sm: 3 }, py: 2, bgcolor: 'background.default' } }}
    >
      <Box data-layout={layout} sx={{ maxWidth: 1400, width: '100%', mx: 'auto' }}>
        <VerifyEmailBanner />
        {layout === 'configuration' ? <ConfigurationFrame>{children}</ConfigurationFrame> : children}
      </Box>
      <ScrollToTop />
      <ExpiredPlanDialog />
    </Layout>
  );
}
