import { useState } from 'react';
import { Avatar, Box, Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router-dom';
import { useLogout, useTranslate } from 'react-admin';
import { ROLE_NAMES } from '@ginuma/domain';
import { useWorkspace } from '../workspace/useWorkspace';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

export function UserMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const { base, user } = useWorkspace();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const role = translate(`app.roles.${ROLE_NAMES[user.user_role]}`);

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        data-testid="user-menu"
        sx={{ gap: 1, px: 1, minWidth: 0 }}
      >
        <Avatar sx={{ width: 30, height: 30, fontSize: 13, bgcolor: 'primary.main', color: 'primary.contrastText' }}>{initials(user.name)}</Avatar>
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.15, textAlign: 'left' }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600, maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {user.name}
          </Typography>
          <Typography variant="caption" component="span" sx={{ opacity: 0.75 }} data-testid="role-label">
            {role}
          </Typography>
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, minWidth: 220 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('app.user_menu.signed_in_as')}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {user.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {user.email} · {role}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to={`${base}/settings/general`} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <PersonOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.user_menu.profile')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.user_menu.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
