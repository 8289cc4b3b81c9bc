import { IconButton, Tooltip } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useState } from 'react';
import { Confirm, useDelete, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../providers/dataProvider';
import { errorCode } from '../providers/httpClient';
import { ConfirmButton } from './ConfirmButton';
import { useRecordNotify, type RecordEvent } from './useRecordNotify';
import type { RecordScreen } from './recordScreens';

export type RunRowAction = (event: RecordEvent, call: () => Promise<unknown>) => Promise<void>;

/** What a row action's call answers when it stopped to ask the user first: nothing is notified yet. */
export const ASKED_FIRST = Symbol('asked first');

/** Runs a row's action: the screen's success or failure notification, then the list reloads. */
export function useRowAction(screen: RecordScreen): RunRowAction {
  const { refetch } = useListContext();
  const notify = useRecordNotify(screen);
  return async (event, call) => {
    try {
      if ((await call()) === ASKED_FIRST) return;
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

/**
 * Soft-deletes the row's record after the 'Are you sure?' confirmation dialog. When the server
 * answers that the record still has an open balance, an Admin is told the amount and asked again.
 */
export function DeleteRowButton({ screen, run }: { screen: RecordScreen; run: RunRowAction }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const [deleteOne] = useDelete();
  const dataProvider = useAppDataProvider();
  const [warning, setWarning] = useState<string | null>(null);
  if (!record) return null;
  const attempt = () =>
    run('delete', async () => {
      try {
        return await deleteOne(screen.name, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      } catch (error) {
        if (errorCode(error) !== 'records.open-balance-confirm' || !(error instanceof Error)) throw error;
        setWarning(error.message);
        return ASKED_FIRST;
      }
    });
  const deleteKnowingly = () => run('delete', () => dataProvider.deleteRecordKnowingly(screen.name, String(record.id))).finally(() => setWarning(null));
  return (
    <>
      <ConfirmButton
        label={translate('app.records.delete')}
        icon={<DeleteOutlineIcon fontSize="small" />}
        color="error"
        confirmLabel={translate('app.records.confirm.delete')}
        content={translate('app.records.confirm.delete_body')}
        onConfirm={attempt}
      />
      <Confirm
        isOpen={warning !== null}
        title={translate('app.records.confirm.open_balance_title')}
        content={warning ?? ''}
        confirm={translate('app.records.confirm.delete')}
        cancel={translate('app.records.confirm.cancel')}
        confirmColor="warning"
        onConfirm={() => void deleteKnowingly()}
        onClose={() => setWarning(null)}
      />
    </>
  );
}
