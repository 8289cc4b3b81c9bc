import { Box, IconButton, Tooltip } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useDelete, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { ConfirmButton } from '../records/ConfirmButton';
import { RecordRowActions, type RecordRowActionsProps } from '../records/RecordRowActions';
import { useRecordPermissions } from '../records/recordLinks';
import { useRecordNotify, type RecordEvent } from '../records/useRecordNotify';
import { useWorkspace } from '../workspace/useWorkspace';
import { INVOICE_KIND } from '../invoices/invoiceKind';
import { convertQuotation, reverseQuotation } from './quotationApi';

/** Edit (pending), convert to invoice, reverse and delete; a deleted quotation gets the shared restore and purge. */
export function QuotationRowActions(props: RecordRowActionsProps) {
  const { screen, deleted, links, can } = props;
  const translate = useTranslate();
  const navigate = useNavigate();
  const { base } = useWorkspace();
  const record = useRecordContext();
  const { refetch } = useListContext();
  const [deleteOne] = useDelete();
  const notify = useRecordNotify(screen);
  const invoiceNotify = useRecordNotify(INVOICE_KIND.screen);
  const canConvert = useRecordPermissions(INVOICE_KIND.screen).create;
  if (deleted) return <RecordRowActions {...props} />;
  if (!record) return null;
  const id = String(record.id);
  const pending = record.status === 'pending';

  const run = async (event: RecordEvent, call: () => Promise<unknown>) => {
    try {
      await call();
      notify.success(event);
      await refetch();
    } catch (error) {
      notify.failure(event, error);
    }
  };
  const convert = async () => {
    try {
      const invoiceId = await convertQuotation(id);
      invoiceNotify.success('create');
      navigate(INVOICE_KIND.links(base).edit(invoiceId));
    } catch (error) {
      notify.failure('convert', error);
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
      {pending && canConvert && (
        <ConfirmButton
          label={translate('app.quotations.convert')}
          icon={<ReceiptLongOutlinedIcon fontSize="small" />}
          confirmLabel={translate('app.quotations.convert_yes')}
          content={translate('app.quotations.convert_body')}
          onConfirm={convert}
        />
      )}
      {pending && can.edit && (
        <ConfirmButton
          label={translate('app.invoices.reverse')}
          icon={<UndoOutlinedIcon fontSize="small" />}
          color="error"
          confirmLabel={translate('app.invoices.reverse_yes')}
          content={translate('app.records.confirm.delete_body')}
          onConfirm={() => run('reverse', () => reverseQuotation(id))}
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
