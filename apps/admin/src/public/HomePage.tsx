import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { BlankLayout } from '../layout/BlankLayout';
import { useLocalePath } from '../i18n/useLocale';

export function HomePage() {
  const translate = useTranslate();
  const to = useLocalePath();
  return (
    <BlankLayout>
      <Stack spacing={2} sx={{ maxWidth: 620, textAlign: 'center', alignItems: 'center' }}>
        <Typography variant="h4" component="h1">
          {translate('app.home.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.home.body')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
          <Button component={RouterLink} to={to('/register')} variant="contained" size="large">
            {translate('app.home.register')}
          </Button>
          <Button component={RouterLink} to={to('/login')} variant="outlined" size="large">
            {translate('app.home.sign_in')}
          </Button>
        </Stack>
      </Stack>
    </BlankLayout>
  );
}
