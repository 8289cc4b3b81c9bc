import { useState } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import StarBorderOutlinedIcon from '@mui/icons-material/StarBorderOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { useAppDataProvider } from '../providers/dataProvider';
import { RecordRowActions, type RecordRowActionsProps } from '../records/RecordRowActions';
import { useRecordNotify } from '../records/useRecordNotify';
import { TemplateLogoDialog } from './TemplateLogoDialog';

/** Set as default and the logo, before the shared edit and delete. */
export function TemplateRowActions(props: RecordRowActionsProps) {
  const { screen, deleted, can } = props;
  const translate = useTranslate();
  const record = useRecordContext();
  const { refetch } = useListContext();
  const notify = useRecordNotify(screen);
  const dataProvider = useAppDataProvider();
  const [logo, setLogo] = useState(false);
  const makeDefault = useMutation({
    mutationFn: (id: string) => dataProvider.setDefaultTemplate(screen.name, id),
    onSuccess: () => {
      notify.success('default');
      return refetch();
    },
    onError: (error) => notify.failure('default', error),
  });
  if (deleted || !record) return <RecordRowActions {...props} />;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }} data-print="hide">
      {can.edit && !record.is_default && (
        <Tooltip title={translate('app.templates.set_default')}>
          <IconButton
            size="small"
            aria-label={translate('app.templates.set_default')}
            onClick={(event) => {
              event.stopPropagation();
              makeDefault.mutate(String(record.id));
            }}
          >
            <StarBorderOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={translate('app.templates.logo')}>
        <IconButton
          size="small"
          aria-label={translate('app.templates.logo')}
          onClick={(event) => {
            event.stopPropagation();
            setLogo(true);
          }}
        >
          <ImageOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <RecordRowActions {...props} />
      {logo && (
        <TemplateLogoDialog resource={screen.name} record={record} canEdit={can.edit} notify={notify} onChanged={refetch} onClose={() => setLogo(false)} />
      )}
    </Box>
  );
}
