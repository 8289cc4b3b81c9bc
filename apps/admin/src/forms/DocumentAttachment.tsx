import { useRef, useState } from 'react';
import { Box, Button, IconButton, Link, Tooltip, Typography } from '@mui/material';
import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { httpClient } from '../providers/httpClient';

interface InvoiceAttachmentProps {
  invoiceId: string;
  filename: string | null;
  canEdit: boolean;
  onChanged: () => unknown;
}

/** The invoice's one attached file: a link to it, and upload / remove for those who may edit. */
export function InvoiceAttachment({ invoiceId, filename, canEdit, onChanged }: InvoiceAttachmentProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const url = `/api/invoices/attachment/${invoiceId}`;

  const run = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await work();
      notify(translate(success), { type: 'success' });
      await onChanged();
    } catch (error) {
      notify(error instanceof HttpError && error.message ? error.message : translate('app.invoices.attachment.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const upload = (file: File) => {
    const body = new FormData();
    body.append('attachment', file);
    return run(() => httpClient(url, { method: 'POST', body }), 'app.invoices.attachment.uploaded');
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid="invoice-attachment">
      <AttachFileOutlinedIcon fontSize="small" color="action" />
      <Typography variant="body2" color="text.secondary">
        {translate('app.invoices.attachment.label')}:
      </Typography>
      {filename ? (
        <Link href={url} variant="body2" data-testid="invoice-attachment-link">
          {filename}
        </Link>
      ) : (
        <Typography variant="body2">{translate('app.invoices.attachment.none')}</Typography>
      )}
      {canEdit && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept="application/pdf,image/jpeg,image/png,image/gif"
            aria-label={translate('app.invoices.attachment.choose')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          <Button size="small" disabled={busy} onClick={() => input.current?.click()}>
            {translate(filename ? 'app.invoices.attachment.replace' : 'app.invoices.attachment.choose')}
          </Button>
          {filename && (
            <Tooltip title={translate('app.invoices.attachment.remove')}>
              <IconButton
                size="small"
                disabled={busy}
                aria-label={translate('app.invoices.attachment.remove')}
                onClick={() => void run(() => httpClient(url, { method: 'DELETE' }), 'app.invoices.attachment.removed')}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </>
      )}
    </Box>
  );
}
