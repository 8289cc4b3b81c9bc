import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { SUPPORT_EMAIL } from '../config';
import { formatDate } from '../i18n/format';
import { useWorkspace } from '../workspace/useWorkspace';
import { userCanAccess } from '../providers/canAccess';

// Shown once per page load; the top bar keeps the expired notice afterwards.
let dismissed = false;

export function ExpiredPlanDialog() {
  const translate = useTranslate();
  const { user, locale, base } = useWorkspace();
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(dismissed);
  // The plans page is where renewing happens and says the plan expired; the dialog closes by
  // itself once a renewal is paid and the session reads the plan again.
  const open = user.workspace.expired && !closed && pathname !== `${base}/plans`;
  const close = () => {
    dismissed = true;
    setClosed(true);
  };
  const { name, expiry } = user.workspace;
  return (
    <Dialog open={open} onClose={close} aria-labelledby="expired-dialog-title" data-testid="expired-dialog" maxWidth="xs" fullWidth>
      <DialogTitle id="expired-dialog-title">{translate('app.expired_dialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.expired_dialog.body', { workspace: name, email: SUPPORT_EMAIL })}</DialogContentText>
        {expiry && <DialogContentText sx={{ mt: 1 }}>{translate('app.expired_dialog.since', { date: formatDate(locale, expiry) })}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button href={`mailto:${SUPPORT_EMAIL}`} component={Link}>
          {SUPPORT_EMAIL}
        </Button>
        {/* Only an admin can choose a plan: the plans page is reachable while expired. */}
        {userCanAccess(user, 'create', 'plans') && (
          <Button component={RouterLink} to={`${base}/plans`} onClick={close} data-testid="renew-plan">
            {translate('plans.expired.renew')}
          </Button>
        )}
        <Button variant="contained" onClick={close}>
          {translate('app.expired_dialog.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
