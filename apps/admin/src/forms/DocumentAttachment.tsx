import { useRef } from 'react';
import { Box, Button, IconButton, Link, Tooltip, Typography } from '@mui/material';
import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { useAppDataProvider } from '../providers/dataProvider';

interface DocumentAttachmentProps {
  /** The document's attachment route (`/api/<documents>/attachment/<id>`): GET opens, POST attaches or replaces, DELETE removes. */
  url: string;
  filename: string | null;
  canEdit: boolean;
  onChanged: () => unknown;
  /** The area's strings, e.g. `app.vouchers.attachment`: label, none, choose, replace, remove, uploaded, removed, failed. */
  messages: string;
  /** e.g. `voucher-attachment`; the file's link is `<testId>-link`. */
  testId: string;
}

/** A document's one attached file: a link to it, and attach / replace / remove for those who may edit. */
export function DocumentAttachment({ url, filename, canEdit, onChanged, messages, testId }: DocumentAttachmentProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const dataProvider = useAppDataProvider();
  // A file attaches or replaces the one there is; null removes it.
  const change = useMutation({
    mutationFn: (file: File | null) => (file ? dataProvider.attachDocumentFile(url, file) : dataProvider.removeDocumentFile(url)),
    onSuccess: (_nothing, file) => {
      notify(translate(`${messages}.${file ? 'uploaded' : 'removed'}`), { type: 'success' });
      return onChanged();
    },
    onError: (error) => notify(error instanceof HttpError && error.message ? error.message : translate(`${messages}.failed`), { type: 'error' }),
  });
  const busy = change.isPending;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid={testId}>
      <AttachFileOutlinedIcon fontSize="small" color="action" />
      <Typography variant="body2" color="text.secondary">
        {translate(`${messages}.label`)}:
      </Typography>
      {filename ? (
        <Link href={url} variant="body2" data-testid={`${testId}-link`}>
          {filename}
        </Link>
      ) : (
        <Typography variant="body2">{translate(`${messages}.none`)}</Typography>
      )}
      {canEdit && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept="application/pdf,image/jpeg,image/png,image/gif"
            aria-label={translate(`${messages}.choose`)}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) change.mutate(file);
            }}
          />
          <Button size="small" disabled={busy} onClick={() => input.current?.click()}>
            {translate(`${messages}.${filename ? 'replace' : 'choose'}`)}
          </Button>
          {filename && (
            <Tooltip title={translate(`${messages}.remove`)}>
              <IconButton
                size="small"
                disabled={busy}
                aria-label={translate(`${messages}.remove`)}
                onClick={() => change.mutate(null)}
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
