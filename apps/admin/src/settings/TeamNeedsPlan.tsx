import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useWorkspace } from '../workspace/useWorkspace';

/**
 * Without a plan only a workspace's admins get past the plan message, so a new owner adding an
 * Entry user is told so where they add them, with the way to a plan, instead of learning it
 * from the user they added.
 */
export function TeamNeedsPlan() {
  const translate = useTranslate();
  const { base, user } = useWorkspace();
  if (user.workspace.plan_id) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      data-testid="team-needs-plan"
      action={
        <Button component={RouterLink} to={`${base}/plans`} color="inherit" size="small">
          {translate('app.settings.team_needs_plan.choose')}
        </Button>
      }
    >
      {translate('app.settings.team_needs_plan.body')}
    </Alert>
  );
}
