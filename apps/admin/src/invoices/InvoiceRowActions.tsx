import { Box } from '@mui/material';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { ConfirmButton } from '../records/ConfirmButton';
import { DeleteRowButton, OpenRowButton, useRowAction } from '../records/RowActionParts';
import { RecordRowActions, type RecordRowActionsProps } from '../records/RecordRowActions';
import { confirmInvoice, reverseInvoice } from './invoiceApi';

/** Edit (a draft), view, confirm, reverse and delete; a deleted invoice gets the shared restore and purge. */
export function InvoiceRowActions(props: RecordRowActionsProps) {
  const { screen, deleted, links, can } = props;
  const translate = useTranslate();
  const record = useRecordContext();
  const run = useRowAction(screen);
  if (deleted) return <RecordRowActions {...props} />;
  if (!record) return null;
  const id = String(record.id);
  const pending = record.stage === 'pending';
  const confirmed = record.stage === 'confirmed';

  const editable = pending && can.edit;

  return (
    <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      {can.show && <OpenRowButton to={links.edit(id)} editable={editable} />}
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
      {can.delete && <DeleteRowButton screen={screen} run={run} />}
    </Box>
  );
}
