import { Box, IconButton, Tooltip } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import RestoreFromTrashOutlinedIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useDelete, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { purgeRecord, restoreRecord } from './recordApi';
import { ConfirmButton } from './ConfirmButton';
import { useRecordNotify } from './useRecordNotify';
import type { RecordLinks, RecordPermissions } from './recordLinks';
import type { RecordScreen } from './recordScreens';

export interface RecordRowActionsProps {
  screen: RecordScreen;
  deleted: boolean;
  links: RecordLinks;
  can: RecordPermissions;
}

/** Edit and delete on a live row; restore and permanent delete on a deleted one. */
export function RecordRowActions({ screen, deleted, links, can }: RecordRowActionsProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { refetch } = useListContext();
  const [deleteOne] = useDelete();
  const notify = useRecordNotify(screen);
  if (!record) return null;
  const id = String(record.id);

  const run = async (event: 'delete' | 'restore' | 'purge', call: () => Promise<unknown>) => {
    try {
      await call();
      notify.success(event);
      await refetch();
    } catch (error) {
      notify.failure(event, error);
    }
  };

  if (deleted) {
    return (
      <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
        {can.restore && (
          <ConfirmButton
            label={translate('app.records.restore')}
            icon={<RestoreFromTrashOutlinedIcon fontSize="small" />}
            confirmLabel={translate('app.records.confirm.restore')}
            content={translate('app.records.confirm.restore_body')}
            onConfirm={() => run('restore', () => restoreRecord(screen, id))}
          />
        )}
        {can.purge && screen.canPurge && (
          <ConfirmButton
            label={translate('app.records.purge')}
            icon={<DeleteForeverOutlinedIcon fontSize="small" />}
            color="error"
            confirmLabel={translate('app.records.confirm.delete')}
            content={translate('app.records.confirm.delete_body')}
            onConfirm={() => run('purge', () => purgeRecord(screen, id))}
          />
        )}
      </Box>
    );
  }

  const openLabel = translate(can.edit ? 'app.records.edit' : 'app.records.view');
  return (
    <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      {can.show && (
        <Tooltip title={openLabel}>
          <IconButton size="small" aria-label={openLabel} component={RouterLink} to={links.edit(id)} onClick={(event) => event.stopPropagation()}>
            {can.edit ? <EditOutlinedIcon fontSize="small" /> : <VisibilityOutlinedIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      )}
      {can.delete && (
        <ConfirmButton
          label={translate('app.records.delete')}
          icon={<DeleteOutlineIcon fontSize="small" />}
          color="error"
          confirmLabel={translate('app.records.confirm.delete')}
          content={translate('app.records.confirm.delete_body')}
          onConfirm={() =>
            run('delete', () => deleteOne(screen.name, { id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true }))
          }
        />
      )}
    </Box>
  );
}
