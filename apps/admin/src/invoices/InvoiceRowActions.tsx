import { Box, IconButton, Tooltip } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useDelete, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { ConfirmButton } from '../records/ConfirmButton';
import { RecordRowActions, type RecordRowActionsProps } from '../records/RecordRowActions';
import { useRecordNotify, type RecordEvent } from '../records/useRecordNotify';
import { confirmInvoice, reverseInvoice } from './invoiceApi';

/** Edit (a draft), view, confirm, reverse and delete; a deleted invoice gets the shared restore and purge. */
export function InvoiceRowActions(props: RecordRowActionsProps) {
  const { screen, deleted, links, can } = props;
  const translate = useTranslate();
  const record = useRecordContext();
  const { refetch } = useListContext();
  const [deleteOne] = useDelete();
  const notify = useRecordNotify(screen);
  if (deleted) return <RecordRowActions {...props} />;
  if (!record) return null;
  const id = String(record.id);
  const pending = record.stage === 'pending';
  const confirmed = record.stage === 'confirmed';

  const run = async (event: RecordEvent, call: () => Promise<unknown>) => {
    try {
      await call();
      notify.success(event);
      await refetch();
    } catch (error) {
      notify.failure(event, error);
    }
  };
  const editable = pending && can.edit;
  const openLabel = translate(editable ? 'app.records.edit' : 'app.records.view');

  return (
    <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      {can.show && (
        <Tooltip title={openLabel}>
          <IconButton size="small" aria-label={openLabel} component={RouterLink} to={links.edit(id)} onClick={(event) => event.stopPropagation()}>
            {editable ? <EditOutlinedIcon fontSize="small" /> : <VisibilityOutlinedIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      )}
      {pending && can.edit && (
        <ConfirmButton
          label={translate('app.invoices.confirm')}
          icon={<TaskAltOutlinedIcon fontSize="small" />}
          confirmLabel={translate('app.invoices.confirm_yes')}
          content={translate('app.invoices.confirm_body')}
          onConfirm={() => run('confirm', () => confirmInvoice(id))}
        />
      )}
      {confirmed && can.edit && (
        <ConfirmButton
          label={translate('app.invoices.reverse')}
          icon={<UndoOutlinedIcon fontSize="small" />}
          color="error"
          confirmLabel={translate('app.invoices.reverse_yes')}
          content={translate('app.records.confirm.delete_body')}
          onConfirm={() => run('reverse', () => reverseInvoice(id))}
        />
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
