import { useState } from 'react';
import { Box, Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import CheckIcon from '@mui/icons-material/Check';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { LOCALES, localePath, type Locale } from '@ginuma/domain';
import { stripLocale, writeLocaleCookie } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';

/** Switches the URL prefix (none for English, `/si` for Sinhala) and remembers the choice. */
export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const translate = useTranslate();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = (next: Locale) => {
    setAnchor(null);
    writeLocaleCookie(next);
    if (next !== locale) navigate(`${localePath(next, stripLocale(location.pathname))}${location.search}${location.hash}`);
  };

  return (
    <>
      <Button
        color={color}
        size="small"
        startIcon={<TranslateIcon fontSize="small" />}
        onClick={(event) => setAnchor(event.currentTarget)}
        // The name says what the button shows (the current language) and what it does.
        aria-label={`${translate(`app.language.${locale}`)}: ${translate('app.language.label')}`}
        aria-haspopup="menu"
        data-testid="language-switcher"
        sx={{ minWidth: 0, px: 1, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {translate(`app.language.${locale}`)}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOCALES.map((option) => (
          <MenuItem key={option} lang={option} selected={option === locale} onClick={() => choose(option)}>
            <ListItemIcon>{option === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{translate(`app.language.${option}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
