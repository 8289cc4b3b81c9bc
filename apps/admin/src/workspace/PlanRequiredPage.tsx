import { useState } from 'react';
import { Box, Button, Card, CircularProgress } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { useTranslate } from 'react-admin';
import { BrandMark } from '../layout/Brand';
import { MessagePanel } from '../layout/MessagePanel';
import { NotificationArea } from '../layout/NotificationArea';
import { useReportError } from '../providers/useReportError';
import { signOut } from '../session/sessionStore';
import { SUPPORT_EMAIL } from '../config';
import type { SessionUser } from '../session/types';

/** A non-admin whose workspace has no plan sees this and nothing else: no menu. */
export function PlanRequiredPage({ user }: { user: SessionUser }) {
  const translate = useTranslate();
  const reportError = useReportError();
  const [busy, setBusy] = useState(false);
  const logout = () => {
    setBusy(true);
    signOut().catch((error: unknown) => {
      reportError(error);
      setBusy(false);
    });
  };
  return (
    <Box component="main" data-testid="plan-required" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ maxWidth: 520, width: '100%' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
          <BrandMark size={36} />
        </Box>
        <MessagePanel
          icon={<WorkspacePremiumOutlinedIcon />}
          title={translate('app.plan_required.title')}
          body={
            <>
              <p>{translate('app.plan_required.body', { workspace: user.workspace.name })}</p>
              <p>{translate('app.plan_required.contact', { email: SUPPORT_EMAIL })}</p>
            </>
          }
          actions={
            <Button variant="contained" onClick={logout} disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <LogoutIcon />}>
              {translate('app.plan_required.logout')}
            </Button>
          }
        />
      </Card>
      <NotificationArea />
    </Box>
  );
}
