import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link, Stack, Typography } from '@mui/material';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import { useTranslate } from 'react-admin';
import { SUPPORT_EMAIL } from '../config';

/** The support address as a mail link: the help dialog and Settings › Support show it. */
export function SupportEmail() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <MailOutlinedIcon color="primary" fontSize="small" />
      <Typography variant="body2" color="text.secondary">
        {translate('app.help.email_label')}:
      </Typography>
      <Link href={`mailto:${SUPPORT_EMAIL}`} data-testid="support-email" sx={{ fontWeight: 600 }}>
        {SUPPORT_EMAIL}
      </Link>
    </Stack>
  );
}

export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="help-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="help-dialog-title">{translate('app.help.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.help.body')}</DialogContentText>
        <SupportEmail />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.help.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
