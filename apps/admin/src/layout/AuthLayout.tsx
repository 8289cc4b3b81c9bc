import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NotificationArea } from './NotificationArea';
import { PublicHeader } from './PublicHeader';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  width?: number;
}

/** Sign-in, registration and password pages: one card in the middle of a quiet page. */
export function AuthLayout({ title, subtitle, children, width = 420 }: AuthLayoutProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <PublicHeader />
      <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'center', px: 2, pb: 6 }}>
        <Card sx={{ width: '100%', maxWidth: width }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="h5" component="h1" gutterBottom>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                {subtitle}
              </Typography>
            )}
            {children}
          </CardContent>
        </Card>
      </Box>
      <Typography component="footer" variant="caption" color="text.secondary" sx={{ textAlign: 'center', pb: 3 }}>
        © {new Date().getFullYear()} Ginuma · {translate('app.tagline')}
      </Typography>
      <NotificationArea />
    </Box>
  );
}
