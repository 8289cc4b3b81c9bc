import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { NotificationArea } from './NotificationArea';
import { PublicHeader } from './PublicHeader';

/** Public pages that are not forms: home, email verification, plans, errors. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <PublicHeader />
      <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, pb: 8 }}>
        {children}
      </Box>
      <NotificationArea />
    </Box>
  );
}
