import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import { useNotify, useTranslate } from 'react-admin';
import type { Locale } from '@ginuma/domain';
import { errorNotice } from '../providers/apiErrors';
import { emailInvoice, invoiceLink, invoicePrintUrl } from './invoiceApi';

/** Print (the server's PDF in a new tab), email it, or copy the customer's link. */
export function InvoiceShareActions({ id, locale }: { id: string; locale: Locale }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [emailing, setEmailing] = useState(false);
  const [mail, setMail] = useState({ to: '', subject: '', message: '' });
  const [sending, setSending] = useState(false);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(await invoiceLink(id));
      notify('app.invoices.link_copied', { type: 'success' });
    } catch (error) {
      notify(errorNotice(error).message, { type: 'error', title: 'app.invoices.link_failed' });
    }
  };
  const send = async () => {
    setSending(true);
    try {
      await emailInvoice(id, Object.fromEntries(Object.entries(mail).filter(([, value]) => value.trim() !== '')));
      notify('app.invoices.email_queued', { type: 'success' });
      setEmailing(false);
    } catch (error) {
      notify(errorNotice(error).message, { type: 'error', title: 'app.invoices.email_failed' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<PrintOutlinedIcon />} href={invoicePrintUrl(id, locale)} target="_blank" rel="noopener">
        {translate('app.records.print')}
      </Button>
      <Button variant="outlined" startIcon={<EmailOutlinedIcon />} onClick={() => setEmailing(true)}>
        {translate('app.invoices.email')}
      </Button>
      <Button variant="outlined" startIcon={<LinkOutlinedIcon />} onClick={() => void copyLink()}>
        {translate('app.invoices.copy_link')}
      </Button>
      <Dialog open={emailing} onClose={() => setEmailing(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('app.invoices.email_title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <TextField label={translate('app.invoices.email_to')} type="email" value={mail.to} onChange={(e) => setMail({ ...mail, to: e.target.value })} helperText={translate('app.invoices.email_to_hint')} />
            <TextField label={translate('app.invoices.email_subject')} value={mail.subject} onChange={(e) => setMail({ ...mail, subject: e.target.value })} />
            <TextField label={translate('app.invoices.email_message')} value={mail.message} multiline minRows={3} onChange={(e) => setMail({ ...mail, message: e.target.value })} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEmailing(false)}>{translate('app.records.form.cancel')}</Button>
          <Button variant="contained" disabled={sending} onClick={() => void send()}>
            {translate('app.invoices.send')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
