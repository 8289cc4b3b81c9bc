import { IconButton, Tooltip } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useDelete, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { ConfirmButton } from './ConfirmButton';
import { useRecordNotify, type RecordEvent } from './useRecordNotify';
import type { RecordScreen } from './recordScreens';

export type RunRowAction = (event: RecordEvent, call: () => Promise<unknown>) => Promise<void>;

/** Runs a row's action: the screen's success or failure notification, then the list reloads. */
export function useRowAction(screen: RecordScreen): RunRowAction {
  const { refetch } = useListContext();
  const notify = useRecordNotify(screen);
  return async (event, call) => {
    try {
      await call();
      notify.success(event);
      await refetch();
    } catch (error) {
      notify.failure(event, error);
    }
  };
}

/** Opens the row's record: to edit when it may be changed, else to view. */
export function OpenRowButton({ to, editable }: { to: string; editable: boolean }) {
  const translate = useTranslate();
  const label = translate(editable ? 'app.records.edit' : 'app.records.view');
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} component={RouterLink} to={to} onClick={(event) => event.stopPropagation()}>
        {editable ? <EditOutlinedIcon fontSize="small" /> : <VisibilityOutlinedIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

/** Soft-deletes the row's record after the 'Are you sure?' confirmation dialog. */
export function DeleteRowButton({ screen, run }: { screen: RecordScreen; run: RunRowAction }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const [deleteOne] = useDelete();
  if (!record) return null;
  return (
    <ConfirmButton
      label={translate('app.records.delete')}
      icon={<DeleteOutlineIcon fontSize="small" />}
      color="error"
      confirmLabel={translate('app.records.confirm.delete')}
      content={translate('app.records.confirm.delete_body')}
      onConfirm={() =>
        run('delete', () => deleteOne(screen.name, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true }))
      }
    />
  );
}
