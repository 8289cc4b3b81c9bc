import { Box } from '@mui/material';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import { useNavigate } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { ConfirmButton } from '../records/ConfirmButton';
import { DeleteRowButton, OpenRowButton, useRowAction } from '../records/RowActionParts';
import { RecordRowActions, type RecordRowActionsProps } from '../records/RecordRowActions';
import { useRecordPermissions } from '../records/recordLinks';
import { useRecordNotify } from '../records/useRecordNotify';
import { useWorkspace } from '../workspace/useWorkspace';
import { INVOICE_KIND } from '../invoices/invoiceKind';
import { InvoiceShareActions } from '../invoices/InvoiceShareActions';
import { QUOTATION_KIND } from './quotationScreen';
import { convertQuotation, reverseQuotation } from './quotationApi';

/** Edit (pending), print, email, copy link, convert to invoice, reverse and delete; a deleted quotation gets the shared restore and purge. */
export function QuotationRowActions(props: RecordRowActionsProps) {
  const { screen, deleted, links, can } = props;
  const translate = useTranslate();
  const navigate = useNavigate();
  const { base, locale } = useWorkspace();
  const record = useRecordContext();
  const run = useRowAction(screen);
  const notify = useRecordNotify(screen);
  const invoiceNotify = useRecordNotify(INVOICE_KIND.screen);
  const canConvert = useRecordPermissions(INVOICE_KIND.screen).create;
  if (deleted) return <RecordRowActions {...props} />;
  if (!record) return null;
  const id = String(record.id);
  const pending = record.status === 'pending';

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

  return (
    <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      {can.show && <OpenRowButton to={links.edit(id)} editable={editable} />}
      <InvoiceShareActions kind={QUOTATION_KIND} id={id} locale={locale} compact />
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
      {can.delete && <DeleteRowButton screen={screen} run={run} />}
    </Box>
  );
}
