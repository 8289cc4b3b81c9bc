import type { ReactNode } from 'react';
import { Box, List, ListItemButton, ListItemText, ListSubheader, Paper } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { visibleSections } from '../settings/settingsSections';
import { useWorkspace } from '../workspace/useWorkspace';

/** The configuration layout: the settings sections beside the page on wide screens. */
export function ConfigurationFrame({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { base, user } = useWorkspace();
  const { pathname } = useLocation();
  const root = `${base}/settings/configuration`;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ display: { xs: 'none', lg: 'block' }, width: 240, flexShrink: 0, position: 'sticky', top: 64 }}>
        <List dense component="nav" subheader={<ListSubheader sx={{ lineHeight: '36px' }}>{translate('app.settings.title')}</ListSubheader>}>
          <ListItemButton component={RouterLink} to={root} selected={pathname === root}>
            <ListItemText primary={translate('app.settings.all')} />
          </ListItemButton>
          {visibleSections(user).map((section) => (
            <ListItemButton key={section} component={RouterLink} to={`${root}/${section}`} selected={pathname === `${root}/${section}`}>
              <ListItemText primary={translate(`app.settings.sections.${section}.title`)} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
