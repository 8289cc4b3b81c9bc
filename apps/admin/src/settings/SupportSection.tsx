import { useState } from 'react';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { useTranslate } from 'react-admin';
import { SUPPORT_EMAIL } from '../config';
import { SupportEmail } from '../layout/HelpDialog';
import { useWorkspace } from '../workspace/useWorkspace';

/** Settings › Support: the help dialog's address, and a short note that opens the user's mail app. */
export function SupportSection() {
  const translate = useTranslate();
  const { user } = useWorkspace();
  const [subject, setSubject] = useState(() => translate('masterdata.support.default_subject', { workspace: user.workspace.name }));
  const [message, setMessage] = useState('');
  const href = `mailto:${SUPPORT_EMAIL}?${new URLSearchParams({ subject, body: message }).toString().replace(/\+/g, '%20')}`;
  return (
    <Card data-testid="support-section">
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <Typography variant="h6" component="h2">
            {translate('masterdata.support.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('masterdata.support.body')}
          </Typography>
          <SupportEmail />
          <TextField label={translate('masterdata.support.subject')} value={subject} onChange={(event) => setSubject(event.target.value)} size="small" />
          <TextField
            label={translate('masterdata.support.message')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={4}
          />
          <div>
            <Button variant="contained" href={href} startIcon={<SendOutlinedIcon />} disabled={!message.trim()} data-testid="support-send">
              {translate('masterdata.support.send')}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
