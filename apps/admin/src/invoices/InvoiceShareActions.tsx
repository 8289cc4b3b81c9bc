import { useState, type MouseEvent, type ReactElement } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import { useNotify, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@ginuma/domain';
import { errorNotice, fieldErrorsOf, type FieldErrors } from '../providers/apiErrors';
import { userCanAccess } from '../providers/canAccess';
import { useAppDataProvider } from '../providers/dataProvider';
import { documentPrintUrl, type SharedDocumentName } from '../providers/invoiceActions';
import type { RecordScreen } from '../records/recordScreens';
import { useWorkspace } from '../workspace/useWorkspace';

interface ShareActionsProps {
  /** The document kind: its API path segment (also its `app.<name>` texts) and the screen whose permission guards each action. */
  kind: { name: SharedDocumentName; screen: Pick<RecordScreen, 'permission'> };
  id: string;
  locale: Locale;
  /** Icon buttons for a list row, instead of the editor's labelled buttons. */
  compact?: boolean;
}

/**
 * Print (the server's PDF in a new tab), email it, or copy the customer's link, for an invoice,
 * a quotation or a credit or debit note; each shown only to a role that may do it. The mailed PDF
 * is in the reader's language.
 */
export function InvoiceShareActions({ kind, id, locale, compact = false }: ShareActionsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { user } = useWorkspace();
  const [emailing, setEmailing] = useState(false);
  const [mail, setMail] = useState({ to: '', subject: '', message: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const can = (action: string) => userCanAccess(user, action, kind.screen.permission);
  // The generic words are the invoice's; what names the document is its kind's own.
  const own = (key: string) => `app.${kind.name}.${key}`;

  const copyLink = useMutation({
    mutationFn: async () => navigator.clipboard.writeText(await dataProvider.salesDocumentLink(kind.name, id)),
    onSuccess: () => notify(own('link_copied'), { type: 'success' }),
    onError: (error) => notify(errorNotice(error).message, { type: 'error', title: own('link_failed') }),
  });
  const send = useMutation({
    mutationFn: () => {
      setErrors({});
      const filled = Object.fromEntries(Object.entries(mail).filter(([, value]) => value.trim() !== ''));
      return dataProvider.emailSalesDocument(kind.name, id, { ...filled, locale });
    },
    onSuccess: () => {
      notify('app.invoices.email_queued', { type: 'success' });
      setEmailing(false);
    },
    onError: (error) => {
      setErrors(fieldErrorsOf(error));
      notify(errorNotice(error).message, { type: 'error', title: own('email_failed') });
    },
  });

  const actions: ShareAction[] = [];
  if (can('print')) actions.push({ key: 'print', label: translate('app.records.print'), icon: <PrintOutlinedIcon fontSize="small" />, href: documentPrintUrl(kind.name, id, locale) });
  if (can('email')) actions.push({ key: 'email', label: translate('app.invoices.email'), icon: <EmailOutlinedIcon fontSize="small" />, onClick: () => setEmailing(true) });
  if (can('show')) actions.push({ key: 'link', label: translate('app.invoices.copy_link'), icon: <LinkOutlinedIcon fontSize="small" />, onClick: () => copyLink.mutate() });

  return (
    // In a row the icons join the row's own line of actions.
    <Box sx={compact ? { display: 'contents' } : { display: 'flex', gap: 1, flexWrap: 'wrap' }} data-print="hide">
      {actions.map((action) => (
        <ShareButton key={action.key} action={action} compact={compact} />
      ))}
      <Dialog open={emailing} onClose={() => setEmailing(false)} onClick={(event) => event.stopPropagation()} fullWidth maxWidth="sm">
        <DialogTitle>{translate(own('email_title'))}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <TextField
              label={translate('app.invoices.email_to')}
              type="email"
              value={mail.to}
              onChange={(e) => setMail({ ...mail, to: e.target.value })}
              error={Boolean(errors.to)}
              helperText={errors.to ?? translate(own('email_to_hint'), { _: translate('app.invoices.email_to_hint') })}
            />
            <TextField
              label={translate('app.invoices.email_subject')}
              value={mail.subject}
              onChange={(e) => setMail({ ...mail, subject: e.target.value })}
              error={Boolean(errors.subject)}
              helperText={errors.subject}
            />
            <TextField
              label={translate('app.invoices.email_message')}
              value={mail.message}
              multiline
              minRows={3}
              onChange={(e) => setMail({ ...mail, message: e.target.value })}
              error={Boolean(errors.message)}
              helperText={errors.message}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEmailing(false)}>{translate('app.records.form.cancel')}</Button>
          <Button variant="contained" disabled={send.isPending} onClick={() => send.mutate()}>
            {translate('app.invoices.send')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

interface ShareAction {
  key: string;
  label: string;
  icon: ReactElement;
  /** A link (the PDF, in a new tab) rather than a button. */
  href?: string;
  onClick?: () => void;
}

function ShareButton({ action, compact }: { action: ShareAction; compact: boolean }) {
  // A list row opens its record when clicked: its buttons keep the click to themselves.
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    action.onClick?.();
  };
  const link = action.href ? { href: action.href, target: '_blank', rel: 'noopener' } : {};
  if (!compact) {
    return (
      <Button variant="outlined" startIcon={action.icon} onClick={onClick} {...link}>
        {action.label}
      </Button>
    );
  }
  return (
    <Tooltip title={action.label}>
      <IconButton size="small" aria-label={action.label} onClick={onClick} {...link}>
        {action.icon}
      </IconButton>
    </Tooltip>
  );
}
