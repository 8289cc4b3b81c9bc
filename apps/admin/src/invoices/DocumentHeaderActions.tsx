import { useState } from 'react';
import { Box, Button, Tooltip } from '@mui/material';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { Confirm, useTranslate } from 'react-admin';
import { Money, type Locale } from '@ginuma/domain';
import { useRecordPermissions } from '../records/recordLinks';
import { CREDIT_NOTE_SCREEN, creditNoteLinks } from '../credit-notes/creditNoteScreen';
import { useWorkspace } from '../workspace/useWorkspace';
import { RECEIPT_SCREEN, receiptLinks } from '../payments/paymentScreens';
import { refusalText } from '../providers/refusals';
import { isInvoice, type DocumentKind, type SalesDocument } from './documentKind';
import { INVOICE_KIND } from './invoiceKind';
import { InvoiceShareActions } from './InvoiceShareActions';
import { useSalesDocumentActions } from './useSalesDocumentActions';

/** A saved document's header buttons: print, email and link when it may be shared; a confirmed invoice's credit note; convert and reverse, each asked first. */
export function DocumentHeaderActions({ kind, invoice, locale, canEdit }: { kind: DocumentKind; invoice: SalesDocument; locale: Locale; canEdit: boolean }) {
  const translate = useTranslate();
  const actions = useSalesDocumentActions(kind);
  const canConvert = useRecordPermissions(INVOICE_KIND.screen).create;
  const canCredit = useRecordPermissions(CREDIT_NOTE_SCREEN).create;
  const { base } = useWorkspace();
  const [reversing, setReversing] = useState(false);
  const [converting, setConverting] = useState(false);
  const canReceive = useRecordPermissions(RECEIPT_SCREEN).create;
  const paidFor = isInvoice(invoice) && !Money.of(invoice.paid).equals(invoice.refunded);
  const shared = kind.sharedStages.includes(invoice.stage);
  const reversible = invoice.stage === kind.reversibleStage;
  if (!shared && !reversible) return null;

  const run = (action: 'reverse' | 'convert', close: () => void) => {
    void actions[action](invoice.id).finally(close);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {shared && <InvoiceShareActions kind={kind} id={invoice.id} locale={locale} />}
      {reversible && kind.convertible && canConvert && (
        <Button variant="contained" startIcon={<ReceiptLongOutlinedIcon />} onClick={() => setConverting(true)}>
          {translate('app.quotations.convert')}
        </Button>
      )}
      {reversible && kind === INVOICE_KIND && canCredit && (
        <Button variant="outlined" startIcon={<AssignmentReturnOutlinedIcon />} component={RouterLink} to={`${creditNoteLinks(base).create}?invoice=${invoice.id}`}>
          {translate('app.credit-notes.from_invoice')}
        </Button>
      )}
      {reversible && isInvoice(invoice) && canReceive && Money.of(invoice.due).isPositive() && (
        <Button
          variant="contained"
          startIcon={<PaymentsOutlinedIcon />}
          component={RouterLink}
          to={`${receiptLinks(base).create}?${new URLSearchParams({ invoice: invoice.id, customer: invoice.customer_id ?? '' }).toString()}`}
        >
          {translate('app.invoices.record_payment')}
        </Button>
      )}
      {reversible && canEdit && (
        // Disabled with the reason, rather than offered and then refused: payments must be reversed first.
        <Tooltip title={paidFor ? (refusalText('invoicing.invoice-has-payments', undefined, locale)?.message ?? '') : ''}>
          <span>
            <Button variant="outlined" color="error" startIcon={<UndoOutlinedIcon />} disabled={paidFor} onClick={() => setReversing(true)}>
              {translate('app.invoices.reverse')}
            </Button>
          </span>
        </Tooltip>
      )}
      <Confirm
        isOpen={reversing}
        title={translate('app.records.confirm.title')}
        content={translate('app.records.confirm.delete_body')}
        confirm={translate('app.invoices.reverse_yes')}
        cancel={translate('app.records.confirm.cancel')}
        confirmColor="warning"
        onConfirm={() => run('reverse', () => setReversing(false))}
        onClose={() => setReversing(false)}
      />
      <Confirm
        isOpen={converting}
        title={translate('app.records.confirm.title')}
        content={translate('app.quotations.convert_body')}
        confirm={translate('app.quotations.convert_yes')}
        cancel={translate('app.records.confirm.cancel')}
        onConfirm={() => run('convert', () => setConverting(false))}
        onClose={() => setConverting(false)}
      />
    </Box>
  );
}
