import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslate, type RaRecord } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { fieldErrorsOf } from '../providers/apiErrors';
import { useAppDataProvider } from '../providers/dataProvider';
import type { RecordNotify } from '../records/useRecordNotify';

interface TemplateLogoDialogProps {
  resource: string;
  record: RaRecord;
  canEdit: boolean;
  notify: RecordNotify;
  onChanged: () => unknown;
  onClose: () => void;
}

/** The template's logo: a preview, upload (JPEG, PNG or GIF) and delete. */
export function TemplateLogoDialog({ resource, record, canEdit, notify, onChanged, onClose }: TemplateLogoDialogProps) {
  const translate = useTranslate();
  const id = String(record.id);
  const [hasLogo, setHasLogo] = useState(Boolean(record.has_logo));
  // A new query string makes the browser fetch the replaced image.
  const [version, setVersion] = useState(Date.now());
  const [error, setError] = useState<string>();
  const dataProvider = useAppDataProvider();

  const upload = useMutation({
    mutationFn: (file: File) => {
      setError(undefined);
      return dataProvider.uploadTemplateLogo(resource, id, file);
    },
    onSuccess: () => {
      notify.success('logo');
      setHasLogo(true);
      setVersion(Date.now());
      return onChanged();
    },
    onError: (failure) => {
      setError(fieldErrorsOf(failure).logo);
      notify.failure('logo', failure);
    },
  });
  const remove = useMutation({
    mutationFn: () => dataProvider.deleteTemplateLogo(resource, id),
    onSuccess: () => {
      notify.success('logo_delete');
      setHasLogo(false);
      return onChanged();
    },
    onError: (failure) => notify.failure('logo_delete', failure),
  });
  const busy = upload.isPending || remove.isPending;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" onClick={(event) => event.stopPropagation()}>
      <DialogTitle>{translate('app.templates.logo_title', { name: String(record.name) })}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 140, border: 1, borderColor: 'divider', borderRadius: 1, mb: 1.5, bgcolor: 'background.default' }}>
          {hasLogo ? (
            <img src={`/api/${resource}/${id}/logo?v=${version}`} alt={translate('app.templates.logo')} style={{ maxWidth: '100%', maxHeight: 160 }} data-testid="logo-preview" />
          ) : (
            <Typography color="text.secondary">{translate('app.templates.no_logo')}</Typography>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate('app.templates.logo_hint')}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {canEdit && hasLogo && (
          <Button color="error" disabled={busy} onClick={() => remove.mutate()}>
            {translate('app.templates.delete_logo')}
          </Button>
        )}
        {canEdit && (
          <Button component="label" variant="contained" startIcon={<UploadFileOutlinedIcon />} disabled={busy}>
            {translate('app.templates.upload')}
            <input
              hidden
              type="file"
              accept="image/jpeg,image/png,image/gif"
              data-testid="logo-file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) upload.mutate(file);
              }}
            />
          </Button>
        )}
        <Button onClick={onClose}>{translate('app.templates.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
