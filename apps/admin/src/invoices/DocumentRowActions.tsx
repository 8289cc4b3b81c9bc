import { Box } from '@mui/material';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { ConfirmButton } from '../records/ConfirmButton';
import { DeleteRowButton, OpenRowButton, useRowAction } from '../records/RowActionParts';
import { RecordRowActions, type RecordRowActionsProps } from '../records/RecordRowActions';
import { useRecordPermissions } from '../records/recordLinks';
import { useWorkspace } from '../workspace/useWorkspace';
import type { DocumentKind } from './documentKind';
import { INVOICE_KIND } from './invoiceKind';
import { InvoiceShareActions } from './InvoiceShareActions';
import { useSalesDocumentActions } from './useSalesDocumentActions';

/**
 * A live invoice's or quotation's row: open (to edit a pending one), print, email and link where
 * the kind shares from its rows, confirm (an invoice), convert (a quotation), reverse and delete,
 * each asked first. A deleted one gets the shared restore and purge.
 */
export function DocumentRowActions({ kind, ...props }: RecordRowActionsProps & { kind: DocumentKind }) {
  const { screen, deleted, links, can } = props;
  const translate = useTranslate();
  const { locale } = useWorkspace();
  const record = useRecordContext();
  const run = useRowAction(screen);
  const actions = useSalesDocumentActions(kind);
  const canConvert = useRecordPermissions(INVOICE_KIND.screen).create;
  if (deleted) return <RecordRowActions {...props} />;
  if (!record) return null;
  const id = String(record.id);
  const pending = record.stage === 'pending';

  return (
    <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      {can.show && <OpenRowButton to={links.edit(id)} editable={pending && can.edit} />}
      {kind.sharedInRows && <InvoiceShareActions kind={kind} id={id} locale={locale} compact />}
      {kind.invoiceOnly && pending && can.edit && (
        <ConfirmButton
          label={translate('app.invoices.confirm')}
          icon={<TaskAltOutlinedIcon fontSize="small" />}
          confirmLabel={translate('app.invoices.confirm_yes')}
          content={translate('app.invoices.confirm_body')}
          onConfirm={() => actions.confirm(id)}
        />
      )}
      {kind.convertible && pending && canConvert && (
        <ConfirmButton
          label={translate('app.quotations.convert')}
          icon={<ReceiptLongOutlinedIcon fontSize="small" />}
          confirmLabel={translate('app.quotations.convert_yes')}
          content={translate('app.quotations.convert_body')}
          onConfirm={() => actions.convert(id)}
        />
      )}
      {record.stage === kind.reversibleStage && can.edit && (
        <ConfirmButton
          label={translate('app.invoices.reverse')}
          icon={<UndoOutlinedIcon fontSize="small" />}
          color="error"
          confirmLabel={translate('app.invoices.reverse_yes')}
          content={translate('app.records.confirm.delete_body')}
          onConfirm={() => actions.reverse(id)}
        />
      )}
      {can.delete && <DeleteRowButton screen={screen} run={run} />}
    </Box>
  );
}
