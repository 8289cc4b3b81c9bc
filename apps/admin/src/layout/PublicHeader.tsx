import { Box } from '@mui/material';
import { Brand } from './Brand';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useLocalePath } from '../i18n/useLocale';

export function PublicHeader() {
  const to = useLocalePath();
  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 4 }, py: 2 }}>
      <Brand to={to('/')} />
      <LanguageSwitcher color="primary" />
    </Box>
  );
}
