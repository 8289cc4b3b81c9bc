import type { ReactElement } from 'react';
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
import { useSalesDocumentActions, type DocumentAction } from './useSalesDocumentActions';

/** A row action asked first: its label, the dialog's confirm button and text, as i18n keys. */
interface AskedAction {
  key: string;
  shown: boolean;
  label: string;
  icon: ReactElement;
  color?: 'error';
  confirmLabel: string;
  content: string;
  run: DocumentAction;
}

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
  const asked: AskedAction[] = [
    {
      key: 'confirm',
      shown: kind.invoiceOnly && pending && can.edit,
      label: 'app.invoices.confirm',
      icon: <TaskAltOutlinedIcon fontSize="small" />,
      confirmLabel: 'app.invoices.confirm_yes',
      content: 'app.invoices.confirm_body',
      run: actions.confirm,
    },
    {
      key: 'convert',
      shown: kind.convertible && pending && canConvert,
      label: 'app.quotations.convert',
      icon: <ReceiptLongOutlinedIcon fontSize="small" />,
      confirmLabel: 'app.quotations.convert_yes',
      content: 'app.quotations.convert_body',
      run: actions.convert,
    },
    {
      key: 'reverse',
      shown: record.stage === kind.reversibleStage && can.edit,
      label: 'app.invoices.reverse',
      icon: <UndoOutlinedIcon fontSize="small" />,
      color: 'error',
      confirmLabel: 'app.invoices.reverse_yes',
      content: 'app.records.confirm.delete_body',
      run: actions.reverse,
    },
  ];

  return (
    <Box data-print="hide" data-testid="row-actions" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      {can.show && <OpenRowButton to={links.edit(id)} editable={pending && can.edit} />}
      {kind.sharedInRows && <InvoiceShareActions kind={kind} id={id} locale={locale} compact />}
      {asked
        .filter((action) => action.shown)
        .map((action) => (
          <ConfirmButton
            key={action.key}
            label={translate(action.label)}
            icon={action.icon}
            color={action.color}
            confirmLabel={translate(action.confirmLabel)}
            content={translate(action.content)}
            onConfirm={() => action.run(id)}
          />
        ))}
      {can.delete && <DeleteRowButton screen={screen} run={run} />}
    </Box>
  );
}
