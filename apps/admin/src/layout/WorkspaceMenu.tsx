import { useState } from 'react';
import { Box, Collapse, Divider, List, ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import ContactSupportOutlinedIcon from '@mui/icons-material/ContactSupportOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useLocation } from 'react-router-dom';
import { Menu, useSidebarState, useTranslate, type MenuProps } from 'react-admin';
import { PARTNER_CHANNEL_ID } from '@ginuma/domain';
import { MAIN_MENU, REPORT_MENU, TAIL_MENU, visibleEntries, type MenuEntry } from './menuEntries';
import { HelpDialog } from './HelpDialog';
import { PartnerLogo } from './PartnerLogo';
import { useWorkspace } from '../workspace/useWorkspace';

// Same look as react-admin's menu links (their icon column is 40px wide).
const plainItemSx = { color: 'text.secondary', '& .MuiListItemIcon-root': { minWidth: 40 } } as const;

function EntryLink({ entry, base, dense }: { entry: MenuEntry; base: string; dense?: boolean }) {
  const translate = useTranslate();
  const Icon = entry.icon;
  return (
    <Menu.Item
      to={`${base}/${entry.route.path}`}
      primaryText={translate(entry.label)}
      leftIcon={Icon ? <Icon /> : undefined}
      dense={dense}
      data-testid={`menu-${entry.route.path}`}
      sx={dense ? { pl: 7 } : undefined}
    />
  );
}

function ReportsGroup({ entries, base }: { entries: MenuEntry[]; base: string }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(() => pathname.startsWith(`${base}/reports/`));
  const label = translate('app.menu.reports');
  return (
    <>
      <Tooltip title={sidebarOpen ? '' : label} placement="right">
        <MenuItem onClick={() => setOpen((value) => !value)} aria-expanded={open} data-testid="menu-reports" sx={plainItemSx}>
          <ListItemIcon>
            <AssessmentOutlinedIcon />
          </ListItemIcon>
          {sidebarOpen && <Box sx={{ flex: 1 }}>{label}</Box>}
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </MenuItem>
      </Tooltip>
      <Collapse in={open && sidebarOpen} timeout="auto" unmountOnExit>
        <List component="div" disablePadding>
          {entries.map((entry) => (
            <EntryLink key={entry.route.path} entry={entry} base={base} dense />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** The side menu, each entry shown only when its module, report sub-flag and role allow it. */
export function WorkspaceMenu(props: MenuProps) {
  const translate = useTranslate();
  const { base, user } = useWorkspace();
  const [sidebarOpen] = useSidebarState();
  const [helpOpen, setHelpOpen] = useState(false);
  const reports = visibleEntries(user, REPORT_MENU);
  const contact = translate('app.menu.contact');

  return (
    <Box component="nav" aria-label={translate('app.menu.navigation')} sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <Menu {...props}>
        {visibleEntries(user, MAIN_MENU).map((entry) => (
          <EntryLink key={entry.route.path} entry={entry} base={base} />
        ))}
        {reports.length > 0 && <ReportsGroup entries={reports} base={base} />}
        {visibleEntries(user, TAIL_MENU).map((entry) => (
          <EntryLink key={entry.route.path} entry={entry} base={base} />
        ))}
        <Tooltip title={sidebarOpen ? '' : contact} placement="right">
          <MenuItem onClick={() => setHelpOpen(true)} data-testid="menu-contact" sx={plainItemSx}>
            <ListItemIcon>
              <ContactSupportOutlinedIcon />
            </ListItemIcon>
            {sidebarOpen && contact}
          </MenuItem>
        </Tooltip>
      </Menu>
      {user.workspace.channel_id === PARTNER_CHANNEL_ID && sidebarOpen && (
        <>
          <Divider sx={{ mx: 2 }} />
          <PartnerLogo />
        </>
      )}
      {sidebarOpen && (
        <Typography variant="caption" color="text.secondary" noWrap title={user.workspace.name} sx={{ px: 2, pb: 2, pt: 1, mt: 1, borderTop: 1, borderColor: 'divider', maxWidth: 240 }}>
          {user.workspace.name}
        </Typography>
      )}
      <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Box>
  );
}
